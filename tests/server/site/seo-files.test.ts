import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import { BLOG_SLUGS, JOB_SLUGS, PROJECT_SLUGS, SERVICE_SLUGS } from '../../../shared/content/.generated/slugs';
import { CONSENT } from '../../../shared/content/legal/consent-en';
import { FEED_ITEMS } from '../../../site/search-engines/blog-feed';
import { sharedSite } from '../../support/shared-site';
import { TEST_SITE_URL, type TestApp } from '../../support/test-app';

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'site-seo-'));
beforeAll(async () => {
  t = await sharedSite();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs xmllint (Debian's libxml2-utils) on a document; throws with its report if invalid. */
function xmllint(xml: string, ...args: string[]): void {
  const file = join(dir, `doc-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', ...args, file], { stdio: 'pipe' });
}

interface SitemapUrl {
  loc: string;
  lastmod: string;
  changefreq: string;
  priority: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body!)![1]!,
    changefreq: /<changefreq>(.*?)<\/changefreq>/.exec(body!)![1]!,
    priority: /<priority>(.*?)<\/priority>/.exec(body!)![1]!,
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
  }));
}

describe('sitemap.xml', () => {
  let xml: string;
  let urls: SitemapUrl[];
  beforeAll(async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    xml = res.text;
    urls = parseSitemap(xml);
  });

  it('is valid against the sitemaps.org schema with hreflang links', () => {
    expect(() => xmllint(xml, '--schema', 'tests/fixtures/validators/sitemap-hreflang.xsd')).not.toThrow();
  });

  it('lists every page of the spec in both languages with the spec’s priority and frequency', () => {
    const expected: [string, string, string][] = [
      ['', '1.0', 'weekly'],
      ['/projects', '0.9', 'weekly'],
      ['/services', '0.9', 'weekly'],
      ['/blog', '0.8', 'weekly'],
      ['/careers', '0.8', 'monthly'],
      ['/contact', '0.7', 'monthly'],
      ['/privacy-policy', '0.3', 'yearly'],
      ['/personal-data-consent', '0.3', 'yearly'],
      ...PROJECT_SLUGS.map((s): [string, string, string] => [`/projects/${s}`, '0.8', 'monthly']),
      ...SERVICE_SLUGS.map((s): [string, string, string] => [`/services/${s}`, '0.8', 'monthly']),
      ...BLOG_SLUGS.map((s): [string, string, string] => [`/blog/${s}`, '0.7', 'monthly']),
      ...JOB_SLUGS.map((s): [string, string, string] => [`/careers/${s}`, '0.6', 'weekly']),
    ];
    for (const lang of ['en', 'ru']) {
      for (const [path, priority, changefreq] of expected) {
        const url = urls.find((u) => u.loc === `${TEST_SITE_URL}/${lang}${path}`);
        expect(url, `${lang}${path}`).toMatchObject({ priority, changefreq });
      }
    }
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });

  it('links each URL to its en, ru and x-default (English) alternates', () => {
    for (const url of urls) {
      const path = url.loc.slice(TEST_SITE_URL.length).replace(/^\/(en|ru)/, '');
      expect(url.alternates).toEqual({
        en: `${TEST_SITE_URL}/en${path}`,
        ru: `${TEST_SITE_URL}/ru${path}`,
        'x-default': `${TEST_SITE_URL}/en${path}`,
      });
    }
  });

  it('is one file while every URL fits in it: there are no parts', async () => {
    expect(xml).toContain('<urlset');
    expect((await request(t.app).get('/sitemap-1.xml')).status).toBe(404);
  });

  it('dates the consent document by its own last update', () => {
    for (const lang of ['en', 'ru'])
      expect(urls.find((u) => u.loc === `${TEST_SITE_URL}/${lang}/personal-data-consent`)?.lastmod).toBe(CONSENT.lastUpdated);
  });

  it('dates articles by their post date, or by their update note’s date when they have one', () => {
    for (const post of BLOG_POSTS) {
      expect(urls.find((u) => u.loc === `${TEST_SITE_URL}/ru/blog/${post.slug}`)?.lastmod).toBe(post.updated ?? post.date);
    }
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and names the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Allow: \/$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
    expect(res.text).toMatch(/^Disallow: \/staff$/m);
    expect(res.text).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  });
});

describe('blog feeds', () => {
  it.each(['en', 'ru'])('%s is well-formed RSS 2.0 listing the newest articles, newest first', async (lang) => {
    const res = await request(t.app).get(`/${lang}/blog/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(() => xmllint(res.text)).not.toThrow();
    expect(res.text).toContain('<rss version="2.0"');
    const links = [...res.text.matchAll(/<item>.*?<link>(.*?)<\/link>/gs)].map((m) => m[1]);
    const newestFirst = [...BLOG_POSTS].sort((a, b) => b.date.localeCompare(a.date));
    expect(links).toEqual(newestFirst.slice(0, FEED_ITEMS).map((p) => `${TEST_SITE_URL}/${lang}/blog/${p.slug}`));
  });
});
