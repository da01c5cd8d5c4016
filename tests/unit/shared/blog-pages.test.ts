import { describe, expect, it } from 'vitest';
import { laterPageNumbers, pageCount, pageLinks, postsOfPage } from '../../../shared/content/blog-pages';

describe('the blog list in pages', () => {
  it('has one page until the posts pass a page, and a page more for each page of them', () => {
    expect([0, 1, 12, 13, 24, 25, 500].map((total) => pageCount(total, 12))).toEqual([1, 1, 1, 2, 2, 3, 42]);
  });

  it('names the later pages from 2, page 1 being the list itself', () => {
    expect(laterPageNumbers(7, 12)).toEqual([]);
    expect(laterPageNumbers(30, 12)).toEqual(['2', '3']);
  });

  it('shows each post on exactly one page, in the list order', () => {
    const posts = Array.from({ length: 30 }, (_, i) => i);
    const pages = [1, 2, 3].map((page) => postsOfPage(posts, page, 12));
    expect(pages.map((page) => page.length)).toEqual([12, 12, 6]);
    expect(pages.flat()).toEqual(posts);
  });

  it('links the first, the last and the pages around the current one, with gaps for the rest', () => {
    expect(pageLinks(1, 1)).toEqual([]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 42)).toEqual([1, 2, 'gap', 42]);
    expect(pageLinks(20, 42)).toEqual([1, 'gap', 19, 20, 21, 'gap', 42]);
    expect(pageLinks(42, 42)).toEqual([1, 'gap', 41, 42]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(3, 7)).toEqual([1, 2, 3, 4, 'gap', 7]);
  });
});
