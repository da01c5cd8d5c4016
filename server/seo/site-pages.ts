import { BLOG_POSTS } from '../../shared/content/blog/base';
import { CONTENT_UPDATED } from '../../shared/content/content-dates';
import { JOBS } from '../../shared/content/jobs/base';
import { PRIVACY } from '../../shared/content/legal/privacy-en';
import { TERMS } from '../../shared/content/legal/terms-en';
import { PROJECTS } from '../../shared/content/projects/base';
import { SERVICES } from '../../shared/content/services/base';
import type { PageId } from '../../shared/routes';

export type ChangeFrequency = 'weekly' | 'monthly' | 'yearly';

/** One page of the sitemap, the same in every language. */
export interface SitePage {
  page: PageId;
  slug?: string;
  /** ISO date of the content's last change. */
  lastmod: string;
  changefreq: ChangeFrequency;
  priority: number;
}

const latest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

/**
 * The pages search engines should know, with the spec's priorities and change frequencies
 * (section 9), plus about and terms, which the spec's list leaves out. The HTML sitemap page
 * is for people and stays out.
 */
export function sitePages(): SitePage[] {
  const blogDate = latest(BLOG_POSTS.map((post) => post.date));
  const jobsDate = latest(JOBS.map((job) => job.datePosted));
  const everything = latest([...Object.values(CONTENT_UPDATED), blogDate, jobsDate]);
  return [
    { page: 'home', lastmod: everything, changefreq: 'weekly', priority: 1 },
    { page: 'projects', lastmod: CONTENT_UPDATED.projects, changefreq: 'weekly', priority: 0.9 },
    { page: 'services', lastmod: CONTENT_UPDATED.services, changefreq: 'weekly', priority: 0.9 },
    { page: 'blog', lastmod: blogDate, changefreq: 'weekly', priority: 0.8 },
    { page: 'careers', lastmod: jobsDate, changefreq: 'monthly', priority: 0.8 },
    { page: 'contact', lastmod: CONTENT_UPDATED.pages, changefreq: 'monthly', priority: 0.7 },
    // Not in the spec's list; a page people search for, ranked like contact.
    { page: 'about', lastmod: CONTENT_UPDATED.pages, changefreq: 'monthly', priority: 0.7 },
    { page: 'privacy', lastmod: PRIVACY.lastUpdated, changefreq: 'yearly', priority: 0.3 },
    { page: 'terms', lastmod: TERMS.lastUpdated, changefreq: 'yearly', priority: 0.3 },
    ...PROJECTS.map((p): SitePage => ({ page: 'project', slug: p.slug, lastmod: CONTENT_UPDATED.projects, changefreq: 'monthly', priority: 0.8 })),
    ...SERVICES.map((s): SitePage => ({ page: 'service', slug: s.slug, lastmod: CONTENT_UPDATED.services, changefreq: 'monthly', priority: 0.8 })),
    ...BLOG_POSTS.map((p): SitePage => ({ page: 'post', slug: p.slug, lastmod: p.date, changefreq: 'monthly', priority: 0.7 })),
    ...JOBS.map((j): SitePage => ({ page: 'job', slug: j.slug, lastmod: j.datePosted, changefreq: 'weekly', priority: 0.6 })),
  ];
}
