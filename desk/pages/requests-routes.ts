import type { CvStore } from '../../platform/database/cv-store';
import express, { Router, type Request, type Response } from 'express';
import { DESK_TEXTS } from '../texts/desk-texts';
import { sendDownload } from '../../platform/http/download';
import type { Logger } from '../../platform/logging/logger';
import { archiveName, holdsAnything, subjectAddress } from '../../submissions';
import { readAudit } from '../audit/audit-trail';
import { eraseSubjectAs, exportSubjectAs } from '../submission-actions';
import { readSubject } from '../submission-queries';
import { deskGuards, type DeskOptions } from './desk-guards';
import { countsIn, countsText } from './desk-labels';
import { deskHref, REQUESTS_PATH, type Viewer } from './desk-links';
import { fieldOf } from './form-field';
import { requestsPage, type RequestsView } from './requests-page';

export interface RequestsOptions extends DeskOptions {
  /** Where CVs are kept (platform/database/cv-store.ts). */
  cvs: CvStore;
  /** Where emails are written as .eml files without SMTP. */
  outboxDir: string;
  log: Logger;
}

/** What the admin's last erasure did, from its audit line (the redirect carries no personal data), and what stayed. */
async function erasureNotices(options: RequestsOptions, req: Request, viewer: Viewer): Promise<string[]> {
  const copy = DESK_TEXTS[viewer.ui].requests;
  const [entry] = await readAudit(options.db, { actorId: viewer.account.id, action: 'erase-data', limit: 1 });
  const counts = countsIn(entry?.detail ?? null);
  if (!counts) return [];
  const left = Number(req.query.left);
  return [
    copy.erased.replace('{counts}', countsText(viewer.ui, counts)),
    ...(Number.isInteger(left) && left > 0 ? [copy.filesLeft.replace('{count}', String(left))] : []),
    ...(req.query.checkpoint === 'later' ? [copy.notScrubbed] : []),
  ];
}

/**
 * A person's data on request, for admins (decision 0037): GET the page; POST an address to see
 * what is held under it, to /export for the archive, to /erase (with the address typed again) to
 * erase it. Addresses travel in POST bodies only, never in an address bar, a log line or a Referer.
 */
export function requestsRoutes(options: RequestsOptions): Router {
  const { db, files, cvs, outboxDir, log, kinds } = options;
  const submissionKinds = kinds.map(({ kind }) => kind);
  const router = Router();
  const { send, page, change } = deskGuards(options);
  const form = express.urlencoded({ extended: false, limit: '8kb' });
  const copyOf = (viewer: Viewer) => DESK_TEXTS[viewer.ui].requests;
  const show = (res: Response, viewer: Viewer, status: number, view: RequestsView) =>
    send(res, status, requestsPage(files, viewer, view, kinds));

  /** The form's address, normalised as the forms store it; when it is not one, the page answers 400 saying so. */
  const addressOf = (req: Request, res: Response, viewer: Viewer): string | null => {
    const email = fieldOf(req.body, 'email');
    const address = subjectAddress(email);
    if (!address) show(res, viewer, 400, { email, emailError: copyOf(viewer).errors.email });
    return address;
  };

  router.get(
    REQUESTS_PATH,
    page('requests', async (req, res, viewer) => {
      const notices = req.query.done === 'erased' ? await erasureNotices(options, req, viewer) : [];
      show(res, viewer, 200, { notices });
    }),
  );

  router.post(
    REQUESTS_PATH,
    form,
    change('requests', async (req, res, viewer) => {
      const address = addressOf(req, res, viewer);
      if (address) show(res, viewer, 200, { email: address, found: await readSubject(db, address) });
    }),
  );

  router.post(
    `${REQUESTS_PATH}/export`,
    form,
    change('requests', async (req, res, viewer) => {
      const address = addressOf(req, res, viewer);
      if (!address) return;
      const found = await readSubject(db, address);
      if (!holdsAnything(found)) return void show(res, viewer, 404, { email: address, found });
      const archive = await exportSubjectAs(db, { account: viewer.account }, found, cvs, submissionKinds);
      sendDownload(res, { name: archiveName(new Date()), type: 'application/zip', body: Buffer.from(archive) });
    }),
  );

  router.post(
    `${REQUESTS_PATH}/erase`,
    form,
    change('requests', async (req, res, viewer) => {
      const address = addressOf(req, res, viewer);
      if (!address) return;
      if (subjectAddress(fieldOf(req.body, 'confirm')) !== address) {
        const found = await readSubject(db, address);
        return void show(res, viewer, 400, { email: address, found, confirmError: copyOf(viewer).errors.confirm });
      }
      const erased = await eraseSubjectAs({ db, cvs, outboxDir, log, kinds: submissionKinds }, { account: viewer.account }, address);
      if (!erased) return void show(res, viewer, 404, { email: address, found: await readSubject(db, address) });
      const outcome = { left: erased.filesLeft || undefined, checkpoint: erased.scrubbed ? undefined : 'later' };
      res.redirect(303, deskHref(REQUESTS_PATH, { ui: viewer.ui, done: 'erased', ...outcome }));
    }),
  );
  return router;
}
