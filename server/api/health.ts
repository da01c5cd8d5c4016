import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/open-database';
import type { OutboxWorker } from '../mail/outbox-worker';

async function databaseAnswers(db: Db, req: Request): Promise<boolean> {
  try {
    await db.ping();
    return true;
  } catch (error) {
    req.log.error({ err: error }, 'the database did not answer');
    return false;
  }
}

/** Liveness, /healthz: 200 once the database answers; 503 if it stops answering. */
export function healthRoute(db: Db): RequestHandler {
  return async (req, res) => {
    const ok = await databaseAnswers(db, req);
    res.status(ok ? 200 : 503).set('Cache-Control', 'no-store').json({ ok });
  };
}

/**
 * Readiness, /readyz: whether this process should get traffic. 200 when the database answers
 * and the mail worker runs (an instance that cannot send email would leave enquiries unsent
 * until it restarts); 503 otherwise, naming what is wrong.
 */
export function readinessRoute(db: Db, outbox: Pick<OutboxWorker, 'running'> | undefined): RequestHandler {
  return async (req, res) => {
    const checks = { database: await databaseAnswers(db, req), mailWorker: outbox?.running() ?? false };
    const ok = checks.database && checks.mailWorker;
    res.status(ok ? 200 : 503).set('Cache-Control', 'no-store').json({ ok, ...checks });
  };
}
