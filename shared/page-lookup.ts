import { BLOG_SLUGS, JOB_SLUGS, PROJECT_SLUGS, SERVICE_SLUGS } from './content/.generated/slugs';
import { laterPageNumbers } from './content/blog-pages';
import { isLang, LANGS, type Lang } from './i18n/langs';
import { PAGE_IDS, pageEntry, type PAGES, type PageId } from './pages';
import { matchSegments, pathOf, segmentsOf, type PageMatch } from './routes';

/** The pages whose pattern has a `:slug`. */
type SlugPageId = { [K in PageId]: (typeof PAGES)[K]['pattern'] extends `${string}:slug${string}` ? K : never }[PageId];

/**
 * What each page's `:slug` may be: its items' slugs, or a list's later page numbers. Apart from
 * the page table, which the browser's code reads for its paths: these lists grow with the
 * content, and only the server needs them (decision 0069).
 */
const PAGE_SLUGS: Record<SlugPageId, readonly string[]> = {
  project: PROJECT_SLUGS,
  service: SERVICE_SLUGS,
  blogPage: laterPageNumbers(BLOG_SLUGS.length),
  post: BLOG_SLUGS,
  job: JOB_SLUGS,
};

/** The slugs a page has, or undefined for a page without one. */
export const slugsOf = (page: PageId): readonly string[] | undefined => (PAGE_SLUGS as Partial<Record<PageId, readonly string[]>>)[page];

function matchPattern(segments: string[]): Pick<PageMatch, 'page' | 'slug' | 'found'> | null {
  const match = matchSegments(segments);
  if (!match) return null;
  const { page, slug } = match;
  if (slug === undefined) return { page, found: true };
  // A list has one first page, at its own path: page/1 is a redirect there.
  const { laterPages } = pageEntry(page);
  if (laterPages && slug === '1') return { page: laterPages.list, found: true };
  return { page, slug, found: slugsOf(page)!.includes(slug) };
}

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

/** The path itself when it is the canonical path of an existing page, else null. */
export function sitePagePath(pathname: string): string | null {
  return existingPageAt(pathname) ? pathname : null;
}
