import { Router } from 'express';
import { fromOwnOrigin, sessionSecretOf, staffMessages } from '../auth/staff-auth';
import { DAY_MS } from '../../shared/day';
import { SUMMARY_DAYS, summarizeVitals, vitalsSince } from '../../site';
import { reaches } from '../auth/access';
import { DESK_PATH, deskHref, homeOf, VITALS_PATH } from './desk-links';
import { deskGuards, deskLang } from './desk-guards';
import { deskListQuery, type KindDesk } from '../kinds-table';
import { vitalsPage } from './vitals-page';
import { recordRoutes, type RecordRouteOptions } from './record-routes';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/staff-sessions';

/**
 * The staff desk, /staff: server-rendered pages (each kind's list and records, as its entry in
 * kinds-table.ts renders them; web vitals; accounts, audit and settings in their own routes)
 * whose forms post to the desk itself and answer with a redirect. Never cached, never indexed.
 */
export function deskRoutes(options: RecordRouteOptions & { kinds: readonly KindDesk[] }): Router {
  const { db, files, auth, siteUrl, kinds } = options;
  const router = Router();
  const { send, page } = deskGuards(options);

  for (const desk of kinds) {
    // The desk's front page is a kind's list (the enquiries): a role that does not reach it is sent to the first section it reaches.
    const front = desk.listPath === DESK_PATH;
    router.get(
      desk.listPath,
      page(front ? null : desk.kind, async (req, res, viewer) => {
        if (front && !reaches(viewer, desk.kind))
          return void res.redirect(303, deskHref(homeOf(viewer), { ui: req.query.ui as string | undefined }));
        const query = deskListQuery(desk, req.query, viewer);
        send(res, 200, await desk.listPage({ db, files, view: { ...viewer, ...query }, query }));
      }),
    );
    router.use(recordRoutes(options, desk, desk.recordPage));
  }

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
