import express, { Router, type Request, type Response } from 'express';
import type { CvStore } from '../../platform/database/cv-store';
import type { Logger } from '../../platform/logging/logger';
import { attachMail, deleteUnmatchedMail, listUnmatchedMail, recordIdOf, removeMailFiles, unmatchedMailById } from '../../submissions';
import { recordAudit } from '../audit/audit-trail';
import { answerHandling } from '../promise/answer-notice';
import { DESK_TEXTS } from '../texts/desk-texts';
import { deskKindNamed } from '../kinds-table';
import { deskGuards, type DeskOptions } from './desk-guards';
import { deskHref, UNMATCHED_PATH, type Viewer } from './desk-links';
import { fieldOf } from './form-field';
import { discardPage, unmatchedPage, type AttachProblem } from './unmatched-page';

export interface UnmatchedOptions extends DeskOptions {
  /** Where attachments are kept: the CV file store. */
  cvs: CvStore;
  log: Logger;
  /** MAIL_FROM with its name: an attached answer's notice to staff comes from it. */
  mailFrom: string;
}

/** Mails on one page of the list. */
const UNMATCHED_PAGE = 20;

/** A whole number from an address or a form, else undefined. */
const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The admins' unmatched mail (issue 53): GET the list; POST a mail to /:id/attach with a section
 * and a record's number; GET /:id/discard asks, and POST there with `confirmed` deletes it with
 * its attachments' files. Both changes go in the audit trail by reference: the mail's id and the
 * record, never what the mail says.
 */
export function unmatchedRoutes(options: UnmatchedOptions): Router {
  const { db, files, cvs, log, kinds } = options;
  // A visitor's mail attached by hand does what it would have done had it matched on arrival.
  const answers = answerHandling(db, options);
  const router = Router();
  const { send, page, change } = deskGuards(options);
  const form = express.urlencoded({ extended: false, limit: '8kb' });

  const showList = async (
    res: Response,
    viewer: Viewer,
    status: number,
    view: { before?: number | undefined; notice?: string; problem?: AttachProblem },
  ) => {
    // One mail more than a page tells whether an older page exists.
    const rows = await listUnmatchedMail(db, { before: view.before, limit: UNMATCHED_PAGE + 1 });
    const mails = rows.slice(0, UNMATCHED_PAGE);
    const nextBefore = rows.length > UNMATCHED_PAGE ? mails.at(-1)!.id : null;
    send(res, status, unmatchedPage(files, viewer, { ...view, mails, nextBefore }, kinds));
  };

  /** What the last change did, said from the address's references only: a kind's name and a number, or "discarded". */
  const noticeOf = (req: Request, viewer: Viewer): string | undefined => {
    const copy = DESK_TEXTS[viewer.ui].unmatched;
    if (req.query.done === 'discarded') return copy.discarded;
    const desk = req.query.done === 'attached' && typeof req.query.kind === 'string' ? deskKindNamed(req.query.kind, kinds) : undefined;
    const number = wholeNumber(req.query.number);
    if (!desk || number === undefined) return undefined;
    return copy.attached.replace('{record}', desk.kind.texts[viewer.ui].desk.title.replace('{id}', String(number)));
  };

  router.get(
    UNMATCHED_PATH,
    page('unmatched', async (req, res, viewer) => {
      await showList(res, viewer, 200, { before: wholeNumber(req.query.before), notice: noticeOf(req, viewer) });
    }),
  );

  router.post(
    `${UNMATCHED_PATH}/:id/attach`,
    form,
    change('unmatched', async (req, res, viewer) => {
      const { errors } = DESK_TEXTS[viewer.ui].unmatched;
      const mailId = wholeNumber(req.params.id) ?? 0;
      const typed = { kind: fieldOf(req.body, 'kind'), number: fieldOf(req.body, 'number') };
      const refuse = (status: number, field: AttachProblem['field'], message: string) =>
        showList(res, viewer, status, { problem: { mailId, field, message, ...typed } });
      const desk = deskKindNamed(typed.kind, kinds);
      if (!desk) return void (await refuse(400, 'kind', errors.kind));
      const number = wholeNumber(typed.number);
      if (number === undefined) return void (await refuse(400, 'number', errors.number));
      const recordId = await recordIdOf(db, desk.kind.name, number);
      if (recordId === undefined) {
        const message = errors.missing.replace('{number}', String(number)).replace('{section}', desk.kind.texts[viewer.ui].desk.list);
        return void (await refuse(404, 'number', message));
      }
      if (!(await attachMail(db, answers, mailId, recordId))) return void (await refuse(404, null, errors.gone));
      await recordAudit(db, {
        actor: { account: viewer.account },
        action: 'attach-mail',
        subject: { kind: desk.kind.name, id: number },
        detail: `mail ${mailId}`,
      });
      res.redirect(303, deskHref(UNMATCHED_PATH, { ui: viewer.ui, done: 'attached', kind: desk.kind.name, number }));
    }),
  );

  router.get(
    `${UNMATCHED_PATH}/:id/discard`,
    page('unmatched', async (req, res, viewer) => {
      const mail = await unmatchedMailById(db, wholeNumber(req.params.id) ?? 0);
      if (!mail)
        return void (await showList(res, viewer, 404, {
          problem: { mailId: 0, field: null, message: DESK_TEXTS[viewer.ui].unmatched.errors.gone },
        }));
      send(res, 200, discardPage(files, viewer, mail));
    }),
  );

  router.post(
    `${UNMATCHED_PATH}/:id/discard`,
    form,
    change('unmatched', async (req, res, viewer) => {
      const mailId = wholeNumber(req.params.id) ?? 0;
      // Nothing is deleted without the question answered (decision 0061): a form without it is asked first.
      if (fieldOf(req.body, 'confirmed') !== '1')
        return void res.redirect(303, deskHref(`${UNMATCHED_PATH}/${mailId}/discard`, { ui: viewer.ui }));
      const fileNames = await db.transaction(async (tx) => {
        const deleted = await deleteUnmatchedMail(tx, db, mailId);
        if (deleted)
          await recordAudit(db, { actor: { account: viewer.account }, action: 'discard-mail', subject: { kind: 'mail', id: mailId } }, tx);
        return deleted;
      });
      if (!fileNames)
        return void (await showList(res, viewer, 404, {
          problem: { mailId, field: null, message: DESK_TEXTS[viewer.ui].unmatched.errors.gone },
        }));
      const left = await removeMailFiles(cvs, fileNames);
      if (left > 0) log.warn({ mail: mailId, left }, 'a discarded mail’s attachment files could not all be removed');
      res.redirect(303, deskHref(UNMATCHED_PATH, { ui: viewer.ui, done: 'discarded' }));
    }),
  );

  return router;
}
