import { Router } from 'express';
import { fromOwnOrigin, sessionSecretOf, staffMessages } from '../auth/staff-auth';
import { APPLICATION, ENQUIRY } from '../../submissions';
import { listQueryOrDefaults, readListPage, readReplyPromise } from '../submission-queries';
import { DAY_MS } from '../../shared/day';
import { SUMMARY_DAYS, summarizeVitals, vitalsSince } from '../../site';
import { areasOf, reaches } from '../auth/access';
import { APPLICATIONS_PATH, DESK_PATH, deskHref, homeOfRole, VITALS_PATH, type Viewer } from './desk-links';
import { deskGuards, deskLang } from './desk-guards';
import { APPLICATION_DESK, ENQUIRY_DESK, type DeskKind } from './desk-kinds';
import { enquiryPage } from './enquiry-page';
import { applicationPage } from './application-page';
import { inboxPage } from './inbox-page';
import { vitalsPage } from './vitals-page';
import { applicationsPage } from './applications-page';
import { recordRoutes, type RecordRouteOptions } from './record-routes';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/staff-sessions';

/** Rows on one page of a desk list. */
const DESK_PAGE = 25;

/** A desk list's query from its address: the API's query schema, its wrong parts left out, a page of the desk's length, `mine` the reader's. */
const listQueryOf = (desk: DeskKind, query: Record<string, unknown>, viewer: Viewer) => {
  const { cursor, status, lang, q, mine } = listQueryOrDefaults(desk.kind, query);
  return {
    limit: DESK_PAGE,
    cursor,
    status,
    lang,
    q: q || undefined,
    mine: Boolean(mine),
    assigneeId: mine ? viewer.account.id : undefined,
  };
};

/**
 * The staff desk, /staff: server-rendered pages (enquiries, applications, one of either, web
 * vitals; accounts, audit and settings in their own routes) whose forms post to the desk itself
 * and answer with a redirect. Never cached, never indexed.
 */
export function deskRoutes(options: RecordRouteOptions): Router {
  const { db, files, auth, siteUrl } = options;
  const router = Router();
  const { send, page } = deskGuards(options);

  router.get(
    DESK_PATH,
    page(null, async (req, res, viewer) => {
      // The desk opens on the first section the role reaches: the enquiries, or for recruiting the applications.
      if (!reaches(viewer, 'enquiry'))
        return void res.redirect(303, deskHref(homeOfRole(areasOf(viewer.account.role)), { ui: req.query.ui as string | undefined }));
      const query = listQueryOf(ENQUIRY_DESK, req.query, viewer);
      // The promise heads the list's first, unfiltered page; "mine" lists only the reader's own waiting.
      const front = query.cursor === undefined && !query.status && !query.lang && !query.q;
      const promise = front ? await readReplyPromise(db, { assigneeId: query.assigneeId }) : null;
      send(res, 200, inboxPage(files, { ...viewer, ...query }, await readListPage(db, ENQUIRY, query), promise));
    }),
  );

  router.get(
    APPLICATIONS_PATH,
    page('application', async (req, res, viewer) => {
      const query = listQueryOf(APPLICATION_DESK, req.query, viewer);
      send(res, 200, applicationsPage(files, { ...viewer, ...query }, await readListPage(db, APPLICATION, query)));
    }),
  );

  router.use(
    recordRoutes(options, ENQUIRY_DESK, (pageFiles, viewer, record, view) => enquiryPage(pageFiles, viewer, ENQUIRY.view(record), view)),
  );
  router.use(
    recordRoutes(options, APPLICATION_DESK, (pageFiles, viewer, record, view) =>
      applicationPage(pageFiles, viewer, APPLICATION.view(record), view),
    ),
  );

  router.get(
    VITALS_PATH,
    page('vitals', async (_req, res, viewer) => {
      const pages = summarizeVitals(await vitalsSince(db, new Date(Date.now() - SUMMARY_DAYS * DAY_MS)));
      send(res, 200, vitalsPage(files, viewer, pages, SUMMARY_DAYS));
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
