import { unlink } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { CvStore } from '../platform/database/cv-store';
import type { Db, Tx } from '../platform/database/open-database';
import type { Logger } from '../platform/logging/logger';
import { purgeDeletedFromSearch } from '../platform/database/word-search';
import { deleteInboundMail } from './inbound/inbound-deletion';

/** Rows are deleted this many submissions per statement, within the limits of both databases' parameters. */
const BATCH = 500;

export const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/**
 * Deletes submissions inside `tx` with what hangs on them: their history (notes, replies, status
 * changes), their outbox rows, their waits for a reply and the mail that came back to them.
 * Answers the ids that were there to delete (another instance may have deleted some first) and
 * the file-store names of their mails' kept attachments. Their files (those and CVs) are the
 * caller's, once the transaction has committed.
 */
export async function deleteSubmissions(tx: Tx, db: Db, ids: readonly number[]): Promise<{ gone: Set<number>; attachmentFiles: string[] }> {
  const { submissions, submissionEvents, emailOutbox, inboundMail, replyWaits } = db.tables;
  const gone = new Set<number>();
  const attachmentFiles: string[] = [];
  for (const batch of chunks(ids)) {
    await tx.delete(submissionEvents).where(inArray(submissionEvents.submissionId, batch));
    await tx.delete(emailOutbox).where(inArray(emailOutbox.submissionId, batch));
    await tx.delete(replyWaits).where(inArray(replyWaits.submissionId, batch));
    attachmentFiles.push(...(await deleteInboundMail(tx, db, inArray(inboundMail.submissionId, batch))).files);
    const rows = await tx.delete(submissions).where(inArray(submissions.id, batch)).returning({ id: submissions.id });
    for (const row of rows) gone.add(row.id);
  }
  if (gone.size > 0) await purgeDeletedFromSearch(tx, db);
  return { gone, attachmentFiles };
}

/** Deletes a kept CV; one already gone is fine; one that stays is logged with `message` and answers false. */
export async function removeCv(cvs: CvStore, name: string, log: Logger, message: string): Promise<boolean> {
  try {
    await cvs.remove(name);
    return true;
  } catch (error) {
    log.warn({ err: error, file: name }, message);
    return false;
  }
}

/** Deletes kept files (an inbound mail's attachments are kept as CVs are); answers how many stay, each logged with `message`. */
export async function removeCvs(cvs: CvStore, names: readonly string[], log: Logger, message: string): Promise<number> {
  let left = 0;
  for (const name of names) if (!(await removeCv(cvs, name, log, message))) left++;
  return left;
}

/** Deletes a stored file; one already gone is fine (another instance ran first); one that stays is logged with `message` and answers false. */
export async function removeStoredFile(path: string, log: Logger, message: string): Promise<boolean> {
  try {
    await unlink(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    log.warn({ err: error, file: path }, message);
    return false;
  }
  return true;
}
