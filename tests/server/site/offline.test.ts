import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryFiles, firstTouchScripts, readBuildManifest } from '../../../platform/assets/build-manifest';
import { rulesStylesheetOf } from '../../../platform/assets/font-faces';
import { projectRoot } from '../../../platform/config/project-root';
import { LANGS } from '../../../shared/i18n/langs';
import { APP_ICONS, APPLE_TOUCH_ICON } from '../../../shared/web-app';
import { sourcesOf } from '../../support/csp';
import { sharedSite } from '../../support/shared-site';
import { TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { SITE_TEXTS } from '../../../site/texts/site-texts';

let t: TestApp;
beforeAll(async () => {
  t = await sharedSite();
});

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/**
 * Runs the built worker's install step in a sandbox with a recording Cache Storage, so the
 * test sees the precache exactly as a browser would fetch it.
 */
async function installBuiltWorker(source: string): Promise<{ cacheName: string; urls: string[]; fetchHandler: (event: unknown) => void }> {
  const base = new URL('/sw.js', TEST_SITE_URL);
  const listeners = new Map<string, (event: unknown) => void>();
  const opened: string[] = [];
  const urls: string[] = [];
  const sandbox = {
    self: {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      location: base,
      skipWaiting: async () => {},
    },
    caches: {
      open: async (name: string) => {
        opened.push(name);
        return {
          addAll: async (requests: Request[]) => void urls.push(...requests.map((r) => new URL(r.url).href.slice(base.origin.length))),
        };
      },
    },
    Request: class extends Request {
      constructor(input: string, init?: RequestInit) {
        super(new URL(input, base), init);
      }
    },
    URL,
    Response,
    Headers,
  };
  runInNewContext(source, sandbox);
  let installing: Promise<unknown> = Promise.resolve();
  listeners.get('install')!({ waitUntil: (promise: Promise<unknown>) => (installing = promise) });
  await installing;
  return { cacheName: opened[0]!, urls, fetchHandler: listeners.get('fetch')! };
}

describe('GET /sw.js', () => {
  it('is JavaScript that browsers revalidate on every update check', async () => {
    const res = await request(t.app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^(text|application)\/javascript$/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('precaches the shell: offline pages, manifests, the entry script and styles, fonts and icons, each answering 200', async () => {
    const source = (await request(t.app).get('/sw.js')).text;
    const { cacheName, urls } = await installBuiltWorker(source);
    expect(cacheName).toMatch(/^shell-[0-9a-f]{16}$/);

    // The pages inline the stylesheet; the offline pages link the file.
    const template = readFileSync(join(projectRoot, 'dist/client/index.html'), 'utf8');
    const entryScript = /<script type="module"[^>]* src="([^"]+)"/.exec(template)![1]!;
    const manifest = readBuildManifest(join(projectRoot, 'dist/client'));
    const [stylesheet] = entryFiles(manifest).stylesheets;
    expect(urls).toEqual(
      expect.arrayContaining([
        '/offline/en',
        '/offline/ru',
        '/manifest.json',
        '/manifest.json?lang=ru',
        entryScript,
        stylesheet,
        // What a kept page's first touch loads, there for a page touched offline (decision 0049).
        rulesStylesheetOf(stylesheet!),
        ...firstTouchScripts(manifest),
        '/favicon.svg',
        ...[...APP_ICONS, APPLE_TOUCH_ICON].map((icon) => icon.src),
      ]),
    );
    expect(urls.filter((url) => url.endsWith('.woff2')).length).toBeGreaterThanOrEqual(4);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect((await request(t.app).get(url)).status, url).toBe(200);
  });

  it('answers pages and public content, and leaves form posts, staff endpoints and other origins to the browser', async () => {
    const { fetchHandler } = await installBuiltWorker((await request(t.app).get('/sw.js')).text);
    const answered = (init: { url: string; method?: string; mode?: string }) => {
      let responded = false;
      const req = {
        method: 'GET',
        mode: 'no-cors',
        destination: '',
        headers: new Headers(),
        ...init,
        url: new URL(init.url, TEST_SITE_URL).href,
      };
      // The sandbox has no network: whatever an answer would be, only whether there is one counts.
      const respondWith = (answer: Promise<Response>) => {
        responded = true;
        answer.catch(() => {});
      };
      fetchHandler({ request: req, respondWith, waitUntil: () => {} });
      return responded;
    };
    expect(answered({ url: '/api/contact', method: 'POST', mode: 'cors' })).toBe(false);
    expect(answered({ url: '/api/contacts?limit=50', mode: 'cors' })).toBe(false);
    expect(answered({ url: '/api/contacts', mode: 'navigate' })).toBe(false);
    expect(answered({ url: 'https://elsewhere.test/x.png' })).toBe(false);
    expect(answered({ url: '/sw.js' })).toBe(false);
    expect(answered({ url: '/en/about', mode: 'navigate' })).toBe(true);
    expect(answered({ url: '/api/projects?lang=en', mode: 'cors' })).toBe(true);
  });
});

describe('the content security policy', () => {
  it('lets the site register its worker and manifest, with scripts still limited to its own origin', async () => {
    const csp = (await request(t.app).get('/en')).headers['content-security-policy'] as string;
    expect(sourcesOf(csp, 'worker-src')).toBe("'self'");
    expect(sourcesOf(csp, 'manifest-src')).toBe("'self'");
    expect(sourcesOf(csp, 'script-src')).toBe("'self'");
  });
});

describe('GET /manifest.json', () => {
  it('describes an installable standalone app in each language, one app for both', async () => {
    const en = await request(t.app).get('/manifest.json');
    expect(en.status).toBe(200);
    expect(en.type).toBe('application/manifest+json');
    const ru = await request(t.app).get('/manifest.json?lang=ru');
    for (const [lang, res] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      const manifest = JSON.parse(res.text);
      expect(manifest).toMatchObject({ id: '/', scope: '/', display: 'standalone', start_url: `/${lang}`, short_name: 'Northbeam' });
      expect(manifest.name).toMatch(/^Northbeam — /);
      expect(manifest.description.length).toBeGreaterThan(50);
    }
    expect(JSON.parse(ru.text).description).toMatch(/[а-яё]/i);
  });

  it('lists 192 and 512 px PNG icons and a maskable 512, each served at its declared size', async () => {
    const { icons } = JSON.parse((await request(t.app).get('/manifest.json')).text) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...icons, { src: APPLE_TOUCH_ICON.src, sizes: '180x180', type: 'image/png' }]) {
      const res = await request(t.app).get(icon.src).buffer(true).parse(binary);
      expect(res.status, icon.src).toBe(200);
      expect(res.type).toBe(icon.type);
      const meta = await sharp(res.body as Buffer).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
  });

  it('has the site’s colours: tokens.css text as theme, background as background', async () => {
    const manifest = JSON.parse((await request(t.app).get('/manifest.json')).text);
    const tokens = readFileSync(join(projectRoot, 'site/styles/tokens.css'), 'utf8');
    expect(manifest.theme_color).toBe(/--color-text: (#[0-9a-f]{6});/.exec(tokens)![1]);
    expect(manifest.background_color).toBe(/--color-bg: (#[0-9a-f]{6});/.exec(tokens)![1]);
  });

  it('refuses an unknown language in the visitor’s language', async () => {
    const res = await request(t.app).get('/manifest.json?lang=de').set('Accept-Language', 'ru');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Укажите язык');
  });
});

describe('every page’s head', () => {
  it('links its language’s manifest, the theme colour and the apple-touch icon, also on a 404', async () => {
    const theme = JSON.parse((await request(t.app).get('/manifest.json')).text).theme_color;
    for (const [path, manifest] of [
      ['/en/services', '/manifest.json'],
      ['/ru/blog', '/manifest.json?lang=ru'],
      ['/en/no-such-page', '/manifest.json'],
    ]) {
      const head = (await request(t.app).get(path!)).text.split('</head>')[0]!;
      expect(head, path).toContain(`<link rel="manifest" href="${manifest!.replace('&', '&amp;')}">`);
      expect(head, path).toContain(`<meta name="theme-color" content="${theme}">`);
      expect(head, path).toContain(`<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.src}" sizes="180x180">`);
    }
  });
});

describe('the offline pages', () => {
  it.each(LANGS)('/offline/%s is a script-free page in its language, kept out of search', async (lang) => {
    const res = await request(t.app).get(`/offline/${lang}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const texts = SITE_TEXTS[lang].offline;
    expect(res.text).toContain(`<html lang="${lang}">`);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain(`<h1 class="page-title">${texts.title}</h1>`);
    expect(res.text).toContain(`<a class="button" href="">${texts.retry}</a>`);
    expect(res.text).toContain(`href="/${lang}">${texts.home}</a>`);
    expect(res.text).not.toContain('<script');
    expect(res.text).not.toMatch(/ style=/);
    const fonts = [...res.text.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
    expect(fonts.some((href) => href.includes('cyrillic'))).toBe(lang === 'ru');
    for (const href of fonts) expect((await request(t.app).get(href)).status, href).toBe(200);
    for (const [, href] of res.text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)) {
      const css = await request(t.app).get(href!);
      expect(css.status, href).toBe(200);
      expect(css.text).toContain('.static-page__actions');
    }
  });

  it('are in Russian on the Russian page', () => {
    for (const text of Object.values(SITE_TEXTS.ru.offline)) expect(text).toMatch(/^[^a-z]*$/i);
  });

  it('are not offered to search engines', async () => {
    const sitemap = (await request(t.app).get('/sitemap.xml')).text;
    expect(sitemap).not.toContain('/offline');
    expect((await request(t.app).get('/offline/de')).status).toBe(404);
  });
});
