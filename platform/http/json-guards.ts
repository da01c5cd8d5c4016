import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';

/** How many requests one client (by IP, see TRUST_PROXY) may send to an endpoint per window. */
export interface ClientLimits {
  max: number;
  windowMs: number;
  /** Where the counts are kept, by limiter name, when not in this process's memory: PostgreSQL, shared by every instance. */
  store?: (prefix: string) => NonNullable<Options['store']>;
}

/** The options every limiter shares: its counts' place, and headers. */
export function limiterOptions(name: string, limits: ClientLimits): Partial<Options> {
  return {
    windowMs: limits.windowMs,
    ...(limits.store ? { store: limits.store(`${name}:`) } : {}),
    // A store that cannot count (the database is away) lets the request on: what it asks of the database then fails on its own.
    passOnStoreError: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
  };
}

/** The visitor-facing answers of a public JSON endpoint, in the language the endpoint picks. */
export interface JsonGuardMessages {
  unsupportedType: string;
  /** May contain `{minutes}`, the window's length. */
  tooMany: string;
  tooLarge: string;
  malformed: string;
}

/**
 * A client that has already hung up (a page being closed) has no address: nobody to answer
 * and nothing to count the request against, so it is dropped rather than let through.
 */
export const dropIfGone: RequestHandler = (req, res, next) => {
  if (req.ip) return next();
  res.destroy();
};

/**
 * The checks every public JSON POST makes before its own validation, in this order: the
 * client is still there, JSON only (415), per-client rate limit (429 with Retry-After), body
 * size and syntax (413, 400). Every request counts towards the limit, malformed ones too; a
 * limited one is refused once its body (at most `maxBody`) is read, so the refusal can speak
 * the language the request names.
 * Mount `errors` after the route: it answers the body parser's failures.
 */
export function jsonGuards({
  name,
  limits,
  maxBody,
  messages,
}: {
  /** The limiter's name: where its counts are shared, each limiter counts apart. */
  name: string;
  limits: ClientLimits;
  maxBody: string;
  messages: (req: Request) => JsonGuardMessages;
}): { before: RequestHandler[]; errors: ErrorRequestHandler } {
  const requireJson: RequestHandler = (req, res, next) => {
    if (req.is('application/json')) return next();
    res.status(415).json({ error: messages(req).unsupportedType });
  };
  const limiter = countRequests(name, limits);
  const refuseLimited: RequestHandler = (req, res, next) => {
    if (!res.locals.rateLimited) return next();
    res.status(429).json({ error: tooManyText(messages(req).tooMany, limits) });
  };
  const errors: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
    if (!error.status || error.status < 400 || error.status >= 500) return next(error);
    const { tooLarge, malformed } = messages(req);
    if (error.type === 'entity.too.large') return void res.status(413).json({ error: tooLarge });
    res.status(error.type === 'entity.parse.failed' ? 400 : error.status).json({ error: malformed });
  };
  return { before: [dropIfGone, requireJson, limiter, express.json({ limit: maxBody, strict: true }), refuseLimited], errors };
}

/** Counts each request against the client's limit and marks one over it (`res.locals.rateLimited`, Retry-After set); the route refuses it once it knows the language to refuse in. */
export function countRequests(name: string, limits: ClientLimits): RequestHandler {
  return rateLimit({
    ...limiterOptions(name, limits),
    limit: limits.max,
    handler(_req, res, next) {
      res.locals.rateLimited = true;
      next();
    },
  });
}

export const tooManyText = (message: string, limits: ClientLimits): string =>
  message.replace('{minutes}', String(Math.ceil(limits.windowMs / 60_000)));
