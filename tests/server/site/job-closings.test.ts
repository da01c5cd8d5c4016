import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { closingDay } from '../../../shared/content/job-openings';
import { STUDIO } from '../../../shared/content/studio';
import { formatDate } from '../../../shared/i18n/format';
import { JOBS } from '../../../shared/content/.generated/jobs';
import { en } from '../../../shared/i18n/en';
import { ru } from '../../../shared/i18n/ru';
import { paths } from '../../../shared/routes';
import { siteUrls } from '../../../site/search-engines/site-urls';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';

/** The content's positions close on their own days; these tests pick a day before and after all of them. */
const OPEN_DAY = new Date('2026-11-20T12:00:00Z');
const lastClosing = JOBS.map((job) => closingDay(job))
  .sort()
  .at(-1)!;
const CLOSED_DAY = new Date(`${lastClosing}T08:00:00Z`);
const JOB = JOBS[0]!;

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

/** An app whose clock the test moves. */
async function appAt(start: Date) {
  const clock = { now: start };
  const t = await createTestApp({}, { clock: () => clock.now });
  apps.push(t);
  return { t, clock };
}

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
    '@graph'?: { '@type': string; validThrough?: string }[];
  };

describe('a position whose closing day has passed', () => {
  it('says so on its page instead of the form, in both languages, with its last day and where to write, and its JobPosting ends on the closing day', async () => {
    const { t } = await appAt(CLOSED_DAY);
    for (const [lang, dict] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      const res = await request(t.app).get(paths.job(lang, JOB.slug));
      expect(res.status).toBe(200);
      expect(res.text).toContain(dict.application.closedTitle);
      // The last day applications were taken is the day it closes, not the day after.
      expect(res.text).toContain(formatDate(JOB.closes, lang));
      expect(res.text).toContain(`href="mailto:${STUDIO.careersEmail}"`);
      expect(res.text).not.toContain('name="cv"');
      expect(res.text).not.toContain('href="#apply"');
      const posting = jsonLd(res.text)['@graph']?.find((node) => node['@type'] === 'JobPosting');
      expect(posting?.validThrough).toBe(`${JOB.closes}T23:59:59Z`);
    }
  });

  it('leaves the careers table, the home page, the HTML sitemap and sitemap.xml, and the kept pages follow the clock', async () => {
    const { t, clock } = await appAt(OPEN_DAY);
    const jobLink = `href="${paths.job('en', JOB.slug)}"`;
    const pages = [paths.careers('en'), paths.home('en'), paths.sitemap('en')];
    for (const path of pages) expect((await request(t.app).get(path)).text, path).toContain(jobLink);
    expect((await request(t.app).get('/sitemap.xml')).text).toContain(`${TEST_SITE_URL}${paths.job('en', JOB.slug)}<`);

    clock.now = CLOSED_DAY;
    for (const path of pages) expect((await request(t.app).get(path)).text, path).not.toContain(jobLink);
    expect((await request(t.app).get('/sitemap.xml')).text).not.toContain(paths.job('en', JOB.slug));
  });

  it('is still a page IndexNow hears about, changed on the day it closed', () => {
    const url = `${TEST_SITE_URL}${paths.job('ru', JOB.slug)}`;
    expect(siteUrls(TEST_SITE_URL, OPEN_DAY.toISOString().slice(0, 10)).get(url)?.lastmod).toBe(JOB.datePosted);
    expect(siteUrls(TEST_SITE_URL, lastClosing).get(url)?.lastmod).toBe(closingDay(JOB));
  });
});
