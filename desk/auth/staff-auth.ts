import { createHash, timingSafeEqual } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, RequestHandler } from 'express';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import type { Db } from '../../platform/database/open-database';
import { preferredLang } from '../../platform/http/lang';
import { SESSION_COOKIE, staffSessions, type StaffSessions } from './staff-sessions';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Staff answers speak the language the desk is read in (its cookie, else Accept-Language). */
export const staffMessages = (req: Request) => DICTIONARIES[preferredLang(req)].api;

export interface StaffAuth {
  /** Lets a request through with a valid bearer STAFF_TOKEN or session cookie; 401 otherwise, 503 without a token configured. */
  requireStaff: RequestHandler;
  /** True when `candidate` is the configured token, compared in constant time. */
  tokenMatches(candidate: string): boolean;
  /** Sessions bound to the configured token: every one made with another token is refused. */
  sessions: StaffSessions;
  /** True when the request's cookie names a live session made with the configured token. */
  signedIn(req: Request): Promise<boolean>;
  enabled: boolean;
}

/** The session cookie's secret, if the request carries one. */
export const sessionSecretOf = (req: Request): string | undefined => parse(req.get('cookie') ?? '')[SESSION_COOKIE];

/**
 * Whether a request that changes something came from the site's own pages: the browser's
 * Origin, or Sec-Fetch-Site when the Origin says nothing (absent, or "null": the site's
 * no-referrer policy makes Chromium send that for its own form posts). A cookie is sent by the
 * browser on its own, so a cookie-authenticated change needs this proof; a bearer token does not.
 */
export function fromOwnOrigin(req: Request, siteUrl: string): boolean {
  const origin = req.get('origin');
  if (origin && origin !== 'null') return origin === new URL(siteUrl).origin;
  return req.get('sec-fetch-site') === 'same-origin';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createStaffAuth({ token, db, siteUrl }: { token: string | undefined; db: Db; siteUrl: string }): StaffAuth {
  const expected = token ? digest(token) : null;
  const tokenMatches = (candidate: string) => expected !== null && timingSafeEqual(digest(candidate), expected);
  const sessions = staffSessions(db, token);
  const signedIn = async (req: Request) => {
    const secret = sessionSecretOf(req);
    return Boolean(secret && (await sessions.isValid(secret)));
  };
  const requireStaff: RequestHandler = async (req, res, next) => {
    const messages = staffMessages(req);
    if (!expected) {
      res.status(503).json({ error: messages.staffDisabled });
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (bearer && tokenMatches(bearer)) return next();
    if (!bearer && (await signedIn(req))) {
      if (SAFE_METHODS.has(req.method) || fromOwnOrigin(req, siteUrl)) return next();
      res.status(403).json({ error: messages.staffOtherOrigin });
      return;
    }
    res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: messages.staffUnauthorized });
  };
  return { requireStaff, tokenMatches, sessions, signedIn, enabled: expected !== null };
}
