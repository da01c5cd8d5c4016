/**
 * The blog's list in pages: the newest posts on /{lang}/blog, the older ones on
 * /{lang}/blog/page/2 and on. Twelve cards keep a page of long Russian titles well within its
 * byte budget, and fill four rows of three (decision 0069).
 */
export const BLOG_PAGE_SIZE = 12;

/** How many pages a list of `total` posts takes; an empty list still has its first page. */
export const pageCount = (total: number, size = BLOG_PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));

/** The numbers of the pages after the first, as the page table's slugs ('2', '3', …): page 1 is the list's own path. */
export const laterPageNumbers = (total: number, size = BLOG_PAGE_SIZE): string[] =>
  Array.from({ length: pageCount(total, size) - 1 }, (_, i) => String(i + 2));

/** The posts page `page` (from 1) shows. */
export const postsOfPage = <T>(posts: readonly T[], page: number, size = BLOG_PAGE_SIZE): T[] =>
  posts.slice((page - 1) * size, page * size);

/** A numbered link of the pagination, or a gap between two runs of them. */
export type PageLink = number | 'gap';

/**
 * The numbered links of a pagination: the first and the last page, and the current one with
 * `around` on each side, gaps standing for what is left out (a gap never hides a single page,
 * which is shown instead). Nothing when there is one page.
 */
export function pageLinks(current: number, count: number, around = 1): PageLink[] {
  if (count <= 1) return [];
  const shown = new Set([1, count]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= count) shown.add(page);
  const numbers = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  numbers.forEach((page, i) => {
    const before = numbers[i - 1];
    if (before !== undefined && page - before === 2) links.push(page - 1);
    else if (before !== undefined && page - before > 2) links.push('gap');
    links.push(page);
  });
  return links;
}
