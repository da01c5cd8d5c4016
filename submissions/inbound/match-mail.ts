import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database/open-database';
import { rowOf } from '../submission-store';
import type { ReadMail } from './read-mail';
import { claimsReplyAddress, verifyReplyAddress } from './reply-address';

/** Where an arriving mail belongs (decision 0066). */
export interface MailMatch {
  /** The record it is stored on; null leaves it unmatched. */
  submissionId: number | null;
  /** The live staff account whose address it is from: a member of staff's mail from their own client. */
  staffAccountId: number | null;
  /** A bounce's: the studio's email it returns, marked failed, with what the report says went wrong. */
  bounced: { emailId: number; failure: string } | null;
}

/** The Message-IDs a mail says it answers, the nearest first: its In-Reply-To, then its References from the newest. */
export const answeredIds = ({ inReplyTo, references }: Pick<ReadMail, 'inReplyTo' | 'references'>): string[] => [
  ...new Set([...(inReplyTo ? [inReplyTo] : []), ...references.toReversed()]),
];

/**
 * Who may join a record by the thread alone, without its signed address: the record's own
 * address, or a member of staff's. Anyone on the thread knows its Message-IDs (a Cc'd colleague,
 * a list it was forwarded to), so naming one proves nothing of who writes.
 */
export const mayJoinByThread = (from: string, recordEmail: string, staff: boolean): boolean =>
  staff || (from !== '' && from === recordEmail.trim().toLowerCase());

/** The live account whose address a mail is from, if any (accounts' addresses are kept lower-cased). */
async function staffAccountOf(tx: Tx, db: Db, from: string): Promise<number | null> {
  if (!from) return null;
  const { staffAccounts } = db.tables;
  const [account] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, from), isNull(staffAccounts.removedAt)));
  return account?.id ?? null;
}

/**
 * The record a valid reply address among the mail's recipients names, if it still exists; else
 * whether any recipient claims to be a reply address (one forged or altered, or of a record
 * deleted since: its retention ended, an erasure).
 */
async function recordOfAddress(
  tx: Tx,
  db: Db,
  mail: ReadMail,
  addressing: { address: string; secret: string },
): Promise<{ record: number } | { claimed: boolean }> {
  for (const recipient of mail.recipients) {
    const target = verifyReplyAddress(recipient, addressing.address, addressing.secret);
    const record = target && (await rowOf(tx, db, target.kind, target.number));
    if (record) return { record: record.id };
  }
  return { claimed: mail.recipients.some((recipient) => claimsReplyAddress(recipient, addressing.address)) };
}

/**
 * The record whose thread the mail names: the nearest of its In-Reply-To and References that is
 * one of the studio's emails about a record (their Message-IDs are random and kept with their
 * outbox rows) or a mail already on a record (an answer to an answer).
 */
async function recordOfThread(tx: Tx, db: Db, mail: ReadMail): Promise<number | null> {
  const ids = answeredIds(mail);
  if (ids.length === 0) return null;
  const { emailOutbox, inboundMail } = db.tables;
  const sent = await tx
    .select({ messageId: emailOutbox.messageId, submissionId: emailOutbox.submissionId })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.messageId, ids), isNotNull(emailOutbox.submissionId)));
  // An inbound mail with a Message-ID is keyed by it: the unique index finds it.
  const received = await tx
    .select({ messageId: inboundMail.messageKey, submissionId: inboundMail.submissionId })
    .from(inboundMail)
    .where(and(inArray(inboundMail.messageKey, ids), isNotNull(inboundMail.submissionId)));
  const known = [...sent, ...received];
  for (const id of ids) {
    const found = known.find((message) => message.messageId === id);
    if (found) return found.submissionId;
  }
  return null;
}

/** The studio's email about a record that a bounce returns, when the report names one and says it failed. */
async function bouncedEmail(tx: Tx, db: Db, mail: ReadMail) {
  const { bouncedMessageId, failure } = mail.classification;
  if (mail.classification.kind !== 'bounce' || bouncedMessageId === null || failure === null) return null;
  const { emailOutbox } = db.tables;
  const [email] = await tx
    .select({ id: emailOutbox.id, submissionId: emailOutbox.submissionId })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.messageId, bouncedMessageId), isNotNull(emailOutbox.submissionId)));
  return email ? { emailId: email.id, submissionId: email.submissionId!, failure } : null;
}

/**
 * Where an arriving mail belongs (decision 0066). A bounce goes to the record of the email it
 * returns. Otherwise the record its signed reply address names, whoever wrote it (the page says
 * when it is from another address than the record's); else, when it is sent to no reply address
 * whose signature fails, the record its In-Reply-To or References name if it is from the
 * record's own address or a member of staff's. Anything else is left unmatched: stored, never
 * dropped. A mail from a live staff account's address is marked as theirs.
 */
export async function matchMail(tx: Tx, db: Db, mail: ReadMail, addressing: { address: string; secret: string }): Promise<MailMatch> {
  const staffAccountId = await staffAccountOf(tx, db, mail.fromAddress);
  const bounced = await bouncedEmail(tx, db, mail);
  if (bounced)
    return { submissionId: bounced.submissionId, staffAccountId, bounced: { emailId: bounced.emailId, failure: bounced.failure } };
  const signed = await recordOfAddress(tx, db, mail, addressing);
  if ('record' in signed) return { submissionId: signed.record, staffAccountId, bounced: null };
  // An address tampered with (or of a record gone) is never made good by the thread the mail names.
  const threaded = signed.claimed ? null : await recordOfThread(tx, db, mail);
  if (threaded === null) return { submissionId: null, staffAccountId, bounced: null };
  const { submissions } = db.tables;
  const [record] = await tx.select({ email: submissions.email }).from(submissions).where(eq(submissions.id, threaded));
  const joins = record !== undefined && mayJoinByThread(mail.fromAddress, record.email, staffAccountId !== null);
  return { submissionId: joins ? threaded : null, staffAccountId, bounced: null };
}
