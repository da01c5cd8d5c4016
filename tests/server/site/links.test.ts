import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/i18n/langs';
import { paths, pathOf } from '../../../shared/routes';
import { sitePages } from '../../../site/search-engines/site-pages';
import { sharedSite } from '../../support/shared-site';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await sharedSite();
});

/** Same-site paths a page links to or loads: hrefs, image and video sources, srcset candidates. */
function references(markup: string): string[] {
  const found = new Set<string>();
  for (const [, , value] of markup.matchAll(/\s(href|src|poster)="([^"]+)"/g)) found.add(value!);
  for (const [, set] of markup.matchAll(/\ssrcset="([^"]+)"/g)) {
    for (const candidate of set!.split(',')) found.add(candidate.trim().split(/\s+/)[0]!);
  }
  return [...found]
    .map((value) => value.replaceAll('&amp;', '&'))
    .filter((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/api/'));
}

const isPage = (path: string) => !/\.[a-z0-9]+(\?|$)/i.test(path);

describe('links', () => {
  it(
    'every link and asset reachable from both home pages answers 200, and every page of the sitemap is among them',
    { timeout: 60_000 },
    async () => {
      const queue = [paths.home('en'), paths.home('ru')];
      const seen = new Set(queue);
      const broken: string[] = [];
      const pages = new Set<string>();
      while (queue.length > 0) {
        const path = queue.shift()!;
        const res = await request(t.app).get(path).redirects(1);
        if (res.status !== 200) {
          broken.push(`${path} → ${res.status}`);
          continue;
        }
        if (!isPage(path)) continue;
        pages.add(path);
        for (const next of references(res.text)) {
          const target = next.split('#')[0]!;
          if (target && !seen.has(target)) {
            seen.add(target);
            queue.push(target);
          }
        }
      }
      expect(broken).toEqual([]);
      const listed = LANGS.flatMap((lang) => sitePages().map(({ page, slug }) => pathOf({ lang, page, slug })));
      expect(listed.filter((path) => !pages.has(path))).toEqual([]);
    },
  );
});
