import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/open-database';
import type { OutboxWorker } from '../mail/outbox-worker';

/**
 * The error's code (SQLITE_FULL, a SQLSTATE, ECONNREFUSED) for the answer, else the driver's own
 * message; drizzle's wrapper (its `cause` is the driver's error) quotes the statement, and is not told.
 */
const codeOf = (error: unknown): string => {
  let current = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string') return current.code;
    if (!current.cause) return typeof current.message === 'string' ? current.message.slice(0, 100) : 'unknown';
    current = current.cause as typeof current;
  }
  return 'unknown';
};

/** Null when `check` resolves, else the code of why not (logged whole). */
async function failureOf(check: () => Promise<void>, req: Request, what: string): Promise<string | null> {
  try {
    await check();
    return null;
  } catch (error) {
    req.log.error({ err: error }, what);
    return codeOf(error);
  }
}

/**
 * Liveness, /healthz: 200 once the database answers; 503 if it stops answering. A database that
 * answers but cannot be written is readiness's business: restarting the process would not help.
 */
export function healthRoute(db: Db): RequestHandler {
  return async (req, res) => {
    const ok = (await failureOf(() => db.ping(), req, 'the database did not answer')) === null;
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ ok });
  };
}

/**
 * Readiness, /readyz: whether this process should get traffic. 200 when the database answers
 * and commits a write (the heartbeat row: a full disk, a read-only replica or a lock held
 * elsewhere still answer a SELECT), and the mail worker runs (an instance that cannot send
 * email would leave enquiries unsent until it restarts); 503 otherwise, naming what is wrong.
 */
export function readinessRoute(db: Db, outbox: Pick<OutboxWorker, 'running'> | undefined): RequestHandler {
  return async (req, res) => {
    const problems: string[] = [];
    const unread = await failureOf(() => db.ping(), req, 'the database did not answer');
    const unwritten = unread ? null : await failureOf(() => db.probeWrite(), req, 'the database could not be written');
    if (unread) problems.push(`the database does not answer (${unread})`);
    if (unwritten) problems.push(`the database cannot be written (${unwritten})`);
    const mailWorker = outbox?.running() ?? false;
    if (!mailWorker) problems.push('the mail worker is not running');
    const ok = problems.length === 0;
    const checks = { database: !unread, databaseWritable: !unread && !unwritten, mailWorker };
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ ok, ...checks, ...(ok ? {} : { problems }) });
  };
}
