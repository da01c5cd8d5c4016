import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { cvDirOf } from './cv-files';
import { projectRoot } from '../config/project-root';
import { BACKUP_CV_TABLE, summaryOf, type BackupSummary } from './backup';
import { carryErasureState, erasureStateOf, type ErasureEntry, type ErasureState } from './erasure-state';
import { openSqlite, openSqliteOrm, type Db } from './open-database';

/** A refusal the operator can act on: said in one line, nothing changed. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreSummary extends Omit<BackupSummary, 'bytes'> {
  /** Where the database that was replaced was moved, if there was one. */
  previous: string | null;
  /** The erasures the replaced database recorded since the backup, now in the restored log: to apply again (decision 0058). */
  erasuresSince: ErasureEntry[];
}

const MIGRATIONS_JOURNAL = join(projectRoot, 'drizzle/meta/_journal.json');

/**
 * Puts a backup in place of the database at `databasePath`, with its CV files, while the site is
 * stopped. The backup is checked first; the database it replaces is kept beside it, renamed,
 * rather than deleted. Migrations this version has and the backup lacks are applied, and the
 * replaced database's erasure log and key are carried into the copy before it takes the
 * database's place; erasing again whom they name is the caller's (desk/restore-site.ts).
 */
export async function restoreDatabase(backupPath: string, databasePath: string, now = new Date()): Promise<RestoreSummary> {
  if (resolve(backupPath) === resolve(databasePath)) throw new RestoreError(`${backupPath} is the database itself; name a backup file.`);
  checkBackup(backupPath);
  const live = existsSync(databasePath) ? await liveErasureState(databasePath) : null;

  mkdirSync(dirname(databasePath), { recursive: true });
  const incoming = `${databasePath}.restoring`;
  rmSync(incoming, { force: true });
  copyFileSync(backupPath, incoming);
  let cvFiles: number;
  let erasuresSince: ErasureEntry[] = [];
  try {
    const copy = new Database(incoming);
    try {
      cvFiles = extractCvFiles(copy, cvDirOf(databasePath));
      copy.exec(`DROP TABLE IF EXISTS ${BACKUP_CV_TABLE}`);
    } finally {
      copy.close();
    }
    // Migrated first, so that a backup older than the erasure log gets its tables.
    const restored = openSqlite(incoming);
    try {
      if (live) erasuresSince = await carryErasureState(restored, live);
    } finally {
      await restored.close();
    }
    const vacuum = new Database(incoming);
    vacuum.exec('VACUUM');
    vacuum.close();
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }

  let previous: string | null = null;
  if (existsSync(databasePath)) {
    previous = `${databasePath}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(databasePath, previous);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
  renameSync(incoming, databasePath);

  const db = openSqliteOrm(databasePath);
  try {
    return { ...summaryOf(db.$client), cvFiles, previous, erasuresSince };
  } finally {
    db.$client.close();
  }
}

/** The erasure state of the database about to be replaced, refusing while the site has it open. */
async function liveErasureState(databasePath: string): Promise<ErasureState> {
  refuseIfOpen(databasePath);
  let live: Db;
  try {
    live = openSqlite(databasePath);
  } catch (error) {
    throw new RestoreError(
      `${databasePath} cannot be read (${(error as Error).message}), so the erasures it records cannot be carried over. ` +
        'Move it aside and restore again; then erase again by hand whom it erased since the backup.',
    );
  }
  try {
    return await erasureStateOf(live);
  } finally {
    await live.close();
  }
}

function checkBackup(backupPath: string): void {
  if (!existsSync(backupPath)) throw new RestoreError(`There is no file at ${backupPath}.`);
  let backup: Database.Database;
  try {
    backup = new Database(backupPath, { readonly: true, fileMustExist: true });
    backup.pragma('schema_version');
  } catch {
    throw new RestoreError(`${backupPath} is not a SQLite database.`);
  }
  try {
    const tables = new Set(backup.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    // Backups made before submissions (migration 0006) have their enquiries, and are moved on when opened.
    if (!tables.has('__drizzle_migrations') || !(tables.has('submissions') || tables.has('enquiries')))
      throw new RestoreError(`${backupPath} is a SQLite database, but not one of this site.`);
    const integrity = backup.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new RestoreError(`${backupPath} is damaged (SQLite's integrity check says: ${String(integrity)}).`);
    const applied = backup.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get() as number;
    const known = (JSON.parse(readFileSync(MIGRATIONS_JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;
    if (applied > known)
      throw new RestoreError(
        `${backupPath} was made by a newer version of the site (${applied} migrations; this one knows ${known}). Restore it with that version.`,
      );
  } finally {
    backup.close();
  }
}

/**
 * SQLite removes the -wal file when the last connection to a database closes. If it is still
 * there after our own connection closes, another process (the site) has the database open, and
 * replacing the file under it would lose whatever it writes next.
 */
function refuseIfOpen(databasePath: string): void {
  const probe = new Database(databasePath, { fileMustExist: true });
  probe.pragma('wal_checkpoint(TRUNCATE)');
  probe.close();
  if (existsSync(`${databasePath}-wal`)) {
    throw new RestoreError(`${databasePath} is open in another process; stop the site, then restore.`);
  }
}

/** Writes the backup's CV files into the CV directory; a file already there under its random name is the same file. */
function extractCvFiles(copy: Database.Database, cvDir: string): number {
  const hasCvs = copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(BACKUP_CV_TABLE);
  if (!hasCvs) return 0;
  mkdirSync(cvDir, { recursive: true });
  let count = 0;
  for (const row of copy.prepare(`SELECT name, bytes FROM ${BACKUP_CV_TABLE}`).iterate() as Iterable<{ name: string; bytes: Buffer }>) {
    const path = join(cvDir, row.name);
    if (!existsSync(path)) {
      writeFileSync(`${path}.restoring`, row.bytes, { flush: true });
      renameSync(`${path}.restoring`, path);
    }
    count += 1;
  }
  return count;
}
