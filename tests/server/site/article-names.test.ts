import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { sitePages } from '../../../site/search-engines/site-pages';
import { LANGS } from '../../../shared/i18n/langs';
import { paths, pathOf } from '../../../shared/routes';
import { sharedSite } from '../../support/shared-site';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await sharedSite();
});

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The accessible name of each `<article>` in the page, or a description of why it has none. */
function articleNames(html: string): string[] {
  return [...html.matchAll(/<article\b([^>]*)>/g)].map(([, attributes]) => {
    const label = /aria-label="([^"]*)"/.exec(attributes!)?.[1];
    if (label) return label;
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(attributes!)?.[1];
    if (!labelledBy) return '(no name)';
    const names = labelledBy.split(' ').map((id) => {
      const element = new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>(.*?)</\\1>`, 's').exec(html);
      return element ? textOf(element[2]!) : '';
    });
    return names.every(Boolean) ? names.join(' ') : `(labelled by missing or empty #${labelledBy})`;
  });
}

it('names every <article> on every page by its own title, so a list of articles tells them apart', { timeout: 60_000 }, async () => {
  const pagePaths = LANGS.flatMap((lang) => [
    ...sitePages().map((page) => pathOf({ lang, page: page.page, slug: page.slug })),
    paths.sitemap(lang),
  ]);
  let articles = 0;
  for (const path of pagePaths) {
    const res = await request(t.app).get(path);
    expect(res.status, path).toBe(200);
    const names = articleNames(res.text);
    articles += names.length;
    expect(
      names.filter((name) => name.startsWith('(')),
      `${path}: unnamed articles`,
    ).toEqual([]);
    expect(new Set(names).size, `${path}: articles with the same name: ${names.join(' | ')}`).toBe(names.length);
  }
  // Cards on the home page, the lists and the item pages: far more than one per page.
  expect(articles).toBeGreaterThan(pagePaths.length);
});

it('names each language link by the code it shows first (WCAG 2.5.3: voice users say what they see)', async () => {
  for (const lang of LANGS) {
    const res = await request(t.app).get(paths.about(lang));
    const links = [...res.text.matchAll(/<a\b([^>]*class="lang-switch__option"[^>]*)>(.*?)<\/a>/g)];
    expect(links.length, lang).toBe(LANGS.length);
    for (const [, attributes, visible] of links) {
      const name = /aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? '';
      expect(name.startsWith(textOf(visible!)), `"${name}" starts with "${textOf(visible!)}"`).toBe(true);
    }
  }
});
