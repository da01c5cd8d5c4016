import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { CvStore } from '../../platform/database/cv-store';
import type { Db, Tx } from '../../platform/database/open-database';
import { rowOf } from '../submission-store';
import { answerColumns, answerEffects, type AnswerHandling } from './answer-effects';
import type { InboundClass } from './classify-mail';

/** A mail no record claimed, as the admins' list shows it: who, what, when, and its files by name. */
export interface UnmatchedMail {
  id: number;
  receivedAt: Date;
  fromAddress: string;
  fromName: string;
  subject: string;
  class: InboundClass;
  newWords: string;
  attachments: string[];
}

/** The unmatched mail, newest first, `limit` at a time, older than the mail `before` when given. */
export async function listUnmatchedMail(
  db: Db,
  { before, limit }: { before?: number | undefined; limit: number },
): Promise<UnmatchedMail[]> {
  const { inboundMail, inboundAttachments } = db.tables;
  const mails = await db
    .select({
      id: inboundMail.id,
      receivedAt: inboundMail.receivedAt,
      fromAddress: inboundMail.fromAddress,
      fromName: inboundMail.fromName,
      subject: inboundMail.subject,
      class: inboundMail.class,
      newWords: inboundMail.newWords,
    })
    .from(inboundMail)
    .where(and(isNull(inboundMail.submissionId), before === undefined ? undefined : lt(inboundMail.id, before)))
    .orderBy(desc(inboundMail.id))
    .limit(limit);
  if (mails.length === 0) return [];
  const files = await db
    .select({ mailId: inboundAttachments.mailId, name: inboundAttachments.name })
    .from(inboundAttachments)
    .where(
      inArray(
        inboundAttachments.mailId,
        mails.map((mail) => mail.id),
      ),
    )
    .orderBy(inboundAttachments.id);
  return mails.map((mail) => ({ ...mail, attachments: files.filter((file) => file.mailId === mail.id).map((file) => file.name) }));
}

/** One mail of the list by its id; undefined once it is attached or discarded. */
export async function unmatchedMailById(db: Db, mailId: number) {
  const { inboundMail } = db.tables;
  const [mail] = await db
    .select({ id: inboundMail.id, fromName: inboundMail.fromName, fromAddress: inboundMail.fromAddress, subject: inboundMail.subject })
    .from(inboundMail)
    .where(and(eq(inboundMail.id, mailId), isNull(inboundMail.submissionId)));
  return mail;
}

/** How many mails wait in the list. */
export async function countUnmatchedMail(db: Db): Promise<number> {
  const { inboundMail } = db.tables;
  const [row] = await db.select({ n: count() }).from(inboundMail).where(isNull(inboundMail.submissionId));
  return row?.n ?? 0;
}

/** The id of a record by its kind and number, to attach a mail to; undefined when there is none. */
export const recordIdOf = async (db: Db, kind: string, number: number): Promise<number | undefined> =>
  (await rowOf(db, db, kind, number))?.id;

/**
 * Attaches an unmatched mail to a record, as if it had arrived matched: a visitor's answer takes
 * the record back to new, opens its wait and tells staff (answerEffects), in the same transaction;
 * false when the mail is no longer unmatched (attached or discarded meanwhile).
 */
export async function attachMail(db: Db, answers: AnswerHandling, mailId: number, submissionId: number): Promise<boolean> {
  const { inboundMail } = db.tables;
  return db.transaction(async (tx) => {
    const attached = await tx
      .update(inboundMail)
      .set({ submissionId })
      .where(and(eq(inboundMail.id, mailId), isNull(inboundMail.submissionId)))
      .returning(answerColumns(db));
    await answerEffects(tx, db, answers, attached);
    return attached.length > 0;
  });
}

/**
 * Deletes an unmatched mail and its attachments' rows inside `tx`; the names of its kept files,
 * for `removeMailFiles` once the transaction has committed, or null when there was no such mail.
 */
export async function deleteUnmatchedMail(tx: Tx, db: Db, mailId: number): Promise<string[] | null> {
  const { inboundMail, inboundAttachments } = db.tables;
  // An update that changes nothing takes the row's lock: an attachment at the same moment waits, then finds it gone.
  const [mail] = await tx
    .update(inboundMail)
    .set({ submissionId: null })
    .where(and(eq(inboundMail.id, mailId), isNull(inboundMail.submissionId)))
    .returning({ id: inboundMail.id });
  if (!mail) return null;
  const files = await tx
    .delete(inboundAttachments)
    .where(eq(inboundAttachments.mailId, mailId))
    .returning({ name: inboundAttachments.fileName });
  await tx.delete(inboundMail).where(eq(inboundMail.id, mailId));
  return files.flatMap((file) => (file.name === null ? [] : [file.name]));
}

/** Removes a deleted mail's files from the store; answers how many stayed (logged by the caller). */
export async function removeMailFiles(files: CvStore, names: readonly string[]): Promise<number> {
  const removed = await Promise.allSettled(names.map((name) => files.remove(name)));
  return removed.filter((outcome) => outcome.status === 'rejected').length;
}
