import express, { Router, type Request } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { z } from 'zod';
import { isLang } from '../../shared/i18n/langs';
import { DESK_PATH, deskHref } from '../pages/desk-links';
import { SESSION_COOKIE, sessionCookieOptions, SESSION_TTL_MS } from './staff-sessions';
import type { ClientLimits } from '../../platform/http/json-guards';
import { fromOwnOrigin, sessionSecretOf, staffMessages, type StaffAuth } from './staff-auth';

/** Wrong tokens one client may try before it waits (successful sign-ins do not count). */
export const DEFAULT_SIGN_IN_LIMITS: ClientLimits = { max: 5, windowMs: 15 * 60_000 };

const SignInSchema = z.object({ token: z.string().min(1).max(500) });

/**
 * POST /api/staff/session signs a desk in with the staff token (a session cookie, HttpOnly,
 * SameSite=Strict, Secure on https, 12 hours) bound to that token; DELETE ends the session on the
 * server, so the old cookie is refused afterwards.
 */
export function staffSessionRoute({ auth, siteUrl, limits }: { auth: StaffAuth; siteUrl: string; limits: ClientLimits }): Router {
  const router = Router();
  const cookieOptions = sessionCookieOptions(siteUrl);
  // The desk's sign-in form posts here too: it is answered with a redirect to the desk.
  const fromDeskForm = (req: Request) => req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
  const toDesk = (req: Request, signin?: 'wrong' | 'limited') => {
    const ui = (req.body as { ui?: unknown } | undefined)?.ui;
    return deskHref(DESK_PATH, { ui: isLang(ui) ? ui : undefined, signin });
  };
  const failedTries = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.max,
    // Only a sign-in counts as success: a wrong token from the desk's form is answered with a redirect, and still counts.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.locals.signedIn === true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler(req, res) {
      const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
      const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + limits.windowMs) - Date.now()) / 1000));
      res.set('Retry-After', String(seconds));
      if (fromDeskForm(req)) return void res.redirect(303, toDesk(req, 'limited'));
      res.status(429).json({ error: staffMessages(req).staffTooManyTries.replace('{minutes}', String(Math.ceil(seconds / 60))) });
    },
  });

  router.post(
    '/staff/session',
    express.urlencoded({ extended: false, limit: '2kb' }),
    failedTries,
    express.json({ limit: '2kb' }),
    async (req, res) => {
      const messages = staffMessages(req);
      if (!auth.enabled) {
        res.status(503).json({ error: messages.staffDisabled });
        return;
      }
      const body = SignInSchema.safeParse(req.body);
      if (!body.success) {
        res.status(400).json({ error: messages.staffSignInShape });
        return;
      }
      if (!auth.tokenMatches(body.data.token)) {
        if (fromDeskForm(req)) return void res.redirect(303, toDesk(req, 'wrong'));
        res.status(401).json({ error: messages.staffWrongToken });
        return;
      }
      const { secret } = await auth.sessions.start();
      res.locals.signedIn = true;
      res.cookie(SESSION_COOKIE, secret, { ...cookieOptions, maxAge: SESSION_TTL_MS });
      if (fromDeskForm(req)) return void res.redirect(303, toDesk(req));
      res.status(204).end();
    },
  );

  router.delete('/staff/session', async (req, res) => {
    const secret = sessionSecretOf(req);
    if (secret && !fromOwnOrigin(req, siteUrl)) {
      res.status(403).json({ error: staffMessages(req).staffOtherOrigin });
      return;
    }
    if (secret) await auth.sessions.end(secret);
    res.clearCookie(SESSION_COOKIE, cookieOptions).status(204).end();
  });
  return router;
}
