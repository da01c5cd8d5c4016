import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/open-database';
import type { OutboxMessage } from '../platform/database/schema';
import type { SubmissionRecord } from './submission-record';
import { selectSubmissions } from './submission-store';

/** Waiting for a reply: new, and its sender not answered since they last wrote (reply-waits.ts). */
const waiting = (db: Db, kind: string) => {
  const { submissions } = db.tables;
  return and(eq(submissions.kind, kind), eq(submissions.status, 'new'), isNotNull(submissions.awaitingSince));
};

/** Waiting, and assigned to one account if one is given. */
const waitingFor = (db: Db, kind: string, assigneeId: number | undefined) =>
  and(waiting(db, kind), assigneeId === undefined ? undefined : eq(db.tables.submissions.assigneeId, assigneeId));

/** The submissions of a kind waiting for a reply (of one assignee, if given), the longest waiting first. */
export const awaitingReply = (db: Db, kind: string, limit: number, assigneeId?: number): Promise<SubmissionRecord[]> => {
  const { submissions } = db.tables;
  return selectSubmissions(db, waitingFor(db, kind, assigneeId), limit, [asc(submissions.awaitingSince), asc(submissions.number)]);
};

/** How many submissions of a kind wait for a reply (of one assignee, if given). */
export async function countAwaitingReply(db: Db, kind: string, assigneeId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(db.tables.submissions)
    .where(waitingFor(db, kind, assigneeId));
  return row?.n ?? 0;
}

/**
 * Every wait for a reply of a kind's submissions that began since `since` (spam left out): when it
 * began, and when staff replied, if they have.
 */
export async function replyWaitsSince(db: Db, kind: string, since: Date): Promise<{ startedAt: Date; repliedAt: Date | null }[]> {
  const { submissions, replyWaits } = db.tables;
  // Read from the waits' start, each one's record looked up by its id in a subquery of its own,
  // which neither engine turns into a join: SQLite without statistics would read every record of
  // the kind first, PostgreSQL the whole table (73 and 60 ms at 100,000 records, decision 0071).
  const counted = sql`(SELECT ${submissions.kind} = ${kind} AND ${submissions.status} <> 'spam' FROM ${submissions} WHERE ${submissions.id} = ${replyWaits.submissionId})`;
  return db
    .select({ startedAt: replyWaits.startedAt, repliedAt: replyWaits.repliedAt })
    .from(replyWaits)
    .where(and(gte(replyWaits.startedAt, since), counted));
}

/**
 * Queues the one reminder of each wait for a reply of a kind's submissions that began between
 * `startedAfter` and `startedBefore` and is still open, with the message `compose` writes for its
 * submission (null: nobody to remind). The wait is marked reminded in the same transaction, so
 * whichever instance queues it first, it is one per wait. Returns how many were queued.
 */
export async function queueReminders(
  db: Db,
  kind: string,
  { startedAfter, startedBefore }: { startedAfter: Date; startedBefore: Date },
  compose: (record: SubmissionRecord) => Promise<OutboxMessage | null>,
  now = new Date(),
): Promise<number> {
  const { submissions, emailOutbox, replyWaits } = db.tables;
  const due = await db
    .select({ wait: replyWaits.id, id: submissions.id, number: submissions.number })
    .from(replyWaits)
    .innerJoin(submissions, eq(submissions.id, replyWaits.submissionId))
    .where(
      and(
        waiting(db, kind),
        isNull(replyWaits.repliedAt),
        isNull(replyWaits.remindedAt),
        gte(replyWaits.startedAt, startedAfter),
        lte(replyWaits.startedAt, startedBefore),
      ),
    );
  if (due.length === 0) return 0;
  const dueOf = new Map(due.map((row) => [row.number, row]));
  const records = await selectSubmissions(db, and(eq(submissions.kind, kind), inArray(submissions.number, [...dueOf.keys()])));
  let queued = 0;
  for (const record of records) {
    const message = await compose(record);
    if (!message) continue;
    const { wait, id } = dueOf.get(record.number)!;
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(replyWaits)
        .set({ remindedAt: now })
        .where(and(eq(replyWaits.id, wait), isNull(replyWaits.remindedAt)))
        .returning({ id: replyWaits.id });
      if (claimed.length === 0) return 0;
      await tx.insert(emailOutbox).values({ submissionId: id, kind: 'reminder', message, nextAttemptAt: now });
      return 1;
    });
  }
  return queued;
}
