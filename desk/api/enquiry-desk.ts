import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ENQUIRY_STATUSES } from '../../shared/enquiry-status';
import type { Db } from '../../platform/database/open-database';
import { changeEnquiry, enquiryHistory, resendNotification } from '../status-changes';
import { listEnquiryById } from '../../submissions/enquiry-store';
import { staffMessages } from '../auth/staff-auth';

export const MAX_NOTE = 2000;

/** A staff change: a status, a note, or both (the desk's forms send one of them). */
export const ChangeSchema = z
  .object({ status: z.enum(ENQUIRY_STATUSES).optional(), note: z.string().trim().min(1).max(MAX_NOTE).optional() })
  .strict()
  .refine((change) => change.status !== undefined || change.note !== undefined);

const IdSchema = z.coerce.number().int().positive();

/**
 * One enquiry for the staff desk: GET with its history, PATCH {status?, note?} (recorded in the
 * history; taking one out of spam queues its notification, once), POST …/resend for a
 * notification that failed. `onChanged` clears the list's cache and wakes the mail worker.
 */
export function enquiryDeskRoute({ db, requireStaff, onChanged }: { db: Db; requireStaff: RequestHandler; onChanged: () => void }): Router {
  const router = Router();
  const withEnquiry: RequestHandler = async (req, res, next) => {
    const id = IdSchema.safeParse(req.params.id);
    const enquiry = id.success ? await listEnquiryById(db, id.data) : undefined;
    if (!enquiry) return void res.status(404).json({ error: staffMessages(req).staffEnquiryNotFound });
    res.locals.enquiry = enquiry;
    next();
  };
  const idOf = (res: express.Response) => (res.locals.enquiry as { id: number }).id;

  router.get('/contacts/:id', requireStaff, withEnquiry, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json({ ...res.locals.enquiry, history: await enquiryHistory(db, idOf(res)) });
  });

  router.patch('/contacts/:id', requireStaff, express.json({ limit: '8kb' }), withEnquiry, async (req, res) => {
    const change = ChangeSchema.safeParse(req.body);
    if (!change.success) return void res.status(400).json({ error: staffMessages(req).staffChangeShape });
    const updated = await changeEnquiry(db, idOf(res), change.data);
    onChanged();
    res.json({ ...updated, history: await enquiryHistory(db, idOf(res)) });
  });

  router.post('/contacts/:id/resend', requireStaff, withEnquiry, async (req, res) => {
    if (!(await resendNotification(db, idOf(res)))) return void res.status(409).json({ error: staffMessages(req).staffNothingToResend });
    onChanged();
    res.json({ ...(await listEnquiryById(db, idOf(res))), history: await enquiryHistory(db, idOf(res)) });
  });
  return router;
}
