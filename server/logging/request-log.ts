import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy in front already gave the request is kept, so its logs and ours share it. */
const FORWARDED_ID = /^[\w.:-]{8,128}$/;

/**
 * One line per request when its answer is finished: method, path (never the query, where a
 * staff search could put an email address), status, duration and the request id, which the
 * answer also carries in X-Request-Id. `req.log` logs with the same id.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId(req, res) {
      const forwarded = req.get(REQUEST_ID_HEADER);
      const id = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (req, res, { responseTime }: { responseTime: number }) => lineOf(req, res, responseTime),
    customErrorObject: (req, res, _error, { responseTime }: { responseTime: number }) => lineOf(req, res, responseTime),
  });
}

function lineOf(req: Request, res: Response, durationMs: number) {
  return {
    method: req.method,
    path: req.originalUrl.split('?')[0],
    status: res.statusCode,
    durationMs,
    // The client went away before the answer was complete.
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}
