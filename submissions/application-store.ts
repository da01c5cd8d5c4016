import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Application } from '../shared/application';
import type { CvKind } from '../shared/application-fields';
import { statusCounts, type EnquiryStatus } from '../shared/enquiry-status';
import type { Lang } from '../shared/i18n/langs';
import type { Db } from '../platform/database/open-database';
import { wordsWhere } from '../platform/database/word-search';
import { REPEAT_WINDOW_MS, type DeliveryState, type SaveOptions } from './enquiry-store';

/** The stored CV of an application: where it is and what it is. */
export interface StoredCv {
  file: string;
  kind: CvKind;
  bytes: number;
  /** The name it had on the applicant's computer, cleaned (cv-files.ts). */
  name: string;
}

export interface StoredApplication {
  id: number;
  createdAt: string;
  job: string;
  name: string;
  email: string;
  phone: string | null;
  portfolio: string | null;
  note: string;
  locale: Lang;
  status: EnquiryStatus;
  cv: StoredCv;
  /** State of the notification email to the studio; null for spam, which is never emailed. */
  delivery: DeliveryState | null;
}

export type NewApplication = Pick<Application, 'job' | 'name' | 'email' | 'phone' | 'portfolio' | 'note'> & { locale: Lang; cv: StoredCv };

/**
 * Stores the application and queues its emails in one transaction, as saveEnquiry does: the
 * studio's notification always (not for spam), the applicant's confirmation unless their
 * address had one for an application in the last 24 hours. A key seen in the last 24 hours
 * answers its application's id and stores nothing (the caller removes the second file).
 */
export function saveApplication(
  db: Db,
  application: NewApplication,
  { spam = false, idempotencyKey, now = new Date() }: SaveOptions = {},
): Promise<{ id: number; repeated: boolean }> {
  const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
  const { applications, emailOutbox } = db.tables;
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const [earlier] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.idempotencyKey, idempotencyKey), gt(applications.createdAt, since)))
        .limit(1);
      if (earlier) return { id: earlier.id, repeated: true };
    }
    const { cv, ...fields } = application;
    const [row] = await tx
      .insert(applications)
      .values({
        ...fields,
        phone: fields.phone ?? null,
        portfolio: fields.portfolio ?? null,
        createdAt: now,
        status: spam ? 'spam' : 'new',
        idempotencyKey: idempotencyKey ?? null,
        cvFile: cv.file,
        cvKind: cv.kind,
        cvBytes: cv.bytes,
        cvName: cv.name,
      })
      .returning({ id: applications.id });
    const id = row!.id;
    if (spam) return { id, repeated: false };
    await tx.insert(emailOutbox).values({ applicationId: id, kind: 'notification', nextAttemptAt: now });
    const recipient = application.email.toLowerCase();
    const [confirmedLately] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .innerJoin(applications, eq(applications.id, emailOutbox.applicationId))
      .where(and(eq(emailOutbox.kind, 'confirmation'), eq(emailOutbox.recipient, recipient), gt(applications.createdAt, since)))
      .limit(1);
    if (!confirmedLately) await tx.insert(emailOutbox).values({ applicationId: id, kind: 'confirmation', recipient, nextAttemptAt: now });
    return { id, repeated: false };
  });
}

export interface ApplicationFilter {
  status?: EnquiryStatus;
  lang?: Lang;
  /** Words looked for in the name, email, position and note. */
  q?: string;
}

function filterWhere(db: Db, { status, lang, q }: ApplicationFilter): SQL[] {
  const { applications } = db.tables;
  const where: SQL[] = [];
  if (status) where.push(eq(applications.status, status));
  if (lang) where.push(eq(applications.locale, lang));
  return [...where, ...wordsWhere(db, q, [applications.name, applications.email, applications.job, applications.note])];
}

/** Newest first; `cursor` is the id of the last row of the previous page. */
export function listApplications(
  db: Db,
  { limit, cursor, filter = {} }: { limit?: number; cursor?: number; filter?: ApplicationFilter },
): Promise<StoredApplication[]> {
  const where = [...filterWhere(db, filter), ...(cursor === undefined ? [] : [lt(db.tables.applications.id, cursor)])];
  return selectApplications(db, where.length ? and(...where) : undefined, limit);
}

export async function applicationById(db: Db, id: number): Promise<StoredApplication | undefined> {
  return (await selectApplications(db, eq(db.tables.applications.id, id)))[0];
}

/** How many applications each status has, with the other filters applied (the desk's tabs). */
export async function countApplicationsByStatus(db: Db, filter: Omit<ApplicationFilter, 'status'>): Promise<Record<EnquiryStatus, number>> {
  const { applications } = db.tables;
  const where = filterWhere(db, filter);
  const rows = await db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .where(where.length ? and(...where) : undefined)
    .groupBy(applications.status);
  return statusCounts(rows);
}

/**
 * Sets an application's status. Taken out of spam, it gets its notification queued, once (the
 * outbox holds one per application and kind). Undefined when there is no such application.
 */
export async function setApplicationStatus(
  db: Db,
  id: number,
  status: EnquiryStatus,
  now = new Date(),
): Promise<StoredApplication | undefined> {
  const { applications, emailOutbox } = db.tables;
  const found = await db.transaction(async (tx) => {
    const changed = await tx.update(applications).set({ status }).where(eq(applications.id, id)).returning({ id: applications.id });
    if (changed.length === 0) return false;
    if (status !== 'spam')
      await tx.insert(emailOutbox).values({ applicationId: id, kind: 'notification', nextAttemptAt: now }).onConflictDoNothing();
    return true;
  });
  return found ? applicationById(db, id) : undefined;
}

async function selectApplications(db: Db, where: SQL | undefined, limit?: number): Promise<StoredApplication[]> {
  const { applications, emailOutbox } = db.tables;
  const query = db
    .select()
    .from(applications)
    .leftJoin(emailOutbox, and(eq(emailOutbox.applicationId, applications.id), eq(emailOutbox.kind, 'notification')))
    .where(where)
    .orderBy(desc(applications.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ applications: row, email_outbox: outbox }) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    job: row.job,
    name: row.name,
    email: row.email,
    phone: row.phone,
    portfolio: row.portfolio,
    note: row.note,
    locale: row.locale,
    status: row.status,
    cv: { file: row.cvFile, kind: row.cvKind, bytes: row.cvBytes, name: row.cvName },
    delivery: outbox?.status ?? null,
  }));
}
