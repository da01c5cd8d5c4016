import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { withoutAddresses, type Logger } from '../logging/logger';
import type { Tables } from '../db/open-database';
import { applicationById } from '../applications/application-store';
import { listEnquiryById } from '../enquiries/enquiry-store';
import { applicationConfirmationEmail, applicationEmail } from './application-emails';
import { confirmationEmail } from './confirmation-email';
import { enquiryEmail } from './enquiry-email';
import type Mail from 'nodemailer/lib/mailer';
import type { MailTransport } from './mail-transport';

export interface RetryPolicy {
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the row is marked failed. */
  maxAttempts: number;
}

type OutboxRow = Pick<Tables['emailOutbox']['$inferSelect'], 'id' | 'enquiryId' | 'applicationId' | 'kind' | 'attempts'>;

/** What a log line says of a row: never its recipient. */
const fieldsOf = (row: OutboxRow) => ({
  emailId: row.id,
  kind: row.kind,
  ...(row.enquiryId !== null ? { enquiryId: row.enquiryId } : { applicationId: row.applicationId }),
  attempt: row.attempts,
});

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 30 * 60_000, maxAttempts: 10 };

/**
 * How long a claimed row is an instance's to send. A row still `sending` after this was claimed
 * by a process that died, and is due again. Far longer than an attempt can take (SMTP times
 * out after 15 s per step), so a slow send is never taken over and sent twice.
 */
export const CLAIM_MS = 10 * 60_000;

export interface OutboxWorker {
  /** Looks for due rows now (a new enquiry arrived). */
  kick(): void;
  /** Resolves once no due row is left (for tests and shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
  /** False once stopped, and while its last look at the outbox failed (the database did not answer). */
  running(): boolean;
}

interface WorkerOptions {
  db: Db;
  transport: MailTransport;
  to: string;
  /** Where applications go (CAREERS_TO). */
  careersTo: string;
  from: string;
  /** Where the CVs attached to applications are. */
  cvDir: string;
  log: Logger;
  retry?: RetryPolicy;
  /** How often to look for rows whose retry time has come. */
  pollMs?: number;
}

/**
 * Sends the outbox's emails one at a time. A row is claimed (marked `sending` until
 * CLAIM_MS from now) before it is sent and marked `sent` after, so no row is sent twice, even
 * by two instances on one PostgreSQL database; a row whose claim ran out (its process died) is
 * sent again. Decision 0024.
 */
export function startOutboxWorker({ db, transport, to, careersTo, from, cvDir, log, retry = DEFAULT_RETRY, pollMs = 5_000 }: WorkerOptions): OutboxWorker {
  const { emailOutbox } = db.tables;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Whether the last look at the outbox worked. */
  let lookedLast = true;

  const claimDue = () =>
    db.transaction(async (tx) => {
      const now = new Date();
      const due = tx
        .select()
        .from(emailOutbox)
        .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.id))
        .limit(1);
      // PostgreSQL: a row another instance is claiming is passed over, not waited for. SQLite's
      // transaction holds the only write lock already.
      const [row] = await (db.engine === 'postgres' ? due.for('update', { skipLocked: true }) : due);
      if (!row) return null;
      await tx
        .update(emailOutbox)
        .set({ status: 'sending', attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
        .where(eq(emailOutbox.id, row.id));
      return { ...row, attempts: row.attempts + 1 };
    });

  /** The message of a row and the name it is filed under without SMTP. */
  async function messageOf(row: OutboxRow): Promise<{ message: Mail.Options; name: string }> {
    if (row.enquiryId !== null) {
      const enquiry = await listEnquiryById(db, row.enquiryId);
      if (!enquiry) throw new Error(`enquiry ${row.enquiryId} does not exist`);
      return row.kind === 'notification'
        ? { message: enquiryEmail(enquiry, { to, from }), name: `enquiry-${enquiry.id}` }
        : { message: confirmationEmail(enquiry, { from }), name: `confirmation-${enquiry.id}` };
    }
    const application = row.applicationId === null ? undefined : await applicationById(db, row.applicationId);
    if (!application) throw new Error(`application ${row.applicationId} does not exist`);
    return row.kind === 'notification'
      ? { message: applicationEmail(application, { to: careersTo, from, cvDir }), name: `application-${application.id}` }
      : { message: applicationConfirmationEmail(application, { from }), name: `application-confirmation-${application.id}` };
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      const { message, name } = await messageOf(row);
      await transport.send(message, name);
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id));
      log.info(fieldsOf(row), 'email sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= retry.maxAttempts) {
        await db.update(emailOutbox).set({ status: 'failed', lastError: message }).where(eq(emailOutbox.id, row.id));
        log.error({ ...fieldsOf(row), error: withoutAddresses(message) }, 'email failed; it will not be retried');
        return;
      }
      const delay = Math.min(retry.baseDelayMs * 2 ** (row.attempts - 1), retry.maxDelayMs);
      await db
        .update(emailOutbox)
        .set({ status: 'pending', lastError: message, nextAttemptAt: new Date(Date.now() + delay) })
        .where(eq(emailOutbox.id, row.id));
      log.warn({ ...fieldsOf(row), error: withoutAddresses(message), retryInS: Math.round(delay / 1000) }, 'email not sent; it will be retried');
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let row = await claimDue(); row && !stopped; row = await claimDue()) await deliver(row);
    } while (again && !stopped);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .then(
        () => void (lookedLast = true),
        (error: unknown) => {
          lookedLast = false;
          log.error({ err: error }, 'the mail worker could not read the outbox; it will look again');
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  void run();

  return {
    kick: () => void run(),
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
    running: () => !stopped && lookedLast,
  };
}
