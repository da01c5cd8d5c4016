import { BLOG_SLUGS } from '../../shared/content/.generated/slugs';
import { existingPages } from '../../shared/page-lookup';
import { isDetailPage, type PageMatch } from '../../shared/routes';

/**
 * Articles per language rendered before the process is ready: the newest, which the home page
 * (3), every article's related list (the newest 3 but itself) and the blog list's first screen
 * link to, and which the feeds announce first. An older one renders at its first request
 * (decision 0070).
 */
export const ARTICLES_AHEAD = 12;

/** Whether a page is rendered ahead and kept for good; otherwise it renders when first asked for, and is kept while there is room. */
export type AheadRule = (match: Readonly<PageMatch>) => boolean;

/**
 * Every page without a slug (the home page, the lists, the fixed pages) and every item's page
 * but the articles older than the newest `articles` of each language. Any other page with a
 * slug (a list's later page, numbered) is the long tail's too.
 */
export function aheadRule(articles = ARTICLES_AHEAD): AheadRule {
  const newest = new Set<string>(BLOG_SLUGS.slice(0, articles));
  return ({ page, slug }) => slug === undefined || (isDetailPage(page) && (page !== 'post' || newest.has(slug)));
}

/** The pages rendered ahead, by canonical path, in page-table order. */
export const pagesAhead = (rule = aheadRule()): [string, Readonly<PageMatch>][] => [...existingPages()].filter(([, match]) => rule(match));
