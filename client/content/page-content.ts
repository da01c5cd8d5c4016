import type { ContentRef } from '../../shared/content/lang-content';
import type { BlogSlug, JobSlug, ProjectSlug } from '../../shared/content/types';
import type { PageId, PageMatch } from '../../shared/routes';

const COPY: ContentRef = { kind: 'copy' };
const PROJECTS: ContentRef = { kind: 'projects' };
const SERVICES: ContentRef = { kind: 'services' };
const BLOG: ContentRef = { kind: 'blog' };
const JOBS: ContentRef = { kind: 'jobs' };

/**
 * The texts each page renders. The server loads them before it renders the page, and sends
 * them with the HTML when the page has islands, so hydration never waits. A component reading
 * anything not listed here throws (content-store.ts).
 */
const PAGE_CONTENT: Record<PageId, (match: PageMatch) => ContentRef[]> = {
  home: () => [COPY, PROJECTS, SERVICES, BLOG, JOBS],
  projects: () => [COPY, PROJECTS],
  project: (m) => (m.found ? [COPY, PROJECTS, { kind: 'project', slug: m.slug as ProjectSlug }] : [COPY, PROJECTS]),
  services: () => [COPY, SERVICES],
  service: () => [COPY, SERVICES],
  blog: () => [COPY, BLOG],
  post: (m) => (m.found ? [COPY, BLOG, { kind: 'article', slug: m.slug as BlogSlug }] : [COPY, BLOG]),
  about: () => [COPY],
  careers: () => [COPY, JOBS],
  job: (m) => [COPY, JOBS, { kind: 'job', slug: m.slug as JobSlug }],
  contact: () => [COPY],
  privacy: () => [{ kind: 'privacy' }],
  terms: () => [{ kind: 'terms' }],
  sitemap: () => [COPY, PROJECTS, SERVICES, BLOG, JOBS],
};

export function pageContentOf(match: PageMatch): ContentRef[] {
  return PAGE_CONTENT[match.page](match);
}
