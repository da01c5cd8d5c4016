import { pageEntry } from '../../shared/pages';
import type { PageMatch } from '../../shared/routes';

/** The match a page component renders, or null for the generic 404 screen (shared/pages.ts `ownNotFound`). */
export function renderedMatch(match: PageMatch | null): PageMatch | null {
  return match && (match.found || pageEntry(match.page).items?.ownNotFound) ? match : null;
}
