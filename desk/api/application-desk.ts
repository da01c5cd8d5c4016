import { hostname } from 'node:os';
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { CV_TYPES } from '../../shared/application-fields';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../shared/enquiry-status';
import type { Db } from '../../platform/database/open-database';
import {
  applicationById,
  countApplicationsByStatus,
  listApplications,
  setApplicationStatus,
  type StoredApplication,
} from '../../submissions/application-store';
import { LIST_QUERY_HELP, ListQuerySchema } from './enquiry-list';
import { staffMessages } from '../auth/staff-auth';

const QuerySchema = ListQuerySchema.omit({ format: true });
export type ApplicationListQuery = z.infer<typeof QuerySchema>;

export interface ApplicationListPage {
  items: StoredApplication[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
  counts: Record<EnquiryStatus, number>;
}

/** One page of applications, newest first, with the counts per status under the same language and search. */
export async function readApplicationListPage(
  db: Db,
  { limit, cursor, status, lang, q }: ApplicationListQuery,
): Promise<ApplicationListPage> {
  const rows = await listApplications(db, { limit: limit + 1, cursor, filter: { status, lang, q } });
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null, counts: await countApplicationsByStatus(db, { lang, q }) };
}

const IdSchema = z.coerce.number().int().positive();
const StatusChangeSchema = z.object({ status: z.enum(ENQUIRY_STATUSES) }).strict();

/**
 * Applications for staff (bearer token or desk session): GET /api/applications with the
 * enquiries' filters and paging, GET …/:id, PATCH …/:id {status}, and GET …/:id/cv, the file
 * itself as a download of the type it was recognised as.
 */
export function applicationDeskRoute({
  db,
  cvDir,
  requireStaff,
  onChanged,
}: {
  db: Db;
  cvDir: string;
  requireStaff: RequestHandler;
  onChanged: () => void;
}): Router {
  const router = Router();
  const withApplication: RequestHandler = async (req, res, next) => {
    const id = IdSchema.safeParse(req.params.id);
    const application = id.success ? await applicationById(db, id.data) : undefined;
    if (!application) return void res.status(404).json({ error: staffMessages(req).staffApplicationNotFound });
    res.locals.application = application;
    next();
  };
  const applicationOf = (res: express.Response) => res.locals.application as StoredApplication;

  router.get('/applications', requireStaff, async (req, res) => {
    const query = QuerySchema.safeParse(req.query);
    if (!query.success) return void res.status(400).json({ error: LIST_QUERY_HELP });
    res.set('Cache-Control', 'private, no-store').json(await readApplicationListPage(db, query.data));
  });

  router.get('/applications/:id', requireStaff, withApplication, (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(applicationOf(res));
  });

  router.patch('/applications/:id', requireStaff, express.json({ limit: '1kb' }), withApplication, async (req, res) => {
    const change = StatusChangeSchema.safeParse(req.body);
    if (!change.success) return void res.status(400).json({ error: staffMessages(req).staffChangeShape });
    const updated = await setApplicationStatus(db, applicationOf(res).id, change.data.status);
    onChanged();
    res.json(updated);
  });

  router.get('/applications/:id/cv', requireStaff, withApplication, (req, res, next) => {
    const { id, cv } = applicationOf(res);
    res
      .set({
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
      .attachment(cv.name)
      .type(CV_TYPES[cv.kind])
      .sendFile(
        cv.file,
        { root: cvDir, dotfiles: 'deny', headers: { 'Content-Type': CV_TYPES[cv.kind] } },
        (error?: NodeJS.ErrnoException) => {
          // As Express does without a callback: a download the staff member cancelled is no fault.
          if (!error || res.headersSent || error.code === 'ECONNABORTED') return;
          if (error.code !== 'ENOENT') return next(error);
          // CVs live on the disk of the instance that took them: name this one, so the operator knows which lacks it.
          req.log.warn(
            { applicationId: id, cvFile: cv.file, instance: `${hostname()} pid ${process.pid}` },
            'CV file not on this instance',
          );
          res.removeHeader('Content-Disposition');
          res.removeHeader('Content-Type');
          res.status(404).json({ error: staffMessages(req).staffCvMissing });
        },
      );
  });
  return router;
}
