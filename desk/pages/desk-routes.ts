import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../../shared/submissions/statuses';
import { isLang, type Lang } from '../../shared/i18n/langs';
import { ChangeSchema } from '../api/staff-api';
import { fromOwnOrigin, sessionSecretOf, staffMessages, type StaffAuth } from '../auth/staff-auth';
import type { Db } from '../../platform/database/open-database';
import { APPLICATION, changeSubmission, ENQUIRY, historyOf, resendNotification } from '../../submissions';
import { listQueryOrDefaults, readListPage, readOne } from '../submission-queries';
import { preferredLang } from '../../platform/http/lang';
import { DAY_MS, RETENTION_DAYS, summarizeVitals, vitalsSince, type StaticPageFiles } from '../../site';
import { APPLICATIONS_PATH, DESK_PATH, deskHref } from './desk-links';
import { enquiryPage } from './enquiry-page';
import { inboxPage } from './inbox-page';
import { signInPage, type SignInProblem } from './sign-in-page';
import { vitalsPage } from './vitals-page';
import { applicationsPage } from './application-pages';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/staff-sessions';

/** Rows on one page of a desk list. */
const DESK_PAGE = 25;

/** A desk list's query from its address: the API's query schema, its wrong parts left out, a page of the desk's length. */
const listQueryOf = (query: Record<string, unknown>) => {
  const { cursor, status, lang, q } = listQueryOrDefaults(query);
  return { limit: DESK_PAGE, cursor, status, lang, q: q || undefined };
};

/** The desk's language: `?ui=` when it names one, else the visitor's preferred language. */
export const deskLang = (req: Request): Lang => (isLang(req.query.ui) ? req.query.ui : preferredLang(req));

/**
 * The staff desk, /staff: server-rendered pages without any script (sign-in, enquiries,
 * one enquiry, applications, web vitals) whose forms post to the desk itself and answer with a redirect.
 * Without a valid session every page is the sign-in form. Never cached, never indexed.
 */
export function deskRoutes({
  db,
  files,
  auth,
  siteUrl,
  onChanged,
}: {
  db: Db;
  files: StaticPageFiles;
  /** The API's staff auth: the desk finds sessions the same way, bound to the same token. */
  auth: StaffAuth;
  siteUrl: string;
  /** Wakes the mail worker after a change that may queue an email. */
  onChanged: () => void;
}): Router {
  const router = Router();
  const { enabled, signedIn } = auth;
  const send = (res: Response, status: number, html: string) => res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
  /** The sign-in form in place of any page, when there is no session. */
  const guard = async (req: Request, res: Response): Promise<boolean> => {
    if (await signedIn(req)) return true;
    const problem = !enabled ? 'disabled' : (req.query.signin as SignInProblem | undefined);
    send(
      res,
      enabled ? 200 : 503,
      signInPage(deskLang(req), files, problem === 'wrong' || problem === 'limited' || problem === 'disabled' ? problem : undefined),
    );
    return false;
  };
  /** A form that changes something must come from the desk's own pages (the cookie is sent by any page). */
  const guardChange = async (req: Request, res: Response): Promise<boolean> => {
    if (!(await signedIn(req))) {
      res.redirect(303, deskHref(DESK_PATH, { ui: deskLang(req) }));
      return false;
    }
    if (fromOwnOrigin(req, siteUrl)) return true;
    res.status(403).json({ error: staffMessages(req).staffOtherOrigin });
    return false;
  };

  router.get(DESK_PATH, async (req, res) => {
    if (!(await guard(req, res))) return;
    const query = listQueryOf(req.query);
    send(res, 200, inboxPage(files, { ui: deskLang(req), ...query }, await readListPage(db, ENQUIRY, query)));
  });

  router.get(`${DESK_PATH}/enquiries/:id`, async (req, res) => {
    if (!(await guard(req, res))) return;
    const id = Number(req.params.id);
    const enquiry = Number.isInteger(id) ? await readOne(db, ENQUIRY, id) : undefined;
    if (!enquiry) return void res.redirect(303, deskHref(DESK_PATH, { ui: deskLang(req) }));
    send(res, 200, enquiryPage(files, deskLang(req), enquiry, await historyOf(db, ENQUIRY.name, enquiry.id)));
  });

  router.get(APPLICATIONS_PATH, async (req, res) => {
    if (!(await guard(req, res))) return;
    const query = listQueryOf(req.query);
    send(res, 200, applicationsPage(files, { ui: deskLang(req), ...query }, await readListPage(db, APPLICATION, query)));
  });

  router.get(`${DESK_PATH}/vitals`, async (req, res) => {
    if (!(await guard(req, res))) return;
    const pages = summarizeVitals(await vitalsSince(db, new Date(Date.now() - RETENTION_DAYS * DAY_MS)));
    send(res, 200, vitalsPage(files, deskLang(req), pages, RETENTION_DAYS));
  });

  const form = express.urlencoded({ extended: false, limit: '8kb' });
  router.post(`${DESK_PATH}/enquiries/:id`, form, async (req, res) => {
    if (!(await guardChange(req, res))) return;
    const id = Number(req.params.id);
    const change = ChangeSchema.safeParse(req.body);
    if (change.success && Number.isInteger(id) && (await changeSubmission(db, ENQUIRY.name, id, change.data))) onChanged();
    res.redirect(303, deskHref(`${DESK_PATH}/enquiries/${id}`, { ui: deskLang(req) }));
  });

  router.post(`${DESK_PATH}/enquiries/:id/resend`, async (req, res) => {
    if (!(await guardChange(req, res))) return;
    const id = Number(req.params.id);
    if (Number.isInteger(id) && (await resendNotification(db, ENQUIRY.name, id))) onChanged();
    res.redirect(303, deskHref(`${DESK_PATH}/enquiries/${id}`, { ui: deskLang(req) }));
  });

  router.post(`${APPLICATIONS_PATH}/:id`, form, async (req, res) => {
    if (!(await guardChange(req, res))) return;
    const id = Number(req.params.id);
    const status = z.enum(SUBMISSION_STATUSES).safeParse(req.body.status);
    if (status.success && Number.isInteger(id) && (await changeSubmission(db, APPLICATION.name, id, { status: status.data }))) onChanged();
    // Back to the list as it was: only ever a desk list address.
    const back =
      typeof req.body.back === 'string' && req.body.back.startsWith(`${APPLICATIONS_PATH}?`)
        ? req.body.back
        : deskHref(APPLICATIONS_PATH, { ui: deskLang(req) });
    res.redirect(303, back);
  });

  router.post(`${DESK_PATH}/sign-out`, async (req, res) => {
    const secret = sessionSecretOf(req);
    if (secret && !fromOwnOrigin(req, siteUrl)) return void res.status(403).json({ error: staffMessages(req).staffOtherOrigin });
    if (secret) await auth.sessions.end(secret);
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(siteUrl)).redirect(303, deskHref(DESK_PATH, { ui: deskLang(req) }));
  });
  return router;
}
