import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database/open-database';
import type { SubmissionStatus } from '../shared/submissions/statuses';
import type { EventAuthor } from './submission-record';
import { eventValues } from './submission-store';

// A record's waits for the studio's reply (decision 0064): one opens when it arrives and when its
// sender answers after a reply, and the next staff reply ends it. The open one's start is also
// `submissions.awaiting_since`, which the lists order by; these two functions write both.

/**
 * Opens a wait at `at` unless the record has one open: the studio then owes an answer since the
 * sender's oldest unanswered message, and a second message does not move it. True when it opened one.
 */
export async function openWait(tx: Tx, db: Db, submissionId: number, at: Date): Promise<boolean> {
  const { submissions, replyWaits } = db.tables;
  const opened = await tx
    .update(submissions)
    .set({ awaitingSince: at })
    .where(and(eq(submissions.id, submissionId), isNull(submissions.awaitingSince)))
    .returning({ id: submissions.id });
  if (opened.length === 0) return false;
  await tx.insert(replyWaits).values({ submissionId, startedAt: at });
  return true;
}

/** Ends the record's open wait with a staff reply at `at`. True when it had one. */
async function closeWait(tx: Tx, db: Db, submissionId: number, at: Date): Promise<boolean> {
  const { submissions, replyWaits } = db.tables;
  const closed = await tx
    .update(submissions)
    .set({ awaitingSince: null })
    .where(and(eq(submissions.id, submissionId), isNotNull(submissions.awaitingSince)))
    .returning({ id: submissions.id });
  await tx
    .update(replyWaits)
    .set({ repliedAt: at })
    .where(and(eq(replyWaits.submissionId, submissionId), isNull(replyWaits.repliedAt)));
  return closed.length > 0;
}

/**
 * What a staff reply does to the promise, from the desk or from their own mail client: it ends the
 * open wait, stamps the first reply, and (the first reply, or one that ended a wait) moves the
 * record to its kind's replied status, recorded in its history with who replied.
 */
export async function markReplied(
  tx: Tx,
  db: Db,
  row: { id: number; status: SubmissionStatus },
  repliedStatus: SubmissionStatus | undefined,
  author: EventAuthor,
  now: Date,
): Promise<void> {
  const { submissions, submissionEvents } = db.tables;
  const first = await tx
    .update(submissions)
    .set({ firstReplyAt: now })
    .where(and(eq(submissions.id, row.id), isNull(submissions.firstReplyAt)))
    .returning({ id: submissions.id });
  const ended = await closeWait(tx, db, row.id, now);
  if ((first.length > 0 || ended) && repliedStatus && row.status !== repliedStatus) {
    await tx.update(submissions).set({ status: repliedStatus }).where(eq(submissions.id, row.id));
    await tx.insert(submissionEvents).values(eventValues(row.id, now, author, 'status', repliedStatus));
  }
}
