import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxWorker } from '../../../platform/mail/outbox-worker';
import { startTestSmtp } from '../../support/smtp';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { createTestApp, sqliteOf } from '../../support/test-app';
import { databaseEnv, ENGINES } from '../../support/engines';
import { laterWorker, startTestWorker } from '../../support/test-worker';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
const FAST_RETRY = { baseDelayMs: 20, maxDelayMs: 40, maxAttempts: 2 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appWithWorker(smtpUrl: string) {
  let worker: OutboxWorker | undefined;
  const t = await createTestApp({}, { outbox: laterWorker(() => worker), submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT } });
  cleanups.push(() => t.close());
  worker = startTestWorker(t, { smtpUrl, retry: FAST_RETRY, pollMs: 20 });
  cleanups.push(() => worker?.stop());
  return { t, worker };
}

describe('request logs', () => {
  it('writes one JSON line per request: method, path without the query, status, duration and the id the answer carries', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const res = await request(t.app).get('/en/about?q=someone@example.com');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = t.logs.filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      requestId: id,
      method: 'GET',
      path: '/en/about',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(t.logs)).not.toContain('someone@example.com');

    const missing = await request(t.app).get('/api/nothing-here');
    expect(t.logs.at(-1)).toMatchObject({ requestId: missing.headers['x-request-id'], path: '/api/nothing-here', status: 404 });
  });

  it('writes a 503 as a warning: the process chose it, and its cause is logged where it was decided', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const notReady = await request(t.app).get('/readyz');
    expect(notReady.status).toBe(503);
    expect(t.logs.filter((line) => line.msg === 'request').at(-1)).toMatchObject({ level: 'warn', path: '/readyz', status: 503 });
  });

  it('keeps the id a proxy in front gave the request, and replaces one that is not an id', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const kept = await request(t.app).get('/healthz').set('X-Request-Id', 'lb-7f3a9c21');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21');
    expect(t.logs.at(-1)).toMatchObject({ requestId: 'lb-7f3a9c21', path: '/healthz' });
    const replaced = await request(t.app).get('/healthz').set('X-Request-Id', '<script>');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('event logs', () => {
  it('say an enquiry was stored and its emails sent, never with the visitor’s address, name, phone or words', async () => {
    const smtp = await startTestSmtp();
    cleanups.push(() => smtp.stop());
    const { t } = await appWithWorker(smtp.url);
    const sent = await request(t.app).post('/api/contact').send(VALID_ENQUIRY);
    expect(sent.status).toBe(201);
    await until(() => t.logs.filter((line) => line.msg === 'email sent').length === 2, 'both emails logged as sent');
    const stored = t.logs.find((line) => line.msg === 'enquiry stored');
    expect(stored).toMatchObject({ enquiryId: sent.body.id, locale: 'en', spam: false, requestId: sent.headers['x-request-id'] });
    expect(
      t.logs
        .filter((line) => line.msg === 'email sent')
        .map((line) => line.kind)
        .sort(),
    ).toEqual(['confirmation', 'notification']);
    const all = JSON.stringify(t.logs);
    for (const secret of [VALID_ENQUIRY.email, VALID_ENQUIRY.name, VALID_ENQUIRY.phone, VALID_ENQUIRY.project])
      expect(all).not.toContain(secret);
  });

  it('say an email failed without the address the mail server quoted', async () => {
    const smtp = await startTestSmtp({ refuse: VALID_ENQUIRY.email });
    cleanups.push(() => smtp.stop());
    const { t } = await appWithWorker(smtp.url);
    expect((await request(t.app).post('/api/contact').send(VALID_ENQUIRY)).status).toBe(201);
    await until(
      () => t.logs.some((line) => line.msg === 'email failed; it will not be retried'),
      'the refused confirmation logged as failed',
    );
    const failed = t.logs.find((line) => line.msg === 'email failed; it will not be retried');
    expect(failed).toMatchObject({ level: 'error', kind: 'confirmation', attempt: 2, error: expect.stringContaining('[address]') });
    expect(t.logs.some((line) => line.msg === 'email not sent; it will be retried')).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain(VALID_ENQUIRY.email);
  });

  it.each(ENGINES)('say on %s which statement failed when an enquiry cannot be stored, without what the visitor sent', async (engine) => {
    const t = await createTestApp(await databaseEnv(engine), { submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT } });
    cleanups.push(() => t.close());
    // drizzle's error names the statement's parameters, the visitor's fields among them.
    if (engine === 'sqlite') sqliteOf(t).exec('ALTER TABLE submissions RENAME TO submissions_gone');
    else await (t.db as unknown as NodePgDatabase).execute(sql`ALTER TABLE submissions RENAME TO submissions_gone`);
    const refused = await request(t.app).post('/api/contact').send(VALID_ENQUIRY);
    expect(refused.status).toBe(503);
    const line = t.logs.find((entry) => entry.msg === 'enquiry could not be stored');
    // PostgreSQL's failure comes through drizzle's wrapper of the statement; SQLite's while preparing it.
    const reason = engine === 'postgres' ? 'Failed query: insert into "submissions"' : 'no such table: submissions';
    expect(line?.err).toMatchObject({ message: expect.stringContaining(reason), stack: expect.stringContaining('submissions') });
    const all = JSON.stringify(t.logs);
    for (const secret of [VALID_ENQUIRY.email, VALID_ENQUIRY.name, VALID_ENQUIRY.phone, VALID_ENQUIRY.project, VALID_ENQUIRY.company])
      expect(all).not.toContain(secret);
  });
});

describe('GET /readyz', () => {
  it('is 200 while the database answers and the mail worker runs, and 503 naming what stopped', async () => {
    const smtp = await startTestSmtp();
    cleanups.push(() => smtp.stop());
    const { t, worker } = await appWithWorker(smtp.url);
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true, database: true, databaseWritable: true, mailWorker: true });
    expect(ready.headers['cache-control']).toBe('no-store');

    await worker.stop();
    const noWorker = await request(t.app).get('/readyz');
    expect(noWorker.status).toBe(503);
    expect(noWorker.body).toEqual({
      ok: false,
      database: true,
      databaseWritable: true,
      mailWorker: false,
      problems: ['the mail worker is not running'],
    });
    // Liveness is the database alone: this process need not be restarted.
    expect((await request(t.app).get('/healthz')).status).toBe(200);

    await t.db.close();
    const noDatabase = await request(t.app).get('/readyz');
    expect(noDatabase.status).toBe(503);
    expect(noDatabase.body).toEqual({
      ok: false,
      database: false,
      databaseWritable: false,
      mailWorker: false,
      problems: ['the database does not answer (The database connection is not open)', 'the mail worker is not running'],
    });
    expect((await request(t.app).get('/healthz')).status).toBe(503);
  });

  it('is 503 in a process without a mail worker', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    expect((await request(t.app).get('/readyz')).body).toMatchObject({
      ok: false,
      database: true,
      databaseWritable: true,
      mailWorker: false,
    });
  });
});
