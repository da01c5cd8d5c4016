import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../database/open-database';
import { withoutAddresses, type Logger } from '../logging/logger';
import type { Tables } from '../database/open-database';
import type Mail from 'nodemailer/lib/mailer';
import type { MailTransport } from './mail-transport';

export interface RetryPolicy {
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the row is marked failed. */
  maxAttempts: number;
}

export type OutboxRow = Pick<Tables['emailOutbox']['$inferSelect'], 'id' | 'submissionId' | 'kind' | 'attempts' | 'message' | 'messageId'>;

/** A row of a submission's email, composed when it is sent. */
export type SubmissionEmailRow = OutboxRow & { submissionId: number };

/**
 * The message of a submission's row, the name it is filed under without SMTP, and what log lines
 * call what it is about (`{ enquiryId: 42 }`); the submissions feature writes them.
 */
export type ComposeEmail = (row: SubmissionEmailRow) => Promise<{ message: Mail.Options; name: string; about: Record<string, number> }>;

/** The name a row that carries its message (a reply, a reminder, an invitation) is filed under without SMTP. */
export const carriedMessageName = (row: Pick<OutboxRow, 'kind' | 'id'>): string => `${row.kind}-${row.id}`;

/** A row's message: the one it carries (composed when queued, e.g. an invitation), else the submission's, composed now. */
async function composeRow(row: OutboxRow, compose: ComposeEmail): ReturnType<ComposeEmail> {
  if (row.message) return withMessageId(row, { message: row.message, name: carriedMessageName(row), about: {} });
  if (row.submissionId === null) throw new Error(`email ${row.id} has neither a message nor a submission`);
  return withMessageId(row, await compose({ ...row, submissionId: row.submissionId }));
}

/** A row given its Message-ID when queued is sent with it: later emails of its thread name that id. */
const withMessageId = (row: OutboxRow, composed: Awaited<ReturnType<ComposeEmail>>) =>
  row.messageId === null ? composed : { ...composed, message: { ...composed.message, messageId: row.messageId } };

/** What a log line says of a row: never its recipient. */
const fieldsOf = (row: OutboxRow, about: Record<string, number>) => ({ emailId: row.id, kind: row.kind, ...about, attempt: row.attempts });

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 30 * 60_000, maxAttempts: 10 };

/**
 * How long a claimed row is an instance's to send. A row still `sending` after this was claimed
 * by a process that died, and is due again. Far longer than an attempt can take (SMTP times
 * out after 15 s per step), so a slow send is never taken over and sent twice.
 */
export const CLAIM_MS = 10 * 60_000;

/** How often a worker looks again while the database does not answer (pollMs if that is sooner). */
const RETRY_LOOK_MS = 1_000;

/** What an attempt came to, as written to its row. */
type Outcome = Partial<Pick<Tables['emailOutbox']['$inferInsert'], 'status' | 'sentAt' | 'lastError' | 'nextAttemptAt' | 'message'>>;

/** SQLite databases whose dead claims a worker of this process has released (releaseDeadClaims). */
const claimsReleased = new WeakSet<Db>();

export interface OutboxWorker {
  /** Looks for due rows now (a new submission arrived). */
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
  compose: ComposeEmail;
  log: Logger;
  retry?: RetryPolicy;
  /** How often to look for rows whose retry time has come. */
  pollMs?: number;
  /** CLAIM_MS unless a test needs a claim that runs out sooner. */
  claimMs?: number;
  /** Told of each email sent, and of each given up on (GET /metrics). */
  counts?: { sent(kind: string): void; failed(kind: string): void };
}

/**
 * Sends the outbox's emails one at a time. A row is claimed (marked `sending` until
 * CLAIM_MS from now) before it is sent and marked `sent` after, so no row is sent twice, even
 * by two instances on one PostgreSQL database; a row whose claim ran out (its process died) is
 * sent again. What SMTP answered is kept in memory until its row says so, so an email accepted
 * while the database was away is marked sent when it returns, not sent again. Decision 0024.
 */
export function startOutboxWorker({
  db,
  transport,
  compose,
  log,
  retry = DEFAULT_RETRY,
  pollMs = 5_000,
  claimMs = CLAIM_MS,
  counts,
}: WorkerOptions): OutboxWorker {
  const { emailOutbox } = db.tables;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Whether the last look at the outbox worked. */
  let lookedLast = true;
  let timer: NodeJS.Timeout | undefined;
  /** Outcomes not yet written to their rows (the database did not answer), by row id. */
  const unrecorded = new Map<number, Outcome>();

  async function record(id: number, outcome: Outcome): Promise<void> {
    unrecorded.set(id, outcome);
    // Writes go through transactions: on SQLite they then wait for another process's lock without blocking (decision 0028).
    await db.transaction((tx) => tx.update(emailOutbox).set(outcome).where(eq(emailOutbox.id, id)));
    unrecorded.delete(id);
  }

  const recordUnrecorded = async () => {
    for (const [id, outcome] of unrecorded) await record(id, outcome);
  };

  /**
   * One process owns a SQLite file (docs/production.md), so a row already `sending` when this
   * process first looks was claimed by a process that died mid-send: due now, not when its claim
   * runs out. Once per database, not per worker: a later worker of the same process (tests
   * restart them) may find rows its predecessor claimed. On PostgreSQL another live instance may
   * be sending it, so its claim stands.
   */
  async function releaseDeadClaims(): Promise<void> {
    if (db.engine !== 'sqlite' || claimsReleased.has(db)) return;
    await db.transaction((tx) =>
      tx.update(emailOutbox).set({ status: 'pending', nextAttemptAt: new Date() }).where(eq(emailOutbox.status, 'sending')),
    );
    claimsReleased.add(db);
  }

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
        .set({ status: 'sending', attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + claimMs) })
        .where(eq(emailOutbox.id, row.id));
      return { ...row, attempts: row.attempts + 1 };
    });

  /** Sends a claimed row, then records the outcome; a failure to record it rejects (and it is kept for the next look). */
  async function deliver(row: OutboxRow): Promise<void> {
    let outcome: Outcome;
    let about: Record<string, number> = row.submissionId === null ? {} : { submissionId: row.submissionId };
    try {
      const composed = await composeRow(row, compose);
      about = composed.about;
      await transport.send(composed.message, composed.name);
      // A message kept in the row (an invitation's one-time link) is not kept once delivered.
      outcome = { status: 'sent', sentAt: new Date(), lastError: null, message: null };
      log.info(fieldsOf(row, about), 'email sent');
      counts?.sent(row.kind);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (row.attempts >= retry.maxAttempts) {
        outcome = { status: 'failed', lastError: message };
        log.error({ ...fieldsOf(row, about), error: withoutAddresses(message) }, 'email failed; it will not be retried');
        counts?.failed(row.kind);
      } else {
        const delay = Math.min(retry.baseDelayMs * 2 ** (row.attempts - 1), retry.maxDelayMs);
        outcome = { status: 'pending', lastError: message, nextAttemptAt: new Date(Date.now() + delay) };
        log.warn(
          { ...fieldsOf(row, about), error: withoutAddresses(message), retryInS: Math.round(delay / 1000) },
          'email not sent; it will be retried',
        );
      }
    }
    await record(row.id, outcome);
  }

  async function drain(): Promise<void> {
    await releaseDeadClaims();
    do {
      again = false;
      // First: a row SMTP accepted may be due again by now (its claim ran out while the database
      // was away); it is marked sent, not sent twice. A failure to record, here or after a send,
      // ends the look, so nothing is claimed while an outcome is unrecorded.
      await recordUnrecorded();
      // Stopped is checked before claiming: a row claimed and then dropped would wait out its claim.
      while (!stopped) {
        const row = await claimDue();
        if (!row) break;
        await deliver(row);
      }
    } while (again && !stopped);
  }

  /** The next look: soon while the database does not answer, so readiness returns with it. */
  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void run(), lookedLast ? pollMs : Math.min(pollMs, RETRY_LOOK_MS));
    timer.unref();
  }

  /** For log lines: the rows whose outcome waits for the database. */
  const unrecordedIds = () => (unrecorded.size > 0 ? { unrecordedEmailIds: [...unrecorded.keys()] } : {});

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .then(
        () => void (lookedLast = true),
        (error: unknown) => {
          lookedLast = false;
          log.error({ err: error, ...unrecordedIds() }, 'the mail worker could not read the outbox; it will look again');
        },
      )
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  void run();

  return {
    kick: () => void run(),
    idle: async () => {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      // A last try: a row left `sending` goes out again once its claim runs out (on SQLite, at the next start).
      await recordUnrecorded().catch((error: unknown) =>
        log.error(
          { err: error, ...unrecordedIds() },
          'the mail worker stopped before it could record what SMTP answered; those emails may be sent again',
        ),
      );
      transport.close();
    },
    running: () => !stopped && lookedLast,
  };
}
