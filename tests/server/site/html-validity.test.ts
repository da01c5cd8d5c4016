import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGS } from '../../../shared/i18n/langs';
import { existingPages, slugsOf } from '../../../shared/page-lookup';
import { PAGE_IDS } from '../../../shared/routes';
import { sharedSite } from '../../support/shared-site';
import type { TestApp } from '../../support/test-app';

/**
 * Each template as served, checked by the W3C's own HTML checker (the Nu Html Checker, vnu.jar,
 * run locally on Java) in one run: one page of each template in both languages, for people and
 * for crawlers, the 404 screens and the offline pages. One article, case study, service and
 * position stands for the others: they share their template, and checking all 80 pages took the
 * checker 160 documents and the run's longest file (docs/performance.md, "Test times").
 */

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar');

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await sharedSite();
  dir = mkdtempSync(join(tmpdir(), 'html-validity-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

it('serves only valid HTML', { timeout: 120_000 }, async () => {
  // The first page of each template in each language (the page table lists a template's pages together).
  const templates = [...existingPages()].filter(
    ([, match], i, pages) => pages.findIndex(([, other]) => other.page === match.page && other.lang === match.lang) === i,
  );
  const documents: [string, string, string?][] = [
    ...templates.flatMap(
      ([path]) =>
        [
          [path, 'people'],
          [path, 'crawler', GOOGLEBOT],
        ] as [string, string, string?][],
    ),
    ...LANGS.flatMap(
      (lang) =>
        [
          [`/${lang}/no-such-page`, 'people'],
          [`/offline/${lang}`, 'people'],
        ] as [string, string][],
    ),
  ];
  const files: string[] = [];
  for (const [path, variant, agent] of documents) {
    const res = await request(t.app)
      .get(path)
      .set('User-Agent', agent ?? 'Mozilla/5.0 Chrome/156.0');
    expect([200, 404], path).toContain(res.status);
    const file = join(dir, `${variant}${path.replaceAll('/', '_')}.html`);
    writeFileSync(file, res.text);
    files.push(file);
  }
  const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const problems = messages
    .filter((message) => message.type === 'error' || message.subType === 'warning')
    .map(
      (message) =>
        `${message.url.slice(message.url.lastIndexOf('/') + 1)}:${message.lastLine}: ${message.message} ${message.extract ?? ''}`,
    );
  // Every template that has a page: the blog's later pages exist only past its first page's articles.
  const withPages = PAGE_IDS.filter((page) => slugsOf(page)?.length !== 0);
  expect(templates.map(([, match]) => `${match.lang} ${match.page}`).sort()).toEqual(
    LANGS.flatMap((lang) => withPages.map((page) => `${lang} ${page}`)).sort(),
  );
  expect(files.length).toBe(LANGS.length * withPages.length * 2 + 4);
  expect(problems).toEqual([]);
});
