import { fillPlaceholders } from '../../shared/i18n/dictionary';
import { slugsOf } from '../../shared/page-lookup';
import { pageEntry, type LangTexts } from '../../shared/pages';
import type { PageMatch } from '../../shared/routes';

/** Longest meta description (docs/requirements.md section 9: abstracts are cut at 150 characters). */
export const DESCRIPTION_MAX = 150;

/** Cuts text to `max` characters on a word boundary, with an ellipsis when it was cut. */
export function cutOnWord(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,.;:—–-]+$/, '')}…`;
}

/**
 * Meta description of a found page, at most 150 characters: the page's own summary
 * (shared/pages.ts), after its number on a list's later page, so that no two pages share one.
 */
export function pageDescription(match: PageMatch, texts: LangTexts): string {
  const { description, laterPages } = pageEntry(match.page);
  const summary = description(texts, match.slug ?? '');
  if (!laterPages || !match.slug) return cutOnWord(summary);
  const count = slugsOf(match.page)!.length + 1;
  return cutOnWord(fillPlaceholders(texts.dict.blogPages.description, { n: match.slug, count, subtitle: summary }));
}
