import { createHash } from 'node:crypto';
import type { CvStore } from '../../platform/database/cv-store';
import type { Db } from '../../platform/database/open-database';
import type { Logger } from '../../platform/logging/logger';
import type { NamedPart } from '../../platform/mail/imap-reader';
import { rowOf } from '../submission-store';
import { storeWithAttachments } from './inbound-attachments';
import { readMail, type ReadMail } from './read-mail';
import { verifyReplyAddress } from './reply-address';

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
  fromAddress: '',
  fromName: '',
  subject: '',
  sentAt: null,
  newWords: '',
  text: '',
  recipients: [],
  classification: { kind: 'reply', bouncedMessageId: null },
  attachments: [],
});

/** The record a valid reply address among the mail's recipients names, if it still exists. */
async function matchedRecord(db: Db, mail: ReadMail, addressing: InboundAddressing): Promise<number | null> {
  for (const recipient of mail.recipients) {
    const target = verifyReplyAddress(recipient, addressing.address, addressing.secret);
    if (!target) continue;
    const record = await rowOf(db, db, target.kind, target.number);
    // A record deleted since (its retention ended, an erasure) leaves its answer unmatched.
    if (record) return record.id;
  }
  return null;
}

/**
 * Stores an arriving mail (decision 0063): parsed, classified, matched to the record its signed
 * reply address names or left unmatched, and kept whole, its attachments with the CV files
 * (`parts`: those the server names, for a raw cut at its cap). A mail whose key is already stored
 * leaves the row as it was. Nothing is answered.
 */
export async function storeInboundMail(
  db: Db,
  { files, ...addressing }: InboundAddressing & { files: CvStore },
  log: Logger,
  raw: Buffer,
  size: number,
  parts: readonly NamedPart[] = [],
  now = new Date(),
): Promise<StoredMail> {
  const mail = await readMail(raw, size).catch((error: unknown) => {
    log.warn({ err: error }, 'an inbound mail could not be parsed; it is kept unmatched');
    return unreadable(raw);
  });
  const submissionId = await matchedRecord(db, mail, addressing);
  const { inboundMail } = db.tables;
  const mailId = await storeWithAttachments(db, files, { mail, cut: size > raw.length, parts }, async (tx) => {
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
      })
      .onConflictDoNothing({ target: inboundMail.messageKey })
      .returning({ id: inboundMail.id });
    return rows[0]?.id ?? null;
  });
  return { stored: mailId !== null, kind: mail.classification.kind, matched: submissionId !== null };
}
