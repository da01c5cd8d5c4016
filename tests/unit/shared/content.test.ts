import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../../build/content/read-content';
import { ARTICLES } from '../../../shared/content/.generated/articles';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import { content as en, details as enDetails } from '../../../shared/content/.generated/texts-en';
import { content as ru, details as ruDetails } from '../../../shared/content/.generated/texts-ru';
import { JOBS } from '../../../shared/content/.generated/jobs';
import type { LangContent, LangDetails } from '../../../shared/content/lang-content';
import { PROJECTS } from '../../../shared/content/.generated/projects';
import { CLIENT_NAMES } from '../../../shared/content/studio';
import { SERVICES } from '../../../shared/content/.generated/services';
import { BLOG_SLUGS, JOB_SLUGS, PROJECT_SLUGS, SERVICE_SLUGS } from '../../../shared/content/.generated/slugs';
import type { BlogSlug } from '../../../shared/content/types';

/** The articles' content files: each language's Markdown is its `body`. */
const ARTICLE_FILES = readContent(join(import.meta.dirname, '..', '..', '..')).blog;

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const CYRILLIC = /[а-яё]/i;

/**
 * What the specification fixes of the content (its data model). The content may add to it: a new
 * article or case study is its Markdown files and pictures, and no test here names it.
 */
const SPEC = {
  projects: [
    'banking-app',
    'sustainable-fashion',
    'gaming-platform',
    'telehealth-app',
    'local-bakery-website',
    'furniture-craftsman-showcase',
    'local-cafe-rebrand',
    'local-contractor-leads',
    'yoga-studio-digital',
    'boutique-hotel-experience',
    'fitness-tracking-app',
    'local-delivery-platform',
  ],
  services: ['product-strategy', 'ux-ui-design', 'mobile-development', 'web-development', 'growth-marketing', 'analytics-optimization'],
  serviceCategories: ['strategy', 'design', 'development', 'growth'],
  /** The articles by id, with the range of their dates and their categories. */
  articles: {
    7: 'sustainable-digital-experiences',
    6: 'responsive-design-2025',
    5: 'ai-driven-brand-transformation',
    1: 'future-of-mobile-app-design',
    2: 'product-idea-validation',
    3: 'optimizing-react-performance',
  } as Record<number, string>,
  articleDates: ['2023-02-15', '2025-04-18'],
  articleCategories: ['Sustainable Design', 'Web Design', 'Brand Strategy', 'UX Design', 'Product Strategy', 'Development'],
  /** id, slug, department, location, years of experience (not given for the first). */
  jobs: [
    [1, 'senior-react-developer', 'Engineering', 'Remote (US)', undefined],
    [2, 'product-designer', 'Design', 'New York', 3],
    [3, 'ios-developer', 'Engineering', 'London', 3],
    [4, 'product-strategist', 'Strategy', 'Remote Global', 4],
  ] as const,
};

/** The items of `list` that `spec` names, in the list's order. */
const named = (list: readonly string[], spec: readonly string[]) => list.filter((item) => spec.includes(item));

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('content', () => {
  it('has the specification’s items in its order, each kind’s ids unique', () => {
    expect(PROJECTS.map((p) => p.slug)).toEqual([...PROJECT_SLUGS]);
    expect(SERVICES.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
    expect(BLOG_POSTS.map((p) => p.slug)).toEqual([...BLOG_SLUGS]);
    expect(named(PROJECT_SLUGS, SPEC.projects)).toEqual(SPEC.projects);
    expect(named(SERVICE_SLUGS, SPEC.services)).toEqual(SPEC.services);
    for (const [id, slug] of Object.entries(SPEC.articles)) expect(BLOG_POSTS.find((p) => p.slug === slug)?.id, slug).toBe(Number(id));
    for (const [id, slug, , , years] of SPEC.jobs) {
      const job = JOBS.find((j) => j.slug === slug);
      expect(job?.id, slug).toBe(id);
      if (years) expect(job?.experienceYears, slug).toBe(years);
    }
    for (const items of [PROJECTS, SERVICES, BLOG_POSTS, JOBS]) expect(unique(items.map((item) => item.id))).toBe(true);
    expect(SERVICES.every((s) => SPEC.serviceCategories.includes(s.category))).toBe(true);
    expect(new Set(SERVICES.map((s) => s.category))).toEqual(new Set(SPEC.serviceCategories));
  });

  it('lists the articles newest first, the specification’s dated from 2023-02-15 to 2025-04-18', () => {
    const dates = BLOG_POSTS.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const specified = BLOG_POSTS.filter((p) => Object.values(SPEC.articles).includes(p.slug)).map((p) => p.date);
    expect([specified.at(-1), specified[0]]).toEqual(SPEC.articleDates);
  });

  it('has a video for at least three projects', () => {
    expect(PROJECTS.filter((p) => p.hasVideo).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['en', en, enDetails],
    ['ru', ru, ruDetails],
  ] as [string, LangContent, LangDetails][])('fills every field in %s', (_lang, c, d) => {
    for (const text of strings([c, d])) expect(text.trim()).not.toBe('');
    for (const slug of PROJECT_SLUGS) expect(d.projects[slug].results).toHaveLength(4);
    for (const slug of SERVICE_SLUGS) expect(c.services[slug].features).toHaveLength(5);
    for (const slug of BLOG_SLUGS) expect(c.blog[slug].excerpt.length).toBeLessThanOrEqual(150);
    for (const slug of JOB_SLUGS) {
      for (const list of ['responsibilities', 'requirements', 'benefits'] as const) {
        expect(d.jobs[slug][list].length).toBeGreaterThan(0);
      }
    }
  });

  it('uses the specification’s blog categories and job facts', () => {
    const specArticles = BLOG_SLUGS.filter((slug) => Object.values(SPEC.articles).includes(slug));
    expect(new Set(specArticles.map((slug) => en.blog[slug].category))).toEqual(new Set(SPEC.articleCategories));
    for (const [, slug, department, location] of SPEC.jobs) {
      expect([en.jobs[slug].department, en.jobs[slug].location], slug).toEqual([department, location]);
    }
    const benefits = (slug: (typeof JOB_SLUGS)[number]) => enDetails.jobs[slug].benefits.join(' ');
    expect(benefits('senior-react-developer')).toMatch(/401\(k\)/);
    expect(benefits('product-designer')).toMatch(/401\(k\)/);
    expect(benefits('ios-developer')).toMatch(/25 days/);
    for (const slug of JOB_SLUGS) expect(benefits(slug)).toMatch(/development stipend/i);
  });

  it('writes Russian in Cyrillic: every sentence-length Russian string has Cyrillic letters', () => {
    // Brand names ("Frontier Roofing & Exteriors") may stay Latin; sentences may not.
    const prose = strings([ru, ruDetails]).filter((s) => s.split(' ').length >= 5);
    expect(prose.length).toBeGreaterThan(100);
    for (const text of prose) expect(text, text).toMatch(CYRILLIC);
    for (const text of strings([ru, ruDetails])) expect(text).not.toMatch(/"[^"]*"/);
  });
});

describe('legal pages and page copy', async () => {
  const { PRIVACY: privacyEn } = await import('../../../shared/content/legal/privacy-en');
  const { PRIVACY: privacyRu } = await import('../../../shared/content/legal/privacy-ru');
  const { TERMS: termsEn } = await import('../../../shared/content/legal/terms-en');
  const { TERMS: termsRu } = await import('../../../shared/content/legal/terms-ru');
  const { PAGE_COPY: copyEn } = await import('../../../shared/content/pages/en');
  const { PAGE_COPY: copyRu } = await import('../../../shared/content/pages/ru');

  it('has every privacy section the specification lists, in its order and the same in both languages', () => {
    const specified = [
      'introduction',
      'information-collected',
      'how-we-use',
      'sharing',
      'security',
      'cookies',
      'your-rights',
      'changes',
      'contact',
    ];
    const ids = privacyEn.sections.map((s) => s.id);
    // The policy may add sections (consent, transfers, retention) between the specified ones.
    expect(ids.filter((id) => specified.includes(id))).toEqual(specified);
    expect(new Set(ids).size).toBe(ids.length);
    expect(privacyRu.sections.map((s) => s.id)).toEqual(ids);
    expect(termsRu.sections.map((s) => s.id)).toEqual(termsEn.sections.map((s) => s.id));
    // Same structure in both languages: as many paragraphs and list items per section.
    const shape = (doc: typeof privacyEn) => doc.sections.map((s) => [s.paragraphs.length, s.list?.length ?? 0]);
    expect(shape(privacyRu)).toEqual(shape(privacyEn));
    expect(shape(termsRu)).toEqual(shape(termsEn));
  });

  it('uses the specification’s messages and fills every string', () => {
    expect(copyEn.blog.noResultsTitle).toBe('No articles found');
    expect(copyEn.careers.noResultsTitle).toBe('No positions found');
    expect(copyEn.projects.notFound).toBe('Project not found');
    expect(CLIENT_NAMES.length).toBeGreaterThan(0);
    expect(unique(CLIENT_NAMES)).toBe(true);
    for (const text of strings([privacyEn, privacyRu, termsEn, termsRu, copyEn, copyRu])) expect(text.trim()).not.toBe('');
  });
});

describe('articles', () => {
  const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

  it.each(['en', 'ru'] as const)(
    'are real articles in %s: 600+ words with headings, bullet lists and links, rendered to semantic HTML',
    (lang) => {
      for (const { slug, files } of ARTICLE_FILES) {
        expect(words(files[lang].body), slug).toBeGreaterThanOrEqual(600);
        const html = ARTICLES[lang][slug as BlogSlug];
        expect(html, slug).toMatch(/<h2[^>]*>/);
        expect(html, slug).toMatch(/<ul>\s*<li>/);
        expect(html, slug).toMatch(/<a href="[^"]+">/);
      }
    },
  );
});

describe('facts every text tells the same way', async () => {
  const { PAGE_COPY: copyEn } = await import('../../../shared/content/pages/en');
  const { PAGE_COPY: copyRu } = await import('../../../shared/content/pages/ru');
  const { en: dictEn } = await import('../../../shared/i18n/en');
  const { ru: dictRu } = await import('../../../shared/i18n/ru');
  const { SUBMISSION_TEXTS } = await import('../../../submissions/texts/submission-texts');
  const { DESK_TEXTS } = await import('../../../desk/texts/desk-texts');
  const { KIND_TEXTS } = await import('../../../shared/submissions/texts/kind-texts');
  const kinds = (lang: 'en' | 'ru') => Object.values(KIND_TEXTS).map((texts) => texts[lang]);
  const { SITE_TEXTS } = await import('../../../site/texts/site-texts');
  const { PLATFORM_TEXTS } = await import('../../../platform/texts/platform-texts');

  it('lists only clients of the case studies in the “Trusted by” marquee, in both languages', () => {
    for (const name of CLIENT_NAMES) {
      expect(
        PROJECT_SLUGS.some((slug) => en.projects[slug].client === name),
        name,
      ).toBe(true);
      expect(
        PROJECT_SLUGS.some((slug) => ru.projects[slug].client === name),
        name,
      ).toBe(true);
    }
  });

  it('promises the specification’s reply within 24 hours everywhere, and says who reads enquiries at weekends', () => {
    const english = strings([
      copyEn,
      dictEn,
      SITE_TEXTS.en,
      PLATFORM_TEXTS.en,
      SUBMISSION_TEXTS.en,
      DESK_TEXTS.en,
      kinds('en'),
      en,
      enDetails,
    ]);
    const russian = strings([
      copyRu,
      dictRu,
      SITE_TEXTS.ru,
      PLATFORM_TEXTS.ru,
      SUBMISSION_TEXTS.ru,
      DESK_TEXTS.ru,
      kinds('ru'),
      ru,
      ruDetails,
    ]);
    expect(english.filter((text) => /within (?:one|a|1) business day|within (?!24 hours)\d+ hours/i.test(text))).toEqual([]);
    expect(russian.filter((text) => /течение\s+рабочего\s+дня|течение\s+(?!24\s+час)\d+\s+час/i.test(text))).toEqual([]);
    expect(copyEn.contact.subtitle).toMatch(/within 24 hours, weekends included/);
    expect(copyRu.contact.subtitle).toMatch(/в\s+течение\s+24\s+часов,\s+в\s+выходные тоже/);
  });

  it('writes English in American spelling and American terms for what visitors read: inquiry, résumé, business days', () => {
    // The desk's own labels (desk/texts/, a kind's desk words, and the data-request archive's header) keep the team's word, "enquiry".
    const { subjectArchive: _archive, ...emails } = SUBMISSION_TEXTS.en;
    const visitorKindTexts = kinds('en').map(({ confirmationEmail, reply }) => ({ confirmationEmail, reply }));
    const english = [
      ...strings([copyEn, dictEn, SITE_TEXTS.en, PLATFORM_TEXTS.en, emails, visitorKindTexts, en, enDetails]),
      ...ARTICLE_FILES.map(({ files }) => files.en.body),
    ].join('\n');
    expect(english).not.toMatch(/\b(colour|centre|behaviour|honour|catalogue|memois|virtualis|analyser|neighbour)/i);
    expect(english).not.toMatch(/\benquir/i);
    // The form's file field may say "Résumé/CV": the studio also hires in the UK.
    expect(english.replace(dictEn.application.cv, '')).not.toMatch(/\bCVs?\b|working days?\b/);
    expect(dictEn.application.cv).toBe('Résumé/CV');
  });
});
