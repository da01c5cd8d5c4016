import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../../platform/metrics/metrics';
import { paths } from '../../../shared/routes';
import { databaseEnv, ENGINES } from '../../support/engines';
import { startTestSmtp } from '../../support/smtp';
import { createTestApp, type TestApp } from '../../support/test-app';
import { laterWorker, startTestWorker } from '../../support/test-worker';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import type { OutboxWorker } from '../../../platform/mail/outbox-worker';

const STAFF_TOKEN = 'staff-token-for-metrics-tests';
const METRICS_TOKEN = 'metrics-token-for-the-scraper';

/** One sample's value from Prometheus's text format: `name{labels} value`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]?.split(',') ?? [];
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('GET /metrics: who may read it', () => {
  it('is closed without a token configured, and asks for the right bearer token', async () => {
    const closed = await createTestApp();
    cleanups.push(() => closed.close());
    expect((await request(closed.app).get('/metrics')).status).toBe(503);

    const t = await createTestApp({ STAFF_TOKEN });
    cleanups.push(() => t.close());
    const none = await request(t.app).get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await request(t.app).get('/metrics').set('Authorization', 'Bearer wrong-token-of-some-length')).status).toBe(401);
    const read = await request(t.app).get('/metrics').set('Authorization', `Bearer ${STAFF_TOKEN}`);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(read.headers['cache-control']).toBe('no-store');

    // A token of its own, when set, is the only way in: the staff token stays with the staff API.
    const own = await createTestApp({ STAFF_TOKEN, METRICS_TOKEN });
    cleanups.push(() => own.close());
    expect((await request(own.app).get('/metrics').set('Authorization', `Bearer ${STAFF_TOKEN}`)).status).toBe(401);
    expect((await request(own.app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`)).status).toBe(200);
  });
});

describe.each(ENGINES)('GET /metrics on %s', (engine) => {
  let t: TestApp;
  let worker: OutboxWorker | undefined;
  const scrape = async () => (await request(t.app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`)).text;

  it('counts requests by route pattern and status, and the page cache', async () => {
    const env = await databaseEnv(engine);
    t = await createTestApp({ ...env, METRICS_TOKEN }, (db) => ({ outbox: laterWorker(() => worker), metrics: createMetrics(db) }));
    cleanups.push(() => t.close());
    const article = paths.post('en', 'responsive-design-2025');
    expect((await request(t.app).get(article)).status).toBe(200);
    expect((await request(t.app).get(article)).status).toBe(200);
    expect((await request(t.app).get('/en/blog/no-such-article')).status).toBe(404);
    expect((await request(t.app).get('/wp-login.php?user=maya@larkspur.example')).status).toBe(404);
    expect((await request(t.app).get('/api/contacts')).status).toBe(503);

    const text = await scrape();
    expect(sample(text, 'http_requests_total', { route: '/:lang/blog/:slug', method: 'GET', status: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { route: '/:lang/blog/:slug', method: 'GET', status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: 'other', method: 'GET', status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '/api/contacts', method: 'GET', status: '503' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/:lang/blog/:slug', status: '200' })).toBe(2);
    // The article rendered once for the cache and was then answered from it.
    expect(sample(text, 'page_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(sample(text, 'page_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(text).not.toContain('wp-login');
    expect(text).not.toContain('no-such-article');
    if (engine === 'postgres') expect(sample(text, 'database_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('database_pool_connections');
  });

  it('reports submissions, the outbox waiting and its oldest email, and emails sent and failed, with no personal data', async () => {
    const stored = await request(t.app).post('/api/contact').send(VALID_ENQUIRY);
    expect(stored.status).toBe(201);
    let text = await scrape();
    expect(sample(text, 'submissions_stored_total', { kind: 'enquiry', spam: 'false' })).toBe(1);
    expect(sample(text, 'outbox_waiting')).toBe(2);
    expect(sample(text, 'outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_oldest_waiting_seconds')).toBeLessThan(60);
    expect(sample(text, 'http_requests_total', { route: '/api/contact', method: 'POST', status: '201' })).toBe(1);

    // The sender's own address is refused: their confirmation fails at its only attempt, the studio's notification goes.
    const smtp = await startTestSmtp({ refuse: VALID_ENQUIRY.email });
    cleanups.push(() => smtp.stop());
    const counts = createMetrics(t.db);
    worker = startTestWorker(t, {
      smtpUrl: smtp.url,
      retry: { baseDelayMs: 10, maxDelayMs: 10, maxAttempts: 1 },
      pollMs: 20,
      counts: counts.emails,
    });
    cleanups.push(() => worker?.stop());
    await until(async () => sample(await scrape(), 'outbox_waiting') === 0, 'the outbox to empty');
    const worked = await counts.registry.metrics();
    expect(sample(worked, 'emails_total', { kind: 'notification', result: 'sent' })).toBe(1);
    expect(sample(worked, 'emails_total', { kind: 'confirmation', result: 'failed' })).toBe(1);
    text = await scrape();
    expect(sample(text, 'outbox_oldest_waiting_seconds')).toBe(0);
    for (const personal of [VALID_ENQUIRY.email, VALID_ENQUIRY.name, VALID_ENQUIRY.phone, 'larkspur']) {
      expect(text).not.toContain(personal);
      expect(worked).not.toContain(personal);
    }
  });
});
