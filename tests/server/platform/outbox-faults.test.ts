import { join } from 'node:path';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, outboxDirOf } from '../../../platform/mail/mail-transport';
import { CLAIM_MS, startOutboxWorker, type OutboxWorker } from '../../../platform/mail/outbox-worker';
import { TABLE_KINDS } from '../../../desk';
import { composeEmail } from '../../../submissions';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';
import { createTestApp, outboxRows, type TestApp } from '../../support/test-app';
import { laterWorker, STUDIO_INBOX, testMailSettings } from '../../support/test-worker';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

// What happens to the outbox when PostgreSQL goes away, and after a process dies mid-send (issue 24).

const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
const FAST_RETRY = { baseDelayMs: 40, maxDelayMs: 200, maxAttempts: 50 };

/** This file's own cluster: its tests halt it, which the shared one of engines.ts must not see. */
let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
});
afterAll(() => cluster?.stop());

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A test app on `engine` whose mail worker starts when the test says (startWorker). */
async function setup(engine: 'sqlite' | 'postgres', smtp: TestSmtp) {
  let worker: OutboxWorker | undefined;
  const env: Record<string, string> = engine === 'postgres' ? { DATABASE_URL: await cluster.newDatabase() } : {};
  const t = await createTestApp(env, { outbox: laterWorker(() => worker), submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT } });
  cleanups.push(() => t.close());
  return {
    t,
    /** The worker of startTestWorker, with the claim's length a test may shorten. */
    startWorker({ pollMs = 30, claimMs }: { pollMs?: number; claimMs?: number } = {}) {
      const databasePath = join(t.dir, 'site.db');
      worker = startOutboxWorker({
        db: t.db,
        transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: outboxDirOf(databasePath) }),
        compose: composeEmail(t.db, testMailSettings(t), TABLE_KINDS),
        log: t.logger,
        retry: FAST_RETRY,
        pollMs,
        ...(claimMs === undefined ? {} : { claimMs }),
      });
      cleanups.push(() => worker?.stop());
      return worker;
    },
  };
}

async function smtpServer(options: Parameters<typeof startTestSmtp>[0] = {}) {
  const smtp = await startTestSmtp(options);
  cleanups.push(() => smtp.stop());
  return smtp;
}

/**
 * PostgreSQL crashes (connections drop mid-statement). The throwaway cluster commits
 * asynchronously (synchronous_commit=off), so what was committed is first written out, as a
 * real server's commit would be: otherwise the crash could take the test's rows with it.
 */
async function crashDatabase(t: TestApp) {
  await (t.db as unknown as NodePgDatabase).execute(sql`CHECKPOINT`);
  cluster.halt();
}

const post = (t: TestApp) => request(t.app).post('/api/contact').send(VALID_ENQUIRY);
const toStudio = (smtp: TestSmtp) => smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === STUDIO_INBOX);
const notificationOf = async (t: TestApp) => (await outboxRows(t)).find((row) => row.kind === 'notification')!;

/** A crash mid-send: the notification claimed, as a worker leaves it before SMTP answers, for the whole CLAIM_MS. */
async function claimNotification(t: TestApp) {
  const table = t.db.tables.emailOutbox;
  const { id } = await notificationOf(t);
  await t.db
    .update(table)
    .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + CLAIM_MS) })
    .where(eq(table.id, id));
  return id;
}

describe('an email SMTP accepted while PostgreSQL was away', () => {
  it('is marked sent when the database is back, and not sent again even though its claim ran out', { timeout: 15_000 }, async () => {
    let haltOnNextMessage = true;
    const smtp = await smtpServer({
      // The database goes down after the message is in the mail server, before the worker hears 250.
      onMessage: async () => {
        if (!haltOnNextMessage) return;
        haltOnNextMessage = false;
        await crashDatabase(t);
      },
    });
    const { t, startWorker } = await setup('postgres', smtp);
    // A claim that runs out at once: only what the worker remembers keeps the row from going out again.
    const worker = startWorker({ claimMs: 0 });
    expect((await post(t)).status).toBe(201);

    await until(() => smtp.messages.length === 1 && !worker.running(), 'the first email accepted and the worker failing to mark it');
    expect(t.logs.some((line) => line.msg === 'the mail worker could not read the outbox; it will look again')).toBe(true);
    cluster.resume();

    await until(async () => (await outboxRows(t)).filter((row) => row.status === 'sent').length === 2, 'both rows marked sent', 10_000);
    // One more full look after everything is recorded: nothing is due, nothing goes out.
    worker.kick();
    await worker.idle();
    expect(worker.running()).toBe(true);
    expect(smtp.messages).toHaveLength(2);
    expect(toStudio(smtp)).toHaveLength(1);
    // Claimed once: the worker never took the accepted row again.
    expect(await notificationOf(t)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});

describe('a row left `sending` by a process that died', () => {
  it('on SQLite, is sent as soon as the worker starts: one process owns the file', async () => {
    const smtp = await smtpServer();
    const { t, startWorker } = await setup('sqlite', smtp);
    expect((await post(t)).status).toBe(201);
    const id = await claimNotification(t);

    startWorker();
    await until(() => toStudio(smtp).length === 1, 'the notification');
    await until(async () => (await notificationOf(t)).status === 'sent', 'the notification marked sent');
    expect(await notificationOf(t)).toMatchObject({ id, attempts: 2 });
  });

  it('on PostgreSQL, waits out its claim: another instance may be sending it', async () => {
    const smtp = await smtpServer();
    const { t, startWorker } = await setup('postgres', smtp);
    expect((await post(t)).status).toBe(201);
    const id = await claimNotification(t);

    const worker = startWorker();
    await until(() => smtp.messages.length === 1, 'the confirmation');
    worker.kick();
    await worker.idle();
    expect(toStudio(smtp)).toHaveLength(0);
    expect(await notificationOf(t)).toMatchObject({ id, status: 'sending', attempts: 1 });

    // The claim runs out: the row is due again and goes out once.
    const table = t.db.tables.emailOutbox;
    await t.db
      .update(table)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(table.id, id));
    worker.kick();
    await until(() => toStudio(smtp).length === 1, 'the notification after its claim ran out');
    await until(async () => (await notificationOf(t)).status === 'sent', 'the notification marked sent');
    expect(smtp.messages).toHaveLength(2);
  });
});

describe('the mail worker while PostgreSQL is away', () => {
  it(
    'is not running while its looks fail, and runs again within seconds of the database’s return, not at its next poll',
    { timeout: 15_000 },
    async () => {
      const smtp = await smtpServer();
      const { t, startWorker } = await setup('postgres', smtp);
      // A poll far longer than the wait below: only the quicker looks after a failure can bring it back.
      const worker = startWorker({ pollMs: 60_000 });
      await worker.idle();
      expect(worker.running()).toBe(true);

      await crashDatabase(t);
      worker.kick();
      await worker.idle();
      expect(worker.running()).toBe(false);

      cluster.resume();
      await until(() => worker.running(), 'the worker running again', 5_000);
      // And it works: an enquiry stored now is emailed.
      expect((await post(t)).status).toBe(201);
      await until(() => toStudio(smtp).length === 1, 'the notification');
    },
  );
});
