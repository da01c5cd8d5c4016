import { eq } from 'drizzle-orm';
import type { Db } from './open-database';

/** One erasure as the log keeps it (decision 0058): the HMAC of the address, and when. */
export interface ErasureEntry {
  addressHash: string;
  erasedAt: Date;
}

/** What a restore carries from the database it replaces to the one it puts in place. */
export interface ErasureState {
  /** The log's key; null before the first erasure. */
  key: string | null;
  log: ErasureEntry[];
}

/** The erasure log and its key as `db` holds them. */
export async function erasureStateOf(db: Db): Promise<ErasureState> {
  const { erasureKey, erasureLog } = db.tables;
  const [row] = await db.select().from(erasureKey).where(eq(erasureKey.id, 1));
  const log = await db.select({ addressHash: erasureLog.addressHash, erasedAt: erasureLog.erasedAt }).from(erasureLog);
  return { key: row?.key ?? null, log };
}

const entryId = (entry: ErasureEntry) => `${entry.addressHash} ${entry.erasedAt.getTime()}`;

/**
 * Writes the replaced database's erasure state into the restored one: its key (a backup holds
 * none), and the entries the backup's own log lacks, which are the erasures made since the
 * backup. Answers those: the ones to apply again.
 */
export async function carryErasureState(db: Db, live: ErasureState): Promise<ErasureEntry[]> {
  if (live.key === null) return [];
  const { erasureKey, erasureLog } = db.tables;
  const held = new Set((await erasureStateOf(db)).log.map(entryId));
  const since = live.log.filter((entry) => !held.has(entryId(entry)));
  await db.transaction(async (tx) => {
    await tx.delete(erasureKey);
    await tx.insert(erasureKey).values({ id: 1, key: live.key! });
    for (const entry of since) await tx.insert(erasureLog).values(entry);
  });
  return since;
}
