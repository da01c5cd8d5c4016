import { and, count, eq, gte, inArray, isNull, lte, ne, notExists } from 'drizzle-orm';
import type { Db } from '../platform/database/open-database';
import type { OutboxMessage } from '../platform/database/schema';
import type { SubmissionRecord } from './submission-record';
import { selectSubmissions } from './submission-store';

/** Still waiting for its first reply: new, never answered. */
const waiting = (db: Db, kind: string) => {
  const { submissions } = db.tables;
  return and(eq(submissions.kind, kind), eq(submissions.status, 'new'), isNull(submissions.firstReplyAt));
};

/** Waiting, and assigned to one account if one is given. */
const waitingFor = (db: Db, kind: string, assigneeId: number | undefined) =>
  and(waiting(db, kind), assigneeId === undefined ? undefined : eq(db.tables.submissions.assigneeId, assigneeId));

/** The submissions of a kind waiting for their first reply (of one assignee, if given), the longest waiting first. */
export const awaitingReply = (db: Db, kind: string, limit: number, assigneeId?: number): Promise<SubmissionRecord[]> =>
  selectSubmissions(db, waitingFor(db, kind, assigneeId), limit, 'oldest');

/** How many submissions of a kind wait for their first reply (of one assignee, if given). */
export async function countAwaitingReply(db: Db, kind: string, assigneeId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(db.tables.submissions)
    .where(waitingFor(db, kind, assigneeId));
  return row?.n ?? 0;
}

/** When each submission of a kind received since `since` arrived and was first answered (spam left out). */
export async function replyTimesSince(db: Db, kind: string, since: Date): Promise<{ receivedAt: Date; firstReplyAt: Date | null }[]> {
  const { submissions } = db.tables;
  return db
    .select({ receivedAt: submissions.createdAt, firstReplyAt: submissions.firstReplyAt })
    .from(submissions)
    .where(and(eq(submissions.kind, kind), ne(submissions.status, 'spam'), gte(submissions.createdAt, since)));
}

/**
 * Queues the one reminder of each submission of a kind received between `receivedAfter` and
 * `receivedBefore` still waiting for its reply, with the message `compose` writes for it (null:
 * nobody to remind). The outbox's unique index keeps it to one per submission, whichever
 * instance queues it first. Returns how many were queued.
 */
export async function queueReminders(
  db: Db,
  kind: string,
  { receivedAfter, receivedBefore }: { receivedAfter: Date; receivedBefore: Date },
  compose: (record: SubmissionRecord) => Promise<OutboxMessage | null>,
  now = new Date(),
): Promise<number> {
  const { submissions, emailOutbox } = db.tables;
  const reminded = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.submissionId, submissions.id), eq(emailOutbox.kind, 'reminder')));
  const due = await db
    .select({ id: submissions.id, number: submissions.number })
    .from(submissions)
    .where(
      and(waiting(db, kind), gte(submissions.createdAt, receivedAfter), lte(submissions.createdAt, receivedBefore), notExists(reminded)),
    );
  if (due.length === 0) return 0;
  const idOf = new Map(due.map(({ id, number }) => [number, id]));
  const records = await selectSubmissions(db, and(eq(submissions.kind, kind), inArray(submissions.number, [...idOf.keys()])));
  let queued = 0;
  for (const record of records) {
    const message = await compose(record);
    if (!message) continue;
    const inserted = await db.transaction((tx) =>
      tx
        .insert(emailOutbox)
        .values({ submissionId: idOf.get(record.number)!, kind: 'reminder', message, nextAttemptAt: now })
        .onConflictDoNothing()
        .returning({ id: emailOutbox.id }),
    );
    queued += inserted.length;
  }
  return queued;
}
