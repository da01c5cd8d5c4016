import type { Request, Response } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonGuards, type ClientLimits } from '../../../platform/http/json-guards';
import { DAY_MS } from '../../../shared/day';
import { MAX_PER_PAGE_METRIC, SUMMARY_DAYS, saveVitals } from '../../../site/vitals-api/vitals-store';
import type { VitalSample } from '../../../shared/vitals';
import { createTestApp, type TestApp } from '../../support/test-app';
import { SITE_TEXTS } from '../../../site/texts/site-texts';

const TOKEN = 'staff-token-for-vitals-tests';
const NO_LIMIT: ClientLimits = { max: 10_000, windowMs: 60_000 };

let seq = 0;
/** A sample as the browser sends it, with a fresh web-vitals id. */
const sample = (overrides: Partial<VitalSample> = {}): VitalSample => ({
  path: '/en/about',
  name: 'LCP',
  value: 1800,
  id: `v6-1700000000000-${1_000_000_000_000 + seq++}`,
  ...overrides,
});

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function setup({ env = { STAFF_TOKEN: TOKEN }, limits = NO_LIMIT }: { env?: Record<string, string>; limits?: ClientLimits } = {}) {
  const t = await createTestApp(env, { vitalsLimits: limits });
  apps.push(t);
  return t;
}

const post = (t: TestApp, body: unknown) =>
  request(t.app)
    .post('/api/vitals')
    .send(body as object);
const summary = (t: TestApp, query = '', token: string | null = TOKEN) => {
  const req = request(t.app).get(`/api/vitals${query}`);
  return token === null ? req : req.set('Authorization', `Bearer ${token}`);
};
const rows = (t: TestApp) => t.db.select().from(t.db.tables.webVitals).orderBy(t.db.tables.webVitals.id);

describe('POST /api/vitals', () => {
  it('stores each sample and answers 204; a repeated measurement updates its value', async () => {
    const t = await setup();
    const cls = sample({ name: 'CLS', value: 0.02 });
    const res = await post(t, { samples: [sample({ name: 'TTFB', value: 120 }), sample({ name: 'FCP', value: 900 }), cls] });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await rows(t)).map(({ path, name, value }) => ({ path, name, value }))).toEqual([
      { path: '/en/about', name: 'TTFB', value: 120 },
      { path: '/en/about', name: 'FCP', value: 900 },
      { path: '/en/about', name: 'CLS', value: 0.02 },
    ]);
    // The page was hidden again later and its layout had shifted more meanwhile.
    expect((await post(t, { samples: [{ ...cls, value: 0.3 }] })).status).toBe(204);
    expect((await rows(t)).filter((row) => row.name === 'CLS').map((row) => row.value)).toEqual([0.3]);
  });

  it('answers 400 naming the wrong part, in the language of the page or else of the visitor', async () => {
    const t = await setup();
    type Key = keyof (typeof SITE_TEXTS)['en']['api'];
    const cases: [Key, (lang: 'en' | 'ru') => VitalSample][] = [
      ['vitalsName', (lang) => sample({ path: `/${lang}/about`, name: 'FID' as VitalSample['name'] })],
      ['vitalsValue', (lang) => sample({ path: `/${lang}/about`, value: -5 })],
      ['vitalsValue', (lang) => sample({ path: `/${lang}`, value: 500_000 })],
      ['vitalsValue', (lang) => sample({ path: `/${lang}/blog`, name: 'CLS', value: 42 })],
      ['vitalsId', (lang) => sample({ path: `/${lang}/contact`, id: '<script>' })],
      ['vitalsPath', (lang) => sample({ path: `/${lang}/no-such-page` })],
      ['vitalsPath', (lang) => sample({ path: `/${lang}/projects/no-such-project` })],
    ];
    for (const [key, bad] of cases) {
      const english = await post(t, { samples: [bad('en')] });
      expect(english.status, key).toBe(400);
      expect(english.body.error, key).toBe(SITE_TEXTS.en.api[key]);
      const russian = await post(t, { samples: [bad('ru')] });
      expect(russian.status, key).toBe(400);
      expect(russian.body.error, key).toBe(SITE_TEXTS.ru.api[key]);
    }
    // A path in no language of the site: the visitor's language.
    const offSite = await post(t, { samples: [sample({ path: 'https://evil.example/en' })] }).set('Accept-Language', 'ru');
    expect(offSite.body.error).toBe(SITE_TEXTS.ru.api.vitalsPath);
    const empty = await post(t, { samples: [] });
    expect(empty.body.error).toBe('Send {"samples": [...]} with 1 to 20 samples.');
    // One bad sample refuses the whole report.
    expect((await post(t, { samples: [sample(), sample({ name: 'XYZ' as VitalSample['name'] })] })).status).toBe(400);
    expect(await rows(t)).toEqual([]);
  });

  it('answers 415 to anything but JSON, 400 to broken JSON and 413 to a large body', async () => {
    const t = await setup();
    const form = await request(t.app).post('/api/vitals').type('form').send('name=LCP').set('Accept-Language', 'ru');
    expect(form.status).toBe(415);
    expect(form.body.error).toBe(SITE_TEXTS.ru.api.vitalsUnsupportedType);
    const beacon = await request(t.app)
      .post('/api/vitals')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ samples: [sample()] }));
    expect(beacon.status).toBe(415);
    const broken = await request(t.app).post('/api/vitals').set('Content-Type', 'application/json').send('{"samples":');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe(SITE_TEXTS.en.api.vitalsMalformed);
    const huge = await post(t, { samples: [sample({ id: 'x'.repeat(5000) })] });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(SITE_TEXTS.en.api.vitalsTooLarge);
    expect(await rows(t)).toEqual([]);
  });

  it('limits each client per window with 429 and Retry-After', async () => {
    const t = await setup({ limits: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) expect((await post(t, { samples: [sample()] })).status).toBe(204);
    const limited = await post(t, { samples: [sample()] }).set('Accept-Language', 'ru');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.error).toBe(SITE_TEXTS.ru.api.vitalsTooMany.replace('{minutes}', '1'));
    expect(await rows(t)).toHaveLength(3);
  });
});

describe('retention', () => {
  it(`keeps samples older than the ${SUMMARY_DAYS}-day summary when new ones arrive: the retention job deletes them (retention.test.ts)`, async () => {
    const t = await setup();
    const now = Date.now();
    await saveVitals(t.db, [sample({ value: 1 })], new Date(now - (SUMMARY_DAYS + 1) * DAY_MS));
    await saveVitals(t.db, [sample({ value: 2 })], new Date(now - (SUMMARY_DAYS - 1) * DAY_MS));
    expect((await post(t, { samples: [sample({ path: '/ru', value: 3 })] })).status).toBe(204);
    expect((await rows(t)).map((row) => row.value)).toEqual([1, 2, 3]);
  });

  it(`keeps the newest ${MAX_PER_PAGE_METRIC} samples of each page and metric`, async () => {
    const t = await setup();
    const values = Array.from({ length: MAX_PER_PAGE_METRIC + 5 }, (_, i) => i);
    for (const value of values) await saveVitals(t.db, [sample({ name: 'TTFB', value })]);
    await saveVitals(t.db, [sample({ name: 'FCP', value: 7 }), sample({ path: '/ru/about', name: 'TTFB', value: 9 })]);
    const kept = await rows(t);
    expect(kept.filter((row) => row.path === '/en/about' && row.name === 'TTFB').map((row) => row.value)).toEqual(values.slice(5));
    expect(kept.filter((row) => row.name === 'FCP' || row.path === '/ru/about')).toHaveLength(2);
    // A thousand reports, each its own transaction synced to disk (synchronous = FULL).
  }, 30_000);
});

describe('GET /api/vitals', () => {
  it('answers 503 when no staff token is configured and 401 without the right one', async () => {
    const off = await setup({ env: {} });
    const disabled = await summary(off, '', null);
    expect(disabled.status).toBe(503);
    expect(disabled.body.error).toMatch(/STAFF_TOKEN/);
    const t = await setup();
    expect((await summary(t, '', null)).status).toBe(401);
    expect((await summary(t, '', 'wrong-token-wrong-token')).status).toBe(401);
  });

  it('gives count, p75 and rating per page and metric from the stored samples', async () => {
    const t = await setup();
    const lcp = [900, 4200, 2600, 1200, 3100, 2000, 5000, 1500];
    await post(t, { samples: lcp.map((value) => sample({ value })) });
    await post(t, { samples: [0, 0.05, 0.3, 0.12].map((value) => sample({ name: 'CLS', value })) });
    await post(t, { samples: [sample({ path: '/ru', name: 'INP', value: 180 })] });
    const res = await summary(t);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.days).toBe(SUMMARY_DAYS);
    // Sorted LCP: 900 1200 1500 2000 2600 3100 4200 5000; rank ceil(0.75 × 8) = 6 is 3100.
    // Sorted CLS: 0 0.05 0.12 0.3; rank 3 is 0.12.
    expect(res.body.pages).toEqual([
      {
        path: '/en/about',
        metrics: {
          CLS: { count: 4, p75: 0.12, rating: 'needs-improvement' },
          LCP: { count: 8, p75: 3100, rating: 'needs-improvement' },
        },
      },
      { path: '/ru', metrics: { INP: { count: 1, p75: 180, rating: 'good' } } },
    ]);
  });

  it('counts only the last `days` days', async () => {
    const t = await setup();
    await saveVitals(t.db, [sample({ value: 6000 })], new Date(Date.now() - 3 * DAY_MS));
    await saveVitals(t.db, [sample({ value: 1000 })]);
    const lastDay = await summary(t, '?days=1');
    expect(lastDay.body.days).toBe(1);
    expect(lastDay.body.pages).toEqual([{ path: '/en/about', metrics: { LCP: { count: 1, p75: 1000, rating: 'good' } } }]);
    const week = await summary(t, '?days=7');
    expect(week.body.pages[0].metrics.LCP).toEqual({ count: 2, p75: 6000, rating: 'poor' });
    for (const bad of ['0', '31', '1.5', 'week']) expect((await summary(t, `?days=${bad}`)).status, bad).toBe(400);
  });
});

describe('a client that has hung up', () => {
  it('is dropped before the rate limit, which cannot key a request without an address', () => {
    const guards = jsonGuards({
      name: 'vitals',
      limits: NO_LIMIT,
      maxBody: '1kb',
      messages: () => ({ unsupportedType: '', tooMany: '', tooLarge: '', malformed: '' }),
    });
    const destroy = vi.fn();
    const next = vi.fn();
    guards.before[0]!({ ip: undefined } as Request, { destroy } as unknown as Response, next);
    expect(destroy).toHaveBeenCalledOnce();
    expect(next).not.toHaveBeenCalled();
    guards.before[0]!({ ip: '127.0.0.1' } as Request, { destroy } as unknown as Response, next);
    expect(next).toHaveBeenCalledOnce();
  });
});
