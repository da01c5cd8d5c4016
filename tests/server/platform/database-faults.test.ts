import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import type { ParsedMail } from 'mailparser';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxWorker } from '../../../platform/mail/outbox-worker';
import { DICTIONARIES } from '../../../shared/i18n/dictionaries';
import { startPostgresCluster } from '../../support/postgres-cluster';
import { startTestSmtp } from '../../support/smtp';
import { createTestApp } from '../../support/test-app';
import { laterWorker, startTestWorker, STUDIO_INBOX } from '../../support/test-worker';
import { storedEnquiries } from '../../support/stored-submissions';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { PLATFORM_TEXTS } from '../../../platform/texts/platform-texts';

const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
const FAST_RETRY = { baseDelayMs: 20, maxDelayMs: 40, maxAttempts: 50 };
const TOKEN = 'database-faults-staff-token';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app listening on a port of its own, with a mail worker, so requests go over real sockets. */
async function servedApp(env: Record<string, string>, smtpUrl?: string) {
  let worker: OutboxWorker | undefined;
  const t = await createTestApp(
    { STAFF_TOKEN: TOKEN, ...env },
    { outbox: laterWorker(() => worker), submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT } },
  );
  cleanups.push(() => t.close());
  worker = startTestWorker(t, { smtpUrl, retry: FAST_RETRY, pollMs: 50 });
  cleanups.push(() => worker?.stop());
  const server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let sent = 0;
  const enquire = async (locale: 'en' | 'ru' = 'en') => {
    const n = ++sent;
    const res = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...VALID_ENQUIRY, email: `visitor-${n}@larkspur.example`, locale }),
    });
    return { status: res.status, body: (await res.json()) as { id?: number; error?: string } };
  };
  const get = (path: string) => fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  return { t, worker: () => worker!, enquire, get };
}

const toStudio = (mail: ParsedMail) => JSON.stringify(mail.to).includes(STUDIO_INBOX);

const readiness = async (get: (path: string) => Promise<Response>) => {
  const res = await get('/readyz');
  return { status: res.status, body: (await res.json()) as { ok: boolean; databaseWritable: boolean; problems?: string[] } };
};

describe('a lock another process holds on the SQLite file', () => {
  it('freezes nothing for 8 s: pages answer, writes answer 503 in the visitor’s language, readiness names the lock, and all works after', async () => {
    const { t, enquire, get } = await servedApp({});
    expect((await enquire()).status).toBe(201);
    const other = new Database(join(t.dir, 'site.db'));
    cleanups.push(() => void other.close());
    const loop = monitorEventLoopDelay({ resolution: 10 });

    other.exec('BEGIN IMMEDIATE');
    loop.enable();
    let held = true;
    // Writes stop 2 s before the lock ends: each has had time to be refused while it is held.
    let writing = true;
    setTimeout(() => (writing = false), 6_000);
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        other.exec('COMMIT');
        held = false;
        resolve();
      }, 8_000),
    );
    // Everything that is answered while the lock is held, whatever it answered.
    const answeredWhileHeld: string[] = [];
    const pages: Promise<void>[] = [];
    const writes: Promise<void>[] = [];
    while (held) {
      pages.push(
        get('/en/about').then(async (res) => {
          await res.text();
          if (held) answeredWhileHeld.push(`page ${res.status}`);
        }),
      );
      if (writing && pages.length % 8 === 1) {
        const locale = writes.length % 2 ? 'ru' : 'en';
        writes.push(
          enquire(locale).then(({ status, body }) => {
            if (!held) return;
            answeredWhileHeld.push(`enquiry ${status}`);
            expect(body.error).toBe(DICTIONARIES[locale].submission.errors.server);
          }),
        );
      }
      if (pages.length === 4) {
        const ready = await readiness(get);
        expect(ready.status).toBe(503);
        expect(ready.body).toMatchObject({ ok: false, database: true, databaseWritable: false });
        expect(ready.body.problems).toContain('the database cannot be written (SQLITE_BUSY)');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await released;
    await Promise.all([...pages, ...writes]);
    loop.disable();

    // Every request got an answer (a dropped one rejects above); those during the lock were pages
    // served at once and writes refused with a message, not kept waiting until it ended.
    expect(answeredWhileHeld.filter((answer) => answer === 'page 200').length).toBeGreaterThan(40);
    expect(answeredWhileHeld.filter((answer) => answer === 'enquiry 503').length).toBe(writes.length);
    expect(answeredWhileHeld.every((answer) => answer === 'page 200' || answer === 'enquiry 503')).toBe(true);
    // busy_timeout stopped the process for 5 s per waiting write.
    expect(loop.max / 1e6).toBeLessThan(2_000);

    expect((await enquire()).status).toBe(201);
    // The mail worker's look failed during the lock too; it looks again within a second or so.
    await until(async () => (await readiness(get)).status === 200, 'readiness after the lock', 5_000);
  }, 30_000);
});

// Mounting a small filesystem needs root, as the README's test command runs on CI and a fresh machine.
describe.runIf(process.getuid?.() === 0)('a full disk under SQLite', () => {
  it('refuses writes with 503, is not ready naming the full disk, and takes writes again once there is room', async () => {
    const disk = mkdtempSync(join(tmpdir(), 'site-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', disk]);
    cleanups.push(() => {
      execFileSync('umount', [disk]);
      rmSync(disk, { recursive: true });
    });
    const { enquire, get } = await servedApp({ DATABASE_PATH: join(disk, 'site.db') });
    expect((await enquire()).status).toBe(201);

    const filler = join(disk, 'filler');
    // Written until the disk refuses: what fits stays.
    expect(() => writeFileSync(filler, Buffer.alloc(8 * 1024 * 1024))).toThrow(/ENOSPC/);
    expect(await enquire('ru')).toEqual({ status: 503, body: { error: DICTIONARIES.ru.submission.errors.server } });
    const full = await readiness(get);
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ ok: false, database: true, databaseWritable: false });
    expect(full.body.problems).toContain('the database cannot be written (SQLITE_FULL)');
    expect((await get('/en/about')).status).toBe(200);

    rmSync(filler);
    await until(async () => (await readiness(get)).status === 200, 'readiness once the disk has room');
    expect((await enquire()).status).toBe(201);
  });
});

describe('PostgreSQL going away and coming back', () => {
  it('keeps the process alive, answers 503 meanwhile, is ready again within 5 s, and loses or doubles no enquiry or email', async () => {
    const cluster = await startPostgresCluster();
    cleanups.push(() => cluster.stop());
    const smtp = await startTestSmtp();
    cleanups.push(() => smtp.stop());
    const { t, worker, enquire, get } = await servedApp({ DATABASE_URL: await cluster.newDatabase() }, smtp.url);
    const acknowledged: number[] = [];
    const acknowledge = ({ status, body }: { status: number; body: { id?: number } }) => {
      if (status === 201 && body.id) acknowledged.push(body.id);
      return status;
    };
    for (let i = 0; i < 5; i++) expect(acknowledge(await enquire())).toBe(201);

    // Transactions holding pooled clients when the server goes: their connections break under them.
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const { submissions } = t.db.tables;
    const open = Array.from({ length: 3 }, () =>
      t.db.transaction(async (tx) => {
        await tx.select().from(submissions);
        await gate;
        return tx.select().from(submissions);
      }),
    );
    // And enquiries on their way in.
    const inFlight = Array.from({ length: 6 }, () => enquire().then(acknowledge));
    cluster.halt();
    finish();
    for (const outcome of await Promise.allSettled(open)) expect(outcome.status).toBe('rejected');
    for (const status of await Promise.all(inFlight)) expect([201, 503]).toContain(status);

    const refused = await enquire('ru');
    expect(refused).toEqual({ status: 503, body: { error: DICTIONARIES.ru.submission.errors.server } });
    const staffList = await get('/api/contacts');
    expect(staffList.status).toBe(503);
    expect(await staffList.json()).toEqual({ error: PLATFORM_TEXTS.en.api.databaseUnavailable });
    expect((await get('/en/services')).status).toBe(200);
    expect((await readiness(get)).status).toBe(503);
    await until(() => !worker().running(), 'the mail worker to notice the outage');

    cluster.resume();
    await until(async () => (await readiness(get)).status === 200, 'readiness after the database returned', 5_000);
    for (let i = 0; i < 5; i++) expect(acknowledge(await enquire())).toBe(201);

    await until(async () => {
      await worker().idle();
      return smtp.messages.filter(toStudio).length >= acknowledged.length;
    }, 'every acknowledged enquiry’s notification');
    const stored = await storedEnquiries(t.db);
    const notified = smtp.messages.filter(toStudio).map((mail) => Number(mail.headers.get('x-enquiry-id')));
    for (const id of acknowledged) {
      expect(stored.filter((row) => row.id === id)).toHaveLength(1);
      expect(notified.filter((notifiedId) => notifiedId === id)).toHaveLength(1);
    }
    expect(notified).toHaveLength(new Set(notified).size);
  }, 60_000);

  it('is not ready while the database refuses writes (a read-only replica after a failover), and ready once it takes them', async () => {
    const cluster = await startPostgresCluster();
    cleanups.push(() => cluster.stop());
    const url = await cluster.newDatabase();
    const { get } = await servedApp({ DATABASE_URL: url });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    cleanups.push(() => admin.end());
    const readOnly = async (on: boolean) => {
      await admin.query(`ALTER SYSTEM SET default_transaction_read_only = ${on ? 'on' : 'off'}`);
      await admin.query('SELECT pg_reload_conf()');
    };
    cleanups.push(() => readOnly(false));
    expect((await readiness(get)).status).toBe(200);

    await readOnly(true);
    await until(async () => (await readiness(get)).status === 503, 'readiness to see the read-only database');
    const { problems, ...checks } = (await readiness(get)).body;
    expect(checks).toMatchObject({ ok: false, database: true, databaseWritable: false });
    // The mail worker claims its rows with a write: if it looked while the database refused, it says so too.
    expect(problems?.filter((problem) => problem !== 'the mail worker is not running')).toEqual(['the database cannot be written (25006)']);

    await readOnly(false);
    await until(async () => (await readiness(get)).status === 200, 'readiness once the database takes writes');
  }, 30_000);
});
