import { isDetailPage, PAGE_IDS, type PageId } from '../../routes';

/** A piece of a legal text: words, or words that link to another page of the site. */
export interface LegalTextPart {
  text: string;
  page?: PageId;
}

/** `[words](page)`: a link to a page of the page table, named by its key, whose path has no slug. */
const LINK = /\[([^\]]+)\]\(([^)]*)\)/g;

function linkedPage(key: string): PageId {
  const page = PAGE_IDS.find((id) => id === key);
  if (!page || isDetailPage(page)) throw new Error(`A legal text links to "${key}", which is not a page without a slug`);
  return page;
}

/**
 * A legal text cut into its words and its links. A link to a page the table does not have (or
 * that needs a slug) throws, so the page fails to render rather than show a dead link.
 */
export function legalTextParts(text: string): LegalTextPart[] {
  const parts: LegalTextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match[1]!, page: linkedPage(match[2]!) });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
