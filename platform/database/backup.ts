import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { DAY_MS } from '../../shared/day';
import { cvDirOf } from './cv-files';
import { UsageError } from '../config/run-cli';

/** The table a backup adds to its copy: the CV files, so that one file holds everything. */
export const BACKUP_CV_TABLE = 'backup_cv_files';

export interface BackupSummary {
  enquiries: number;
  applications: number;
  staffSessions: number;
  cvFiles: number;
  bytes: number;
}

/** What a database (or a backup of one) holds, in the words an operator checks. */
export function summaryOf(sqlite: Database.Database): Omit<BackupSummary, 'cvFiles' | 'bytes'> {
  const count = (sql: string) => sqlite.prepare(sql).pluck().get() as number;
  const submissions = (kind: string) => count(`SELECT count(*) FROM submissions WHERE kind = '${kind}'`);
  return {
    enquiries: submissions('enquiry'),
    applications: submissions('application'),
    staffSessions: count('SELECT count(*) FROM staff_sessions'),
  };
}

/**
 * Writes a consistent copy of the database at `databasePath` to `target` while the site runs,
 * through SQLite's online backup API on a connection of its own: the site's writes go on, and
 * the copy is the database as it was at one moment. The CV files its applications name are
 * added to the copy, which is written beside the target and renamed into place only when whole.
 */
export async function backupDatabase(databasePath: string, target: string): Promise<BackupSummary> {
  if (!existsSync(databasePath)) throw new UsageError(`There is no database at ${databasePath}.`);
  if (!existsSync(dirname(target))) throw new UsageError(`There is no folder ${dirname(target)} to write the backup in.`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(databasePath, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // After the first step, the rest in one: a write by the site between small steps would
    // restart the copy, and under steady traffic it might never finish.
    await source.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  try {
    const copy = new Database(partial);
    try {
      // A file on its own: no -wal beside it to lose.
      copy.pragma('journal_mode = DELETE');
      withoutErasureKey(copy);
      const cvFiles = addCvFiles(copy, cvDirOf(databasePath));
      const summary = summaryOf(copy);
      copy.close();
      renameSync(partial, target);
      return { ...summary, cvFiles, bytes: statSync(target).size };
    } finally {
      if (copy.open) copy.close();
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * The erasure log's key stays in the live database (decision 0058): without it, a backup's log
 * cannot be checked against guessed addresses. Zeroed, not just unlinked from the page.
 */
function withoutErasureKey(copy: Database.Database): void {
  if (!copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'erasure_key'").get()) return;
  copy.pragma('secure_delete = ON');
  copy.exec('DELETE FROM erasure_key');
}

/** Files are written and flushed before their row is committed, so every row's file exists. */
function addCvFiles(copy: Database.Database, cvDir: string): number {
  const names = copy.prepare('SELECT file_name FROM submissions WHERE file_name IS NOT NULL').pluck().all() as string[];
  copy.exec(`CREATE TABLE ${BACKUP_CV_TABLE} (name TEXT PRIMARY KEY, bytes BLOB NOT NULL)`);
  const insert = copy.prepare(`INSERT INTO ${BACKUP_CV_TABLE} (name, bytes) VALUES (?, ?)`);
  copy.transaction(() => {
    for (const name of names) insert.run(name, readFileSync(join(cvDir, name)));
  })();
  return names.length;
}

/** A rotation's backup of one day (UTC): site-2026-11-25.db, or .dump for PostgreSQL's. */
const ROTATION_NAME = /^site-(\d{4}-\d{2}-\d{2})\.(db|dump)$/;

/**
 * The nightly job (npm run backup -- --dir): writes the day's backup into `dir` through `write`,
 * as site-<day>.db (or .dump), over an earlier one of the same day, then deletes the rotation's
 * backups `keepDays` days old or older. Answers the file written, what `write` answered and the
 * names deleted.
 */
export async function backupInRotation<T>(
  dir: string,
  keepDays: number,
  now: Date,
  extension: 'db' | 'dump',
  write: (target: string) => T | Promise<T>,
): Promise<{ target: string; written: T; deleted: string[] }> {
  if (!existsSync(dir)) throw new UsageError(`There is no folder ${dir} to write the backup in.`);
  const target = join(dir, `site-${now.toISOString().slice(0, 10)}.${extension}`);
  const written = await write(target);
  return { target, written, deleted: pruneBackups(dir, keepDays, now) };
}

/**
 * Deletes the backups of `dir`'s rotation that are `keepDays` days old or older at `now`, judged
 * by the day in their names: with a 30-day period, the backup of 25 November goes on 25 December,
 * so none outlives the period the privacy policy states. Other files stay. Called after the day's
 * backup is written, so a failed backup deletes nothing.
 */
function pruneBackups(dir: string, keepDays: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const cutoff = today - keepDays * DAY_MS;
  const expired = readdirSync(dir)
    .filter((name) => {
      const day = ROTATION_NAME.exec(name)?.[1];
      return day !== undefined && Date.parse(day) <= cutoff;
    })
    .sort();
  for (const name of expired) rmSync(join(dir, name), { force: true });
  return expired;
}
