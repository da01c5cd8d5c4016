import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Address } from 'postal-mime';
import type { Db, Tx } from '../../platform/database/open-database';
import type { INBOUND_CLASSES } from '../../platform/database/row-kinds';

/** The attachments' rows of `mails`, read through `q` (the database, or a transaction), in their order. */
export const attachmentsOfMails = async (q: Tx, db: Db, mails: readonly { id: number }[]) => {
  const { inboundAttachments } = db.tables;
  if (mails.length === 0) return [];
  return q
    .select()
    .from(inboundAttachments)
    .where(
      inArray(
        inboundAttachments.mailId,
        mails.map((mail) => mail.id),
      ),
    )
    .orderBy(asc(inboundAttachments.id));
};

/** The most an attachment may weigh and be kept (schema.ts, inbound_attachments): a larger one is named only. */
export const KEPT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** One attachment of a record's mail: named and sized; `kept` when its bytes are in the file store. */
export interface MailAttachment {
  id: number;
  name: string;
  type: string;
  bytes: number;
  kept: boolean;
}

/** A mail attached to a record, as its conversation shows it: never its raw or whole text, which are read one at a time. */
export interface RecordMail {
  id: number;
  receivedAt: string;
  fromAddress: string;
  fromName: string;
  /** What the sender wrote in this mail, without the quoted history and signature. */
  newWords: string;
  class: (typeof INBOUND_CLASSES)[number];
  /** The member of staff who sent it from their own mail client (their address and name), or null. */
  staff: { email: string; name: string | null } | null;
  /** A bounce's returned email, when it is one of this record's: its outbox row and kind. */
  returned: { emailId: number; kind: string } | null;
  attachments: MailAttachment[];
}

/** A record's row id by its kind and number: the mail's link to it. */
const recordId = (db: Db, kind: string, number: number) => {
  const { submissions } = db.tables;
  return db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.kind, kind), eq(submissions.number, number)));
};

/** The mail attached to a record, in the order it arrived, each with its attachments. */
export async function mailOfRecord(db: Db, kind: string, number: number): Promise<RecordMail[]> {
  const { inboundMail, staffAccounts, emailOutbox } = db.tables;
  const rows = await db
    .select({
      id: inboundMail.id,
      receivedAt: inboundMail.receivedAt,
      fromAddress: inboundMail.fromAddress,
      fromName: inboundMail.fromName,
      newWords: inboundMail.newWords,
      class: inboundMail.class,
      staffEmail: staffAccounts.email,
      staffName: staffAccounts.name,
      returnedId: emailOutbox.id,
      returnedKind: emailOutbox.kind,
    })
    .from(inboundMail)
    .leftJoin(staffAccounts, eq(staffAccounts.id, inboundMail.staffAccountId))
    .leftJoin(
      emailOutbox,
      and(eq(emailOutbox.submissionId, inboundMail.submissionId), eq(emailOutbox.messageId, inboundMail.bouncedMessageId)),
    )
    .where(inArray(inboundMail.submissionId, recordId(db, kind, number)))
    .orderBy(asc(inboundMail.receivedAt), asc(inboundMail.id));
  const attachments = await attachmentsOfMails(db, db, rows);
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    newWords: row.newWords,
    class: row.class,
    staff: row.staffEmail === null ? null : { email: row.staffEmail, name: row.staffName },
    returned: row.returnedId === null || row.returnedKind === null ? null : { emailId: row.returnedId, kind: row.returnedKind },
    attachments: attachments
      .filter((attachment) => attachment.mailId === row.id)
      .map(({ id, name, type, bytes, fileName }) => ({ id, name, type, bytes, kept: fileName !== null })),
  }));
}

/** The raw mail's top-level headers, the blank line ending them included: all the headers need, however large the mail. */
const headerBlock = (raw: Buffer) => {
  const end = raw.indexOf('\r\n\r\n');
  const bare = raw.indexOf('\n\n');
  const cut = end >= 0 && (bare < 0 || end < bare) ? end + 4 : bare >= 0 ? bare + 2 : raw.length;
  return raw.subarray(0, cut);
};

const addressText = (addresses: Address[] | undefined) =>
  (addresses ?? [])
    .flatMap((address) => ('group' in address && address.group ? address.group : [address]))
    .map(({ name, address }) => (name ? `${name} <${address}>` : (address ?? '')))
    .join(', ');

/**
 * One mail of a record as text, whole: From, To, Cc, Date and Subject as the mail has them, then
 * everything it says (HTML-only mail as text). Undefined when the record has no such mail.
 */
export async function originalOfMail(db: Db, kind: string, number: number, mailId: number): Promise<string | undefined> {
  const { inboundMail } = db.tables;
  const [row] = await db
    .select({
      fromAddress: inboundMail.fromAddress,
      fromName: inboundMail.fromName,
      subject: inboundMail.subject,
      bodyText: inboundMail.bodyText,
      raw: inboundMail.raw,
    })
    .from(inboundMail)
    .where(and(eq(inboundMail.id, mailId), inArray(inboundMail.submissionId, recordId(db, kind, number))));
  if (!row) return undefined;
  // The MIME parser loads where a mail is read, not with the feature (decision 0063).
  const { default: PostalMime } = await import('postal-mime');
  const headers = await PostalMime.parse(headerBlock(row.raw)).catch(() => undefined);
  const lines = [
    ['From', row.fromName ? `${row.fromName} <${row.fromAddress}>` : row.fromAddress],
    ['To', addressText(headers?.to)],
    ['Cc', addressText(headers?.cc)],
    ['Date', headers?.headers.find((header) => header.key === 'date')?.value.trim() ?? ''],
    ['Subject', row.subject],
  ].filter(([, value]) => value);
  return `${lines.map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${row.bodyText}`;
}

/** A kept attachment of one of a record's mails: its name in the file store, its type and the sender's name for it; undefined otherwise. */
export async function keptAttachment(
  db: Db,
  kind: string,
  number: number,
  attachmentId: number,
): Promise<{ fileName: string; type: string; name: string } | undefined> {
  const { inboundMail, inboundAttachments } = db.tables;
  const [row] = await db
    .select({ fileName: inboundAttachments.fileName, type: inboundAttachments.type, name: inboundAttachments.name })
    .from(inboundAttachments)
    .innerJoin(inboundMail, eq(inboundMail.id, inboundAttachments.mailId))
    .where(and(eq(inboundAttachments.id, attachmentId), inArray(inboundMail.submissionId, recordId(db, kind, number))));
  return row?.fileName ? { fileName: row.fileName, type: row.type, name: row.name } : undefined;
}
