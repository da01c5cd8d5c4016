import type { LangContent } from './content/lang-content';
import { fillPlaceholders, type Dictionary } from './i18n/dictionary';
import { pageEntry } from './pages';
import type { PageMatch } from './routes';

/**
 * The main subject of a page, which is also its title: the content item's own title on
 * detail pages, the list's name and the number on a list's later page, the page's name
 * elsewhere, null for the home page. `content` needs only the item's kind.
 */
export function pageHeading(match: PageMatch, dict: Dictionary, content: Partial<LangContent>): string | null {
  if (match.page === 'home') return null;
  if (pageEntry(match.page).laterPages && match.slug)
    return fillPlaceholders(dict.blogPages.title, { name: dict.pages[match.page], n: match.slug });
  const kind = pageEntry(match.page).items?.kind;
  const items: Record<string, { title: string }> | undefined = kind && content[kind];
  const item = match.found && match.slug ? items?.[match.slug] : undefined;
  return item?.title ?? dict.pages[match.page];
}
