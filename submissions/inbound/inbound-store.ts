import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/open-database';
import type { Logger } from '../../platform/logging/logger';
import { matchMail } from './match-mail';
import { readMail, type ReadMail } from './read-mail';

export interface InboundAddressing {
  /** INBOUND_ADDRESS: the mailbox replies are sent to. */
  address: string;
  /** INBOUND_SECRET: the key of the reply addresses' signatures. */
  secret: string;
}

export interface StoredMail {
  /** False when a mail of the same key was already stored: it is not stored twice. */
  stored: boolean;
  kind: ReadMail['classification']['kind'];
  matched: boolean;
}

/** A mail the MIME parser could not read is still kept, whole and unmatched, for staff to look at. */
const unreadable = (raw: Buffer): ReadMail => ({
  messageKey: `sha256:${createHash('sha256').update(raw).digest('hex')}`,
  messageId: null,
  inReplyTo: null,
  references: [],
  fromAddress: '',
  fromName: '',
  subject: '',
  sentAt: null,
  newWords: '',
  text: '',
  recipients: [],
  classification: { kind: 'reply', bouncedMessageId: null, failure: null },
});

/**
 * Stores an arriving mail (decisions 0063 and 0064): parsed, classified, matched to its record
 * (matchMail) or left unmatched, and kept whole; a bounce marks the studio's email it returns
 * failed. A mail whose key is already stored leaves the row, and the email, as they were.
 * Nothing is answered.
 */
export async function storeInboundMail(
  db: Db,
  addressing: InboundAddressing,
  log: Logger,
  raw: Buffer,
  size: number,
  now = new Date(),
): Promise<StoredMail> {
  const mail = await readMail(raw).catch((error: unknown) => {
    log.warn({ err: error }, 'an inbound mail could not be parsed; it is kept unmatched');
    return unreadable(raw);
  });
  const { inboundMail, emailOutbox } = db.tables;
  // One transaction: a bounce's mark on the studio's email is made with its row, or not at all.
  return db.transaction(async (tx): Promise<StoredMail> => {
    const { submissionId, staffAccountId, bounced } = await matchMail(tx, db, mail, addressing);
    const rows = await tx
      .insert(inboundMail)
      .values({
        messageKey: mail.messageKey,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        receivedAt: now,
        sentAt: mail.sentAt,
        fromAddress: mail.fromAddress,
        fromName: mail.fromName,
        subject: mail.subject,
        newWords: mail.newWords,
        bodyText: mail.text,
        raw,
        rawBytes: size,
        class: mail.classification.kind,
        bouncedMessageId: mail.classification.bouncedMessageId,
        submissionId,
        staffAccountId,
      })
      .onConflictDoNothing({ target: inboundMail.messageKey })
      .returning({ id: inboundMail.id });
    if (rows.length > 0 && bounced)
      // Only a sent one: an email queued again since is the worker's to mark.
      await tx
        .update(emailOutbox)
        .set({ status: 'failed', lastError: bounced.failure ? `bounced: ${bounced.failure}` : 'bounced' })
        .where(and(eq(emailOutbox.id, bounced.emailId), eq(emailOutbox.status, 'sent')));
    return { stored: rows.length > 0, kind: mail.classification.kind, matched: submissionId !== null };
  });
}
