import { BLOG_POSTS } from '../../shared/content/blog/base';
import { CONTENT_UPDATED } from '../../shared/content/content-dates';
import { JOBS } from '../../shared/content/jobs/base';
import { PRIVACY } from '../../shared/content/legal/privacy-en';
import { TERMS } from '../../shared/content/legal/terms-en';
import { PAGE_IDS, pageEntry, type ChangeFrequency, type LastModified, type PageId } from '../../shared/pages';

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

const NEWEST_POST = latest(BLOG_POSTS.map((post) => post.date));
const NEWEST_JOB = latest(JOBS.map((job) => job.datePosted));

/** Articles change on their own date, jobs on their posting date (keyed by page, so a post and a job may share a slug). */
const ITEM_DATES: Record<string, string> = Object.fromEntries([
  ...BLOG_POSTS.map((post) => [`post:${post.slug}`, post.date]),
  ...JOBS.map((job) => [`job:${job.slug}`, job.datePosted]),
]);

function lastModified(source: LastModified, page: PageId, slug: string | undefined): string {
  switch (source) {
    case 'site':
      return latest([...Object.values(CONTENT_UPDATED), NEWEST_POST, NEWEST_JOB]);
    case 'projects':
    case 'services':
    case 'pages':
      return CONTENT_UPDATED[source];
    case 'blog':
      return NEWEST_POST;
    case 'jobs':
      return NEWEST_JOB;
    case 'privacy':
      return PRIVACY.lastUpdated;
    case 'terms':
      return TERMS.lastUpdated;
    case 'item':
      return ITEM_DATES[`${page}:${slug}`]!;
  }
}

/**
 * The pages search engines should know, with the priorities and change frequencies of the
 * page table (shared/pages.ts): list pages first, then every item of each detail page.
 */
export function sitePages(): SitePage[] {
  const pages = PAGE_IDS.map((page) => ({ page, entry: pageEntry(page) }));
  const single = pages.filter(({ entry }) => !entry.items);
  const detail = pages.filter(({ entry }) => entry.items);
  return [...single, ...detail].flatMap(({ page, entry }) => {
    const { sitemap, items } = entry;
    if (!sitemap) return [];
    const { priority, changefreq, lastmod } = sitemap;
    const slugs = items ? items.slugs : [undefined];
    return slugs.map((slug): SitePage => ({ page, ...(slug && { slug }), lastmod: lastModified(lastmod, page, slug), changefreq, priority }));
  });
}
