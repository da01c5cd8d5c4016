import { parseArgs } from 'node:util';
import { backupDatabase, backupInRotation, type BackupSummary } from './backup';
import { dumpPostgres } from './postgres-backup';
import { loadEnv, type Env } from '../config/env';
import { cliCommand, runAsProcess, type CommandCall, UsageError } from '../config/run-cli';

const USAGE = `Writes a consistent copy of the database, with the CV files, to one file; the site may keep
running. On SQLite (DATABASE_PATH) a SQLite file, on PostgreSQL (DATABASE_URL) a pg_dump archive.

  npm run backup -- --dir /var/backups/northbeam    the day's backup, site-2026-11-25.db (.dump on
                                                    PostgreSQL), into the folder, and deletes the
                                                    folder's backups RETENTION_BACKUP_DAYS days old
  npm run backup -- --dir DIR --keep-days 14        the same, keeping 14 days (at most
                                                    RETENTION_BACKUP_DAYS: the privacy policy's period)
  npm run backup -- backups/site-2026-11-25.db      one backup to the file named, deleting nothing`;

/** The period the policy prints is the most a rotation may keep: a longer one would break its promise. */
function keepDaysOf(option: string | undefined, env: Env): number {
  if (option === undefined) return env.RETENTION_BACKUP_DAYS;
  const days = Number(option);
  if (!Number.isInteger(days) || days < 1)
    throw new UsageError(`--keep-days takes a whole number of days, 1 or more; ${option} is not one.`);
  if (days > env.RETENTION_BACKUP_DAYS)
    throw new UsageError(
      `--keep-days ${days} would keep backups longer than the ${env.RETENTION_BACKUP_DAYS} days the privacy policy states ` +
        `(RETENTION_BACKUP_DAYS). Raise RETENTION_BACKUP_DAYS, which changes the policy too, or keep fewer days.`,
    );
  return days;
}

const summaryText = (summary: BackupSummary) =>
  `${summary.enquiries} enquiries, ${summary.applications} applications (${summary.cvFiles} CV files), ` +
  `${summary.staffSessions} staff sessions; ${summary.bytes} bytes`;

/** Writes one backup to `target`, as the configured engine makes them; answers what it says of it. */
async function writeBackup(env: Env, target: string): Promise<string> {
  if (env.DATABASE_URL) return `Backed up the PostgreSQL database to ${target}: ${dumpPostgres(env.DATABASE_URL, target).bytes} bytes.`;
  return `Backed up ${env.DATABASE_PATH} to ${target}: ${summaryText(await backupDatabase(env.DATABASE_PATH, target))}.`;
}

async function main({ args, env: source }: CommandCall): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      dir: { type: 'string' },
      'keep-days': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) return void console.log(USAGE);
  const env = loadEnv(source);
  if (values.dir === undefined) {
    if (values['keep-days'] !== undefined) throw new UsageError(`--keep-days is for a rotation in a folder (--dir).\n\n${USAGE}`);
    if (positionals.length !== 1) throw new UsageError(`Name the folder of the rotation (--dir), or one file to write.\n\n${USAGE}`);
    return void console.log(await writeBackup(env, positionals[0]!));
  }
  if (positionals.length > 0) throw new UsageError(`Name the folder (--dir) or a file, not both.\n\n${USAGE}`);
  const keepDays = keepDaysOf(values['keep-days'], env);
  const extension = env.DATABASE_URL ? 'dump' : 'db';
  const { written, deleted } = await backupInRotation(values.dir, keepDays, new Date(), extension, (target) => writeBackup(env, target));
  console.log(written);
  console.log(
    deleted.length > 0
      ? `Deleted ${deleted.length} backups ${keepDays} days old or older: ${deleted.join(', ')}.`
      : `No backup in ${values.dir} is ${keepDays} days old yet.`,
  );
}

export const backupCommand = cliCommand(USAGE, main);

await runAsProcess(import.meta.url, backupCommand);
