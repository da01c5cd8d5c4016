import { createHmac, randomBytes } from 'node:crypto';
import { count, eq, lte, sql } from 'drizzle-orm';
import type { ErasureEntry } from '../../platform/database/erasure-state';
import type { Db, Tx } from '../../platform/database/open-database';
import { subjectAddress } from './find-subject';

/**
 * The erasure log (decision 0058): for each erasure, an HMAC-SHA256 of the normalised address
 * under a random key kept in the live database only, and its time. A restore of an older backup
 * hashes the addresses it brings back the same way and erases again those the log names.
 */

const hashOf = (key: string, address: string) => createHmac('sha256', Buffer.from(key, 'hex')).update(address).digest('hex');

/** Records an erasure of `address` (from subjectAddress) at `at`, making the key at the first; the same entry twice is one. */
export async function logErasure(tx: Tx, db: Db, address: string, at: Date): Promise<void> {
  const { erasureKey, erasureLog } = db.tables;
  await tx
    .insert(erasureKey)
    .values({ id: 1, key: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await tx.select().from(erasureKey).where(eq(erasureKey.id, 1));
  await tx
    .insert(erasureLog)
    .values({ addressHash: hashOf(row!.key, address), erasedAt: at })
    .onConflictDoNothing();
}

/** An email address anywhere in a note's text. */
const ADDRESS_IN_TEXT = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:.]+/g;

/**
 * The addresses `db` holds personal data under, normalised as an erasure takes them: the
 * submissions' senders, the outbox's recipients and any address a note mentions (an erasure
 * redacts those in other records' notes).
 */
async function heldAddresses(db: Db): Promise<Set<string>> {
  const { submissions, submissionEvents, emailOutbox } = db.tables;
  const messageTo =
    db.engine === 'sqlite'
      ? sql<string | null>`json_extract(${emailOutbox.message}, '$.to')`
      : sql<string | null>`${emailOutbox.message}->>'to'`;
  const found = [
    ...(await db.selectDistinct({ address: submissions.email }).from(submissions)).map((row) => row.address),
    ...(await db.selectDistinct({ address: emailOutbox.recipient }).from(emailOutbox)).map((row) => row.address),
    ...(await db.selectDistinct({ address: messageTo }).from(emailOutbox)).map((row) => row.address),
    ...(await db.select({ detail: submissionEvents.detail }).from(submissionEvents).where(eq(submissionEvents.kind, 'note'))).flatMap(
      (row) => row.detail?.match(ADDRESS_IN_TEXT) ?? [],
    ),
  ];
  return new Set(found.flatMap((value) => (value ? [subjectAddress(value)] : [])).filter((value): value is string => value !== null));
}

/**
 * Erases again, oldest first, each of `entries` whose address `db` holds, through `erase` (at
 * the entry's own time, so the log gains no entry). Answers how many people were erased again.
 */
export async function reapplyErasures(
  db: Db,
  entries: readonly ErasureEntry[],
  erase: (address: string, at: Date) => Promise<unknown>,
): Promise<number> {
  if (entries.length === 0) return 0;
  const { erasureKey } = db.tables;
  const [row] = await db.select().from(erasureKey).where(eq(erasureKey.id, 1));
  if (!row) return 0;
  const byHash = new Map([...(await heldAddresses(db))].map((address) => [hashOf(row.key, address), address]));
  let erased = 0;
  for (const entry of [...entries].sort((a, b) => a.erasedAt.getTime() - b.erasedAt.getTime())) {
    const address = byHash.get(entry.addressHash);
    if (address && (await erase(address, entry.erasedAt))) erased++;
  }
  return erased;
}

/** The log's entries made at or before `before`, which no backup kept predates: counted for a dry run, deleted by the retention job. */
export async function countErasuresBefore(db: Db, before: Date): Promise<number> {
  const { erasureLog } = db.tables;
  return (await db.select({ n: count() }).from(erasureLog).where(lte(erasureLog.erasedAt, before)))[0]!.n;
}

export async function deleteErasuresBefore(db: Db, before: Date): Promise<number> {
  const { erasureLog } = db.tables;
  return (await db.delete(erasureLog).where(lte(erasureLog.erasedAt, before)).returning({ id: erasureLog.id })).length;
}
