import { and, asc, eq } from 'drizzle-orm';
import type { EnquiryStatus } from '../shared/enquiry-status';
import type { Db } from '../platform/database/open-database';
import { listEnquiryById, type StoredEnquiry } from '../submissions/enquiry-store';

export interface EnquiryEvent {
  at: string;
  kind: 'status' | 'note' | 'resend';
  /** The new status, the note, or the email queued again. */
  detail: string;
}

export interface EnquiryChange {
  status?: EnquiryStatus;
  note?: string;
}

/**
 * Applies a staff change and records it in the enquiry's history, in one transaction. An
 * enquiry taken out of spam gets its notification email queued, once: the outbox holds one
 * notification per enquiry (a unique index), so marking it spam and back again sends nothing more.
 * Undefined when there is no such enquiry.
 */
export async function changeEnquiry(
  db: Db,
  id: number,
  { status, note }: EnquiryChange,
  now = new Date(),
): Promise<StoredEnquiry | undefined> {
  const { enquiries, enquiryEvents, emailOutbox } = db.tables;
  const found = await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id));
    if (!row) return false;
    if (status && status !== row.status) {
      await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id));
      await tx.insert(enquiryEvents).values({ enquiryId: id, at: now, kind: 'status', detail: status });
      if (status !== 'spam') {
        await tx.insert(emailOutbox).values({ enquiryId: id, kind: 'notification', nextAttemptAt: now }).onConflictDoNothing();
      }
    }
    if (note?.trim()) await tx.insert(enquiryEvents).values({ enquiryId: id, at: now, kind: 'note', detail: note.trim() });
    return true;
  });
  return found ? listEnquiryById(db, id) : undefined;
}

/**
 * Queues a failed notification again, from its first attempt. False when the enquiry has no
 * failed notification (one that is pending, sending or sent is left alone: never twice).
 */
export function resendNotification(db: Db, id: number, now = new Date()): Promise<boolean> {
  const { enquiryEvents, emailOutbox } = db.tables;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
      .where(and(eq(emailOutbox.enquiryId, id), eq(emailOutbox.kind, 'notification'), eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id });
    if (changed.length === 0) return false;
    await tx.insert(enquiryEvents).values({ enquiryId: id, at: now, kind: 'resend', detail: 'notification' });
    return true;
  });
}

/** Everything that happened to an enquiry after it arrived, oldest first. */
export async function enquiryHistory(db: Db, id: number): Promise<EnquiryEvent[]> {
  const { enquiryEvents } = db.tables;
  const rows = await db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, id)).orderBy(asc(enquiryEvents.id));
  return rows.map((row) => ({ at: row.at.toISOString(), kind: row.kind, detail: row.detail }));
}
