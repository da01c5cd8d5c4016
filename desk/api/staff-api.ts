import { hostname } from 'node:os';
import express, { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { fillPlaceholders as fill } from '../../shared/i18n/dictionary';
import type { CvStore } from '../../platform/database/cv-store';
import { sendDownload } from '../../platform/http/download';
import type { Db } from '../../platform/database/open-database';
import { IDEMPOTENCY_HEADER, type AnyKind, type ReplyMail, type SubmissionRecord } from '../../submissions';
import type { Area } from '../auth/access';
import { staffMessages, staffOf } from '../auth/staff-auth';
import { changeAs, recordDownloaded, recordExported, recordViewed, replyAs, resendAs } from '../submission-actions';
import { submissionsCsv } from '../csv';
import { listQueryHelp, listQuerySchemaOf, readAll, readConversation, readListPage, readRecord, withHistory } from '../submission-queries';
import { accountNames, listAccounts } from '../accounts/account-store';
import { mountRecordMail } from './record-mail-routes';
import { changeSchemaOf, MAX_REPLY, ReplyKeySchema, ReplySchema } from '../staff-schemas';

const NumberSchema = z.coerce.number().int().positive();

const PRIVATE = { 'Cache-Control': 'private, no-store' };

interface StaffApiOptions {
  db: Db;
  /** Where files sent with forms are kept (platform/database/cv-store.ts). */
  cvs: CvStore;
  /** What staff replies are sent from, and where the sender's answer goes. */
  mail: ReplyMail;
  requireStaff: (area: Area | AnyKind) => RequestHandler;
  /** Wakes the mail worker after a change that may queue an email. */
  onChanged: () => void;
}

/**
 * The staff API of every kind, at its path (/api/contacts for enquiries, /api/applications):
 * GET the list (filters and paging; `format=csv` for all it finds at once; `mine=1` for a desk
 * session's own), GET …/:id with its history and conversation, PATCH …/:id (a status of the kind's, a note, an
 * assignee), POST …/:id/replies (an email to the sender, once per Idempotency-Key), POST
 * …/:id/resend for a failed notification, GET …/:id/<file field> for the file a form sent, and
 * a mail of its conversation whole and its attachments (record-mail-routes.ts).
 * Bearer token or a desk session whose role reaches the kind; every answer private, every
 * record read, export, download, change and reply written to the audit trail.
 */
export function staffApiRoutes({ db, cvs, mail, requireStaff: require, onChanged }: StaffApiOptions, kinds: readonly AnyKind[]): Router {
  const router = Router();
  for (const kind of kinds) mount(kind);
  return router;

  function mount(kind: AnyKind): void {
    const { path, csvName, csvColumns, messages, statuses } = kind.staff;
    const requireStaff = require(kind);
    // Room for a reply of MAX_REPLY characters in any script, escaped.
    const json = express.json({ limit: '64kb' });
    const withSubmission: RequestHandler = async (req, res, next) => {
      const number = NumberSchema.safeParse(req.params.id);
      const record = number.success ? await readRecord(db, kind, number.data) : undefined;
      if (!record) return void res.status(404).json({ error: messages(staffMessages(req)).notFound });
      res.locals.submission = record;
      next();
    };
    const recordOf = (res: Response) => res.locals.submission as SubmissionRecord;
    /** A submission as the API answers it: its view, its history and its conversation (desk/conversation.ts). */
    const answer = async (record: SubmissionRecord) => {
      const view = await withHistory(db, kind, record);
      const names = accountNames(await listAccounts(db));
      return { ...view, conversation: await readConversation(db, kind, record, view.history, names) };
    };
    /** After a change: the submission read again. */
    const answerAgain = async (record: SubmissionRecord) => answer((await readRecord(db, kind, record.number))!);

    router.get(path, requireStaff, async (req, res) => {
      const query = listQuerySchemaOf(kind).safeParse(req.query);
      const staff = staffOf(res);
      // Only a person has things assigned to them: the token's scripts ask by other filters.
      if (!query.success || (query.data.mine && !('account' in staff))) return void res.status(400).json({ error: listQueryHelp(kind) });
      const { format, mine, ...page } = query.data;
      const filter = { ...page, assigneeId: mine && 'account' in staff ? staff.account.id : undefined };
      res.set(PRIVATE);
      // The export is every submission the filter finds, not one page of them.
      if (format === 'csv') {
        await recordExported(db, staff, kind, filter);
        const body = submissionsCsv(await readAll(db, kind, filter), csvColumns);
        return void sendDownload(res, { name: csvName, type: 'text/csv; charset=utf-8', body });
      }
      res.json(await readListPage(db, kind, filter));
    });

    router.get(`${path}/:id`, requireStaff, withSubmission, async (_req, res) => {
      await recordViewed(db, staffOf(res), kind, recordOf(res).number);
      res.set(PRIVATE).json(await answer(recordOf(res)));
    });

    router.patch(`${path}/:id`, requireStaff, json, withSubmission, async (req, res) => {
      const api = staffMessages(req);
      const change = changeSchemaOf(kind).safeParse(req.body);
      if (!change.success) return void res.status(400).json({ error: fill(api.staffChangeShape, { statuses: statuses.join(', ') }) });
      if ((await changeAs(db, staffOf(res), kind, recordOf(res).number, change.data)) === 'not-assignable')
        return void res.status(400).json({ error: api.staffAssigneeInvalid });
      onChanged();
      res.json(await answerAgain(recordOf(res)));
    });

    router.post(`${path}/:id/replies`, requireStaff, json, withSubmission, async (req, res) => {
      const api = staffMessages(req);
      const reply = ReplySchema.safeParse(req.body);
      if (!reply.success) return void res.status(400).json({ error: fill(api.staffReplyShape, { max: MAX_REPLY }) });
      // A reply is an email to a person: a script must say which attempt it is, so a retry never sends it twice.
      const key = ReplyKeySchema.safeParse(req.get(IDEMPOTENCY_HEADER));
      if (!key.success) return void res.status(400).json({ error: api.staffReplyKey });
      const outcome = await replyAs(db, staffOf(res), kind, recordOf(res), { words: reply.data.text, key: key.data }, mail);
      if (outcome === 'missing') return void res.status(404).json({ error: messages(api).notFound });
      if (outcome === 'spam') return void res.status(409).json({ error: api.staffReplySpam });
      if (outcome === 'queued') onChanged();
      res
        .status(outcome === 'queued' ? 201 : 200)
        .set(PRIVATE)
        .json(await answerAgain(recordOf(res)));
    });

    router.post(`${path}/:id/resend`, requireStaff, withSubmission, async (req, res) => {
      if (!(await resendAs(db, staffOf(res), kind, recordOf(res).number)))
        return void res.status(409).json({ error: messages(staffMessages(req)).nothingToResend });
      onChanged();
      res.json(await answerAgain(recordOf(res)));
    });

    mountRecordMail(router, { db, cvs, kind, guard: [requireStaff, withSubmission] });

    if (kind.file) {
      router.get(`${path}/:id/${kind.file.field}`, requireStaff, withSubmission, async (req, res) => {
        const { number, file } = recordOf(res);
        const bytes = file && (await cvs.read(file.file));
        if (!file || !bytes) {
          // With SQLite's folder, a file missing here was lost or never copied: name this instance, so the operator knows where to look.
          if (file)
            req.log.warn(
              { [`${kind.name}Id`]: number, file: file.file, instance: `${hostname()} pid ${process.pid}` },
              'file not in the store',
            );
          return void res.status(404).json({ error: messages(staffMessages(req)).fileMissing });
        }
        await recordDownloaded(db, staffOf(res), kind, number);
        sendDownload(res, { name: file.name, type: kind.file!.contentType(file.type), body: bytes });
      });
    }
  }
}
