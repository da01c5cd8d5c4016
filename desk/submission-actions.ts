import type { Db } from '../platform/database/open-database';
import { changeSubmission, resendNotification, type AnyKind, type SubmissionChange } from '../submissions';
import { recordAudit, type Actor } from './audit/audit-trail';
import type { ListQuery } from './submission-queries';

/**
 * What staff do to submissions, from the desk's pages and the staff API alike, each written to
 * the audit trail with who did it. Reading goes through submission-queries.ts; these are the acts.
 */

const subject = (kind: AnyKind, number: number) => ({ kind: kind.name, id: number });

/** A person's record was opened (the desk's page of it, the API's answer). */
export const recordViewed = (db: Db, actor: Actor, kind: AnyKind, number: number) =>
  recordAudit(db, { actor, action: 'view', subject: subject(kind, number) });

/** A file a person sent (a CV) was downloaded. */
export const recordDownloaded = (db: Db, actor: Actor, kind: AnyKind, number: number) =>
  recordAudit(db, { actor, action: 'download-file', subject: subject(kind, number) });

/** A CSV was exported: which filters it had, never the words searched for (they may be a person's name). */
export const recordExported = (db: Db, actor: Actor, kind: AnyKind, { status, lang, q }: Partial<ListQuery>) =>
  recordAudit(db, {
    actor,
    action: 'export-csv',
    detail: [kind.name, status && `status ${status}`, lang && `language ${lang}`, q && 'a search'].filter(Boolean).join(', '),
  });

/** Changes a submission's status, adds a note, or both; false when there is no such submission. */
export async function changeAs(db: Db, actor: Actor, kind: AnyKind, number: number, change: SubmissionChange): Promise<boolean> {
  if (!(await changeSubmission(db, kind.name, number, change))) return false;
  if (change.status) await recordAudit(db, { actor, action: 'change-status', subject: subject(kind, number), detail: change.status });
  if (change.note) await recordAudit(db, { actor, action: 'add-note', subject: subject(kind, number) });
  return true;
}

/** Queues a failed notification again; false when there was none to queue. */
export async function resendAs(db: Db, actor: Actor, kind: AnyKind, number: number): Promise<boolean> {
  if (!(await resendNotification(db, kind.name, number))) return false;
  await recordAudit(db, { actor, action: 'resend', subject: subject(kind, number) });
  return true;
}
