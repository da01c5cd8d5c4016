import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import express, { type Request, type RequestHandler, type Response } from 'express';
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

/** Told of each request whose answer was sent in full, with how long it took (GET /metrics). */
export type AnswerObserver = (req: Request, res: Response, seconds: number) => void;

/** What the request log keeps of a request, in one property: each property added to a request object costs. */
interface RequestContext {
  id: string;
  logger: Logger;
  /** performance.now() when the request came. */
  started: number;
  /** Made when a handler first logs. */
  child?: Logger;
}

const CONTEXT = Symbol('request log');

interface LoggedRequest {
  [CONTEXT]: RequestContext;
}

const contextOf = (req: Request): RequestContext => (req as unknown as LoggedRequest)[CONTEXT];

// On Express's request prototype, once: defining it on each request made every request object slower to use.
// The child logger is made only when a handler logs, which most requests never do.
Object.defineProperty(express.request, 'log', {
  configurable: true,
  get(this: Request) {
    const context = contextOf(this);
    return (context.child ??= context.logger.child({ requestId: context.id }));
  },
});

/** The id requestLog gave the request. */
export const requestIdOf = (req: Request): string => contextOf(req).id;

/**
 * Writes the request's id into its answer's headers: mounted after the senders that write all
 * their headers at once (a kept page), which put it among theirs, so that Node does not have to
 * collect them one by one.
 */
export const requestIdHeader: RequestHandler = (req, res, next) => {
  res.setHeader(REQUEST_ID_HEADER, requestIdOf(req));
  next();
};

/**
 * One line per request once its answer is over: method, path (never the query, where a staff
 * search could put an email address), status, duration and the request id, which the answer
 * also carries in X-Request-Id (requestIdHeader). `req.log` logs with the same id. Written here rather than with
 * pino-http, which serialises the whole request (headers included) into a child logger on every
 * request and cost a quarter of the cached pages' request rate (decision 0022). `observe` hears
 * of each answer sent in full at the same moment, so that a request is timed once.
 */
export function requestLog(logger: Logger, observe?: AnswerObserver): RequestHandler {
  const enabled = logger.isLevelEnabled('error');
  // One listener for every answer (it finds its request on the response), not a closure made for each.
  function answered(this: Response) {
    const req = this.req;
    const { id, started } = contextOf(req);
    const ms = performance.now() - started;
    if (this.writableFinished) observe?.(req, this, ms / 1000);
    if (!enabled) return;
    const line = {
      requestId: id,
      method: req.method,
      path: req.originalUrl.split('?', 1)[0],
      status: this.statusCode,
      durationMs: Math.round(ms * 10) / 10,
    };
    if (!this.writableFinished) logger.warn({ ...line, aborted: true }, 'request');
    // A 503 is an answer the process chose (not ready yet, not configured, the database away), its cause logged where it was decided:
    // as an error, every /readyz asked while a start renders the pages ahead would read as a fault.
    else if (this.statusCode === 503) logger.warn(line, 'request');
    else if (this.statusCode >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  }
  return (req, res, next) => {
    const started = performance.now();
    const forwarded = req.headers['x-request-id'];
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    (req as unknown as LoggedRequest)[CONTEXT] = { id, logger, started };
    // 'close' comes after 'finish', and alone when the client went away first.
    if (enabled || observe) res.on('close', answered);
    next();
  };
}
