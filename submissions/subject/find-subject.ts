import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { EnquirySchema } from '../../shared/submissions/enquiry';
import type { Db, Tables, Tx } from '../../platform/database/open-database';
import type { AnyKind } from '../kinds';
import { attachmentsOfMails } from '../inbound/record-mail';
import { mentionPattern, mentionsIn } from './subject-mentions';

type SubmissionRow = Tables['submissions']['$inferSelect'];
type EventRow = Tables['submissionEvents']['$inferSelect'];
type OutboxRowData = Tables['emailOutbox']['$inferSelect'];
type MailRow = Tables['inboundMail']['$inferSelect'];
type AttachmentRow = Tables['inboundAttachments']['$inferSelect'];

/** A note on someone else's record that names the person: the note, and which record it is on. */
interface Mention {
  note: EventRow;
  on: { kind: string; number: number };
}

/** Everything held under one address (decision 0037). */
export interface SubjectData {
  /** Lower-cased, as the forms normalise it. */
  address: string;
  /** Their enquiries and applications, whole rows: every column the table has, the consent record's too. */
  submissions: SubmissionRow[];
  /** What happened to those: status changes, notes, replies with their text, assignments. */
  history: EventRow[];
  /** Outbox rows about those submissions or addressed to the address. */
  emails: OutboxRowData[];
  /** Inbound mail on those submissions or from the address (answers, unmatched mail; decision 0065), whole rows with the original. */
  mail: MailRow[];
  /** Those mails' attachments: names, and the file-store names of the ones kept. */
  attachments: AttachmentRow[];
  /** Notes on other records that mention the address, or a name or phone from their submissions. */
  mentions: Mention[];
  /** The pattern those mentions were found with, for redacting them. */
  pattern: RegExp;
}

/**
 * The address as the forms keep it (without invisible format characters, trimmed, checked by the
 * forms' own schema), lower-cased for comparing; null when it is not an email address.
 */
export function subjectAddress(input: string): string | null {
  const parsed = EnquirySchema.shape.email.safeParse(input);
  return parsed.success ? parsed.data.toLowerCase() : null;
}

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** What `q` (the database, or a transaction about to delete it) holds under `address` (from subjectAddress). */
export async function findSubject(q: Tx, db: Db, address: string): Promise<SubjectData> {
  const { submissions, submissionEvents, emailOutbox, inboundMail } = db.tables;
  // Every column, as the schema has them: whatever is added to the table comes along.
  const rows = await q
    .select()
    .from(submissions)
    .where(sql`lower(${submissions.email}) = ${address}`)
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  const ids = rows.map((row) => row.id);
  const history =
    ids.length === 0
      ? []
      : await q.select().from(submissionEvents).where(inArray(submissionEvents.submissionId, ids)).orderBy(asc(submissionEvents.id));
  const messageTo =
    db.engine === 'sqlite' ? sql`lower(json_extract(${emailOutbox.message}, '$.to'))` : sql`lower(${emailOutbox.message}->>'to')`;
  const emails = await q
    .select()
    .from(emailOutbox)
    .where(
      or(
        ids.length === 0 ? undefined : inArray(emailOutbox.submissionId, ids),
        sql`lower(${emailOutbox.recipient}) = ${address}`,
        sql`${messageTo} = ${address}`,
      ),
    )
    .orderBy(asc(emailOutbox.id));
  const mail = await q
    .select()
    .from(inboundMail)
    .where(or(ids.length === 0 ? undefined : inArray(inboundMail.submissionId, ids), sql`lower(${inboundMail.fromAddress}) = ${address}`))
    .orderBy(asc(inboundMail.receivedAt), asc(inboundMail.id));
  const attachments = await attachmentsOfMails(q, db, mail);
  const pattern = mentionPattern({
    address,
    names: unique(rows.map((row) => row.name)),
    phones: unique(rows.map((row) => row.fields.phone)),
  });
  // Notes are few (a studio's); matching them here finds a phone however it was written.
  const notes = await q
    .select({ note: submissionEvents, kind: submissions.kind, number: submissions.number })
    .from(submissionEvents)
    .innerJoin(submissions, eq(submissions.id, submissionEvents.submissionId))
    .where(and(eq(submissionEvents.kind, 'note'), ids.length === 0 ? undefined : notInArray(submissionEvents.submissionId, ids)))
    .orderBy(asc(submissionEvents.id));
  const mentions = notes
    .filter(({ note }) => mentionsIn(note.detail, pattern))
    .map(({ note, kind, number }) => ({ note, on: { kind, number } }));
  return { address, submissions: rows, history, emails, mail, attachments, mentions, pattern };
}

/**
 * How many of each thing: per submission kind (of `kinds`, the table's), then CV files, outbox
 * rows, history entries, inbound mail and its kept attachments, and mentions elsewhere. No
 * personal data.
 */
export function subjectCounts(data: SubjectData, kinds: readonly AnyKind[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of kinds) counts[kind.name] = data.submissions.filter((row) => row.kind === kind.name).length;
  return {
    ...counts,
    file: data.submissions.filter((row) => row.fileName !== null).length,
    email: data.emails.length,
    history: data.history.length,
    mail: data.mail.length,
    attachment: data.attachments.filter((row) => row.fileName !== null).length,
    mention: data.mentions.length,
  };
}

/** Whether anything at all is held. */
export const holdsAnything = (data: SubjectData): boolean =>
  data.submissions.length + data.emails.length + data.history.length + data.mail.length + data.mentions.length > 0;
