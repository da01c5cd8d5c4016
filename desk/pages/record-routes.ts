import { randomUUID } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import { isFinalStatus, type FinalStatus } from '../../shared/submissions/statuses';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { StaticPageFiles } from '../../site';
import { historyOf, replyFrame, replyOpening, replySender, type ReplyMail, type SubmissionRecord } from '../../submissions';
import { readConversation, readRecord } from '../submission-queries';
import { assignableOf, changeAs, recordViewed, replyAs, resendAs, signerOf } from '../submission-actions';
import { accountNames, listAccounts } from '../accounts/account-store';
import { AssigneeFieldSchema, changeSchemaOf, MAX_REPLY, ReplyKeySchema, replyProblemOf, ReplySchema } from '../staff-schemas';
import { deskGuards, type DeskOptions } from './desk-guards';
import { recordPath, type DeskKind } from './desk-kinds';
import { deskHref, type Params, type Viewer } from './desk-links';
import { fieldOf } from './form-field';
import type { RecordPageView } from './record-page';
import type { ReplyDraft } from './reply-composer';
import { statusConfirmationPage } from './status-confirmation';

export interface RecordRouteOptions extends DeskOptions {
  /** What staff replies are sent from, and where the sender's answer goes. */
  mail: ReplyMail;
}

/** A kind's record page, from the stored record and what every record's page shows. */
export type RenderRecord = (
  files: StaticPageFiles,
  viewer: Viewer,
  record: SubmissionRecord,
  view: Omit<RecordPageView, 'record'>,
) => string;

/** What a refused form leaves on the page it shows again. */
interface PageState {
  reply?: ReplyDraft;
  notice?: string | undefined;
  assignError?: string;
}

/**
 * One kind's record pages on the desk (`/staff/enquiries/42`, `/staff/applications/7`) and the
 * forms they post: its status and a note, its assignee, a reply to the sender, its failed
 * notification or reply sent again. Every act goes through submission-actions.ts (history and audit); a
 * form that worked answers with a redirect, a refused one with the page again, saying why.
 */
export function recordRoutes(options: RecordRouteOptions, desk: DeskKind, render: RenderRecord): Router {
  const { db, files, mail, onChanged } = options;
  const { kind } = desk;
  const router = Router();
  const { send, page, change } = deskGuards(options);
  // A note of 2000 characters in Cyrillic is about 12 kB as a form; a reply of MAX_REPLY, about 60 kB.
  const form = express.urlencoded({ extended: false, limit: '32kb' });
  const replyForm = express.urlencoded({ extended: false, limit: '128kb' });
  const base = desk.recordsPath;
  const here = (viewer: Viewer, number: number, params: Params = {}) => deskHref(recordPath(desk, number), { ui: viewer.ui, ...params });
  const toList = (res: Response, viewer: Viewer) => res.redirect(303, deskHref(desk.listPath, { ui: viewer.ui }));
  // Back to the list as it was when a list's row sent a form: only ever an address of that list.
  const listBack = (back: unknown) => (typeof back === 'string' && back.startsWith(`${desk.listPath}?`) ? back : undefined);

  const recordAt = async (req: Request): Promise<SubmissionRecord | undefined> => {
    const number = Number(req.params.id);
    return Number.isInteger(number) && number > 0 ? readRecord(db, kind, number) : undefined;
  };

  /**
   * The record's page as it is now, answering `status`: its replies, and the composer with a fresh
   * reply from the kind's opening line or the refused one, framed as the reader's email would be.
   */
  const show = async (res: Response, viewer: Viewer, record: SubmissionRecord, status: number, state: PageState = {}) => {
    const signer = signerOf(viewer);
    const sender = replySender(record.locale, signer, mail);
    // One read of the accounts: who may have it, and the names who did what is told by.
    const accounts = await listAccounts(db);
    const names = accountNames(accounts);
    const history = await historyOf(db, kind.name, record.number);
    send(
      res,
      status,
      render(files, viewer, record, {
        desk,
        history,
        conversation: await readConversation(db, kind, record, history, names),
        candidates: assignableOf(accounts, kind),
        names,
        reply: {
          draft: state.reply ?? { text: replyOpening(kind, record), key: randomUUID() },
          frame: replyFrame(kind, record, signer),
          mail: { sender: sender.name, from: sender.address, inbox: kind.emails.inbox(mail) },
        },
        notice: state.notice,
        assignError: state.assignError,
      }),
    );
  };

  router.get(
    `${base}/:id`,
    page(kind, async (req, res, viewer) => {
      const record = await recordAt(req);
      if (!record) return void toList(res, viewer);
      await recordViewed(db, viewer, kind, record.number);
      const notice = req.query.done === 'reply' ? DESK_TEXTS[viewer.ui].detail.reply.sent : undefined;
      await show(res, viewer, record, 200, { notice });
    }),
  );

  // A final status asks first (decision 0061): what the confirmation shows, or undefined for one it does not.
  const finalStatusOf = (record: SubmissionRecord, status: unknown): FinalStatus | undefined =>
    typeof status === 'string' && isFinalStatus(status) && kind.staff.statuses.includes(status) && record.status !== status
      ? status
      : undefined;

  router.get(
    `${base}/:id/confirm`,
    page(kind, async (req, res, viewer) => {
      const record = await recordAt(req);
      if (!record) return void toList(res, viewer);
      const status = finalStatusOf(record, req.query.status);
      if (!status) return void res.redirect(303, here(viewer, record.number));
      send(res, 200, statusConfirmationPage(files, viewer, { desk, record, status, back: listBack(req.query.back) }));
    }),
  );

  router.post(
    `${base}/:id`,
    form,
    change(kind, async (req, res, viewer) => {
      const number = Number(req.params.id);
      // The status buttons send a status, the note form a note; nothing else of the form is a change.
      const sent = Object.fromEntries(['status', 'note'].map((name) => [name, fieldOf(req.body, name) || undefined]));
      const parsed = changeSchemaOf(kind).safeParse(sent);
      const back = listBack(fieldOf(req.body, 'back'));
      // A record's button and a list's row alike: a final status not yet confirmed goes to its question.
      const status = parsed.success && parsed.data.status;
      if (status && isFinalStatus(status) && fieldOf(req.body, 'confirmed') !== status && Number.isInteger(number))
        return void res.redirect(303, deskHref(`${recordPath(desk, number)}/confirm`, { ui: viewer.ui, status, back }));
      if (parsed.success && Number.isInteger(number) && (await changeAs(db, viewer, kind, number, parsed.data)) === 'changed') onChanged();
      res.redirect(303, back ?? here(viewer, number));
    }),
  );

  router.post(
    `${base}/:id/assignee`,
    form,
    change(kind, async (req, res, viewer) => {
      const record = await recordAt(req);
      if (!record) return void toList(res, viewer);
      const assignee = AssigneeFieldSchema.safeParse(fieldOf(req.body, 'assignee'));
      const outcome = assignee.success ? await changeAs(db, viewer, kind, record.number, { assignee: assignee.data }) : 'not-assignable';
      if (outcome === 'not-assignable')
        return void (await show(res, viewer, record, 400, { assignError: DESK_TEXTS[viewer.ui].detail.assignInvalid }));
      res.redirect(303, here(viewer, record.number));
    }),
  );

  router.post(
    `${base}/:id/reply`,
    replyForm,
    change(kind, async (req, res, viewer) => {
      const record = await recordAt(req);
      if (!record) return void toList(res, viewer);
      const { errors } = DESK_TEXTS[viewer.ui].detail.reply;
      // Browsers send a textarea's line breaks as CRLF.
      const text = fieldOf(req.body, 'text').replace(/\r\n?/g, '\n');
      const key = ReplyKeySchema.safeParse(fieldOf(req.body, 'key'));
      const refuse = (error: string) =>
        show(res, viewer, record, 400, { reply: { text, key: key.success ? key.data : randomUUID(), error } });
      const reply = ReplySchema.safeParse({ text });
      if (!reply.success)
        return void (await refuse(replyProblemOf(reply.error) === 'tooLong' ? fill(errors.tooLong, { max: MAX_REPLY }) : errors.empty));
      if (reply.data.text === replyOpening(kind, record).trim()) return void (await refuse(errors.unchanged));
      if (!key.success) return void (await refuse(errors.stale));
      const outcome = await replyAs(db, viewer, kind, record, { words: reply.data.text, key: key.data }, mail);
      if (outcome === 'missing') return void toList(res, viewer);
      // Marked spam meanwhile: the page says spam is never answered.
      if (outcome === 'spam') return void (await show(res, viewer, (await recordAt(req)) ?? record, 409));
      if (outcome === 'queued') onChanged();
      res.redirect(303, here(viewer, record.number, { done: 'reply' }));
    }),
  );

  router.post(
    `${base}/:id/resend`,
    change(kind, async (req, res, viewer) => {
      const number = Number(req.params.id);
      if (Number.isInteger(number) && (await resendAs(db, viewer, kind, number))) onChanged();
      res.redirect(303, here(viewer, number));
    }),
  );

  // A reply whose email failed, queued again as it was (its words, its place in the thread).
  router.post(
    `${base}/:id/replies/:email/retry`,
    change(kind, async (req, res, viewer) => {
      const number = Number(req.params.id);
      const email = Number(req.params.email);
      if (Number.isInteger(number) && Number.isInteger(email) && (await resendAs(db, viewer, kind, number, { reply: email }))) onChanged();
      res.redirect(303, here(viewer, number));
    }),
  );
  return router;
}
