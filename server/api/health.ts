import type { RequestHandler } from 'express';
import type { Db } from '../db/open-database';

/** 200 once the database answers; 503 if it stops answering. */
export function healthRoute(db: Db): RequestHandler {
  return (_req, res) => {
    try {
      db.$client.prepare('SELECT 1').get();
      res.json({ ok: true });
    } catch (error) {
      console.error('Health check failed:', error);
      res.status(503).json({ ok: false });
    }
  };
}
