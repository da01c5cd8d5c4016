import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { SitePage } from './site-pages';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { pathOf } from '../../shared/routes';
import { sitePages } from './site-pages';

/** Most URLs one sitemap file may list (sitemaps.org); past them, /sitemap.xml is an index of parts. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Where part `n` (from 1) of a sitemap split into parts is served. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** Consecutive runs of at most `limit` items, in order; one (maybe empty) run when they all fit. */
export function splitIntoParts<T>(items: readonly T[], limit: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += limit) parts.push(items.slice(start, start + limit));
  return parts.length > 0 ? parts : [[]];
}

/** /sitemap.xml, and the parts it names when it is an index; `urls` counts the pages' URLs. */
export interface SitemapFiles {
  main: string;
  parts: string[];
  urls: number;
}

/** One URL of the sitemap: a page in one language, with its alternates. */
type UrlEntry = Omit<SitePage, 'page' | 'slug'> & { url: string; links: { lang: string; url: string }[] };

async function urlSet(siteUrl: string, items: readonly UrlEntry[]): Promise<string> {
  const stream = new SitemapStream({
    hostname: siteUrl,
    lastmodDateOnly: true,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  for (const item of items) stream.write(item);
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/**
 * Every page of `today` in every language, each with its hreflang alternates (x-default is
 * English): one sitemap while they fit in `limit` URLs, else an index of parts that do.
 */
export async function buildSitemap(siteUrl: string, today: string, limit = SITEMAP_URL_LIMIT): Promise<SitemapFiles> {
  const items = sitePages(today).flatMap((page): UrlEntry[] => {
    const url = (lang: Lang) => `${siteUrl}${pathOf({ page: page.page, slug: page.slug, lang })}`;
    const links = [...LANGS.map((lang) => ({ lang, url: url(lang) })), { lang: 'x-default', url: url('en') }];
    return LANGS.map((lang) => ({ url: url(lang), lastmod: page.lastmod, changefreq: page.changefreq, priority: page.priority, links }));
  });
  const parts = await Promise.all(splitIntoParts(items, limit).map((part) => urlSet(siteUrl, part)));
  if (parts.length === 1) return { main: parts[0]!, parts: [], urls: items.length };
  const index = new SitemapIndexStream();
  parts.forEach((_, i) => index.write({ url: `${siteUrl}${sitemapPartPath(i + 1)}` }));
  index.end();
  return { main: (await streamToPromise(index)).toString('utf8'), parts, urls: items.length };
}
