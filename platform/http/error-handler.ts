import type { ErrorRequestHandler, Response } from 'express';
import { PLATFORM_TEXTS } from '../texts/platform-texts';
import type { Lang } from '../../shared/i18n/langs';
import { langOfPath } from '../../shared/routes';
import { isDatabaseUnavailable } from '../database/database-errors';
import { preferredLang } from './lang';

/**
 * The status of a client error that Express or its parsers raised about the request (they mark
 * those `expose`, as http-errors does), else null: anything else is ours, whatever status it carries.
 */
function clientErrorStatus(error: unknown): number | null {
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** Answers with the site's error page for this status, in this language. */
export type SendErrorPage = (res: Response, lang: Lang, status: number) => void;

/**
 * The last handler: whatever a route did not answer itself. The API answers JSON, pages the
 * error page, both in the visitor's language, never with a stack trace; server faults are logged.
 */
export function finalErrorHandler(sendErrorPage: SendErrorPage): ErrorRequestHandler {
  return (error, req, res, next) => {
    // Part of the answer is on its way: Express can only cut the connection.
    if (res.headersSent) return next(error);
    // The database away or unwritable (an outage, a failover, a lock, a full disk) is not a bug: try again later.
    const unavailable = isDatabaseUnavailable(error);
    const status = clientErrorStatus(error) ?? (unavailable ? 503 : 500);
    if (status >= 500) req.log.error({ err: error }, unavailable ? 'request failed: the database is unavailable' : 'request failed');
    if (unavailable) res.set('Retry-After', '10');
    const lang = langOfPath(req.path) ?? preferredLang(req);
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return sendErrorPage(res, lang, status);
    const message = status === 503 ? 'databaseUnavailable' : status === 500 ? 'serverError' : 'badRequest';
    res.status(status).set('Cache-Control', 'no-store').json({ error: PLATFORM_TEXTS[lang].api[message] });
  };
}
