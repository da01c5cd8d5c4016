import request from 'supertest';
import type { Engine } from '../../platform/database/open-database';
import type { OutboxWorker } from '../../platform/mail/outbox-worker';
import { databaseEnv } from './engines';
import { startTestSmtp } from './smtp';
import { createTestApp, TEST_SITE_URL, type TestApp } from './test-app';
import { CAREERS_INBOX, laterWorker, SENDER, startTestWorker, STUDIO_INBOX } from './test-worker';

/** Well inside every position's dates in the content. */
export const OPEN_DAY = new Date('2026-11-20T12:00:00Z');

const NO_LIMIT = { max: 10_000, windowMs: 60_000 };

/**
 * The app on `engine` at OPEN_DAY, with the worker's mail settings (the notification's Message-ID
 * and a reply's sender come from MAIL_FROM), its outbox sending to a real SMTP server on
 * 127.0.0.1. `cleanups` gets what stops them, for the test's afterEach. On PostgreSQL its database
 * is on the run's server, or on `postgresServer` (postgres://… of another).
 */
export async function mailedApp(
  engine: Engine,
  cleanups: (() => Promise<void> | void)[],
  env: Record<string, string> = {},
  { postgresServer }: { postgresServer?: string } = {},
) {
  const smtp = await startTestSmtp();
  cleanups.push(() => smtp.stop());
  let worker: OutboxWorker | undefined;
  const database = await databaseEnv(engine, postgresServer);
  const t = await createTestApp(
    { MAIL_FROM: SENDER, MAIL_TO: STUDIO_INBOX, CAREERS_TO: CAREERS_INBOX, ...env, ...database },
    { outbox: laterWorker(() => worker), submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT }, clock: () => OPEN_DAY },
  );
  cleanups.push(() => t.close());
  worker = startTestWorker(t, { smtpUrl: smtp.url, retry: { baseDelayMs: 10, maxDelayMs: 20, maxAttempts: 2 }, pollMs: 20 });
  cleanups.push(() => worker?.stop());
  /** Every email sent, once the outbox has nothing more to send. */
  const settled = async () => {
    await worker!.idle();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await worker!.idle();
    return smtp.messages;
  };
  return { t, smtp, settled, databaseUrl: database.DATABASE_URL };
}

/** A signed-in member of staff on the desk: its pages, and its forms posted from the desk's origin. */
export function deskOf(t: TestApp, cookie: string) {
  return {
    get: (path: string) => request(t.app).get(path).set('Cookie', cookie),
    post: (path: string, body: Record<string, string>) =>
      request(t.app).post(path).set({ Cookie: cookie, Origin: TEST_SITE_URL }).type('form').send(body),
  };
}
