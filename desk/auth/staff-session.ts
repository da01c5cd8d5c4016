import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '../../platform/database/open-database';
import { limiterOptions, type ClientLimits } from '../../platform/http/json-guards';
import type { StaffAccount } from '../accounts/account-store';
import { createPasskeys } from './passkeys';
import { SESSION_COOKIE, sessionCookieOptions, SESSION_TTL_MS } from './staff-sessions';
import { fromOwnOrigin, sessionSecretOf, staffMessages, type StaffAuth } from './staff-auth';

/** Failed sign-ins one client may make before it waits (successful ones do not count). */
export const DEFAULT_SIGN_IN_LIMITS: ClientLimits = { max: 5, windowMs: 15 * 60_000 };

/** Challenges one client may ask for per failed sign-in it is allowed: each is a row until it is answered or expires. */
const OPTIONS_PER_TRY = 10;

/** A passkey's answer with an ES256, EdDSA or RS256 key fits in well under this. */
const BODY_LIMIT = '8kb';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);
const extensions = z.record(z.string(), z.unknown());
const common = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensions,
};

/** What @simplewebauthn/browser's startRegistration returns, within sizes a real passkey needs. */
const RegistrationSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(2000),
    attestationObject: base64url(5000),
    authenticatorData: base64url(3000).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(2000).optional(),
  }),
});

/** What startAuthentication returns. */
const AuthenticationSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(2000),
    authenticatorData: base64url(2000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
});

/** The invitation's secret, from its link's fragment. */
const invitation = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

const SignInSchema = z.object({ response: AuthenticationSchema });
const InvitationOptionsSchema = z.object({ invitation });
const RegisterSchema = z.object({ invitation, response: RegistrationSchema });

/**
 * The desk's sign-in with passkeys (issue 28), as JSON under /api for the desk's passkey step
 * (desk/passkey-step/): POST /staff/session/options then /staff/session signs in with a passkey;
 * POST /staff/invitation/options then /staff/invitation creates one from an invitation's link
 * and signs in with it. A sign-in sets the session cookie (HttpOnly, SameSite=Strict, Secure on
 * https, 12 hours). DELETE /staff/session ends the session on the server, so the old cookie is
 * refused afterwards. Every POST must come from the site's own pages; failed tries are limited
 * per client.
 */
export function staffSessionRoute({
  auth,
  db,
  siteUrl,
  limits,
}: {
  auth: StaffAuth;
  db: Db;
  siteUrl: string;
  limits: ClientLimits;
}): Router {
  const router = Router();
  const cookieOptions = sessionCookieOptions(siteUrl);
  const passkeys = createPasskeys(db, siteUrl);

  const retryAfter = (req: Request, res: Response) => {
    const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
    const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + limits.windowMs) - Date.now()) / 1000));
    res.set('Retry-After', String(seconds));
    res.status(429).json({ error: staffMessages(req).staffTooManyTries.replace('{minutes}', String(Math.ceil(seconds / 60))) });
  };
  const failedTries = rateLimit({
    ...limiterOptions('sign-in', limits),
    limit: limits.max,
    // Only what let someone in is a success: refusals and malformed answers count.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.locals.passed === true,
    handler: retryAfter,
  });
  const optionRequests = rateLimit({
    ...limiterOptions('sign-in-options', limits),
    limit: limits.max * OPTIONS_PER_TRY,
    handler: retryAfter,
  });
  const ownOrigin: RequestHandler = (req, res, next) => {
    if (fromOwnOrigin(req, siteUrl)) return next();
    res.status(403).json({ error: staffMessages(req).staffOtherOrigin });
  };
  const json = express.json({ limit: BODY_LIMIT, strict: true });
  const signIn = async (res: Response, account: StaffAccount) => {
    const { secret } = await auth.sessions.start(account.id);
    res.locals.passed = true;
    res
      .cookie(SESSION_COOKIE, secret, { ...cookieOptions, maxAge: SESSION_TTL_MS })
      .status(204)
      .end();
  };
  const shapeRefused = (req: Request, res: Response) => void res.status(400).json({ error: staffMessages(req).staffPasskeyShape });
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.post('/staff/session/options', ownOrigin, optionRequests, async (_req, res) => {
    noStore(res).json(await passkeys.authenticationOptions());
  });

  router.post('/staff/session', ownOrigin, failedTries, json, async (req, res) => {
    const body = SignInSchema.safeParse(req.body);
    if (!body.success) return shapeRefused(req, res);
    const account = await passkeys.authenticate(body.data.response as AuthenticationResponseJSON);
    if (!account) return void res.status(401).json({ error: staffMessages(req).staffSignInFailed });
    await signIn(res, account);
  });

  // Not counted as failed tries: the passkey step asks as its page opens, and people open spent
  // links; a secret of 256 bits cannot be guessed anyway. The answer to these options is what counts.
  router.post('/staff/invitation/options', ownOrigin, optionRequests, json, async (req, res) => {
    const body = InvitationOptionsSchema.safeParse(req.body);
    if (!body.success) return shapeRefused(req, res);
    const options = await passkeys.registrationOptions(body.data.invitation);
    if (!options) return void res.status(410).json({ error: staffMessages(req).staffInvitationInvalid });
    noStore(res).json(options);
  });

  router.post('/staff/invitation', ownOrigin, failedTries, json, async (req, res) => {
    const body = RegisterSchema.safeParse(req.body);
    if (!body.success) return shapeRefused(req, res);
    const result = await passkeys.register(body.data.invitation, body.data.response as RegistrationResponseJSON);
    if ('refused' in result) {
      const messages = staffMessages(req);
      return void (result.refused === 'invitation'
        ? res.status(410).json({ error: messages.staffInvitationInvalid })
        : res.status(401).json({ error: messages.staffSignInFailed }));
    }
    await signIn(res, result.account);
  });

  router.delete('/staff/session', async (req, res) => {
    const secret = sessionSecretOf(req);
    if (secret && !fromOwnOrigin(req, siteUrl)) {
      res.status(403).json({ error: staffMessages(req).staffOtherOrigin });
      return;
    }
    if (secret) await auth.sessions.end(secret);
    res.clearCookie(SESSION_COOKIE, cookieOptions).status(204).end();
  });

  // The JSON parser's refusals (too large, not JSON), in the request's language; anything else goes on.
  const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
    if (!error.status || error.status < 400 || error.status >= 500) return next(error);
    res.status(error.type === 'entity.too.large' ? 413 : 400).json({ error: staffMessages(req).staffPasskeyShape });
  };
  router.use('/staff', bodyErrors);
  return router;
}
