import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import { LANGS, type Lang } from '../../../shared/i18n/langs';
import { pathOf, paths, type PageMatch } from '../../../shared/routes';
import { sitePages } from '../../../site/search-engines/site-pages';
import { sharedSite } from '../../support/shared-site';
import { TEST_SITE_URL, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await sharedSite();
});

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const decode = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

function head(html: string) {
  const section = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: string, name: string) =>
    [...section.matchAll(new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`, 'g'))].map((m) => decode(m[1]!));
  const link = (rel: string) => [...section.matchAll(new RegExp(`<link rel="${rel}"([^>]*)>`, 'g'))].map((m) => m[1]!);
  return {
    title: decode(/<title>(.*?)<\/title>/.exec(section)?.[1] ?? ''),
    description: meta('name', 'description')[0],
    meta,
    canonical: /href="([^"]+)"/.exec(link('canonical')[0] ?? '')?.[1],
    alternates: Object.fromEntries(
      link('alternate')
        .map((attrs) => [/hreflang="([^"]+)"/.exec(attrs)?.[1], /href="([^"]+)"/.exec(attrs)?.[1]])
        .filter(([lang]) => lang),
    ) as Record<string, string>,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!)),
  };
}

const ALL = LANGS.flatMap((lang) =>
  sitePages().map((p) => ({ lang, match: { lang, page: p.page, slug: p.slug, found: true } as PageMatch })),
);
const pages = new Map<string, string>();
beforeAll(async () => {
  for (const { match } of ALL) {
    const path = pathOf(match);
    const res = await request(t.app).get(path).set('User-Agent', BROWSER);
    expect(res.status, path).toBe(200);
    pages.set(path, res.text);
  }
});

describe('every page’s head', () => {
  it('has a canonical URL of SITE_URL plus the path, without query or fragment', async () => {
    for (const [path, html] of pages) expect(head(html).canonical, path).toBe(`${TEST_SITE_URL}${path}`);
    const withQuery = await request(t.app).get('/en/blog?q=react#top');
    expect(head(withQuery.text).canonical).toBe(`${TEST_SITE_URL}/en/blog`);
  });

  it('names its en, ru and x-default alternates, and each alternate names it back', () => {
    for (const [path, html] of pages) {
      const alternates = head(html).alternates;
      expect(Object.keys(alternates).sort(), path).toEqual(['en', 'ru', 'x-default']);
      expect(alternates['x-default']).toBe(alternates.en);
      for (const lang of LANGS) {
        const other = pages.get(alternates[lang]!.slice(TEST_SITE_URL.length));
        expect(other, alternates[lang]).toBeDefined();
        expect(head(other!).alternates).toEqual(alternates);
      }
    }
  });

  it('has a unique title and a unique description of at most 150 characters', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path, html] of pages) {
      const { title, description } = head(html);
      expect(description, path).toBeTruthy();
      expect(description!.length, `${path}: ${description}`).toBeLessThanOrEqual(150);
      expect(description!.endsWith(' '), path).toBe(false);
      titles.add(title);
      descriptions.add(description!);
    }
    expect(titles.size).toBe(pages.size);
    expect(descriptions.size).toBe(pages.size);
  });

  it('has Open Graph and Twitter card tags with an absolute image', () => {
    for (const [path, html] of pages) {
      const { meta } = head(html);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale', 'og:type']) {
        expect(meta('property', property), `${path} ${property}`).toHaveLength(1);
      }
      expect(meta('property', 'og:image')[0]).toMatch(new RegExp(`^${TEST_SITE_URL}/images/`));
      expect(meta('name', 'twitter:card')).toEqual(['summary_large_image']);
      // The card takes the rest from Open Graph: a tag of its own would only repeat it, in bytes of the first round trip.
      for (const name of ['twitter:title', 'twitter:description', 'twitter:image']) expect(meta('name', name), name).toEqual([]);
    }
  });

  it('links the blog feed of its language', () => {
    expect(pages.get('/ru/about')).toContain(`type="application/rss+xml" title="Northbeam — Блог" href="${TEST_SITE_URL}/ru/blog/rss.xml"`);
  });
});

describe('structured data', () => {
  const graph = (path: string) => head(pages.get(path)!).jsonLd[0]['@graph'] as Record<string, any>[];
  const ofType = (path: string, type: string) => graph(path).find((node) => node['@type'] === type);

  it('names the studio on every page, one node by its @id; says who it is on the home pages, and where on its own pages (decision 0073)', () => {
    const home = new Set(LANGS.map((lang) => paths.home(lang)));
    const ownPages = new Set(LANGS.flatMap((lang) => [`/${lang}/about`, `/${lang}/contact`]));
    for (const path of pages.keys()) {
      expect(head(pages.get(path)!).jsonLd, path).toHaveLength(1);
      const studio = ofType(path, 'ProfessionalService')!;
      expect(studio, path).toMatchObject({ '@id': `${TEST_SITE_URL}/#organization`, name: 'Northbeam', url: `${TEST_SITE_URL}/` });
      expect(Boolean(studio.logo && studio.sameAs), path).toBe(home.has(path) || ownPages.has(path));
      expect(Boolean(studio.address), path).toBe(ownPages.has(path));
      // The website, with the name search engines show for the site, is on the home pages.
      expect(Boolean(ofType(path, 'WebSite')), path).toBe(home.has(path));
    }
    expect(ofType('/ru', 'WebSite')).toMatchObject({ url: `${TEST_SITE_URL}/`, publisher: { '@id': `${TEST_SITE_URL}/#organization` } });
    expect(ofType('/en', 'ProfessionalService')!.sameAs).toHaveLength(4);
  });

  it('describes where the studio is on its own pages: Wyoming address, Denpasar office, hours and a contact point by email, with no telephone', () => {
    for (const path of ['/en/about', '/ru/about', '/en/contact', '/ru/contact']) {
      const studio = ofType(path, 'ProfessionalService')!;
      expect(studio.address).toMatchObject({ addressLocality: 'Cheyenne', addressRegion: 'WY', addressCountry: 'US' });
      expect(studio.department.address).toMatchObject({ addressLocality: 'Denpasar', addressCountry: 'ID' });
      expect(studio.openingHoursSpecification).toMatchObject({ opens: '09:00', closes: '18:00' });
      expect(studio.openingHoursSpecification.dayOfWeek).toHaveLength(5);
      expect(studio.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: 'hello@northbeam.studio' });
      // Inquiries are read every day, weekends included: the contact point claims no weekday hours.
      expect(studio.contactPoint.hoursAvailable).toBeUndefined();
      expect(JSON.stringify(studio)).not.toMatch(/telephone/);
    }
  });

  it('has breadcrumbs on inner pages only', () => {
    expect(ofType('/en', 'BreadcrumbList')).toBeUndefined();
    expect(ofType('/ru/careers/ios-developer', 'BreadcrumbList')!.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${TEST_SITE_URL}/ru`,
      `${TEST_SITE_URL}/ru/careers`,
      `${TEST_SITE_URL}/ru/careers/ios-developer`,
    ]);
  });

  it.each(LANGS as readonly Lang[])('marks up articles, projects and jobs in %s with their required fields', (lang) => {
    const plain = BLOG_POSTS.find((p) => !p.updated)!;
    const post = ofType(`/${lang}/blog/${plain.slug}`, 'BlogPosting')!;
    expect(post).toMatchObject({ datePublished: plain.date, dateModified: plain.date, inLanguage: lang === 'en' ? 'en-US' : 'ru-RU' });
    // An article with an update note was modified on the note's day.
    const noted = BLOG_POSTS.find((p) => p.updated)!;
    const updated = ofType(`/${lang}/blog/${noted.slug}`, 'BlogPosting')!;
    expect(updated).toMatchObject({ datePublished: noted.date, dateModified: noted.updated });
    for (const field of ['headline', 'author', 'image', 'publisher', 'description']) expect(post[field], field).toBeTruthy();
    const work = ofType(`/${lang}/projects/banking-app`, 'CreativeWork')!;
    for (const field of ['name', 'description', 'creator', 'image']) expect(work[field], field).toBeTruthy();
    for (const slug of ['senior-react-developer', 'product-designer', 'ios-developer', 'product-strategist']) {
      const job = ofType(`/${lang}/careers/${slug}`, 'JobPosting')!;
      for (const field of ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'baseSalary']) {
        expect(job[field], `${slug} ${field}`).toBeTruthy();
      }
      expect(job.jobLocation ?? job.jobLocationType, slug).toBeTruthy();
    }
    expect(ofType(`/${lang}/careers/ios-developer`, 'JobPosting')!.jobLocation.address).toMatchObject({
      addressLocality: 'London',
      addressCountry: 'GB',
    });
  });

  it.each(LANGS as readonly Lang[])('says where applicants of a remote job may live, as Google requires (%s)', (lang) => {
    expect(ofType(`/${lang}/careers/senior-react-developer`, 'JobPosting')).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    });
    expect(ofType(`/${lang}/careers/product-strategist`, 'JobPosting')).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'Worldwide' },
    });
  });

  it.each(LANGS as readonly Lang[])("shows each job's pay range on its page, the range of its JobPosting (%s)", (lang) => {
    const text = (html: string) => decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, ' '));
    for (const slug of ['senior-react-developer', 'product-designer', 'ios-developer', 'product-strategist']) {
      const html = pages.get(`/${lang}/careers/${slug}`)!;
      const { currency, value } = ofType(`/${lang}/careers/${slug}`, 'JobPosting')!.baseSalary;
      const money = new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 });
      // Each end as the page's language writes an amount, e.g. "$140,000" or «140 000 $».
      for (const amount of [value.minValue, value.maxValue]) {
        const digits = money
          .formatToParts(amount)
          .filter((part) => part.type === 'integer' || part.type === 'group')
          .map((part) => part.value)
          .join('');
        expect(text(html), `${slug} ${amount}`).toContain(digits);
      }
      expect(text(html), slug).toContain(money.formatToParts(0).find((part) => part.type === 'currency')!.value);
    }
  });
});

describe('crawler extras', () => {
  it('gives crawlers the robots and news keywords tags and the hidden structure list, marking the section', async () => {
    const res = await request(t.app).get('/ru/blog/product-idea-validation').set('User-Agent', GOOGLEBOT);
    const { meta } = head(res.text);
    expect(meta('name', 'robots')).toEqual(['index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1']);
    expect(meta('name', 'news_keywords')).toEqual(['digital marketing, web development, mobile apps, digital agency']);
    const nav = /<nav class="visually-hidden" aria-label="Структура сайта">(.*?)<\/nav>/.exec(res.text)?.[1];
    expect([...nav!.matchAll(/>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(['Главная', 'Проекты', 'Услуги', 'Блог', 'Карьера', 'Контакты']);
    expect(nav).toContain('<a href="/ru/blog" aria-current="true">Блог</a>');
  });

  it('gives people none of them', () => {
    const html = pages.get('/ru/blog/product-idea-validation')!;
    expect(head(html).meta('name', 'robots')).toEqual([]);
    expect(head(html).meta('name', 'news_keywords')).toEqual([]);
    expect(html).not.toContain('Структура сайта');
  });
});
