import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's request type is only extended this way.
  namespace Express {
    interface Request {
      /** Logs with this request's id. */
      log: Logger;
    }
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy in front already gave the request is kept, so its logs and ours share it. */
const FORWARDED_ID = /^[\w.:-]{8,128}$/;

/**
 * One line per request once its answer is over: method, path (never the query, where a staff
 * search could put an email address), status, duration and the request id, which the answer
 * also carries in X-Request-Id. `req.log` logs with the same id. Written here rather than with
 * pino-http, which serialises the whole request (headers included) into a child logger on every
 * request and cost a quarter of the cached pages' request rate (decision 0022).
 */
export function requestLog(logger: Logger): RequestHandler {
  const enabled = logger.isLevelEnabled('error');
  return (req, res, next) => {
    const started = performance.now();
    const forwarded = req.headers['x-request-id'];
    const requestId = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    let child: Logger | undefined;
    // Made only when a handler logs: most requests never do.
    Object.defineProperty(req, 'log', { get: () => (child ??= logger.child({ requestId })), configurable: true });
    if (enabled) {
      const path = req.originalUrl.split('?', 1)[0];
      // 'close' comes after 'finish', and alone when the client went away first.
      res.once('close', () => {
        const line = {
          requestId,
          method: req.method,
          path,
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        };
        if (!res.writableFinished) logger.warn({ ...line, aborted: true }, 'request');
        else if (res.statusCode >= 500) logger.error(line, 'request');
        else logger.info(line, 'request');
      });
    }
    next();
  };
}
