import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../shared/i18n/langs';
import { statusCounts, type SubmissionStatus } from '../shared/submissions/statuses';
import type { Db, Tx } from '../platform/database/open-database';
import { searchWhere } from '../platform/database/word-search';
import { messageIdFor } from './emails/message-ids';
import type { StoredParts } from './kinds/submission-kind';
import type { Assignee, EventAuthor, StoredFile, SubmissionEvent, SubmissionNote, SubmissionRecord } from './submission-record';

/** How long an Idempotency-Key answers with the submission it first stored, and how often one address gets a confirmation. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

export interface SaveOptions {
  /** Caught by the honeypot or the fill-time trap: kept with status spam, never emailed. */
  spam?: boolean;
  idempotencyKey?: string | undefined;
  now?: Date;
  /**
   * MAIL_FROM, whose domain the notification's and the confirmation's Message-IDs end with. Without
   * it (a test's own row) none is kept, as before they were: the sent email gets a random one of
   * the mailer's, and a reply starts a thread of its own.
   */
  mailFrom?: string | undefined;
}

/** The consent a sender gave with the form: the version of the document in their language, and where the form came from. */
export interface GivenConsent {
  version: string;
  address: string | null;
}

export type NewSubmission = StoredParts & { locale: Lang; file?: StoredFile | undefined; consent: GivenConsent };

/**
 * Stores a submission and queues its emails in one transaction: all are kept, or none. The
 * studio's notification always (not for spam); the sender's confirmation unless their address
 * had one for the same kind in the last 24 hours. A key seen in the last 24 hours answers its
 * submission's number and stores nothing (the caller removes a second file).
 */
export function saveSubmission(
  db: Db,
  kind: string,
  { name, email, fields, search, locale, file, consent }: NewSubmission,
  { spam = false, idempotencyKey, now = new Date(), mailFrom }: SaveOptions = {},
): Promise<{ number: number; repeated: boolean }> {
  const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
  const { submissions, submissionNumbers, emailOutbox, replyWaits } = db.tables;
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const [earlier] = await tx
        .select({ number: submissions.number })
        .from(submissions)
        .where(and(eq(submissions.kind, kind), eq(submissions.idempotencyKey, idempotencyKey), gt(submissions.createdAt, since)))
        .limit(1);
      if (earlier) return { number: earlier.number, repeated: true };
    }
    // One upsert takes the kind's next number: PostgreSQL locks the counter's row until commit.
    const [counter] = await tx
      .insert(submissionNumbers)
      .values({ kind, last: 1 })
      .onConflictDoUpdate({ target: submissionNumbers.kind, set: { last: sql`${submissionNumbers.last} + 1` } })
      .returning({ last: submissionNumbers.last });
    const number = counter!.last;
    const [row] = await tx
      .insert(submissions)
      .values({
        kind,
        number,
        createdAt: now,
        locale,
        status: spam ? 'spam' : 'new',
        idempotencyKey: idempotencyKey ?? null,
        name,
        email,
        fields,
        searchText: search.filter((text) => text !== null).join('\n'),
        fileName: file?.file ?? null,
        fileType: file?.type ?? null,
        fileBytes: file?.bytes ?? null,
        fileOriginalName: file?.name ?? null,
        // The ledger: what was agreed to, when, from where, in which language, for what.
        consentVersion: consent.version,
        consentAt: now,
        consentAddress: consent.address,
        consentLang: locale,
        consentPurpose: kind,
        awaitingSince: now,
      })
      .returning({ id: submissions.id });
    const id = row!.id;
    // Its first wait for a reply (reply-waits.ts), which the promise counts.
    await tx.insert(replyWaits).values({ submissionId: id, startedAt: now });
    if (spam) return { number, repeated: false };
    // Every Message-ID the site sends is random: one that could be guessed would let a stranger's mail name the record.
    const idOf = (email: string) => (mailFrom === undefined ? null : messageIdFor(`${kind}-${number}-${email}`, mailFrom));
    await tx.insert(emailOutbox).values({ submissionId: id, kind: 'notification', messageId: idOf('notification'), nextAttemptAt: now });
    const recipient = email.toLowerCase();
    const [confirmedLately] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .innerJoin(submissions, eq(submissions.id, emailOutbox.submissionId))
      .where(
        and(
          eq(emailOutbox.kind, 'confirmation'),
          eq(emailOutbox.recipient, recipient),
          eq(submissions.kind, kind),
          gt(submissions.createdAt, since),
        ),
      )
      .limit(1);
    if (!confirmedLately) {
      // The visitor's thread starts here: a staff reply names this id (submission-replies.ts).
      await tx
        .insert(emailOutbox)
        .values({ submissionId: id, kind: 'confirmation', recipient, messageId: idOf('confirmation'), nextAttemptAt: now });
    }
    return { number, repeated: false };
  });
}

export interface SubmissionFilter {
  /** One status, or any of several. */
  status?: SubmissionStatus | readonly SubmissionStatus[] | undefined;
  lang?: Lang | undefined;
  /** Words looked for in the texts the kind makes searchable. */
  q?: string | undefined;
  /** Only those assigned to this account. */
  assigneeId?: number | undefined;
}

function filterWhere(db: Db, kind: string, { status, lang, q, assigneeId }: SubmissionFilter): SQL[] {
  const { submissions } = db.tables;
  const where: SQL[] = [eq(submissions.kind, kind)];
  if (typeof status === 'string') where.push(eq(submissions.status, status));
  else if (status) where.push(inArray(submissions.status, [...status]));
  if (lang) where.push(eq(submissions.locale, lang));
  if (assigneeId !== undefined) where.push(eq(submissions.assigneeId, assigneeId));
  return [...where, ...searchWhere(db, q)];
}

/**
 * When each one is due, as milliseconds since 1970: the start of its wait plus the delay that
 * start's UTC weekday (0 is Sunday) gives in `dueAfterMs`; `since` is that start's expression.
 */
function dueKey(db: Db, since: SQL, dueAfterMs: readonly number[]): SQL {
  const [ms, weekday] =
    db.engine === 'sqlite'
      ? [since, sql`CAST(strftime('%w', ${since} / 1000, 'unixepoch') AS INTEGER)`]
      : [sql`(extract(epoch from ${since}) * 1000)::bigint`, sql`extract(dow from ${since} at time zone 'UTC')::int`];
  const delays = dueAfterMs.map((after, day) => sql`WHEN ${sql.raw(String(day))} THEN ${sql.raw(String(after))}`);
  return sql`(${ms} + CASE ${weekday} ${sql.join(delays, sql` `)} END)`;
}

/** How a list is ordered: newest first, or by due time, the most overdue first, by the kind's delays (dueKey). */
export type ListOrder = { by: 'newest' } | { by: 'due'; dueAfterMs: readonly number[] };

/**
 * A page of a kind's submissions. `cursor` is the number of the last one of the previous page:
 * newest first, the ones numbered below it; by due time, the ones due after it (or at the same
 * time and numbered above it).
 */
export function listSubmissions(
  db: Db,
  kind: string,
  {
    limit,
    cursor,
    filter = {},
    order = { by: 'newest' },
  }: { limit?: number | undefined; cursor?: number | undefined; filter?: SubmissionFilter; order?: ListOrder },
): Promise<SubmissionRecord[]> {
  const { submissions } = db.tables;
  const where = filterWhere(db, kind, filter);
  if (order.by === 'newest') {
    if (cursor !== undefined) where.push(lt(submissions.number, cursor));
    return selectSubmissions(db, and(...where), limit);
  }
  // Due from when it began to wait (decision 0064); one replied to and not answered since, from its arrival.
  const due = dueKey(db, sql`coalesce(${submissions.awaitingSince}, ${submissions.createdAt})`, order.dueAfterMs);
  if (cursor !== undefined) {
    // The previous page's last row, read in the same statement: its own due time, by the same rule.
    const last = dueKey(db, sql.raw('coalesce(after_row.awaiting_since, after_row.created_at)'), order.dueAfterMs);
    where.push(
      sql`(${due}, ${submissions.number}) > (SELECT ${last}, after_row.number FROM ${submissions} after_row WHERE after_row.kind = ${kind} AND after_row.number = ${cursor})`,
    );
  }
  return selectSubmissions(db, and(...where), limit, [asc(due), asc(submissions.number)]);
}

export async function submissionByNumber(db: Db, kind: string, number: number): Promise<SubmissionRecord | undefined> {
  const { submissions } = db.tables;
  return (await selectSubmissions(db, and(eq(submissions.kind, kind), eq(submissions.number, number))))[0];
}

/** The submission an outbox row is about, by the row's reference. */
export async function submissionById(db: Db, id: number): Promise<SubmissionRecord | undefined> {
  return (await selectSubmissions(db, eq(db.tables.submissions.id, id)))[0];
}

/** How many of a kind each of its statuses has, with the other filters applied (the desk's tabs). */
export async function countByStatus(
  db: Db,
  kind: string,
  statuses: readonly SubmissionStatus[],
  filter: Omit<SubmissionFilter, 'status'>,
): Promise<Record<string, number>> {
  const { submissions } = db.tables;
  const rows = await db
    .select({ status: submissions.status, count: count() })
    .from(submissions)
    .where(and(...filterWhere(db, kind, filter)))
    .groupBy(submissions.status);
  return statusCounts(statuses, rows);
}

export interface SubmissionChange {
  status?: SubmissionStatus | undefined;
  note?: string | undefined;
  /** Who it is assigned to from now: an account (checked by the caller to reach the kind), or nobody. */
  assignee?: Assignee | null | undefined;
}

/** A kind's submission by its number, as a transaction sees it: its row's id, status and assignee. */
export async function rowOf(
  tx: Tx,
  db: Db,
  kind: string,
  number: number,
): Promise<{ id: number; status: SubmissionStatus; assigneeId: number | null } | undefined> {
  const { submissions } = db.tables;
  const [row] = await tx
    .select({ id: submissions.id, status: submissions.status, assigneeId: submissions.assigneeId })
    .from(submissions)
    .where(and(eq(submissions.kind, kind), eq(submissions.number, number)));
  return row;
}

/** A history entry's columns: what happened, and who did it. */
export const eventValues = (submissionId: number, at: Date, author: EventAuthor, kind: SubmissionEvent['kind'], detail: string) => ({
  submissionId,
  at,
  kind,
  detail,
  actorId: author.id,
  actor: author.name,
});

/**
 * Applies a staff change and records it in the submission's history with its author, in one
 * transaction. One taken out of spam gets its notification queued, once: the outbox holds one
 * notification per submission (a unique index), so marking it spam and back again sends
 * nothing more. False when there is no such submission.
 */
export function changeSubmission(
  db: Db,
  kind: string,
  number: number,
  { status, note, assignee }: SubmissionChange,
  author: EventAuthor,
  now = new Date(),
): Promise<boolean> {
  const { submissions, submissionEvents, emailOutbox } = db.tables;
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, db, kind, number);
    if (!row) return false;
    const event = (kind: SubmissionEvent['kind'], detail: string) =>
      tx.insert(submissionEvents).values(eventValues(row.id, now, author, kind, detail));
    if (status && status !== row.status) {
      await tx.update(submissions).set({ status }).where(eq(submissions.id, row.id));
      await event('status', status);
      if (status !== 'spam') {
        await tx.insert(emailOutbox).values({ submissionId: row.id, kind: 'notification', nextAttemptAt: now }).onConflictDoNothing();
      }
    }
    if (assignee !== undefined && (assignee?.id ?? null) !== row.assigneeId) {
      await tx
        .update(submissions)
        .set({ assigneeId: assignee?.id ?? null })
        .where(eq(submissions.id, row.id));
      await event('assign', assignee?.email ?? '');
    }
    if (note?.trim()) await event('note', note.trim());
    return true;
  });
}

/** A failed email of a submission's that staff may queue again: the studio's notification, or a staff reply by its outbox row. */
export type FailedEmail = 'notification' | { reply: number };

/**
 * Queues a failed email again, from its first attempt, and says so in the history ("resend", and
 * which). False when the submission has no such failed email (one that is pending, sending or
 * sent is left alone: never twice). A reply goes as it was composed, its Message-ID the same.
 */
export function resendEmail(
  db: Db,
  kind: string,
  number: number,
  email: FailedEmail,
  author: EventAuthor,
  now = new Date(),
): Promise<boolean> {
  const { submissionEvents, emailOutbox } = db.tables;
  const which =
    email === 'notification' ? eq(emailOutbox.kind, 'notification') : and(eq(emailOutbox.kind, 'reply'), eq(emailOutbox.id, email.reply));
  return db.transaction(async (tx) => {
    const id = (await rowOf(tx, db, kind, number))?.id;
    if (id === undefined) return false;
    const changed = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
      .where(and(eq(emailOutbox.submissionId, id), which, eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id });
    if (changed.length === 0) return false;
    await tx.insert(submissionEvents).values(eventValues(id, now, author, 'resend', email === 'notification' ? email : 'reply'));
    return true;
  });
}

/** Everything that happened to a submission after it arrived, oldest first, with who did it. */
export async function historyOf(db: Db, kind: string, number: number): Promise<SubmissionEvent[]> {
  const { submissions, submissionEvents } = db.tables;
  const rows = await db
    .select({ at: submissionEvents.at, kind: submissionEvents.kind, detail: submissionEvents.detail, author: submissionEvents.actor })
    .from(submissionEvents)
    .innerJoin(submissions, eq(submissions.id, submissionEvents.submissionId))
    .where(and(eq(submissions.kind, kind), eq(submissions.number, number)))
    .orderBy(asc(submissionEvents.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

export async function selectSubmissions(
  db: Db,
  where: SQL | undefined,
  limit?: number,
  order: 'newest' | 'oldest' | SQL[] = 'newest',
): Promise<SubmissionRecord[]> {
  const { submissions, emailOutbox, staffAccounts } = db.tables;
  const query = db
    .select({
      id: submissions.id,
      kind: submissions.kind,
      number: submissions.number,
      createdAt: submissions.createdAt,
      name: submissions.name,
      email: submissions.email,
      locale: submissions.locale,
      status: submissions.status,
      fields: submissions.fields,
      fileName: submissions.fileName,
      fileType: submissions.fileType,
      fileBytes: submissions.fileBytes,
      fileOriginalName: submissions.fileOriginalName,
      delivery: emailOutbox.status,
      deliveryAttempts: emailOutbox.attempts,
      assigneeId: submissions.assigneeId,
      assigneeEmail: staffAccounts.email,
      assigneeName: staffAccounts.name,
      firstReplyAt: submissions.firstReplyAt,
      awaitingSince: submissions.awaitingSince,
      consentVersion: submissions.consentVersion,
      consentAt: submissions.consentAt,
      consentAddress: submissions.consentAddress,
      consentLang: submissions.consentLang,
      consentPurpose: submissions.consentPurpose,
    })
    .from(submissions)
    .leftJoin(emailOutbox, and(eq(emailOutbox.submissionId, submissions.id), eq(emailOutbox.kind, 'notification')))
    .leftJoin(staffAccounts, eq(staffAccounts.id, submissions.assigneeId))
    .where(where)
    .orderBy(...(Array.isArray(order) ? order : [order === 'newest' ? desc(submissions.number) : asc(submissions.number)]));
  const rows = await (limit === undefined ? query : query.limit(limit));
  const notes = await notesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(
    ({
      id,
      fileName,
      fileType,
      fileBytes,
      fileOriginalName,
      createdAt,
      deliveryAttempts,
      assigneeId,
      assigneeEmail,
      assigneeName,
      firstReplyAt,
      awaitingSince,
      consentVersion,
      consentAt,
      consentAddress,
      consentLang,
      consentPurpose,
      ...row
    }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      assignee: assigneeId === null || assigneeEmail === null ? null : { id: assigneeId, email: assigneeEmail, name: assigneeName },
      firstReplyAt: firstReplyAt?.toISOString() ?? null,
      awaitingSince: awaitingSince?.toISOString() ?? null,
      file:
        fileName === null || fileType === null || fileBytes === null || fileOriginalName === null
          ? null
          : { file: fileName, type: fileType, bytes: fileBytes, name: fileOriginalName },
      deliveryAttempts: deliveryAttempts ?? 0,
      notes: notes.get(id) ?? [],
      consent:
        consentVersion === null || consentAt === null || consentLang === null || consentPurpose === null
          ? null
          : { version: consentVersion, at: consentAt.toISOString(), address: consentAddress, lang: consentLang, purpose: consentPurpose },
    }),
  );
}

async function notesOf(db: Db, ids: number[]): Promise<Map<number, SubmissionNote[]>> {
  const { submissionEvents } = db.tables;
  const notes = new Map<number, SubmissionNote[]>();
  if (ids.length === 0) return notes;
  const rows = await db
    .select()
    .from(submissionEvents)
    .where(and(inArray(submissionEvents.submissionId, ids), eq(submissionEvents.kind, 'note')))
    .orderBy(submissionEvents.id);
  for (const row of rows)
    notes.set(row.submissionId, [...(notes.get(row.submissionId) ?? []), { at: row.at.toISOString(), text: row.detail }]);
  return notes;
}
