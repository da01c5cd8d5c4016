import type { LangContent, LangDetails } from './content/lang-content';
import type { LegalDocument } from './content/legal/types';
import type { PageCopy } from './content/pages/types';
import type { BlogSlug, JobSlug, ProjectSlug, ServiceSlug } from './content/types';
import type { Dictionary } from './i18n/dictionary';

/** Every text of one language: what a page's description and the server's head are made of. */
export interface LangTexts {
  dict: Dictionary;
  content: LangContent;
  details: LangDetails;
  copy: PageCopy;
  privacy: LegalDocument;
  terms: LegalDocument;
  consent: LegalDocument;
}

export type ChangeFrequency = 'weekly' | 'monthly' | 'yearly';

/**
 * Where a page's sitemap date comes from: the newest change of the whole site, a kind's
 * CONTENT_UPDATED date or newest item, a legal page's "last updated", or the item's own date.
 */
export type LastModified = 'site' | 'projects' | 'services' | 'pages' | 'blog' | 'jobs' | 'privacy' | 'terms' | 'consent' | 'item';

/** The schema.org type a detail page describes its item with (site/search-engines/structured-data.ts). */
export type ItemSchema = 'CreativeWork' | 'Service' | 'BlogPosting' | 'JobPosting';

interface PageEntry {
  /** The path under the language prefix; `:slug` names a content item. */
  pattern: string;
  /** The component in site/pages/ that renders the page (several pages may share one). */
  module: string;
  /**
   * A detail page: the content kind its slug names (whose title is the page's title), and the
   * section that lists it. Its slugs are the server's (shared/page-lookup.ts).
   */
  items?: {
    kind: keyof LangContent;
    section: string;
    /** The page renders an unknown slug itself (with status 404) instead of the generic 404 screen. */
    ownNotFound?: true;
    schema: ItemSchema;
  };
  /**
   * A list's later page: `:slug` is its number, from 2 (page 1 is the list's own path, to which
   * `page/1` redirects; the numbers there are: shared/page-lookup.ts).
   */
  laterPages?: { list: 'blog' };
  /** The meta description before it is cut to 150 characters: the page's own summary. */
  description: (texts: LangTexts, slug: string) => string;
  /** Left out of the XML sitemap when absent (the HTML sitemap is for people). */
  sitemap?: { priority: number; changefreq: ChangeFrequency; lastmod: LastModified };
}

/**
 * The one table of the site's pages. Links are built from the patterns (`paths` in routes.ts),
 * the server resolves requests, renders the module, writes the head and the sitemap from it.
 * A page's name (its <title>, <h1> and breadcrumb) is `dict.pages[id]`; a detail page's is
 * its item's title. Adding a page: an entry here, its component, its name and copy in each
 * language. Sitemap figures: docs/requirements.md section 9 (about and terms are not in its
 * list; about is ranked like contact).
 */
export const PAGES = {
  home: {
    pattern: '',
    module: 'home-page',
    description: (t) => t.dict.meta.defaultDescription,
    sitemap: { priority: 1, changefreq: 'weekly', lastmod: 'site' },
  },
  projects: {
    pattern: 'projects',
    module: 'projects-page',
    description: (t) => t.copy.projects.subtitle,
    sitemap: { priority: 0.9, changefreq: 'weekly', lastmod: 'projects' },
  },
  project: {
    pattern: 'projects/:slug',
    module: 'project-page',
    items: { kind: 'projects', section: 'projects', ownNotFound: true, schema: 'CreativeWork' },
    description: (t, slug) => t.content.projects[slug as ProjectSlug].excerpt,
    sitemap: { priority: 0.8, changefreq: 'monthly', lastmod: 'projects' },
  },
  services: {
    pattern: 'services',
    module: 'services-page',
    description: (t) => t.copy.services.subtitle,
    sitemap: { priority: 0.9, changefreq: 'weekly', lastmod: 'services' },
  },
  service: {
    pattern: 'services/:slug',
    // The services page, scrolled to the service's card.
    module: 'services-page',
    items: { kind: 'services', section: 'services', schema: 'Service' },
    description: (t, slug) => t.content.services[slug as ServiceSlug].description,
    sitemap: { priority: 0.8, changefreq: 'monthly', lastmod: 'services' },
  },
  blog: {
    pattern: 'blog',
    module: 'blog-page',
    description: (t) => t.copy.blog.subtitle,
    sitemap: { priority: 0.8, changefreq: 'weekly', lastmod: 'blog' },
  },
  blogPage: {
    pattern: 'blog/page/:slug',
    module: 'blog-page',
    laterPages: { list: 'blog' },
    // The list's summary, after the page's number (site/search-engines/page-meta.ts).
    description: (t) => t.copy.blog.subtitle,
    sitemap: { priority: 0.5, changefreq: 'weekly', lastmod: 'blog' },
  },
  post: {
    pattern: 'blog/:slug',
    module: 'post-page',
    items: { kind: 'blog', section: 'blog', ownNotFound: true, schema: 'BlogPosting' },
    description: (t, slug) => t.content.blog[slug as BlogSlug].excerpt,
    sitemap: { priority: 0.7, changefreq: 'monthly', lastmod: 'item' },
  },
  about: {
    pattern: 'about',
    module: 'about-page',
    description: (t) => t.copy.about.intro[0],
    sitemap: { priority: 0.7, changefreq: 'monthly', lastmod: 'pages' },
  },
  careers: {
    pattern: 'careers',
    module: 'careers-page',
    description: (t) => t.copy.careers.subtitle,
    sitemap: { priority: 0.8, changefreq: 'monthly', lastmod: 'jobs' },
  },
  job: {
    pattern: 'careers/:slug',
    module: 'job-page',
    items: { kind: 'jobs', section: 'careers', schema: 'JobPosting' },
    description: (t, slug) => t.details.jobs[slug as JobSlug].description,
    sitemap: { priority: 0.6, changefreq: 'weekly', lastmod: 'item' },
  },
  contact: {
    pattern: 'contact',
    module: 'contact-page',
    description: (t) => t.copy.contact.subtitle,
    sitemap: { priority: 0.7, changefreq: 'monthly', lastmod: 'pages' },
  },
  privacy: {
    pattern: 'privacy-policy',
    module: 'legal-page',
    description: (t) => t.privacy.intro,
    sitemap: { priority: 0.3, changefreq: 'yearly', lastmod: 'privacy' },
  },
  terms: {
    pattern: 'terms-of-service',
    module: 'legal-page',
    description: (t) => t.terms.intro,
    sitemap: { priority: 0.3, changefreq: 'yearly', lastmod: 'terms' },
  },
  consent: {
    pattern: 'personal-data-consent',
    module: 'legal-page',
    description: (t) => t.consent.intro,
    sitemap: { priority: 0.3, changefreq: 'yearly', lastmod: 'consent' },
  },
  sitemap: {
    pattern: 'sitemap',
    module: 'sitemap-page',
    description: (t) => t.copy.sitemapPage.subtitle,
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** A page whose path names a content item. */
export type DetailPageId = { [K in PageId]: (typeof PAGES)[K] extends { items: object } ? K : never }[PageId];

/** A page that lists a detail page's items (must be a page of the table: `paths` is indexed with it). */
export type ListingPageId = (typeof PAGES)[DetailPageId]['items']['section'];

/** A list's later page (page 2 and on), whose `slug` is its number. */
export type LaterPageId = { [K in PageId]: (typeof PAGES)[K] extends { laterPages: object } ? K : never }[PageId];

/** A page's entry, seen through the common shape (the literal types above stay for `paths`). */
export function pageEntry(page: PageId): PageEntry {
  return PAGES[page];
}
