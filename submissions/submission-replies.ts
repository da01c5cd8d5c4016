import { and, eq, isNull } from 'drizzle-orm';
import type { SubmissionStatus } from '../shared/submissions/statuses';
import type { Db } from '../platform/database/open-database';
import type { OutboxMessage } from '../platform/database/schema';
import type { EventAuthor } from './submission-record';
import { eventValues, rowOf } from './submission-store';

export interface NewReply {
  text: string;
  /** The desk form's one-time key, or the API's Idempotency-Key. */
  key: string;
  author: EventAuthor;
  /** The email, composed now (replyMessage): the outbox sends it as it is. */
  message: OutboxMessage;
  /** Where the first reply moves the submission, for a kind that has such a status. */
  repliedStatus?: SubmissionStatus | undefined;
}

/** What became of a reply: queued, already queued under its key, or refused (no such submission; spam is never answered). */
export type ReplyOutcome = 'queued' | 'repeated' | 'missing' | 'spam';

/**
 * Keeps a staff reply in the submission's history and queues its email, in one transaction. A
 * key the submission has seen stores and queues nothing: a double submit or a retry sends one
 * email (the unique index decides between two at once). The first reply stamps first_reply_at
 * and moves the submission to the kind's replied status, recorded in its history too.
 */
export function saveReply(db: Db, kind: string, number: number, reply: NewReply, now = new Date()): Promise<ReplyOutcome> {
  const { submissions, submissionEvents, emailOutbox } = db.tables;
  const { text, key, author, message, repliedStatus } = reply;
  return db.transaction(async (tx): Promise<ReplyOutcome> => {
    const row = await rowOf(tx, db, kind, number);
    if (!row) return 'missing';
    const sameKey = and(eq(submissionEvents.submissionId, row.id), eq(submissionEvents.idempotencyKey, key));
    if ((await tx.select({ id: submissionEvents.id }).from(submissionEvents).where(sameKey)).length > 0) return 'repeated';
    if (row.status === 'spam') return 'spam';
    const stored = await tx
      .insert(submissionEvents)
      .values({ ...eventValues(row.id, now, author, 'reply', text), idempotencyKey: key })
      .onConflictDoNothing()
      .returning({ id: submissionEvents.id });
    if (stored.length === 0) return 'repeated';
    await tx.insert(emailOutbox).values({ submissionId: row.id, kind: 'reply', message, nextAttemptAt: now });
    const first = await tx
      .update(submissions)
      .set({ firstReplyAt: now })
      .where(and(eq(submissions.id, row.id), isNull(submissions.firstReplyAt)))
      .returning({ id: submissions.id });
    if (first.length > 0 && repliedStatus && row.status !== repliedStatus) {
      await tx.update(submissions).set({ status: repliedStatus }).where(eq(submissions.id, row.id));
      await tx.insert(submissionEvents).values(eventValues(row.id, now, author, 'status', repliedStatus));
    }
    return 'queued';
  });
}
