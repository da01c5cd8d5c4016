import { and, count, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { Enquiry } from '../shared/enquiry';
import { statusCounts, type EnquiryStatus } from '../shared/enquiry-status';
import type { Lang } from '../shared/i18n/langs';
import type { Db } from '../platform/database/open-database';
import { wordsWhere } from '../platform/database/word-search';

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed';

export interface EnquiryNote {
  at: string;
  text: string;
}

export interface StoredEnquiry {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  project: string;
  budget: string | null;
  locale: Lang;
  status: EnquiryStatus;
  /** State of the notification email to the studio; null for spam, which is never emailed. */
  delivery: DeliveryState | null;
  deliveryAttempts: number;
  notes: EnquiryNote[];
}

/** How long an Idempotency-Key answers with the enquiry it first stored, and how often one address gets a confirmation. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60_000;

export interface SaveOptions {
  /** Caught by the honeypot or the fill-time trap: kept with status spam, never emailed. */
  spam?: boolean;
  idempotencyKey?: string;
  now?: Date;
}

/**
 * Stores the enquiry and queues its emails in one transaction: all are kept, or none. The
 * studio's notification always; the visitor's confirmation unless their address had one in the
 * last 24 hours. A key seen in the last 24 hours answers its enquiry's id and stores nothing.
 */
export function saveEnquiry(
  db: Db,
  enquiry: Enquiry & { locale: Lang },
  { spam = false, idempotencyKey, now = new Date() }: SaveOptions = {},
): Promise<{ id: number; repeated: boolean }> {
  const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
  const { enquiries, emailOutbox } = db.tables;
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const [earlier] = await tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(and(eq(enquiries.idempotencyKey, idempotencyKey), gt(enquiries.createdAt, since)))
        .limit(1);
      if (earlier) return { id: earlier.id, repeated: true };
    }
    const [row] = await tx
      .insert(enquiries)
      .values({
        createdAt: now,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        company: enquiry.company ?? null,
        project: enquiry.project,
        budget: enquiry.budget ?? null,
        locale: enquiry.locale,
        status: spam ? 'spam' : 'new',
        idempotencyKey: idempotencyKey ?? null,
      })
      .returning({ id: enquiries.id });
    const id = row!.id;
    if (spam) return { id, repeated: false };
    await tx.insert(emailOutbox).values({ enquiryId: id, kind: 'notification', nextAttemptAt: now });
    const recipient = enquiry.email.toLowerCase();
    const [confirmedLately] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .innerJoin(enquiries, eq(enquiries.id, emailOutbox.enquiryId))
      .where(and(eq(emailOutbox.kind, 'confirmation'), eq(emailOutbox.recipient, recipient), gt(enquiries.createdAt, since)))
      .limit(1);
    if (!confirmedLately) await tx.insert(emailOutbox).values({ enquiryId: id, kind: 'confirmation', recipient, nextAttemptAt: now });
    return { id, repeated: false };
  });
}

export interface EnquiryFilter {
  status?: EnquiryStatus;
  lang?: Lang;
  /** Words looked for in the name, email, company and project text. */
  q?: string;
}

function filterWhere(db: Db, { status, lang, q }: EnquiryFilter): SQL[] {
  const { enquiries } = db.tables;
  const where: SQL[] = [];
  if (status) where.push(eq(enquiries.status, status));
  if (lang) where.push(eq(enquiries.locale, lang));
  return [...where, ...wordsWhere(db, q, [enquiries.name, enquiries.email, enquiries.company, enquiries.project])];
}

/** Newest first; `cursor` is the id of the last row of the previous page. */
export function listEnquiries(
  db: Db,
  { limit, cursor, filter = {} }: { limit?: number; cursor?: number; filter?: EnquiryFilter },
): Promise<StoredEnquiry[]> {
  const where = [...filterWhere(db, filter), ...(cursor === undefined ? [] : [lt(db.tables.enquiries.id, cursor)])];
  return selectEnquiries(db, where.length ? and(...where) : undefined, limit);
}

export async function listEnquiryById(db: Db, id: number): Promise<StoredEnquiry | undefined> {
  return (await selectEnquiries(db, eq(db.tables.enquiries.id, id)))[0];
}

/** How many enquiries each status has, with the other filters applied (the desk's tabs). */
export async function countByStatus(db: Db, filter: Omit<EnquiryFilter, 'status'>): Promise<Record<EnquiryStatus, number>> {
  const { enquiries } = db.tables;
  const where = filterWhere(db, filter);
  const rows = await db
    .select({ status: enquiries.status, count: count() })
    .from(enquiries)
    .where(where.length ? and(...where) : undefined)
    .groupBy(enquiries.status);
  return statusCounts(rows);
}

async function selectEnquiries(db: Db, where: SQL | undefined, limit?: number): Promise<StoredEnquiry[]> {
  const { enquiries, emailOutbox } = db.tables;
  const query = db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      company: enquiries.company,
      project: enquiries.project,
      budget: enquiries.budget,
      locale: enquiries.locale,
      status: enquiries.status,
      delivery: emailOutbox.status,
      deliveryAttempts: emailOutbox.attempts,
    })
    .from(enquiries)
    .leftJoin(emailOutbox, and(eq(emailOutbox.enquiryId, enquiries.id), eq(emailOutbox.kind, 'notification')))
    .where(where)
    .orderBy(desc(enquiries.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  const notes = await notesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    deliveryAttempts: row.deliveryAttempts ?? 0,
    notes: notes.get(row.id) ?? [],
  }));
}

async function notesOf(db: Db, ids: number[]): Promise<Map<number, EnquiryNote[]>> {
  const { enquiryEvents } = db.tables;
  const notes = new Map<number, EnquiryNote[]>();
  if (ids.length === 0) return notes;
  const rows = await db
    .select()
    .from(enquiryEvents)
    .where(and(inArray(enquiryEvents.enquiryId, ids), eq(enquiryEvents.kind, 'note')))
    .orderBy(enquiryEvents.id);
  for (const row of rows) notes.set(row.enquiryId, [...(notes.get(row.enquiryId) ?? []), { at: row.at.toISOString(), text: row.detail }]);
  return notes;
}
