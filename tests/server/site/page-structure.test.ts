import { load, type CheerioAPI } from 'cheerio';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../../../site/search-engines/site-pages';
import { PAGE_COPY } from '../../../shared/content/pages/en';
import { en } from '../../../shared/i18n/en';
import { LANGS, type Lang } from '../../../shared/i18n/langs';
import { paths, pathOf } from '../../../shared/routes';
import { sharedSite } from '../../support/shared-site';
import type { TestApp } from '../../support/test-app';

/**
 * The structure of every page as the server sends it, in milliseconds each: what the browser
 * tests used to check page by page (they now load one page of each template, for axe and layout).
 */
let t: TestApp;
const pages = new Map<string, CheerioAPI>();

/** Every page of the site in both languages, the HTML sitemap and a 404 page in each language. */
const PAGE_PATHS = LANGS.flatMap((lang) => [
  ...sitePages().map((page) => pathOf({ lang, page: page.page, slug: page.slug })),
  paths.sitemap(lang),
  `${paths.home(lang)}/no-such-page`,
]);

beforeAll(async () => {
  // A day every position in the content is open.
  t = await sharedSite('2026-11-20T12:00:00Z');
  for (const path of PAGE_PATHS) {
    const res = await request(t.app).get(path);
    expect(res.status, path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
    pages.set(path, load(res.text));
  }
}, 60_000);

const langOf = (path: string) => path.split('/')[1] as Lang;

/** What a reader sees of the body: its text without scripts, styles and the JSON copy of the texts. */
function visibleText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('script, style, template, noscript').remove();
  return body.text().replace(/\s+/g, ' ');
}

/** Runs `check` on every page and fails once, listing each page's problems. */
function expectOnEveryPage(check: ($: CheerioAPI, path: string) => string[]): void {
  const problems = PAGE_PATHS.flatMap((path) => check(pages.get(path)!, path).map((problem) => `${path}: ${problem}`));
  expect(problems).toEqual([]);
}

describe(`the structure of all ${PAGE_PATHS.length} pages`, () => {
  it('has exactly one h1, with text', () => {
    expect(PAGE_PATHS.length).toBeGreaterThan(76);
    expectOnEveryPage(($) => {
      const headings = $('h1');
      if (headings.length !== 1) return [`${headings.length} h1 elements`];
      return headings.text().trim() ? [] : ['an empty h1'];
    });
  });

  it('never skips a heading level on the way down', () => {
    expectOnEveryPage(($) => {
      let previous = 0;
      return $('h1, h2, h3, h4, h5, h6')
        .toArray()
        .flatMap((heading) => {
          const [above, level] = [previous, Number(heading.tagName[1])];
          previous = level;
          return level > above + 1 ? [`h${level} "${$(heading).text().trim().slice(0, 40)}" after h${above}`] : [];
        });
    });
  });

  it('gives every image its size and an alt text, so nothing shifts and nothing is unnamed', () => {
    let images = 0;
    expectOnEveryPage(($) =>
      $('img')
        .toArray()
        .flatMap((img) => {
          images += 1;
          const { src = '(no src)', width, height, alt } = img.attribs;
          return [
            ...(width && height ? [] : [`image without width and height: ${src}`]),
            ...(alt === undefined ? [`image without alt: ${src}`] : []),
          ];
        }),
    );
    expect(images).toBeGreaterThan(PAGE_PATHS.length);
  });

  it('says its language on <html>, and marks every passage in the other language', () => {
    expectOnEveryPage(($, path) => {
      const problems = $('html').attr('lang') === langOf(path) ? [] : [`<html lang="${$('html').attr('lang')}">`];
      for (const element of $('body [lang]').toArray()) {
        if (!(LANGS as readonly string[]).includes(element.attribs.lang!)) problems.push(`lang="${element.attribs.lang}"`);
      }
      // The language switch names the other language in that language.
      const other = LANGS.find((lang) => lang !== langOf(path))!;
      if ($(`a[hreflang="${other}"]`).filter((_, link) => $(link).attr('lang') === other).length === 0)
        problems.push(`no link to the ${other} version marked lang="${other}"`);
      return problems;
    });
  });

  it('links only to targets that exist: same-page anchors name an element of the page', () => {
    expectOnEveryPage(($) =>
      $('a[href^="#"]')
        .toArray()
        .map((link) => link.attribs.href!.slice(1))
        .filter((id) => id && $(`[id="${id}"]`).length === 0)
        .map((id) => `a link to #${id}, which the page lacks`),
    );
  });

  it('shows no placeholder or unfilled text', () => {
    const PLACEHOLDERS = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\bundefined\b|\bNaN\b|\[object Object\]|\{\w+\}/i;
    expectOnEveryPage(($) => {
      const found = PLACEHOLDERS.exec(visibleText($));
      return found ? [`"${found[0]}"`] : [];
    });
  });

  it('shows none of the English interface and page copy on Russian pages', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    // Phrases of three words or more: single words such as brand names are the same in both.
    const english = strings([en, PAGE_COPY]).filter((text) => text.split(/\s+/).length >= 3 && !text.includes('{'));
    expect(english.length).toBeGreaterThan(100);
    expectOnEveryPage(($, path) => {
      if (langOf(path) !== 'ru') return [];
      const text = visibleText($);
      return english.filter((phrase) => text.includes(phrase)).map((phrase) => `shows "${phrase}"`);
    });
  });
});
