import { createHash, timingSafeEqual } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { Db } from '../../platform/database/open-database';
import { preferredLang } from '../../platform/http/lang';
import type { StaffAccount } from '../accounts/account-store';
import type { AnyKind } from '../../submissions';
import { reaches, type Area, type Staff } from './access';
import { SESSION_COOKIE, staffSessions, type StaffSessions } from './staff-sessions';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Staff answers speak the language the desk is read in (its cookie, else Accept-Language). */
export const staffMessages = (req: Request) => DESK_TEXTS[preferredLang(req)].api;

export interface StaffAuth {
  /**
   * Lets a request into an area: with the STAFF_TOKEN as a bearer (scripts; 503 when no token is
   * configured, unless a session lets it in), or with a desk session whose account's role reaches the area (403 when it does
   * not, 401 without either). Who it is goes in `res.locals.staff` (staffOf).
   */
  requireStaff(area: Area | AnyKind): RequestHandler;
  /** True when `candidate` is the configured token, compared in constant time. */
  tokenMatches(candidate: string): boolean;
  sessions: StaffSessions;
  /** The account of the request's live desk session, if any. */
  accountOf(req: Request): Promise<StaffAccount | undefined>;
}

/** Who passed requireStaff. */
export const staffOf = (res: Response): Staff => res.locals.staff as Staff;

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
  const sessions = staffSessions(db);
  const accountOf = async (req: Request) => {
    const secret = sessionSecretOf(req);
    return secret ? sessions.find(secret) : undefined;
  };
  const requireStaff =
    (area: Area | AnyKind): RequestHandler =>
    async (req, res, next) => {
      const messages = staffMessages(req);
      const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
      if (bearer) {
        if (tokenMatches(bearer) && reaches({ machine: true }, area)) {
          res.locals.staff = { machine: true } satisfies Staff;
          return next();
        }
      } else {
        const account = await accountOf(req);
        if (account) {
          if (!reaches({ account }, area)) return void res.status(403).json({ error: messages.staffForbidden });
          if (!SAFE_METHODS.has(req.method) && !fromOwnOrigin(req, siteUrl))
            return void res.status(403).json({ error: messages.staffOtherOrigin });
          res.locals.staff = { account } satisfies Staff;
          return next();
        }
      }
      // Without a token configured, scripts have no way in: said so, as the operator interface promises.
      if (!expected) return void res.status(503).json({ error: messages.staffDisabled });
      res.set('WWW-Authenticate', 'Bearer').status(401).json({ error: messages.staffUnauthorized });
    };
  return { requireStaff, tokenMatches, sessions, accountOf };
}
