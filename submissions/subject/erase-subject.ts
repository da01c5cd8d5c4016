import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { CvStore } from '../../platform/database/cv-store';
import type { Db, Tx } from '../../platform/database/open-database';
import type { Logger } from '../../platform/logging/logger';
import type { AnyKind } from '../kinds';
import { carriedMessageName } from '../../platform/mail/outbox-worker';
import { submissionEmailName } from '../emails/compose-email';
import { deleteInboundMail } from '../inbound/inbound-deletion';
import { chunks, deleteSubmissions, removeCv, removeCvs, removeStoredFile } from '../submission-deletion';
import { logErasure } from './erasure-log';
import { findSubject, holdsAnything, subjectCounts, type SubjectData } from './find-subject';
import { redact } from './subject-mentions';

export interface ErasureTarget {
  db: Db;
  /** Where CVs are kept (platform/database/cv-store.ts). */
  cvs: CvStore;
  /** Where emails are written as .eml files without SMTP (platform/mail/mail-transport.ts outboxDirOf). */
  outboxDir: string;
  log: Logger;
  /** The kinds whose submissions it counts: the table's (desk/kinds-table.ts); a test adds its own. */
  kinds: readonly AnyKind[];
}

export interface Erasure {
  /** How many of each thing were erased (subjectCounts): no personal data. */
  counts: Record<string, number>;
  /** CV, attachment and .eml files that could not be deleted (logged with their random names). */
  filesLeft: number;
  /** Whether the database's files were rewritten and checkpointed at once (Db.scrub); if not, the next checkpoint does it. */
  scrubbed: boolean;
}

/** The .eml copies of their emails, as the outbox worker names them when there is no SMTP server. */
function emailFilesOf(data: SubjectData): string[] {
  const byId = new Map(data.submissions.map((row) => [row.id, row]));
  return data.emails.map((row) => {
    const about = row.submissionId === null ? undefined : byId.get(row.submissionId);
    const own = row.kind === 'notification' || row.kind === 'confirmation' ? row.kind : null;
    return `${own && about ? submissionEmailName(about.kind, about.number, own) : carriedMessageName(row)}.eml`;
  });
}

/**
 * Erases everything held under `address` (decision 0037). In one transaction: finds it, deletes
 * the submissions with their history, outbox rows and mail as retention does, the other outbox
 * rows addressed to it and the other mail from it (decision 0065), replaces mentions in other
 * records' notes with "[erased]", and has `record` write what was erased (the audit line) so
 * that the erasure and its record stand or fall together, and adds it to the erasure log
 * (decision 0058) at `at`, so that a restore of an older backup erases the person again. Then
 * deletes the CV and attachment files and .eml copies, and scrubs the database's files. Null
 * when nothing is held.
 */
export async function eraseSubject(
  { db, cvs, outboxDir, log, kinds }: ErasureTarget,
  address: string,
  record: (tx: Tx, counts: Record<string, number>) => Promise<void>,
  at = new Date(),
): Promise<Erasure | null> {
  const { submissions, submissionEvents, emailOutbox, inboundMail, inboundAttachments } = db.tables;
  const erased = await db.transaction(async (tx) => {
    const data = await findSubject(tx, db, address);
    if (!holdsAnything(data)) return null;
    const { attachmentFiles } = await deleteSubmissions(
      tx,
      db,
      data.submissions.map((row) => row.id),
    );
    // The rows about their own submissions went with them; the rest were addressed to them, or the mail sent from their address.
    const own = new Set(data.submissions.map((row) => row.id));
    const others = data.emails.filter((row) => row.submissionId === null || !own.has(row.submissionId));
    for (const batch of chunks(others.map((row) => row.id))) await tx.delete(emailOutbox).where(inArray(emailOutbox.id, batch));
    const otherMail = data.mail.filter((row) => row.submissionId === null || !own.has(row.submissionId)).map((row) => row.id);
    for (const batch of chunks(otherMail)) attachmentFiles.push(...(await deleteInboundMail(tx, db, inArray(inboundMail.id, batch))).files);
    for (const { note } of data.mentions)
      await tx
        .update(submissionEvents)
        .set({ detail: redact(note.detail, data.pattern) })
        .where(eq(submissionEvents.id, note.id));
    const counts = subjectCounts(data, kinds);
    await record(tx, counts);
    await logErasure(tx, db, address, at);
    return { data, counts, attachmentFiles };
  });
  if (!erased) return null;
  const { data, counts, attachmentFiles } = erased;
  const failed = (what: string) => `erasure: could not delete ${what}; delete it by hand`;
  let filesLeft = await removeCvs(cvs, attachmentFiles, log, failed('an inbound mail’s attachment'));
  for (const row of data.submissions)
    if (row.fileName && !(await removeCv(cvs, row.fileName, log, failed(`the CV of ${row.kind} #${row.number}`)))) filesLeft++;
  for (const name of emailFilesOf(data))
    if (!(await removeStoredFile(join(outboxDir, name), log, failed(`the email file ${name}`)))) filesLeft++;
  const scrubbed = await db.scrub([submissions, submissionEvents, emailOutbox, inboundMail, inboundAttachments, ...cvs.tables]);
  return { counts, filesLeft, scrubbed };
}
