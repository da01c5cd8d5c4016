import { describe, expect, it } from 'vitest';
import { buildSitemap, splitIntoParts } from '../../../site/search-engines/sitemap-xml';

const SITE = 'https://northbeam.test';

describe('the sitemap in parts', () => {
  it('splits a list into runs of at most the limit, in order', () => {
    expect(splitIntoParts([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitIntoParts([1, 2], 2)).toEqual([[1, 2]]);
    expect(splitIntoParts([], 2)).toEqual([[]]);
  });

  it('is one sitemap while the URLs fit', async () => {
    const { main, parts, urls } = await buildSitemap(SITE, '2026-12-05');
    expect(parts).toEqual([]);
    expect(main).toContain('<urlset');
    expect(main.match(/<url>/g)).toHaveLength(urls);
  });

  it('becomes an index of parts of at most the limit when they do not, every URL in one part', async () => {
    const whole = await buildSitemap(SITE, '2026-12-05');
    const { main, parts, urls } = await buildSitemap(SITE, '2026-12-05', 10);
    expect(urls).toBe(whole.urls);
    expect(parts).toHaveLength(Math.ceil(urls / 10));
    expect(main).toContain('<sitemapindex');
    expect([...main.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(parts.map((_, i) => `${SITE}/sitemap-${i + 1}.xml`));
    for (const part of parts) expect(part.match(/<url>/g)!.length).toBeLessThanOrEqual(10);
    const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts.flatMap(locs)).toEqual(locs(whole.main));
  });
});
