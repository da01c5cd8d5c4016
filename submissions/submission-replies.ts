import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/database/open-database';
import type { DeliveryState, EventAuthor, SubmissionRecord } from './submission-record';
import type { SubmissionKind } from './kinds/submission-kind';
import { messageIdFor } from './emails/message-ids';
import { replyFrame, replyMessage, replyText, type ReplyMail, type ReplySigner } from './emails/reply-email';
import { markReplied } from './reply-waits';
import { threadOf } from './reply-thread';
import { eventValues, rowOf } from './submission-store';

export interface NewReply {
  /** What the member of staff wrote: the greeting, the signature and the quote are added to it here. */
  words: string;
  /** The desk form's one-time key, or the API's Idempotency-Key. */
  key: string;
  author: EventAuthor;
  /** Who it is signed by (replyFrame). */
  signer: ReplySigner;
}

type Kind = Pick<SubmissionKind, 'name' | 'texts' | 'reply' | 'emails' | 'staff'>;

/** What became of a reply: queued, already queued under its key, or refused (no such submission; spam is never answered). */
export type ReplyOutcome = 'queued' | 'repeated' | 'missing' | 'spam';

/**
 * Keeps a staff reply in the submission's history (as the sender reads it, without the quote)
 * and queues its email, composed now with a Message-ID of its own, in the thread the sender has
 * (their confirmation, the replies and answers before: threadOf, read in the same transaction),
 * all in one transaction. A key the submission has seen stores and queues nothing: a double
 * submit or a retry sends one email (the unique index decides between two at once). It ends the
 * wait for a reply (markReplied: the first reply, or one after the sender answered, moves the
 * submission to the kind's replied status, recorded in its history too).
 */
export function saveReply(
  db: Db,
  kind: Kind,
  record: SubmissionRecord,
  { words, key, author, signer }: NewReply,
  mail: ReplyMail,
  now = new Date(),
): Promise<ReplyOutcome> {
  const { submissionEvents, emailOutbox } = db.tables;
  const { repliedStatus } = kind.staff;
  const frame = replyFrame(kind, record, signer);
  const text = replyText(frame, words);
  return db.transaction(async (tx): Promise<ReplyOutcome> => {
    const row = await rowOf(tx, db, kind.name, record.number);
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
    const message = replyMessage(kind, record, { text, frame, signer }, mail, await threadOf(tx, db, row.id));
    await tx.insert(emailOutbox).values({
      submissionId: row.id,
      kind: 'reply',
      message,
      messageId: messageIdFor(`${kind.name}-${record.number}-reply`, mail.from),
      eventId: stored[0]!.id,
      nextAttemptAt: now,
    });
    await markReplied(tx, db, row, repliedStatus, author, now);
    return 'queued';
  });
}

/** A staff reply as the record's conversation shows it: when, by whom, what the sender reads, and where its email stands. */
export interface SentReply {
  at: string;
  author: string | null;
  text: string;
  /** Its email's outbox row (queued, sent and when, or failed); null for a reply from before the two were linked. */
  email: { id: number; state: DeliveryState; sentAt: string | null } | null;
}

/** A submission's staff replies, oldest first, each with the state of its email. */
export async function repliesOf(db: Db, kind: string, number: number): Promise<SentReply[]> {
  const { submissions, submissionEvents, emailOutbox } = db.tables;
  const rows = await db
    .select({
      at: submissionEvents.at,
      author: submissionEvents.actor,
      text: submissionEvents.detail,
      emailId: emailOutbox.id,
      state: emailOutbox.status,
      sentAt: emailOutbox.sentAt,
    })
    .from(submissionEvents)
    .innerJoin(submissions, eq(submissions.id, submissionEvents.submissionId))
    .leftJoin(
      emailOutbox,
      and(eq(emailOutbox.submissionId, submissions.id), eq(emailOutbox.kind, 'reply'), eq(emailOutbox.eventId, submissionEvents.id)),
    )
    .where(and(eq(submissions.kind, kind), eq(submissions.number, number), eq(submissionEvents.kind, 'reply')))
    .orderBy(asc(submissionEvents.id));
  return rows.map(({ at, author, text, emailId, state, sentAt }) => ({
    at: at.toISOString(),
    author,
    text,
    email: emailId === null || state === null ? null : { id: emailId, state, sentAt: sentAt?.toISOString() ?? null },
  }));
}
