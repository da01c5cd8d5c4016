import { load } from 'cheerio';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import { content as contentEn, details as detailsEn } from '../../../shared/content/.generated/texts-en';
import { content as contentRu, details as detailsRu } from '../../../shared/content/.generated/texts-ru';
import { PROJECTS } from '../../../shared/content/.generated/projects';
import { PAGE_COPY as copyEn } from '../../../shared/content/pages/en';
import { PAGE_COPY as copyRu } from '../../../shared/content/pages/ru';
import { CLIENT_NAMES, STUDIO } from '../../../shared/content/studio';
import { BLOG_SLUGS, JOB_SLUGS, PROJECT_SLUGS, SERVICE_SLUGS } from '../../../shared/content/.generated/slugs';
import { en } from '../../../shared/i18n/en';
import { formatDate } from '../../../shared/i18n/format';
import { LOCALE_TAGS, type Lang } from '../../../shared/i18n/langs';
import { ru } from '../../../shared/i18n/ru';
import { APPLY_SECTION, paths } from '../../../shared/routes';
import { sharedSite } from '../../support/shared-site';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // A day every position in the content is open.
  t = await sharedSite('2026-11-20T12:00:00Z');
});

const LOCALES = { en: { content: contentEn, details: detailsEn }, ru: { content: contentRu, details: detailsRu } };
const copy = { en: copyEn, ru: copyRu };
const dicts = { en, ru };

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The server-rendered app markup, without the JSON copy of the texts that follows it. */
async function page(path: string): Promise<string> {
  const res = await request(t.app).get(path);
  expect(res.status, path).toBe(200);
  return res.text.slice(0, res.text.indexOf('<script type="application/json"'));
}

const hrefs = (markup: string) => new Set([...markup.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));

describe.each(['en', 'ru'] as Lang[])('screens in %s', (lang) => {
  const { content, details } = LOCALES[lang];

  it('home has every section, the marquee names twice and the teasers', async () => {
    const markup = await page(paths.home(lang));
    for (const id of ['work', 'services', 'about', 'blog', 'careers', 'contact']) expect(markup).toContain(`id="${id}"`);
    for (const name of CLIENT_NAMES) expect(markup.split(html(name)).length - 1, name).toBeGreaterThanOrEqual(2);
    const links = hrefs(markup);
    for (const slug of PROJECT_SLUGS.slice(0, 4)) expect(links).toContain(paths.project(lang, slug));
    expect(links).not.toContain(paths.project(lang, PROJECT_SLUGS[4]));
    for (const slug of BLOG_SLUGS.slice(0, 3)) expect(links).toContain(paths.post(lang, slug));
    expect(links).not.toContain(paths.post(lang, BLOG_SLUGS[3]));
    for (const slug of JOB_SLUGS) expect(links).toContain(paths.job(lang, slug));
    for (const slug of SERVICE_SLUGS) expect(links).toContain(paths.service(lang, slug));
  });

  it('lists the twelve projects', async () => {
    const markup = await page(paths.projects(lang));
    for (const slug of PROJECT_SLUGS) {
      expect(hrefs(markup)).toContain(paths.project(lang, slug));
      expect(markup).toContain(html(content.projects[slug].title));
      expect(markup).toContain(html(content.projects[slug].client));
    }
  });

  it.each(PROJECTS.map((p) => [p.slug, p.hasVideo] as const))('shows the case study of %s', async (slug, hasVideo) => {
    const markup = await page(paths.project(lang, slug));
    const text = details.projects[slug];
    for (const part of [text.overview, text.challenge, text.solution]) expect(markup).toContain(html(part));
    for (const result of text.results) expect(markup).toContain(html(result.stat));
    expect(markup.includes('<video'), 'video').toBe(hasVideo);
    // Previous and next wrap around the list.
    const at = PROJECT_SLUGS.indexOf(slug);
    const previous = PROJECT_SLUGS.at(at - 1)!;
    const next = PROJECT_SLUGS[(at + 1) % PROJECT_SLUGS.length]!;
    expect(hrefs(markup)).toContain(paths.project(lang, previous));
    expect(hrefs(markup)).toContain(paths.project(lang, next));
  });

  it('shows every service with its five features, also at services/{slug}', async () => {
    for (const path of [paths.services(lang), paths.service(lang, 'growth-marketing')]) {
      const markup = await page(path);
      for (const slug of SERVICE_SLUGS) {
        expect(markup).toContain(`id="${slug}"`);
        for (const feature of content.services[slug].features) expect(markup).toContain(html(feature));
      }
    }
  });

  it.each([...BLOG_SLUGS])('renders the article %s as HTML with its date and related posts', async (slug) => {
    const markup = await page(paths.post(lang, slug));
    expect(markup).toMatch(/<h2[^>]*>/);
    expect(markup).toMatch(/<ul>\s*<li>/);
    expect(markup).not.toMatch(/^#{2,3} /m);
    const post = BLOG_POSTS.find((p) => p.slug === slug)!;
    expect(markup).toContain(`dateTime="${post.date}"`);
    expect(markup).toContain(html(content.blog[slug].author));
    // Related: the first three other articles in list order (newest first), and only those.
    const section = markup.slice(markup.indexOf('class="section section--surface blog-related"'));
    const postPaths = BLOG_SLUGS.map((s) => paths.post(lang, s));
    expect([...hrefs(section)].filter((href) => postPaths.some((path) => path === href))).toEqual(
      BLOG_SLUGS.filter((s) => s !== slug)
        .slice(0, 3)
        .map((s) => paths.post(lang, s)),
    );
  });

  it('puts the dated update note above the text of an article whose facts moved on, and no note on the others', async () => {
    const noted = BLOG_POSTS.find((p) => p.updated)!;
    const updated = await page(paths.post(lang, noted.slug));
    expect(updated).toMatch(
      new RegExp(`<div class="prose[^"]*"[^>]*><p class="article-update"><strong>[^<]+<time datetime="${noted.updated}">`),
    );
    expect(updated).toContain(`<time datetime="${noted.updated}">${formatDate(noted.updated!, lang)}</time>`);
    for (const post of BLOG_POSTS.filter((p) => !p.updated))
      expect(await page(paths.post(lang, post.slug))).not.toContain('article-update');
  });

  it('shows the specification’s figures and the 10+ years badge, and no phone number', async () => {
    const { stats } = copy[lang].home.about;
    for (const path of [paths.home(lang), paths.about(lang)]) {
      const markup = await page(path);
      expect(markup, path).toMatch(/class="years-badge__value">10\+</);
      for (const label of [stats.products, stats.team, stats.awards, stats.satisfaction]) expect(markup, path).toContain(html(label));
      const percent = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'percent' }).format(0.95);
      for (const value of ['100+', '50+', '30+', percent]) expect(markup, path).toContain(`class="stats__value">${value}<`);
      expect(markup, path).not.toContain('tel:');
    }
    const about = await page(paths.about(lang));
    expect(hrefs(about)).toContain(`mailto:${STUDIO.careersEmail}`);
    // The co-working hubs the job ads name are on the about and contact pages too.
    expect(about).toContain(html(dicts[lang].hubs));
    expect(await page(paths.contact(lang))).toContain(html(dicts[lang].hubs));
  });

  it.each([...JOB_SLUGS])('shows the job %s with every list, and apply links to its application form', async (slug) => {
    const markup = await page(paths.job(lang, slug));
    const job = details.jobs[slug];
    for (const item of [...job.responsibilities, ...job.requirements, ...job.benefits]) expect(markup).toContain(html(item));
    expect(hrefs(markup)).toContain(`#${APPLY_SECTION}`);
    expect(markup).toContain(`id="${APPLY_SECTION}"`);
    expect(markup).toMatch(/<input[^>]*type="file"[^>]*name="cv"|<input[^>]*name="cv"[^>]*type="file"/);
  });

  it('lists the jobs with department and location filters built from them', async () => {
    const markup = await page(paths.careers(lang));
    expect(markup.match(/<select/g)).toHaveLength(2);
    for (const slug of JOB_SLUGS) {
      expect(markup).toContain(`value="${html(content.jobs[slug].department.toLocaleLowerCase(lang))}"`);
      expect(markup).toContain(`value="${html(content.jobs[slug].location.toLocaleLowerCase(lang))}"`);
    }
  });

  it('links every page of the site from the HTML sitemap', async () => {
    const links = hrefs(await page(paths.sitemap(lang)));
    const expected = [
      paths.home(lang),
      paths.projects(lang),
      paths.services(lang),
      paths.blog(lang),
      paths.about(lang),
      paths.careers(lang),
      paths.contact(lang),
      paths.privacy(lang),
      paths.consent(lang),
      paths.terms(lang),
      ...PROJECT_SLUGS.map((s) => paths.project(lang, s)),
      ...SERVICE_SLUGS.map((s) => paths.service(lang, s)),
      ...BLOG_SLUGS.map((s) => paths.post(lang, s)),
      ...JOB_SLUGS.map((s) => paths.job(lang, s)),
    ];
    for (const path of expected) expect(links, path).toContain(path);
  });

  it('links the legal pages to each other from within their text, in the same language', async () => {
    const linksIn = async (path: string, section: string) => {
      const $ = load(await page(path));
      return $(`#${section}`)
        .parent()
        .find('p a')
        .map((_, a) => $(a).attr('href'))
        .get();
    };
    expect(await linksIn(paths.terms(lang), 'acceptance')).toEqual([paths.privacy(lang), paths.consent(lang)]);
    expect(await linksIn(paths.privacy(lang), 'consent')).toEqual([paths.consent(lang)]);
  });

  it('has a contact form with the fields the enquiry needs', async () => {
    const markup = await page(paths.contact(lang));
    for (const name of ['name', 'email', 'phone', 'company', 'project', 'budget', 'privacy', 'consent'])
      expect(markup).toContain(`name="${name}"`);
    expect(markup.match(/<option/g)).toHaveLength(5);
    expect(hrefs(markup)).toContain(paths.privacy(lang));
    expect(hrefs(markup)).toContain(paths.consent(lang));
  });
});

describe('dates and numbers follow the page language', () => {
  it('writes the article date in each language', async () => {
    // The newest of the specification's articles, whichever it is.
    const { slug } = BLOG_POSTS.find((p) => p.date === '2025-04-18')!;
    expect(await page(paths.post('en', slug))).toContain('April 18, 2025');
    expect(await page(paths.post('ru', slug))).toContain('18 апреля 2025');
  });
});
