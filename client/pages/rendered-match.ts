import type { PageId, PageMatch } from '../../shared/routes';

/** Pages that handle an unknown slug themselves: a project says so, an article shows the list. */
const HANDLES_UNKNOWN_SLUG: ReadonlySet<PageId> = new Set(['project', 'post']);

/** The match a page component renders, or null for the generic 404 screen. */
export function renderedMatch(match: PageMatch | null): PageMatch | null {
  return match && (match.found || HANDLES_UNKNOWN_SLUG.has(match.page)) ? match : null;
}
