import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { RetentionPeriods } from '../../shared/retention-periods';
import type { CvStore } from '../../platform/database/cv-store';
import type { Db, Tx } from '../../platform/database/open-database';
import type { Logger } from '../../platform/logging/logger';
import type { AnyKind } from '../kinds';
import { deleteInboundMail } from '../inbound/inbound-deletion';
import { countErasuresBefore, deleteErasuresBefore } from '../subject/erasure-log';
import { chunks, deleteSubmissions, removeCv, removeCvs, removeStoredFile } from '../submission-deletion';
import { cutoffsAt, dueReason, earliestStart, type Cutoffs, type DueSubmission } from './retention-rules';

export interface RetentionTarget {
  db: Db;
  periods: RetentionPeriods;
  /** Where CVs are kept (platform/database/cv-store.ts). */
  cvs: CvStore;
  /** Where emails are written as .eml files without SMTP (platform/mail/mail-transport.ts outboxDirOf). */
  outboxDir: string;
  /** The site's web-vitals samples, handed in by whoever starts the job (app/): submissions/ does not import the site. */
  vitals: VitalsSweep;
  log: Logger;
  /** The kinds whose rules decide: the table's (desk/kinds-table.ts), handed by app/; a test adds its own. */
  kinds: readonly AnyKind[];
}

/** Counts or deletes the web-vitals samples recorded before a time; answers how many. */
export interface VitalsSweep {
  countBefore(db: Db, before: Date): Promise<number>;
  deleteBefore(db: Db, before: Date): Promise<number>;
}

export interface RetentionReport {
  at: Date;
  /** Submissions due (a dry run) or deleted, oldest number first within each kind. */
  submissions: DueSubmission[];
  /** Names of the .eml files due or deleted. */
  emailFiles: string[];
  /** Web-vitals samples due or deleted. */
  vitals: number;
  /** Erasure-log entries due or deleted: older than every backup kept (decision 0058). */
  erasures: number;
  /** Inbound mails that answer no record, due or deleted with their attachments (decision 0065). */
  unmatchedMail: number;
  /** CV, attachment and .eml files that could not be deleted (logged). */
  filesLeft: number;
}

type Due = DueSubmission & { fileName: string | null };

/** The submissions due at the cut-offs, read with no more of each than the rules need (no names, addresses or words). */
async function dueSubmissions(q: Tx, db: Db, cutoffs: Cutoffs, kinds: readonly AnyKind[]): Promise<Due[]> {
  const { submissions, submissionEvents } = db.tables;
  const job =
    db.engine === 'sqlite'
      ? sql<string | null>`json_extract(${submissions.fields}, '$.job')`
      : sql<string | null>`${submissions.fields}->>'job'`;
  const candidates = await q
    .select({
      id: submissions.id,
      kind: submissions.kind,
      number: submissions.number,
      status: submissions.status,
      createdAt: submissions.createdAt,
      job,
      fileName: submissions.fileName,
    })
    .from(submissions)
    .where(lte(submissions.createdAt, earliestStart(cutoffs, kinds)))
    .orderBy(submissions.kind, submissions.number);
  const lastEvents = new Map<number, Date>();
  const rejections = new Map<number, Date>();
  for (const batch of chunks(candidates.map((c) => c.id))) {
    // One pass over the events: the last change, and the last rejection.
    const rows = await q
      .select({
        id: submissionEvents.submissionId,
        at: max(submissionEvents.at),
        rejectedAt: sql<
          Date | number | null
        >`max(case when ${submissionEvents.kind} = 'status' and ${submissionEvents.detail} = 'rejected' then ${submissionEvents.at} end)`,
      })
      .from(submissionEvents)
      .where(inArray(submissionEvents.submissionId, batch))
      .groupBy(submissionEvents.submissionId);
    for (const row of rows) {
      if (row.at) lastEvents.set(row.id, new Date(row.at));
      if (row.rejectedAt) rejections.set(row.id, new Date(row.rejectedAt));
    }
  }
  const due: Due[] = [];
  for (const candidate of candidates) {
    const reason = dueReason(
      {
        ...candidate,
        job: candidate.job ?? null,
        lastEventAt: lastEvents.get(candidate.id) ?? null,
        rejectedAt: rejections.get(candidate.id) ?? null,
      },
      cutoffs,
      kinds,
    );
    if (reason) due.push({ ...reason, fileName: candidate.fileName });
  }
  return due;
}

/** Inbound mail that answers no record and arrived at or before the cut-off. */
const unmatchedBefore = (db: Db, cutoff: Date) =>
  and(isNull(db.tables.inboundMail.submissionId), lte(db.tables.inboundMail.receivedAt, cutoff));

/** The .eml files written before `before`; none when the folder does not exist. */
async function dueEmailFiles(outboxDir: string, before: Date): Promise<string[]> {
  const names = await readdir(outboxDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const due: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const written = await stat(join(outboxDir, name)).catch(() => null);
    if (written && written.mtime < before) due.push(name);
  }
  return due;
}

/** Deletes a file; one already gone is fine (another instance ran first); one that stays is logged and counted. */
const removeFile = (path: string, log: Logger, what: string) =>
  removeStoredFile(path, log, `retention: could not delete ${what}; the next run tries again`);

/** What a run at `now` would delete, deleting nothing (`npm run retention -- --dry-run`). */
export async function planRetention(
  { db, periods, outboxDir, vitals, kinds }: RetentionTarget,
  now = new Date(),
): Promise<RetentionReport> {
  const cutoffs = cutoffsAt(periods, now);
  const due = await dueSubmissions(db, db, cutoffs, kinds);
  return {
    at: now,
    submissions: due.map(({ fileName: _, ...item }) => item),
    emailFiles: await dueEmailFiles(outboxDir, cutoffs.emailDays),
    vitals: await vitals.countBefore(db, cutoffs.vitalsMonths),
    erasures: await countErasuresBefore(db, cutoffs.backupDays),
    unmatchedMail: (await db.select({ n: count() }).from(db.tables.inboundMail).where(unmatchedBefore(db, cutoffs.unmatchedDays)))[0]!.n,
    filesLeft: 0,
  };
}

/**
 * Deletes what is due at `now`: the submissions with their history, outbox rows and mail in one
 * transaction (decided inside it, so a change made meanwhile is seen), and the unmatched mail
 * past its period, then their CV and attachment files once the rows are gone, the old .eml
 * files, the old web-vitals samples and the erasure-log entries older than every backup kept.
 * Safe to run on several instances at once: what another deleted first is simply not there.
 */
export async function runRetention(target: RetentionTarget, now = new Date()): Promise<RetentionReport> {
  const { db, periods, cvs, outboxDir, log, kinds } = target;
  const cutoffs = cutoffsAt(periods, now);
  const { deleted, unmatched, attachmentFiles } = await db.transaction(async (tx) => {
    const due = await dueSubmissions(tx, db, cutoffs, kinds);
    const { gone, attachmentFiles } = await deleteSubmissions(
      tx,
      db,
      due.map((item) => item.id),
    );
    const unmatched = await deleteInboundMail(tx, db, unmatchedBefore(db, cutoffs.unmatchedDays));
    return { deleted: due.filter((item) => gone.has(item.id)), unmatched, attachmentFiles: [...attachmentFiles, ...unmatched.files] };
  });
  let filesLeft = await removeCvs(cvs, attachmentFiles, log, 'retention: could not delete an inbound mail’s attachment; delete it by hand');
  for (const item of deleted)
    if (item.fileName && !(await removeCv(cvs, item.fileName, log, `could not delete the CV of ${item.kind} #${item.number}`))) filesLeft++;
  const emailFiles: string[] = [];
  for (const name of await dueEmailFiles(outboxDir, cutoffs.emailDays)) {
    if (await removeFile(join(outboxDir, name), log, `the email file ${name}`)) emailFiles.push(name);
    else filesLeft++;
  }
  const vitals = await target.vitals.deleteBefore(db, cutoffs.vitalsMonths);
  const erasures = await deleteErasuresBefore(db, cutoffs.backupDays);
  return {
    at: now,
    submissions: deleted.map(({ fileName: _, ...item }) => item),
    emailFiles,
    vitals,
    erasures,
    unmatchedMail: unmatched.mails,
    filesLeft,
  };
}

/** Counts for a log line or a summary: submissions by kind (spam apart), files, samples, erasure-log entries. */
export function retentionCounts(report: RetentionReport) {
  const count = (test: (item: DueSubmission) => boolean) => report.submissions.filter(test).length;
  return {
    enquiries: count((item) => item.kind === 'enquiry' && item.why !== 'spam'),
    applications: count((item) => item.kind === 'application' && item.why !== 'spam'),
    spam: count((item) => item.why === 'spam'),
    emailFiles: report.emailFiles.length,
    vitals: report.vitals,
    erasures: report.erasures,
    unmatchedMail: report.unmatchedMail,
    filesLeft: report.filesLeft,
  };
}

/**
 * Runs the deletion at start-up and every 24 hours, logging one line of counts; a run that fails
 * (the database away) is logged and the next one tries again. Answers the function that stops it.
 */
export function startRetention(target: RetentionTarget, everyMs = 24 * 60 * 60_000): () => void {
  const run = () =>
    runRetention(target)
      .then((report) => target.log.info({ retention: retentionCounts(report) }, 'retention: deleted what its periods ended'))
      .catch((error: unknown) => target.log.warn({ err: error }, 'retention: the run failed; the next one tries again'));
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
