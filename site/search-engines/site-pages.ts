import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { CONTENT_UPDATED } from '../../shared/content/content-dates';
import { JOBS } from '../../shared/content/.generated/jobs';
import { closingDay, dayOf, isOpen, jobBySlug } from '../../shared/content/job-openings';
import { LANG_TEXTS } from '../../shared/lang-texts';
import { slugsOf } from '../../shared/page-lookup';
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

/** An article changes when it is published and when its update note is written. */
const POST_DATES: Record<string, string> = Object.fromEntries(BLOG_POSTS.map((post) => [post.slug, post.updated ?? post.date]));
const NEWEST_POST = latest(Object.values(POST_DATES));

/** A job's page changes when it is posted and when it closes. */
const jobChanged = (slug: string, today: string): string => {
  const job = jobBySlug(slug)!;
  return isOpen(job, today) ? job.datePosted : closingDay(job);
};

/** The lists of positions change with each posting and each closing. */
const jobsChanged = (today: string) => latest(JOBS.map((job) => jobChanged(job.slug, today)));

function lastModified(source: LastModified, page: PageId, slug: string | undefined, today: string): string {
  switch (source) {
    case 'site':
      return latest([...Object.values(CONTENT_UPDATED), NEWEST_POST, jobsChanged(today)]);
    case 'projects':
    case 'services':
    case 'pages':
      return CONTENT_UPDATED[source];
    case 'blog':
      return NEWEST_POST;
    case 'jobs':
      return jobsChanged(today);
    case 'privacy':
    case 'terms':
    case 'consent':
      // A legal page's "last updated", the same in every language.
      return LANG_TEXTS.en[source].lastUpdated;
    case 'item':
      // Articles change on their own date or their update's; jobs as above.
      return page === 'job' ? jobChanged(slug!, today) : POST_DATES[slug!]!;
  }
}

/**
 * The pages search engines should know on `today`, with the priorities and change frequencies
 * of the page table (shared/pages.ts): list pages first, then every item of each detail page,
 * except positions that have closed (closedJobPages).
 */
export function sitePages(today = dayOf(new Date())): SitePage[] {
  return allPages(today).filter((page) => page.page !== 'job' || isOpen(jobBySlug(page.slug!)!, today));
}

/** The pages of closed positions: out of the sitemap, still pages whose change IndexNow reports. */
export function closedJobPages(today: string): SitePage[] {
  return allPages(today).filter((page) => page.page === 'job' && !isOpen(jobBySlug(page.slug!)!, today));
}

function allPages(today: string): SitePage[] {
  const pages = PAGE_IDS.map((page) => ({ page, entry: pageEntry(page) }));
  const single = pages.filter(({ entry }) => !entry.items);
  const detail = pages.filter(({ entry }) => entry.items);
  return [...single, ...detail].flatMap(({ page, entry }) => {
    const { sitemap } = entry;
    if (!sitemap) return [];
    const { priority, changefreq, lastmod } = sitemap;
    // A list's later pages are crawlable pages of their own, each its own canonical.
    const slugs = slugsOf(page) ?? [undefined];
    return slugs.map((slug): SitePage => ({
      page,
      ...(slug && { slug }),
      lastmod: lastModified(lastmod, page, slug, today),
      changefreq,
      priority,
    }));
  });
}
