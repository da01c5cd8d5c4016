import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Render } from '../../../site/render/runtime';
import { existingPagePaths } from '../../../shared/page-lookup';
import { paths } from '../../../shared/routes';
import { BLOG_SLUGS } from '../../../shared/content/.generated/slugs';
import { LANGS } from '../../../shared/i18n/langs';
import { createTestApp, type TestApp } from '../../support/test-app';
import { until } from '../../support/until';
import { rawGet } from '../../support/raw-http';
import { SITE_TEXTS } from '../../../site/texts/site-texts';

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ARTICLE = '/en/blog/optimizing-react-performance';

let t: TestApp;
/** URLs the app has asked the renderer for, in order. */
const renders: string[] = [];
/** How many of the next renders throw. */
let failures = 0;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      wrapRuntime: (runtime) => ({
        ...runtime,
        renderer: async () => {
          const render = await runtime.renderer();
          const counted: Render = (url, options) => {
            renders.push(url);
            if (failures > 0) {
              failures -= 1;
              return Promise.reject(new Error('render failed on purpose'));
            }
            return render(url, options);
          };
          return counted;
        },
      }),
    },
  );
});
afterAll(() => t.close());

describe('pages served from memory', () => {
  it('renders a page once for people and crawlers together, however often it is asked for (decision 0052)', async () => {
    renders.length = 0;
    const people = await Promise.all([1, 2, 3].map(() => request(t.app).get(ARTICLE).set('User-Agent', PHONE_BROWSER)));
    const again = await request(t.app).get(ARTICLE).set('User-Agent', PHONE_BROWSER);
    const crawler = await request(t.app).get(ARTICLE).set('User-Agent', GOOGLEBOT);
    await request(t.app).get(ARTICLE).set('User-Agent', GOOGLEBOT);
    expect(renders).toEqual([ARTICLE]);
    for (const res of [...people, again]) expect(res.text).toBe(people[0]!.text);
    expect(crawler.text).toContain('max-image-preview:large');
    expect(people[0]!.text).not.toContain('max-image-preview:large');
    expect(crawler.headers.etag).not.toBe(people[0]!.headers.etag);
  });

  it('lets any cache keep a page an hour and revalidate it by a strong ETag', async () => {
    const res = await request(t.app).get('/ru/services').set('User-Agent', PHONE_BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.vary).toBe('Accept-Encoding, User-Agent');
    expect(res.headers['set-cookie']).toBeUndefined();

    const revalidated = await request(t.app).get('/ru/services').set('User-Agent', PHONE_BROWSER).set('If-None-Match', res.headers.etag!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBeFalsy();
    expect(revalidated.headers.etag).toBe(res.headers.etag);

    const changed = await request(t.app).get('/ru/services').set('User-Agent', PHONE_BROWSER).set('If-None-Match', '"something-else"');
    expect(changed.status).toBe(200);
  });

  it('sends the same page compressed with brotli or gzip, each encoding with its own ETag', async () => {
    const identity = await rawGet(t.app, '/en/about', 'identity');
    const br = await rawGet(t.app, '/en/about', 'gzip, deflate, br');
    const gzip = await rawGet(t.app, '/en/about', 'gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(new Set([identity.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it('sends a kept page, its 304 and a failed render’s error page the security headers every answer gets (the page without the opener policy), the policy allowing the page’s own inline style', async () => {
    const SECURITY = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ];
    const securityOf = (res: request.Response) => Object.fromEntries(SECURITY.map((name) => [name, res.headers[name]]));
    const other = await request(t.app).get('/robots.txt');
    const page = await request(t.app).get('/en/about');
    for (const name of SECURITY.slice(1)) {
      // A public page goes without the opener policy (decision 0044); every other answer has it.
      expect(page.headers[name], name).toBe(name === 'cross-origin-opener-policy' ? undefined : other.headers[name]);
    }
    expect(other.headers['cross-origin-opener-policy']).toBe('same-origin');
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(page.text)![1]!;
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' ${hash}`);
    expect(page.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);

    const revalidated = await request(t.app).get('/en/about').set('If-None-Match', page.headers.etag!);
    expect(revalidated.status).toBe(304);
    expect(securityOf(revalidated)).toEqual(securityOf(page));
    expect(revalidated.headers['content-type']).toBeUndefined();

    failures = 1;
    const failed = await request(t.app).get('/en/projects');
    expect(failed.status).toBe(500);
    for (const name of SECURITY.slice(1)) expect(failed.headers[name], name).toBe(other.headers[name]);
    expect(failed.headers['content-security-policy']).toMatch(/^default-src 'self';/);
  });

  it('answers HEAD with the page’s headers and no body', async () => {
    const res = await request(t.app).head('/en/careers');
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
    expect(res.text).toBeFalsy();
  });

  it('keeps nothing of a render that failed: that visitor gets an error, the next one the page', async () => {
    failures = 1;
    const failed = await request(t.app).get('/ru/contact');
    expect(failed.status).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.text).toContain(`<h1 class="page-title">${SITE_TEXTS.ru.errorPage.server.title}</h1>`);
    const next = await request(t.app).get('/ru/contact');
    expect(next.status).toBe(200);
    expect(next.headers['cache-control']).toContain('public');
  });

  it('serves the kept page to a request with any query string', async () => {
    const kept = await request(t.app).get('/en/contact');
    renders.length = 0;
    const campaign = await request(t.app).get('/en/contact?utm_source=newsletter&position=Designer');
    expect(campaign.headers.etag).toBe(kept.headers.etag);
    expect(renders).toEqual([]);
  });

  it('renders pages that do not exist for each request, without letting caches keep them', async () => {
    renders.length = 0;
    for (const path of ['/en/no-such-page', '/en/no-such-page', '/ru/projects/no-such-project']) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(renders).toHaveLength(3);
  });
});

describe('rendering ahead', () => {
  it('renders the top pages for both audiences before the process is ready, and an older article at its first request, then keeps it (decision 0070)', async () => {
    const rendered: string[] = [];
    const ahead = await createTestApp(
      {},
      {
        renderPagesAhead: true,
        // The two newest articles of each language ahead: the others are the long tail.
        keptPagesSettings: { articlesAhead: 2 },
        wrapRuntime: (runtime) => ({
          ...runtime,
          renderer: async () => {
            const render = await runtime.renderer();
            return (url, options) => {
              rendered.push(url);
              return render(url, options);
            };
          },
        }),
      },
    );
    try {
      const pagesRendered = async () => (await request(ahead.app).get('/readyz')).body.pagesRendered as boolean;
      expect(await pagesRendered()).toBe(false);
      expect((await request(ahead.app).get('/readyz')).body.problems).toContain('the pages are still being rendered ahead');
      await until(pagesRendered, 'the top pages rendered ahead', 60_000);
      const older = BLOG_SLUGS.slice(2).flatMap((slug) => LANGS.map((lang) => paths.post(lang, slug)));
      const top = existingPagePaths().filter((path) => !older.includes(path));
      expect(older).toHaveLength(10);
      expect(rendered.toSorted()).toEqual(top.toSorted());
      expect(ahead.logs).toContainEqual(
        expect.objectContaining({ msg: expect.stringContaining(`${top.length * 2} pages rendered ahead in`) }),
      );
      // Every top page, as people and as crawlers get it, is now served without a render.
      rendered.length = 0;
      for (const path of top) {
        expect((await request(ahead.app).get(path).set('User-Agent', PHONE_BROWSER)).status, path).toBe(200);
        expect((await request(ahead.app).get(path).set('User-Agent', GOOGLEBOT)).status, path).toBe(200);
      }
      expect(rendered).toEqual([]);
      // An older article renders for its first visitor, for both audiences at once, and is kept.
      const tail = older[0]!;
      const first = await request(ahead.app).get(tail).set('User-Agent', PHONE_BROWSER);
      const crawler = await request(ahead.app).get(tail).set('User-Agent', GOOGLEBOT);
      const again = await request(ahead.app).get(tail).set('User-Agent', PHONE_BROWSER);
      expect([first.status, crawler.status, again.status]).toEqual([200, 200, 200]);
      expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(rendered).toEqual([tail]);
    } finally {
      await ahead.close();
    }
  }, 90_000);
});
