import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database/open-database';
import type { ReplyThread } from './emails/reply-email';

/**
 * The thread a record's sender has, as a transaction sees it (decision 0066): their confirmation,
 * then in the order they came the studio's replies (a failed one never reached them) and the
 * answers on the record (theirs, another address's at their signed one, a member of staff's sent
 * from their own mail client); an automatic reply or a bounce is no part of it. The answer a new
 * reply goes on from is the newest one not written by staff.
 */
export async function threadOf(tx: Tx, db: Db, submissionId: number): Promise<ReplyThread> {
  const { emailOutbox, inboundMail } = db.tables;
  const sent = await tx
    .select({ kind: emailOutbox.kind, messageId: emailOutbox.messageId, at: emailOutbox.queuedAt })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.submissionId, submissionId),
        inArray(emailOutbox.kind, ['confirmation', 'reply']),
        isNotNull(emailOutbox.messageId),
        ne(emailOutbox.status, 'failed'),
      ),
    )
    .orderBy(asc(emailOutbox.id));
  const answers = await tx
    .select({ messageId: inboundMail.messageId, at: inboundMail.receivedAt, staff: inboundMail.staffAccountId })
    .from(inboundMail)
    .where(and(eq(inboundMail.submissionId, submissionId), eq(inboundMail.class, 'reply'), isNotNull(inboundMail.messageId)))
    .orderBy(asc(inboundMail.receivedAt), asc(inboundMail.id));
  const confirmation = sent.find((email) => email.kind === 'confirmation')?.messageId ?? null;
  // Rows queued before queued_at was kept came before any answer.
  const later = [
    ...sent.filter((email) => email.kind === 'reply').map((email) => ({ id: email.messageId!, at: email.at?.getTime() ?? 0 })),
    ...answers.map((answer) => ({ id: answer.messageId!, at: answer.at.getTime() })),
  ].sort((a, b) => a.at - b.at);
  return {
    confirmation,
    later: later.map((message) => message.id),
    answering: answers.findLast((answer) => answer.staff === null)?.messageId ?? null,
  };
}
