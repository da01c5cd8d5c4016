import { DEFAULT_LANG, isLang, type Lang } from './i18n/langs';
import { BLOG_SLUGS, JOB_SLUGS, PROJECT_SLUGS, SERVICE_SLUGS } from './content/types';

/**
 * The one list of the site's pages. Every link is built with `paths`, the server decides
 * status codes and redirects with `resolvePage`, and the server renders the page it finds, so
 * a page cannot exist in one place and be missing in another.
 */
export const PAGE_PATTERNS = {
  home: '',
  projects: 'projects',
  project: 'projects/:slug',
  services: 'services',
  service: 'services/:slug',
  blog: 'blog',
  post: 'blog/:slug',
  about: 'about',
  careers: 'careers',
  job: 'careers/:slug',
  contact: 'contact',
  privacy: 'privacy-policy',
  terms: 'terms-of-service',
  sitemap: 'sitemap',
} as const;

export type PageId = keyof typeof PAGE_PATTERNS;
export const PAGE_IDS = Object.keys(PAGE_PATTERNS) as PageId[];
export type DetailPageId = 'project' | 'service' | 'post' | 'job';

const KNOWN_SLUGS: Record<DetailPageId, readonly string[]> = {
  project: PROJECT_SLUGS,
  service: SERVICE_SLUGS,
  post: BLOG_SLUGS,
  job: JOB_SLUGS,
};

export function isDetailPage(page: PageId): page is DetailPageId {
  return page in KNOWN_SLUGS;
}

const prefix = (lang: Lang, rest = '') => (rest ? `/${lang}/${rest}` : `/${lang}`);

export const paths = {
  home: (lang: Lang) => prefix(lang),
  projects: (lang: Lang) => prefix(lang, 'projects'),
  project: (lang: Lang, slug: string) => prefix(lang, `projects/${slug}`),
  services: (lang: Lang) => prefix(lang, 'services'),
  service: (lang: Lang, slug: string) => prefix(lang, `services/${slug}`),
  blog: (lang: Lang) => prefix(lang, 'blog'),
  post: (lang: Lang, slug: string) => prefix(lang, `blog/${slug}`),
  about: (lang: Lang) => prefix(lang, 'about'),
  careers: (lang: Lang) => prefix(lang, 'careers'),
  job: (lang: Lang, slug: string) => prefix(lang, `careers/${slug}`),
  contact: (lang: Lang) => prefix(lang, 'contact'),
  privacy: (lang: Lang) => prefix(lang, 'privacy-policy'),
  terms: (lang: Lang) => prefix(lang, 'terms-of-service'),
  sitemap: (lang: Lang) => prefix(lang, 'sitemap'),
} satisfies Record<PageId, (lang: Lang, slug: string) => string>;

/** The query parameter in which a job's apply link names the position for the contact form. */
export const POSITION_PARAM = 'position';

export interface PageMatch {
  lang: Lang;
  page: PageId;
  /** Present on detail pages. */
  slug?: string;
  /** False when a detail page's slug names no content item (the page answers 404). */
  found: boolean;
}

/** Builds the path of a match, e.g. to move it to another language. */
export function pathOf(match: Pick<PageMatch, 'lang' | 'page' | 'slug'>): string {
  return paths[match.page](match.lang, match.slug ?? '');
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function matchPattern(segments: string[]): Pick<PageMatch, 'page' | 'slug' | 'found'> | null {
  for (const [page, pattern] of Object.entries(PAGE_PATTERNS) as [PageId, string][]) {
    const parts = pattern ? pattern.split('/') : [];
    if (parts.length !== segments.length) continue;
    let slug: string | undefined;
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part !== ':slug') return part === segment;
      slug = segment;
      return SLUG.test(segment);
    });
    if (!matches) continue;
    if (slug === undefined || !isDetailPage(page)) return { page, found: true };
    return { page, slug, found: KNOWN_SLUGS[page].includes(slug) };
  }
  return null;
}

/** Segments of a path; null for anything that is not a plain, clean path. */
function segmentsOf(pathname: string): string[] | null {
  if (!pathname.startsWith('/') || pathname.includes('\\') || pathname.includes('%')) return null;
  const segments = pathname.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  return segments.every((s) => s !== '') ? segments : null;
}

/** The page a path names, when it is a language-prefixed page path. */
export function resolvePage(pathname: string): PageMatch | null {
  const segments = segmentsOf(pathname);
  if (!segments || !isLang(segments[0])) return null;
  const match = matchPattern(segments.slice(1));
  return match && { lang: segments[0], ...match };
}

/**
 * For a path that lacks the language prefix (`/projects`), the page it means in `lang`.
 * The caller redirects to `pathOf(result)`: built from the route table, never echoed from
 * the request, so a redirect cannot leave the site.
 */
export function resolveUnprefixed(pathname: string, lang: Lang): PageMatch | null {
  const segments = segmentsOf(pathname);
  if (!segments || segments.length === 0 || isLang(segments[0])) return null;
  const match = matchPattern(segments);
  return match && { lang, ...match };
}

/** The language a path is in, if it has a valid prefix. */
export function langOfPath(pathname: string): Lang | null {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : null;
}

/** The same page in another language: rewrites the first segment (adds one when missing). */
export function switchLangPath(pathname: string, lang: Lang): string {
  const segments = pathname.split('/').slice(1);
  if (isLang(segments[0])) segments[0] = lang;
  else segments.unshift(lang);
  return `/${segments.filter((s, i) => s !== '' || i === 0).join('/')}`.replace(/\/$/, '') || `/${DEFAULT_LANG}`;
}

/** The section each detail page lives in, and whose page lists it. */
export const DETAIL_SECTIONS = { project: 'projects', service: 'services', post: 'blog', job: 'careers' } as const satisfies Record<DetailPageId, PageId>;

/** The top-level section a page belongs to, for highlighting the header link. */
export function sectionOf(page: PageId): PageId {
  return isDetailPage(page) ? DETAIL_SECTIONS[page] : page;
}

/** The path itself when it is the canonical path of an existing page, else null. */
export function sitePagePath(pathname: string): string | null {
  const match = resolvePage(pathname);
  return match?.found && pathOf(match) === pathname ? pathname : null;
}
