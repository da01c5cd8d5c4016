import { DEFAULT_LANG, isLang, type Lang } from './i18n/langs';
import { PAGE_IDS, PAGES, pageEntry, type DetailPageId, type ListingPageId, type PageId } from './pages';

export { PAGE_IDS, type DetailPageId, type PageId } from './pages';

/**
 * Paths of the site's pages, built from the patterns of the page table (shared/pages.ts).
 * Every link is built with `paths`, the server decides status codes and redirects with
 * `resolvePage` (shared/page-lookup.ts), and the server renders the page it finds, so a page
 * cannot exist in one place and be missing in another.
 */
export function isDetailPage(page: PageId): page is DetailPageId {
  return pageEntry(page).items !== undefined;
}

const prefix = (lang: Lang, rest: string) => (rest ? `/${lang}/${rest}` : `/${lang}`);

type PathBuilder<Pattern extends string> = Pattern extends `${string}:slug${string}`
  ? (lang: Lang, slug: string) => string
  : (lang: Lang) => string;

export const paths = Object.fromEntries(
  PAGE_IDS.map((page) => [page, (lang: Lang, slug = '') => prefix(lang, PAGES[page].pattern.replace(':slug', slug))]),
) as { [Page in PageId]: PathBuilder<(typeof PAGES)[Page]['pattern']> };

/** The id of the application form on a job's page: apply links lead to `#apply`. */
export const APPLY_SECTION = 'apply';

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

/** A page a path's shape names, before anything says whether it exists: its page and its `:slug`. */
export type PathMatch = Omit<PageMatch, 'found'>;

/** The page whose pattern `segments` (the path without the language) fit, and its slug if it has one. */
export function matchSegments(segments: string[]): Omit<PathMatch, 'lang'> | null {
  for (const page of PAGE_IDS) {
    const { pattern } = pageEntry(page);
    const parts = pattern ? pattern.split('/') : [];
    if (parts.length !== segments.length) continue;
    let slug: string | undefined;
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part !== ':slug') return part === segment;
      slug = segment;
      return SLUG.test(segment);
    });
    if (matches) return slug === undefined ? { page } : { page, slug };
  }
  return null;
}

/** Segments of a path; null for anything that is not a plain, clean path. */
export function segmentsOf(pathname: string): string[] | null {
  if (!pathname.startsWith('/') || pathname.includes('\\') || pathname.includes('%')) return null;
  const segments = pathname.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  return segments.every((s) => s !== '') ? segments : null;
}

/**
 * The page a language-prefixed path's shape names, whether or not its slug names an item: what
 * the browser's code needs (the server's `resolvePage`, shared/page-lookup.ts, also knows which
 * pages exist, from lists the browser is never sent).
 */
export function matchPath(pathname: string): PathMatch | null {
  const segments = segmentsOf(pathname);
  if (!segments || !isLang(segments[0])) return null;
  const match = matchSegments(segments.slice(1));
  return match && { lang: segments[0], ...match };
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

/** The page that lists a detail page's items: its breadcrumb's middle step. */
export function listingOf(page: DetailPageId): ListingPageId {
  return PAGES[page].items.section;
}

/** The list a page is an item or a later page of: the breadcrumb's middle step; null for a page of its own. */
export function parentOf(page: PageId): Exclude<PageId, 'home'> | null {
  return isDetailPage(page) ? listingOf(page) : (pageEntry(page).laterPages?.list ?? null);
}

/** The top-level section a page belongs to, for highlighting the header link. */
export function sectionOf(page: PageId): PageId {
  return parentOf(page) ?? page;
}
