import { inArray, min, count } from 'drizzle-orm';
import type { Db } from '../database/open-database';

/** Emails not yet sent (pending or being sent) and when the oldest of them was queued. */
export async function outboxBacklog(db: Db): Promise<{ waiting: number; oldestQueuedAt: Date | null }> {
  const { emailOutbox } = db.tables;
  const [row] = await db
    .select({ waiting: count(), oldest: min(emailOutbox.queuedAt) })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'sending']));
  return { waiting: Number(row?.waiting ?? 0), oldestQueuedAt: row?.oldest ? new Date(row.oldest) : null };
}
