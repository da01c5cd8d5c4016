import type { Request, RequestHandler } from 'express';
import { causesOf } from '../database/database-errors';
import type { Db } from '../database/open-database';
import type { InboundStatus } from '../mail/inbound-status';
import type { OutboxWorker } from '../mail/outbox-worker';

/**
 * The error's code (SQLITE_FULL, a SQLSTATE, ECONNREFUSED) for the answer, else the driver's own
 * message; drizzle's wrapper (its `cause` is the driver's error) quotes the statement, and is not told.
 */
const codeOf = (error: unknown): string => {
  const causes = causesOf(error);
  const coded = causes.find(({ code }) => typeof code === 'string');
  if (coded) return coded.code as string;
  const { message } = causes.at(-1) ?? {};
  return typeof message === 'string' ? message.slice(0, 100) : 'unknown';
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
 * elsewhere still answer a SELECT), the mail worker runs (an instance that cannot send
 * email would leave enquiries unsent until it restarts) and, where the process renders its pages
 * ahead, they are rendered; 503 otherwise, naming what is wrong. Where the inbound mailbox is
 * read (decision 0063), its reader's state is told in the body and never changes the status: a
 * mail server that is down is no reason to take the site out of service.
 */
export function readinessRoute(
  db: Db,
  outbox: Pick<OutboxWorker, 'running'> | undefined,
  pagesReady?: () => boolean,
  inbound?: () => InboundStatus,
): RequestHandler {
  return async (req, res) => {
    const problems: string[] = [];
    // The write alone when it works (a load balancer asks often); a read tells why when it does not.
    const failedWrite = await db.probeWrite().then(
      () => null,
      (error: unknown) => ({ error }),
    );
    const unread = failedWrite && (await failureOf(() => db.ping(), req, 'the database did not answer'));
    const unwritten = failedWrite && !unread ? codeOf(failedWrite.error) : null;
    if (unwritten) req.log.error({ err: failedWrite!.error }, 'the database could not be written');
    if (unread) problems.push(`the database does not answer (${unread})`);
    if (unwritten) problems.push(`the database cannot be written (${unwritten})`);
    const mailWorker = outbox?.running() ?? false;
    if (!mailWorker) problems.push('the mail worker is not running');
    const pages = pagesReady?.();
    if (pages === false) problems.push('the pages are still being rendered ahead');
    const ok = problems.length === 0;
    const checks = {
      database: !unread,
      databaseWritable: !unread && !unwritten,
      mailWorker,
      ...(pages !== undefined && { pagesRendered: pages }),
    };
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ ok, ...checks, ...(inbound && { inbound: inbound() }), ...(ok ? {} : { problems }) });
  };
}
