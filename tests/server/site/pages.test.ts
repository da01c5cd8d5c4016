import { createHash } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { content as contentEn } from '../../../shared/content/.generated/texts-en';
import { content as contentRu } from '../../../shared/content/.generated/texts-ru';
import { BLOG_SLUGS, JOB_SLUGS, PROJECT_SLUGS, SERVICE_SLUGS } from '../../../shared/content/.generated/slugs';
import { en as dictEn } from '../../../shared/i18n/en';
import { ru as dictRu } from '../../../shared/i18n/ru';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import { pageCount } from '../../../shared/content/blog-pages';
import { paths } from '../../../shared/routes';
import { sourcesOf } from '../../support/csp';
import { sharedSite } from '../../support/shared-site';
import { TEST_SITE_URL, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await sharedSite();
});

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** The links of the 404 page's navigation (named `label`), in order. */
const waysOn = (html: string, label: string) =>
  [...(new RegExp(`<nav aria-label="${label}">(.*?)</nav>`, 's').exec(html)?.[1] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
/** `'self'` and a hash of each inline stylesheet of the document: all the style-src its answer may name. */
const ownStyleSources = (html: string) =>
  ["'self'", ...inlineStyles(html).map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`)].join(' ');
const styleSources = (res: request.Response) => sourcesOf(res.headers['content-security-policy'] as string, 'style-src');
/** Where the 404 page leads on: home, then the main sections. */
const WAYS_ON = ['home', 'services', 'projects', 'about', 'blog', 'careers', 'contact'] as const;

const LIST_PAGES = {
  en: {
    '/en/projects': 'Projects',
    '/en/services': 'Services',
    '/en/blog': 'Blog',
    '/en/about': 'About us',
    '/en/careers': 'Careers',
    '/en/contact': 'Contact us',
    '/en/privacy-policy': 'Privacy policy',
    '/en/terms-of-service': 'Terms of service',
    '/en/sitemap': 'Sitemap',
  },
  ru: {
    '/ru/projects': 'Проекты',
    '/ru/services': 'Услуги',
    '/ru/blog': 'Блог',
    '/ru/about': 'О\u00A0студии',
    '/ru/careers': 'Карьера',
    '/ru/contact': 'Связаться с\u00A0нами',
    '/ru/privacy-policy': 'Политика конфиденциальности',
    '/ru/terms-of-service': 'Условия использования',
    '/ru/sitemap': 'Карта сайта',
  },
};

describe('pages render on the server', () => {
  for (const [lang, pages] of Object.entries(LIST_PAGES)) {
    for (const [path, heading] of Object.entries(pages)) {
      it(`${path} answers 200 with its heading and title`, async () => {
        const res = await request(t.app).get(path);
        expect(res.status).toBe(200);
        expect(htmlLang(res.text)).toBe(lang);
        expect(h1(res.text)).toBe(heading);
        expect(title(res.text)).toBe(`${heading} — Northbeam`);
      });
    }
  }

  it('home pages have the studio title in their language', async () => {
    const en = await request(t.app).get('/en');
    const ru = await request(t.app).get('/ru');
    expect([en.status, ru.status]).toEqual([200, 200]);
    expect(title(en.text)).toBe('Northbeam — Digital product studio');
    expect(title(ru.text)).toBe('Northbeam — Студия цифровых продуктов');
    expect(htmlLang(ru.text)).toBe('ru');
  });

  const details = [
    ...PROJECT_SLUGS.map((slug) => ({ slug, path: paths.project, text: (c: typeof contentEn) => c.projects[slug].title })),
    ...SERVICE_SLUGS.map((slug) => ({ slug, path: paths.service, text: (c: typeof contentEn) => c.services[slug].title })),
    ...BLOG_SLUGS.map((slug) => ({ slug, path: paths.post, text: (c: typeof contentEn) => c.blog[slug].title })),
    ...JOB_SLUGS.map((slug) => ({ slug, path: paths.job, text: (c: typeof contentEn) => c.jobs[slug].title })),
  ];
  it.each(details)('detail page of $slug renders its own title in both languages', async ({ slug, path, text }) => {
    for (const [lang, content] of [
      ['en', contentEn],
      ['ru', contentRu],
    ] as const) {
      const res = await request(t.app).get(path(lang, slug));
      expect(res.status).toBe(200);
      expect(title(res.text)).toBe(`${text(content)} — Northbeam`.replaceAll('&', '&amp;'));
    }
  });

  it('escapes content in the head', async () => {
    const res = await request(t.app).get('/en/projects/local-bakery-website');
    expect(res.text).toContain('<title>Rise &amp; Crumb');
  });
});

describe('not found', () => {
  const pastTheLastBlogPage = `/en/blog/page/${pageCount(BLOG_SLUGS.length) + 1}`;
  it.each([
    '/en/nothing-here',
    '/ru/careers/unknown-job',
    '/en/services/no-such-service',
    '/fr',
    '/en/projects/a/b',
    pastTheLastBlogPage,
    '/ru/blog/page/0',
    '/en/blog/page/02',
  ])('%s answers 404 with the 404 screen', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(h1(res.text)).toMatch(/404/);
  });

  it('says "Project not found" for an unknown project, in the page language', async () => {
    const en = await request(t.app).get('/en/projects/unknown-project');
    expect(en.status).toBe(404);
    expect(en.text).toContain('<meta name="robots" content="noindex">');
    expect(h1(en.text)).toBe('Project not found');
    const ru = await request(t.app).get('/ru/projects/unknown-project');
    expect(ru.status).toBe(404);
    expect(h1(ru.text)).toBe('Проект не\u00A0найден');
  });

  it('shows the article list for an unknown article', async () => {
    const res = await request(t.app).get('/en/blog/no-such-post');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(h1(res.text)).toBe('Blog');
    for (const slug of BLOG_SLUGS) expect(res.text).toContain(`href="/en/blog/${slug}"`);
  });

  it('shows the English message on English paths', async () => {
    const res = await request(t.app).get('/en/nothing-here');
    expect(h1(res.text)).toBe('404 Page Not Found');
    expect(res.text).toContain(dictEn.notFound.hint);
    expect(dictEn.notFound.hint).toMatch(/moved/);
    expect(waysOn(res.text, dictEn.notFound.sections)).toEqual(WAYS_ON.map((page) => paths[page]('en')));
  });

  it('shows the Russian message on Russian paths and for visitors who chose Russian', async () => {
    const prefixed = await request(t.app).get('/ru/nothing-here');
    expect(h1(prefixed.text)).toBe('404\u00A0— страница не\u00A0найдена');
    expect(htmlLang(prefixed.text)).toBe('ru');
    expect(prefixed.text).toContain(dictRu.notFound.hint);
    expect(waysOn(prefixed.text, dictRu.notFound.sections)).toEqual(WAYS_ON.map((page) => paths[page]('ru')));
    const unprefixed = await request(t.app).get('/nothing-here').set('Cookie', 'preferredLanguage=ru');
    expect(unprefixed.status).toBe(404);
    expect(htmlLang(unprefixed.text)).toBe('ru');
  });

  it('answers JSON for unknown API paths', async () => {
    const res = await request(t.app).get('/api/nothing').set('Accept-Language', 'ru');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/API/);
  });
});

describe('redirects', () => {
  it('sends / to the stored choice first, then Accept-Language, then English', async () => {
    const byCookie = await request(t.app).get('/').set('Cookie', 'preferredLanguage=ru').set('Accept-Language', 'en');
    expect([byCookie.status, byCookie.headers.location]).toEqual([302, '/ru']);
    const byHeader = await request(t.app).get('/').set('Accept-Language', 'ru-RU,ru;q=0.9,en;q=0.8');
    expect(byHeader.headers.location).toBe('/ru');
    const byDefault = await request(t.app).get('/').set('Accept-Language', 'de-DE');
    expect(byDefault.headers.location).toBe('/en');
    const junkCookie = await request(t.app).get('/').set('Cookie', 'preferredLanguage=xx').set('Accept-Language', 'ru');
    expect(junkCookie.headers.location).toBe('/ru');
    expect(byCookie.headers.vary).toMatch(/Cookie/);
    expect(byCookie.headers.vary).toMatch(/Accept-Language/);
  });

  it('adds the language prefix to paths without one, keeping the query', async () => {
    const res = await request(t.app).get('/projects/banking-app?ref=mail').set('Accept-Language', 'ru');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ru/projects/banking-app?ref=mail');
  });

  it('sends the blog list’s page 1 to the list itself, permanently, keeping the query', async () => {
    const res = await request(t.app).get('/ru/blog/page/1?ref=mail');
    expect([res.status, res.headers.location]).toEqual([301, '/ru/blog?ref=mail']);
  });

  it('removes a trailing slash permanently', async () => {
    const res = await request(t.app).get('/en/blog/');
    expect([res.status, res.headers.location]).toEqual([301, '/en/blog']);
  });

  it.each([
    '//evil.example',
    '//evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '///evil.example//',
    '/en//evil.example',
    '/\\/evil.example/projects',
    '/%09/evil.example',
    '/projects/..%2F..%2Fevil.example',
  ])('never redirects off the site for %s', async (path) => {
    const res = await request(t.app).get(path);
    const location = res.headers.location;
    if (location !== undefined) {
      expect(location).toMatch(/^\/[a-z]/);
      expect(new URL(location, TEST_SITE_URL).origin).toBe(TEST_SITE_URL);
    }
    expect([301, 302, 404]).toContain(res.status);
  });
});

describe('delivery', () => {
  it('answers /healthz once the database is open', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('runs scripts only from the site itself, allows inline styles only by hash (each page its own), and sends the same policy otherwise', async () => {
    const first = await request(t.app).get('/en');
    const second = await request(t.app).get('/en/contact');
    const csp = first.headers['content-security-policy'] as string;
    expect(sourcesOf(csp, 'script-src')).toBe("'self'");
    expect(csp).not.toMatch(/unsafe-inline|nonce-|strict-dynamic/);
    const withoutStyles = (policy: string) => policy.replace(/style-src [^;]*/, '');
    expect(withoutStyles(second.headers['content-security-policy'] as string)).toBe(withoutStyles(csp));
    // Every script is a file of this site or a data block, which browsers never run.
    for (const [tag, attributes] of first.text.matchAll(/<script\b([^>]*)>/g)) {
      expect(tag).toMatch(/ src="\/|type="application\/(ld\+)?json"/);
      expect(attributes).not.toContain('nonce');
    }
    for (const res of [first, second]) {
      expect(inlineStyles(res.text)).toHaveLength(1);
      expect(styleSources(res)).toBe(ownStyleSources(res.text));
    }
  });

  it('allows every other answer exactly the inline styles it carries: a 404 page its whole stylesheet, the rest none', async () => {
    const notFound = await request(t.app).get('/ru/no-such-page');
    expect(notFound.status).toBe(404);
    expect(inlineStyles(notFound.text)).toHaveLength(1);
    expect(styleSources(notFound)).toBe(ownStyleSources(notFound.text));
    for (const path of ['/offline/en', '/staff', '/manifest.json', '/api/projects?lang=en']) {
      const res = await request(t.app).get(path);
      expect(styleSources(res), path).toBe("'self'");
      expect(sourcesOf(res.headers['content-security-policy'] as string, 'script-src'), path).toBe("'self'");
    }
  });

  it('puts the stylesheet first in the head and fetches scripts at low priority, after what the first paint needs', async () => {
    const { text } = await request(t.app).get('/ru/blog');
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head.indexOf('<style')).toBeGreaterThan(-1);
    expect(head.indexOf('<style')).toBeLessThan(head.indexOf('<title>'));
    expect(head).not.toContain('rel="stylesheet"');
    // One small entry script (decision 0017): islands load their code when they come near the screen.
    const scripts = [...head.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  it.each(['/en/blog', '/ru/projects'])(
    'fetches the first card picture of %s at once and with high priority (the largest thing above the fold on a phone), and every other lazily',
    async (path) => {
      const { text } = await request(t.app).get(path);
      const cards = [...text.matchAll(/<img [^>]*class="(?:blog|project)-card__image"[^>]*>/g)].map((m) => m[0]);
      expect(cards.length).toBeGreaterThan(3);
      expect(cards[0]).toMatch(/loading="eager".*fetchPriority="high"/);
      for (const card of cards.slice(1)) {
        expect(card).toContain('loading="lazy"');
        // The browser's own priority: it lowers a lazy picture's until it nears the screen.
        expect(card).not.toMatch(/fetchPriority/i);
      }
    },
  );

  it('serves hashed assets with immutable caching, compressed', async () => {
    const page = await request(t.app).get('/en');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(asset).toBeTruthy();
    const res = await request(t.app).get(asset!).set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('gives the blog list its page’s cards, and its search an index of every article, cached for good and compressed', async () => {
    const page = await request(t.app).get('/ru/blog');
    const props = JSON.parse(/data-props="([^"]*)"/.exec(page.text)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      posts: { slug: string }[];
      total: number;
      index: string;
    };
    expect(props.posts.map((post) => post.slug)).toEqual(BLOG_POSTS.slice(0, 12).map((post) => post.slug));
    expect(props.total).toBe(BLOG_POSTS.length);
    expect(props.index).toMatch(/^\/blog-search\/ru\.[\w-]{12}\.json$/);
    const res = await request(t.app).get(props.index).set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toEqual(
      BLOG_POSTS.map((post) => {
        const { title, category, excerpt, imageAlt } = contentRu.blog[post.slug];
        return { slug: post.slug, date: post.date, hasPicture: post.hasPicture, title, category, excerpt, imageAlt };
      }),
    );
    // Another build's index is gone, never another build's articles under its name.
    expect((await request(t.app).get(props.index.replace(/\.[\w-]{12}\.json$/, '.AAAAAAAAAAAA.json'))).status).toBe(404);
  });

  it('preloads the self-hosted fonts each language needs for its first paint', async () => {
    const fonts = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1]!);
    const en = fonts((await request(t.app).get('/en/about')).text);
    const ru = fonts((await request(t.app).get('/ru/about')).text);
    expect(en.map((f) => f.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(['/assets/inter-latin', '/assets/manrope-latin']);
    expect(ru.filter((f) => f.includes('cyrillic'))).toHaveLength(2);
    const font = await request(t.app).get(ru[2]!);
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
  });

  it('never serves the unfilled template as a file', async () => {
    const res = await request(t.app).get('/index.html');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<!--app-html-->');
  });

  it('sends people every page in one piece, never a loading fallback that the content replaces later', async () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const path of [
        paths.home(lang),
        ...Object.keys(LIST_PAGES[lang]),
        paths.post(lang, BLOG_SLUGS[0]),
        paths.project(lang, PROJECT_SLUGS[0]),
      ]) {
        const res = await request(t.app).get(path).set('User-Agent', PHONE_BROWSER);
        // `<!--$?-->` opens a Suspense boundary whose content streams after the footer.
        expect(res.text, path).not.toContain('<!--$?-->');
      }
    }
  });

  it('gives crawlers the complete page', async () => {
    const res = await request(t.app).get('/ru/about').set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(res.status).toBe(200);
    expect(h1(res.text)).toBe('О\u00A0студии');
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });
});
