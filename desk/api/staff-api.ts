import { hostname } from 'node:os';
import express, { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../../shared/submissions/statuses';
import type { Db } from '../../platform/database/open-database';
import type { AnyKind, SubmissionRecord } from '../../submissions';
import type { Area } from '../auth/access';
import { staffMessages, staffOf } from '../auth/staff-auth';
import { changeAs, recordDownloaded, recordExported, recordViewed, resendAs } from '../submission-actions';
import { submissionsCsv } from '../csv';
import { LIST_QUERY_HELP, ListQuerySchema, readAll, readListPage, readRecord, withHistory } from '../submission-queries';

export const MAX_NOTE = 2000;

/** A staff change: a status, a note, or both (the desk's forms send one of them). */
export const ChangeSchema = z
  .object({ status: z.enum(SUBMISSION_STATUSES).optional(), note: z.string().trim().min(1).max(MAX_NOTE).optional() })
  .strict()
  .refine((change) => change.status !== undefined || change.note !== undefined);

/** A kind without notes takes a status alone. */
const StatusChangeSchema = z.object({ status: z.enum(SUBMISSION_STATUSES) }).strict();

const NumberSchema = z.coerce.number().int().positive();

const PRIVATE = { 'Cache-Control': 'private, no-store' };

interface StaffApiOptions {
  db: Db;
  /** Where files sent with forms are (cv-files.ts). */
  fileDir: string;
  requireStaff: (area: Area) => RequestHandler;
  /** Wakes the mail worker after a change that may queue an email. */
  onChanged: () => void;
}

/**
 * The staff API of every kind, at its path (/api/contacts for enquiries, /api/applications):
 * GET the list (filters and paging; `format=csv` for all it finds at once), GET …/:id, PATCH
 * …/:id (a status; with notes, a note too, recorded in the history), POST …/:id/resend for a
 * failed notification (kinds with notes), and GET …/:id/<file field> for the file a form sent.
 * Bearer token or a desk session whose role reaches the kind; every answer private, every
 * record read, export, download and change written to the audit trail.
 */
export function staffApiRoutes({ db, fileDir, requireStaff: require, onChanged }: StaffApiOptions, kinds: readonly AnyKind[]): Router {
  const router = Router();
  for (const kind of kinds) mount(kind);
  return router;

  function mount(kind: AnyKind): void {
    const { path, notes, csvName, csvColumns, messages } = kind.staff;
    const requireStaff = require(kind.name as Area);
    const withSubmission: RequestHandler = async (req, res, next) => {
      const number = NumberSchema.safeParse(req.params.id);
      const record = number.success ? await readRecord(db, kind, number.data) : undefined;
      if (!record) return void res.status(404).json({ error: messages(staffMessages(req)).notFound });
      res.locals.submission = record;
      next();
    };
    const recordOf = (res: Response) => res.locals.submission as SubmissionRecord;
    /** What a kind's answers carry: with notes, its history too. */
    const answer = (record: SubmissionRecord) => (notes ? withHistory(db, kind, record) : kind.view(record));
    /** After a change: the submission read again. */
    const answerAgain = async (record: SubmissionRecord) => answer((await readRecord(db, kind, record.number))!);

    router.get(path, requireStaff, async (req, res) => {
      const query = ListQuerySchema.safeParse(req.query);
      if (!query.success) return void res.status(400).json({ error: LIST_QUERY_HELP });
      const { format, ...page } = query.data;
      res.set(PRIVATE);
      // The export is every submission the filter finds, not one page of them.
      if (format === 'csv') {
        await recordExported(db, staffOf(res), kind, page);
        return void res
          .type('text/csv; charset=utf-8')
          .attachment(csvName)
          .send(submissionsCsv(await readAll(db, kind, page), csvColumns));
      }
      res.json(await readListPage(db, kind, page));
    });

    router.get(`${path}/:id`, requireStaff, withSubmission, async (_req, res) => {
      await recordViewed(db, staffOf(res), kind, recordOf(res).number);
      res.set(PRIVATE).json(await answer(recordOf(res)));
    });

    router.patch(`${path}/:id`, requireStaff, express.json({ limit: '8kb' }), withSubmission, async (req, res) => {
      const change = (notes ? ChangeSchema : StatusChangeSchema).safeParse(req.body);
      if (!change.success) return void res.status(400).json({ error: staffMessages(req).staffChangeShape });
      await changeAs(db, staffOf(res), kind, recordOf(res).number, change.data);
      onChanged();
      res.json(await answerAgain(recordOf(res)));
    });

    if (notes) {
      router.post(`${path}/:id/resend`, requireStaff, withSubmission, async (req, res) => {
        if (!(await resendAs(db, staffOf(res), kind, recordOf(res).number)))
          return void res.status(409).json({ error: messages(staffMessages(req)).nothingToResend });
        onChanged();
        res.json(await answerAgain(recordOf(res)));
      });
    }

    if (kind.file) {
      router.get(`${path}/:id/${kind.file.field}`, requireStaff, withSubmission, async (req, res, next) => {
        const { number, file } = recordOf(res);
        if (!file) return void res.status(404).json({ error: messages(staffMessages(req)).fileMissing });
        await recordDownloaded(db, staffOf(res), kind, number);
        const type = kind.file!.contentType(file.type);
        res
          .set({ ...PRIVATE, 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" })
          .attachment(file.name)
          .type(type)
          .sendFile(file.file, { root: fileDir, dotfiles: 'deny', headers: { 'Content-Type': type } }, (error?: NodeJS.ErrnoException) => {
            // As Express does without a callback: a download the staff member cancelled is no fault.
            if (!error || res.headersSent || error.code === 'ECONNABORTED') return;
            if (error.code !== 'ENOENT') return next(error);
            // Files live on the disk of the instance that took them: name this one, so the operator knows which lacks it.
            req.log.warn(
              { [`${kind.name}Id`]: number, file: file.file, instance: `${hostname()} pid ${process.pid}` },
              'file not on this instance',
            );
            res.removeHeader('Content-Disposition');
            res.removeHeader('Content-Type');
            res.status(404).json({ error: messages(staffMessages(req)).fileMissing });
          });
      });
    }
  }
}
