import type { CvStore } from '../platform/database/cv-store';
import type { Db } from '../platform/database/open-database';
import {
  changeSubmission,
  resendEmail,
  saveReply,
  type AnyKind,
  type Assignee,
  type FailedEmail,
  type ReplyMail,
  type ReplySigner,
  type ReplyOutcome,
  type SubmissionRecord,
  eraseSubject,
  subjectArchive,
  subjectCounts,
  type ErasureTarget,
  type SubjectData,
} from '../submissions';
import { listAccounts, type StaffAccount } from './accounts/account-store';
import { reaches } from './auth/access';
import { authorOf, recordAudit, type Actor } from './audit/audit-trail';
import type { ListFilter } from './submission-queries';
import type { StaffChange } from './staff-schemas';

/**
 * What staff do to submissions, from the desk's pages and the staff API alike, each written to
 * the audit trail with who did it and kept in the submission's history with its author.
 * Reading goes through submission-queries.ts; these are the acts.
 */

const subject = (kind: AnyKind, number: number) => ({ kind: kind.name, id: number });

/** A person's record was opened (the desk's page of it, the API's answer). */
export const recordViewed = (db: Db, actor: Actor, kind: AnyKind, number: number) =>
  recordAudit(db, { actor, action: 'view', subject: subject(kind, number) });

/** A file a person sent (a CV) was downloaded. */
export const recordDownloaded = (db: Db, actor: Actor, kind: AnyKind, number: number) =>
  recordAudit(db, { actor, action: 'download-file', subject: subject(kind, number) });

/** A mail's whole original (its number in `detail`) was read as text. */
export const recordOriginalRead = (db: Db, actor: Actor, kind: AnyKind, number: number, mail: number) =>
  recordAudit(db, { actor, action: 'read-original', subject: subject(kind, number), detail: `email ${mail}` });

/** A mail's kept attachment (its number in `detail`) was downloaded. */
export const recordAttachmentDownloaded = (db: Db, actor: Actor, kind: AnyKind, number: number, attachment: number) =>
  recordAudit(db, { actor, action: 'download-attachment', subject: subject(kind, number), detail: `attachment ${attachment}` });

/** A CSV was exported: which filters it had, never the words searched for (they may be a person's name). */
export const recordExported = (db: Db, actor: Actor, kind: AnyKind, { status, lang, q, assigneeId }: ListFilter) =>
  recordAudit(db, {
    actor,
    action: 'export-csv',
    detail: [kind.name, status && `status ${status}`, lang && `language ${lang}`, q && 'a search', assigneeId && 'assigned to them']
      .filter(Boolean)
      .join(', '),
  });

/** Who a kind's submissions may be assigned to, of the live accounts: those whose role reaches the kind. */
export const assignableOf = (accounts: readonly StaffAccount[], kind: AnyKind): StaffAccount[] =>
  accounts.filter((account) => reaches({ account }, kind));

/** What came of a change: done, no such submission, or an assignee who may not have it. */
export type ChangeOutcome = 'changed' | 'missing' | 'not-assignable';

/**
 * Changes a submission's status, assignee, adds a note, or several. The assignee must be a live
 * account whose role reaches the kind (a recruiter never gets an enquiry).
 */
export async function changeAs(db: Db, actor: Actor, kind: AnyKind, number: number, change: StaffChange): Promise<ChangeOutcome> {
  let assignee: Assignee | null | undefined;
  if (change.assignee !== undefined && change.assignee !== null) {
    const account = assignableOf(await listAccounts(db), kind).find(({ id }) => id === change.assignee);
    if (!account) return 'not-assignable';
    assignee = { id: account.id, email: account.email, name: account.name };
  } else assignee = change.assignee;
  const { status, note } = change;
  if (!(await changeSubmission(db, kind.name, number, { status, note, assignee }, authorOf(actor)))) return 'missing';
  const about = subject(kind, number);
  if (status) await recordAudit(db, { actor, action: 'change-status', subject: about, detail: status });
  if (assignee !== undefined) await recordAudit(db, { actor, action: 'assign', subject: about, detail: assignee?.email ?? 'nobody' });
  if (note) await recordAudit(db, { actor, action: 'add-note', subject: about });
  return 'changed';
}

/** Queues a failed email again (the notification, or a staff reply); false when there was no such failed email. */
export async function resendAs(db: Db, actor: Actor, kind: AnyKind, number: number, email: FailedEmail = 'notification'): Promise<boolean> {
  if (!(await resendEmail(db, kind.name, number, email, authorOf(actor)))) return false;
  await recordAudit(db, { actor, action: 'resend', subject: subject(kind, number) });
  return true;
}

/** Who signs what `actor` sends: a member of staff's account; a script with the staff token or an operator signs as the studio. */
export const signerOf = (actor: Actor): ReplySigner => ('account' in actor ? actor.account : null);

/**
 * Sends the sender a reply through the outbox, once per key: `words` are the member of staff's,
 * the greeting, their signature and the quote are added (submissions/emails/reply-email.ts). It
 * is kept in the history with its author; the audit trail records that a reply went, never its words.
 */
export async function replyAs(
  db: Db,
  actor: Actor,
  kind: AnyKind,
  record: SubmissionRecord,
  { words, key }: { words: string; key: string },
  mail: ReplyMail,
): Promise<ReplyOutcome> {
  const outcome = await saveReply(db, kind, record, { words, key, author: authorOf(actor), signer: signerOf(actor) }, mail);
  if (outcome === 'queued') await recordAudit(db, { actor, action: 'send-reply', subject: subject(kind, record.number) });
  return outcome;
}

/** A person's data as one archive for them (decision 0037); the trail records how many of each thing (of `kinds`, the table's), never the address. */
export async function exportSubjectAs(
  db: Db,
  actor: Actor,
  data: SubjectData,
  cvs: CvStore,
  kinds: readonly AnyKind[],
): Promise<Uint8Array> {
  const archive = await subjectArchive(data, cvs);
  await recordAudit(db, { actor, action: 'export-data', detail: JSON.stringify(subjectCounts(data, kinds)) });
  return archive;
}

/**
 * Erases everything held under an address; the trail's line, with the counts, is written in the
 * erasure's own transaction. `at` is the erasure's time in the erasure log: a restore erasing
 * again gives the first erasure's.
 */
export const eraseSubjectAs = (target: ErasureTarget, actor: Actor, address: string, at?: Date) =>
  eraseSubject(
    target,
    address,
    (tx, counts) => recordAudit(target.db, { actor, action: 'erase-data', detail: JSON.stringify(counts) }, tx),
    at,
  );
