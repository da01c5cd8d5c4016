import type { PageId } from '../../shared/routes';

/**
 * The module (in this folder) that renders each page. The registry imports them lazily and
 * the server preloads the current page's module, both from this one table.
 */
export const PAGE_MODULES: Record<PageId, string> = {
  home: 'home-page',
  projects: 'projects-page',
  project: 'project-page',
  services: 'services-page',
  service: 'services-page',
  blog: 'blog-page',
  post: 'post-page',
  about: 'about-page',
  careers: 'careers-page',
  job: 'job-page',
  contact: 'contact-page',
  privacy: 'legal-page',
  terms: 'legal-page',
  sitemap: 'sitemap-page',
};
