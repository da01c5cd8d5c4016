import { cvStoreOf } from '../platform/database/cv-store';
import { openDatabase } from '../platform/database/open-database';
import { restorePostgres } from '../platform/database/postgres-backup';
import { restoreDatabase, type RestoreSummary } from '../platform/database/restore';
import type { Env } from '../platform/config/env';
import type { Logger } from '../platform/logging/logger';
import { outboxDirOf } from '../platform/mail/mail-transport';
import { reapplyErasures } from '../submissions';
import { TABLE_KINDS } from './kinds-table';
import { eraseSubjectAs } from './submission-actions';

export interface SiteRestore {
  /** On SQLite, what the restored database holds before the erasures are made again; null on PostgreSQL. */
  restored: RestoreSummary | null;
  /** The erasures made since the backup, from the replaced database's log. */
  erasuresSince: number;
  /** How many people of those the backup held, and who are erased again. */
  erasedAgain: number;
}

/**
 * npm run restore (decision 0058): the backup in place of the configured database, then each
 * person erased since the backup erased again, at their erasure's time, the audit trail recording
 * it as the operator's. The site is stopped meanwhile.
 */
export async function restoreSite(backupPath: string, env: Env, log: Logger, now = new Date()): Promise<SiteRestore> {
  const restored = env.DATABASE_URL ? null : await restoreDatabase(backupPath, env.DATABASE_PATH, now);
  const { erasuresSince } = restored ?? (await restorePostgres(backupPath, env.DATABASE_URL!));
  const db = await openDatabase(env);
  try {
    const target = { db, cvs: cvStoreOf(db, env.DATABASE_PATH), outboxDir: outboxDirOf(env.DATABASE_PATH), log, kinds: TABLE_KINDS };
    const erasedAgain = await reapplyErasures(db, erasuresSince, (address, at) => eraseSubjectAs(target, { operator: true }, address, at));
    return { restored, erasuresSince: erasuresSince.length, erasedAgain };
  } finally {
    await db.close();
  }
}
