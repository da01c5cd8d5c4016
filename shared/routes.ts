import { DEFAULT_LANG, isLang, LANGS, type Lang } from './i18n/langs';
import { PAGE_IDS, PAGES, pageEntry, type DetailPageId, type ListingPageId, type PageId } from './pages';

export { PAGE_IDS, type DetailPageId, type PageId } from './pages';

/**
 * Paths of the site's pages, built from the patterns of the page table (shared/pages.ts).
 * Every link is built with `paths`, the server decides status codes and redirects with
 * `resolvePage`, and the server renders the page it finds, so a page cannot exist in one
 * place and be missing in another.
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

function matchPattern(segments: string[]): Pick<PageMatch, 'page' | 'slug' | 'found'> | null {
  for (const page of PAGE_IDS) {
    const { pattern, laterPages } = pageEntry(page);
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
    if (slug === undefined) return { page, found: true };
    // A list has one first page, at its own path: page/1 is a redirect there.
    if (laterPages && slug === '1') return { page: laterPages.list, found: true };
    return { page, slug, found: slugsOf(page)!.includes(slug) };
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

/** What a page's `:slug` may be: its items' slugs, or a list's later page numbers. */
const slugsOf = (page: PageId): readonly string[] | undefined => {
  const { items, laterPages } = pageEntry(page);
  return (items ?? laterPages)?.slugs;
};

let existing: ReadonlyMap<string, Readonly<PageMatch>> | undefined;

/**
 * Every page there is, in both languages, by its canonical path (closed positions included),
 * in page-table order: made once, so that finding one of them, nearly every request, is a lookup.
 */
export function existingPages(): ReadonlyMap<string, Readonly<PageMatch>> {
  existing ??= new Map(
    LANGS.flatMap((lang) =>
      PAGE_IDS.flatMap((page) =>
        (slugsOf(page) ?? [undefined]).map((slug) => {
          const match: PageMatch = slug === undefined ? { lang, page, found: true } : { lang, page, slug, found: true };
          return [pathOf(match), Object.freeze(match)] as const;
        }),
      ),
    ),
  );
  return existing;
}

/** Every page there is, in both languages: their canonical paths. */
export const existingPagePaths = (): string[] => [...existingPages().keys()];

/** The page at its canonical path, when one exists there; anything else (a redirect, a 404) is resolvePage's. */
export const existingPageAt = (pathname: string): Readonly<PageMatch> | undefined => existingPages().get(pathname);

/** The page a path names, when it is a language-prefixed page path. */
export function resolvePage(pathname: string): PageMatch | null {
  const known = existingPageAt(pathname);
  if (known) return known;
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

/** The path itself when it is the canonical path of an existing page, else null. */
export function sitePagePath(pathname: string): string | null {
  return existingPageAt(pathname) ? pathname : null;
}
