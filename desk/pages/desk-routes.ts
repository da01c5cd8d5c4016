import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../../shared/submissions/statuses';
import { isLang, type Lang } from '../../shared/i18n/langs';
import { ChangeSchema } from '../api/staff-api';
import { fromOwnOrigin, sessionSecretOf, staffMessages, type StaffAuth } from '../auth/staff-auth';
import type { Db } from '../../platform/database/open-database';
import { APPLICATION, ENQUIRY, historyOf } from '../../submissions';
import { listQueryOrDefaults, readListPage, readOne } from '../submission-queries';
import { changeAs, recordViewed, resendAs } from '../submission-actions';
import { preferredLang } from '../../platform/http/lang';
import { DAY_MS, RETENTION_DAYS, summarizeVitals, vitalsSince, type StaticPageFiles } from '../../site';
import { areasOf, reaches, type Area } from '../auth/access';
import type { StaffAccount } from '../accounts/account-store';
import { APPLICATIONS_PATH, DESK_PATH, deskHref, homeOfRole, VITALS_PATH, type Viewer } from './desk-links';
import { enquiryPage } from './enquiry-page';
import { forbiddenPage } from './forbidden-page';
import { inboxPage } from './inbox-page';
import { signInPage } from './sign-in-page';
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

/** The desk's language: `?ui=` when it names one, else the account's, else the visitor's preferred language. */
export const deskLang = (req: Request, account?: StaffAccount): Lang =>
  isLang(req.query.ui) ? req.query.ui : (account?.lang ?? preferredLang(req));

export interface DeskOptions {
  db: Db;
  files: StaticPageFiles;
  /** The API's staff auth: the desk finds sessions the same way. */
  auth: StaffAuth;
  siteUrl: string;
  /** Wakes the mail worker after a change that may queue an email. */
  onChanged: () => void;
}

type DeskHandler = (req: Request, res: Response, viewer: Viewer) => Promise<void>;

/**
 * How every desk page and form is let in. A page: without a session, the sign-in page; with one
 * whose role does not reach the page's area, 403 and why. A form that changes something: it must
 * come from the desk's own pages too (the cookie is sent by any page).
 */
export function deskGuards({ auth, files, siteUrl }: Pick<DeskOptions, 'auth' | 'files' | 'siteUrl'>) {
  const send = (res: Response, status: number, html: string) => res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
  const page =
    (area: Area | null, handler: DeskHandler) =>
    async (req: Request, res: Response): Promise<void> => {
      const account = await auth.accountOf(req);
      if (!account) return void send(res, 200, signInPage(deskLang(req), files));
      const viewer = { ui: deskLang(req, account), account };
      if (area && !reaches({ account }, area)) return void send(res, 403, forbiddenPage(files, viewer, req.path));
      await handler(req, res, viewer);
    };
  const change =
    (area: Area | null, handler: DeskHandler) =>
    async (req: Request, res: Response): Promise<void> => {
      const account = await auth.accountOf(req);
      if (!account) return void res.redirect(303, deskHref(DESK_PATH, { ui: deskLang(req) }));
      if (!fromOwnOrigin(req, siteUrl)) return void res.status(403).json({ error: staffMessages(req).staffOtherOrigin });
      const viewer = { ui: deskLang(req, account), account };
      if (area && !reaches({ account }, area)) return void send(res, 403, forbiddenPage(files, viewer, req.path));
      await handler(req, res, viewer);
    };
  return { send, page, change };
}

/**
 * The staff desk, /staff: server-rendered pages (enquiries, one enquiry, applications, web
 * vitals; accounts, audit and settings in their own routes) whose forms post to the desk itself
 * and answer with a redirect. Never cached, never indexed.
 */
export function deskRoutes(options: DeskOptions): Router {
  const { db, files, auth, siteUrl, onChanged } = options;
  const router = Router();
  const { send, page, change } = deskGuards(options);
  const form = express.urlencoded({ extended: false, limit: '8kb' });

  router.get(
    DESK_PATH,
    page(null, async (req, res, viewer) => {
      // The desk opens on the first section the role reaches: the enquiries, or for recruiting the applications.
      if (!reaches(viewer, 'enquiry'))
        return void res.redirect(303, deskHref(homeOfRole(areasOf(viewer.account.role)), { ui: req.query.ui as string | undefined }));
      const query = listQueryOf(req.query);
      send(res, 200, inboxPage(files, { ...viewer, ...query }, await readListPage(db, ENQUIRY, query)));
    }),
  );

  router.get(
    `${DESK_PATH}/enquiries/:id`,
    page('enquiry', async (req, res, viewer) => {
      const id = Number(req.params.id);
      const enquiry = Number.isInteger(id) ? await readOne(db, ENQUIRY, id) : undefined;
      if (!enquiry) return void res.redirect(303, deskHref(DESK_PATH, { ui: viewer.ui }));
      await recordViewed(db, viewer, ENQUIRY, enquiry.id);
      send(res, 200, enquiryPage(files, viewer, enquiry, await historyOf(db, ENQUIRY.name, enquiry.id)));
    }),
  );

  router.get(
    APPLICATIONS_PATH,
    page('application', async (req, res, viewer) => {
      const query = listQueryOf(req.query);
      send(res, 200, applicationsPage(files, { ...viewer, ...query }, await readListPage(db, APPLICATION, query)));
    }),
  );

  router.get(
    VITALS_PATH,
    page('vitals', async (_req, res, viewer) => {
      const pages = summarizeVitals(await vitalsSince(db, new Date(Date.now() - RETENTION_DAYS * DAY_MS)));
      send(res, 200, vitalsPage(files, viewer, pages, RETENTION_DAYS));
    }),
  );

  router.post(
    `${DESK_PATH}/enquiries/:id`,
    form,
    change('enquiry', async (req, res, viewer) => {
      const id = Number(req.params.id);
      const parsed = ChangeSchema.safeParse(req.body);
      if (parsed.success && Number.isInteger(id) && (await changeAs(db, viewer, ENQUIRY, id, parsed.data))) onChanged();
      res.redirect(303, deskHref(`${DESK_PATH}/enquiries/${id}`, { ui: viewer.ui }));
    }),
  );

  router.post(
    `${DESK_PATH}/enquiries/:id/resend`,
    change('enquiry', async (req, res, viewer) => {
      const id = Number(req.params.id);
      if (Number.isInteger(id) && (await resendAs(db, viewer, ENQUIRY, id))) onChanged();
      res.redirect(303, deskHref(`${DESK_PATH}/enquiries/${id}`, { ui: viewer.ui }));
    }),
  );

  router.post(
    `${APPLICATIONS_PATH}/:id`,
    form,
    change('application', async (req, res, viewer) => {
      const id = Number(req.params.id);
      const status = z.enum(SUBMISSION_STATUSES).safeParse(req.body.status);
      if (status.success && Number.isInteger(id) && (await changeAs(db, viewer, APPLICATION, id, { status: status.data }))) onChanged();
      // Back to the list as it was: only ever a desk list address.
      const back =
        typeof req.body.back === 'string' && req.body.back.startsWith(`${APPLICATIONS_PATH}?`)
          ? req.body.back
          : deskHref(APPLICATIONS_PATH, { ui: viewer.ui });
      res.redirect(303, back);
    }),
  );

  router.post(`${DESK_PATH}/sign-out`, async (req, res) => {
    const secret = sessionSecretOf(req);
    if (secret && !fromOwnOrigin(req, siteUrl)) return void res.status(403).json({ error: staffMessages(req).staffOtherOrigin });
    if (secret) await auth.sessions.end(secret);
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(siteUrl)).redirect(303, deskHref(DESK_PATH, { ui: deskLang(req) }));
  });
  return router;
}
