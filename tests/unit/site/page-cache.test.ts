import { describe, expect, it } from 'vitest';
import { bytesOf, createPageCache, type CachedPage, type PageRender } from '../../../site/render/page-cache';
import { aheadRule, ARTICLES_AHEAD, pagesAhead } from '../../../site/render/pages-ahead';
import { BLOG_SLUGS } from '../../../shared/content/.generated/slugs';
import { existingPagePaths } from '../../../shared/page-lookup';
import { paths } from '../../../shared/routes';

/** A path's pages of `bytes` bytes in all, in each encoding of both audiences. */
function renderOf(bytes: number): PageRender {
  const page = (): CachedPage => {
    const body = () => ({ bytes: Buffer.alloc(bytes / 6), etag: '"x"', headers: [], notModifiedHeaders: [] });
    return { status: 200, bodies: { identity: body(), gzip: body(), br: body() } };
  };
  return { pages: { people: page(), crawler: page() }, keep: true };
}

describe('the page cache', () => {
  it('counts every encoding of both audiences in a page’s bytes', () => {
    expect(bytesOf(renderOf(6000))).toBe(6000);
  });

  it('keeps pages within its bound in bytes, forgets the least recently asked for, and renders it again when asked', async () => {
    const cache = createPageCache({ maxBytes: 25_000 });
    const rendered: string[] = [];
    const get = (path: string) =>
      cache.get(path, () => {
        rendered.push(path);
        return Promise.resolve(renderOf(12_000));
      });
    await get('/a');
    await get('/b');
    expect(cache.settled('/a')).toBeDefined();
    // /a was asked for last, so /b is the one forgotten to make room for /c.
    await get('/c');
    expect(cache.settled('/a')).toBeDefined();
    expect(cache.settled('/b')).toBeUndefined();
    expect(cache.settled('/c')).toBeDefined();
    await get('/b');
    expect(rendered).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('keeps every page without a bound', async () => {
    const cache = createPageCache();
    for (const path of ['/a', '/b', '/c']) await cache.get(path, () => Promise.resolve(renderOf(12_000_000)));
    for (const path of ['/a', '/b', '/c']) expect(cache.settled(path)).toBeDefined();
  });
});

describe('the pages rendered ahead', () => {
  it('are every page but the articles older than the newest of each language', () => {
    const older = BLOG_SLUGS.slice(2).flatMap((slug) => [paths.post('en', slug), paths.post('ru', slug)]);
    const ahead = pagesAhead(aheadRule(2)).map(([path]) => path);
    expect(ahead).toEqual(existingPagePaths().filter((path) => !older.includes(path)));
    expect(ahead).toContain(paths.post('ru', BLOG_SLUGS[1]));
    expect(ahead).toContain('/ru/blog');
  });

  it('are every page while the blog has no more than ARTICLES_AHEAD articles', () => {
    expect(BLOG_SLUGS.length).toBeLessThanOrEqual(ARTICLES_AHEAD);
    expect(pagesAhead().map(([path]) => path)).toEqual(existingPagePaths());
  });
});
