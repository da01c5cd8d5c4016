import { and, asc, eq } from 'drizzle-orm';
import type { EnquiryStatus } from '../../shared/enquiry-status';
import type { Db } from '../db/open-database';
import { emailOutbox, enquiries, enquiryEvents } from '../db/schema';
import { listEnquiryById, type StoredEnquiry } from './enquiry-store';

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
export function changeEnquiry(db: Db, id: number, { status, note }: EnquiryChange, now = new Date()): StoredEnquiry | undefined {
  const found = db.transaction((tx) => {
    const row = tx.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id)).get();
    if (!row) return false;
    if (status && status !== row.status) {
      tx.update(enquiries).set({ status }).where(eq(enquiries.id, id)).run();
      tx.insert(enquiryEvents).values({ enquiryId: id, at: now, kind: 'status', detail: status }).run();
      if (status !== 'spam') {
        tx.insert(emailOutbox).values({ enquiryId: id, kind: 'notification', nextAttemptAt: now }).onConflictDoNothing().run();
      }
    }
    if (note?.trim()) tx.insert(enquiryEvents).values({ enquiryId: id, at: now, kind: 'note', detail: note.trim() }).run();
    return true;
  });
  return found ? listEnquiryById(db, id) : undefined;
}

/**
 * Queues a failed notification again, from its first attempt. False when the enquiry has no
 * failed notification (one that is pending, sending or sent is left alone: never twice).
 */
export function resendNotification(db: Db, id: number, now = new Date()): boolean {
  return db.transaction((tx) => {
    const changed = tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
      .where(and(eq(emailOutbox.enquiryId, id), eq(emailOutbox.kind, 'notification'), eq(emailOutbox.status, 'failed')))
      .run();
    if (changed.changes === 0) return false;
    tx.insert(enquiryEvents).values({ enquiryId: id, at: now, kind: 'resend', detail: 'notification' }).run();
    return true;
  });
}

/** Everything that happened to an enquiry after it arrived, oldest first. */
export function enquiryHistory(db: Db, id: number): EnquiryEvent[] {
  return db
    .select()
    .from(enquiryEvents)
    .where(eq(enquiryEvents.enquiryId, id))
    .orderBy(asc(enquiryEvents.id))
    .all()
    .map((row) => ({ at: row.at.toISOString(), kind: row.kind, detail: row.detail }));
}
