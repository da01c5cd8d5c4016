import { hostname } from 'node:os';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { CvStore } from '../../platform/database/cv-store';
import type { Db } from '../../platform/database/open-database';
import { sendDownload } from '../../platform/http/download';
import { keptAttachment, originalOfMail, type AnyKind, type SubmissionRecord } from '../../submissions';
import { staffMessages, staffOf } from '../auth/staff-auth';
import { recordAttachmentDownloaded, recordOriginalRead } from '../submission-actions';

const IdSchema = z.coerce.number().int().positive();

/** A declared type that is a plain MIME type; anything else goes as bytes. */
const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

/**
 * A record's mail as the staff API serves it (the conversation's links): GET …/:id/mail/:mail,
 * the whole mail as text, to read in the browser or save; GET …/:id/attachments/:attachment, a
 * kept attachment from the file store, as the CV is. Behind the kind's role, with the download's
 * headers (nothing in them runs or loads), each read written to the audit trail.
 */
export function mountRecordMail(
  router: Router,
  { db, cvs, kind, guard }: { db: Db; cvs: CvStore; kind: AnyKind; guard: RequestHandler[] },
): void {
  const record = (locals: Record<string, unknown>) => locals.submission as SubmissionRecord;
  // The paths of conversation.ts's mailPaths.
  const { path } = kind.staff;

  router.get(`${path}/:id/mail/:item`, ...guard, async (req, res) => {
    const { number } = record(res.locals);
    const id = IdSchema.safeParse(req.params.item);
    const text = id.success ? await originalOfMail(db, kind.name, number, id.data) : undefined;
    if (!id.success || text === undefined) return void res.status(404).json({ error: staffMessages(req).staffMailNotFound });
    await recordOriginalRead(db, staffOf(res), kind, number, id.data);
    sendDownload(res, { name: `${kind.name}-${number}-email-${id.data}.txt`, type: 'text/plain; charset=utf-8', body: text, inline: true });
  });

  router.get(`${path}/:id/attachments/:item`, ...guard, async (req, res) => {
    const { number } = record(res.locals);
    const id = IdSchema.safeParse(req.params.item);
    const attachment = id.success ? await keptAttachment(db, kind.name, number, id.data) : undefined;
    if (!id.success || !attachment) return void res.status(404).json({ error: staffMessages(req).staffAttachmentNotFound });
    const bytes = await cvs.read(attachment.fileName);
    if (!bytes) {
      // As a CV's: with SQLite's folder, a file missing here was lost or never copied.
      req.log.warn(
        { attachment: id.data, file: attachment.fileName, instance: `${hostname()} pid ${process.pid}` },
        'file not in the store',
      );
      return void res.status(404).json({ error: staffMessages(req).staffAttachmentMissing });
    }
    await recordAttachmentDownloaded(db, staffOf(res), kind, number, id.data);
    sendDownload(res, {
      name: attachment.name,
      type: MIME_TYPE.test(attachment.type) ? attachment.type : 'application/octet-stream',
      body: bytes,
    });
  });
}
