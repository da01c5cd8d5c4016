import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BYTES } from '../../../platform/http/first-round-trip';
import { DICTIONARIES } from '../../../shared/i18n/dictionaries';
import { LANGS } from '../../../shared/i18n/langs';
import { paths } from '../../../shared/routes';
import { sitePages } from '../../../site/search-engines/site-pages';
import { rawGet } from '../../support/raw-http';
import { sharedSite } from '../../support/shared-site';
import { TEST_SITE_URL, type TestApp } from '../../support/test-app';

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
beforeAll(async () => {
  t = await sharedSite();
});

describe('the first paint in one round trip (decision 0031)', () => {
  it('sends every page of the sitemap, for people and for crawlers, in at most 14,600 bytes with its headers (https), inline styles included', async () => {
    const sitemap = (await request(t.app).get('/sitemap.xml')).text;
    const pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(TEST_SITE_URL, ''));
    expect(pagePaths).toHaveLength(LANGS.length * sitePages().length);
    const sizes: Record<string, number> = {};
    for (const path of pagePaths) {
      for (const userAgent of [PHONE_BROWSER, GOOGLEBOT]) {
        const { headers, headBytes, body } = await rawGet(t.app, path, 'gzip, deflate, br', userAgent);
        expect(headers['content-encoding'], path).toBe('br');
        // The headers travel in the same ten segments (decision 0073): the site's answer behind https, its HSTS included.
        expect(headers['strict-transport-security'], path).toBeDefined();
        sizes[`${userAgent === GOOGLEBOT ? 'crawler ' : ''}${path}`] = headBytes + body.length;
      }
    }
    const largest = Object.entries(sizes).sort(([, a], [, b]) => b - a);
    console.log('largest pages (bytes with headers):', Object.fromEntries(largest.slice(0, 5)));
    for (const [page, bytes] of largest) expect(bytes, page).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    // 152 pages rendered and compressed for the first time, on a busy machine.
  }, 120_000);

  it('sends a not-found page in one round trip too, its stylesheet cut once for every path of its kind (decision 0072)', async () => {
    for (const lang of LANGS) {
      const styles = new Set<string>();
      for (const path of [
        `/${lang}/blog/no-such-article`,
        `/${lang}/blog/nor-this-one`,
        `/${lang}/projects/no-such-case`,
        `/${lang}/no-such-page`,
      ]) {
        const { status, headers, headBytes, body } = await rawGet(t.app, path, 'gzip, deflate, br', PHONE_BROWSER);
        expect([status, headers['content-encoding']], path).toEqual([404, 'br']);
        expect(headBytes + body.length, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
        const page = (await request(t.app).get(path)).text;
        if (path.includes('/blog/')) styles.add(/<style data-stylesheet="[^"]+">[\s\S]*?<\/style>/.exec(page)?.[0] ?? 'whole');
      }
      expect([...styles]).toHaveLength(1);
      expect([...styles][0]).not.toBe('whole');
    }
  });

  it('sends no island data with a page: its islands name one file of texts per language, cached for good', async () => {
    for (const lang of LANGS) {
      const html = (await request(t.app).get(paths.home(lang))).text;
      expect(html).not.toContain('application/json');
      const named = new Set([...html.matchAll(/data-texts="([^"]+)"/g)].map((match) => match[1]!));
      expect([...named], lang).toEqual([expect.stringMatching(new RegExp(`^/island-texts/${lang}\\.[\\w-]+\\.json$`))]);
      const [file] = [...named];
      const res = await request(t.app).get(file!);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toContain('immutable');
      const body = res.body as { dict: typeof DICTIONARIES.en; content: Record<string, unknown> };
      expect(body.dict.contactForm).toEqual(DICTIONARIES[lang].contactForm);
      // Only what pages render with: the dictionary, which holds nothing of the desk, the emails or the server's answers.
      expect(body.dict).toEqual(DICTIONARIES[lang]);
      // The blog's texts are not among them: they grow with every article (decision 0069).
      expect(Object.keys(body.content).sort()).toEqual([`${lang}:copy`, `${lang}:jobs`, `${lang}:services`]);
      // Another hash is another file: a page from before a deploy gets no texts its markup was not rendered with.
      expect((await request(t.app).get(file!.replace(/\.[\w-]+\.json$/, '.0000.json'))).status).toBe(404);
    }
  });
});
