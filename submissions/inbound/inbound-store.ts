import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CvStore } from '../../platform/database/cv-store';
import type { Db } from '../../platform/database/open-database';
import type { Logger } from '../../platform/logging/logger';
import type { NamedPart } from '../../platform/mail/imap-reader';
import { answerColumns, answerEffects, type AnswerHandling } from './answer-effects';
import { storeWithAttachments } from './inbound-attachments';
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
  attachments: [],
});

/**
 * Stores an arriving mail (decisions 0063, 0064 and 0066): parsed, classified, matched to its record
 * (matchMail) or left unmatched, and kept whole, its attachments with the CV files (`parts`: those
 * the server names, for a raw cut at its cap), with what it changes on its record
 * (answer-effects.ts); a bounce marks the studio's email it returns failed. A mail whose key is
 * already stored leaves the row, the record and the email as they were. Nothing is answered.
 */
export async function storeInboundMail(
  db: Db,
  { files, ...addressing }: InboundAddressing & { files: CvStore },
  log: Logger,
  raw: Buffer,
  size: number,
  answers: AnswerHandling,
  { parts = [], now = new Date() }: { parts?: readonly NamedPart[]; now?: Date } = {},
): Promise<StoredMail> {
  const mail = await readMail(raw, size).catch((error: unknown) => {
    log.warn({ err: error }, 'an inbound mail could not be parsed; it is kept unmatched');
    return unreadable(raw);
  });
  const { inboundMail, emailOutbox } = db.tables;
  let matched = false;
  // One transaction: its attachments, a bounce's mark on the studio's email and an answer's effects are made with its row, or not at all.
  const mailId = await storeWithAttachments(db, files, { mail, cut: size > raw.length, parts }, async (tx) => {
    const { submissionId, staffAccountId, bounced } = await matchMail(tx, db, mail, addressing);
    matched = submissionId !== null;
    const stored = await tx
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
      .returning(answerColumns(db));
    if (stored.length > 0 && bounced)
      // Only a sent one: an email queued again since is the worker's to mark.
      await tx
        .update(emailOutbox)
        .set({ status: 'failed', lastError: bounced.failure ? `bounced: ${bounced.failure}` : 'bounced' })
        .where(and(eq(emailOutbox.id, bounced.emailId), eq(emailOutbox.status, 'sent')));
    await answerEffects(tx, db, answers, stored);
    return stored[0]?.id ?? null;
  });
  return { stored: mailId !== null, kind: mail.classification.kind, matched };
}
