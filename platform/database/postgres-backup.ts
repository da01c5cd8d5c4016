import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../config/run-cli';
import { carryErasureState, erasureStateOf, type ErasureEntry } from './erasure-state';
import { openDatabase } from './open-database';
import { RestoreError } from './restore';

/** Runs one of PostgreSQL's own tools; what it says on failure becomes the operator's one line, after `failed`. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], failed = `${tool} failed`): void {
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  if (run.error) throw new UsageError(`${tool} could not be started (${run.error.message}): install PostgreSQL's client tools.`);
  if (run.status !== 0) throw new UsageError(`${failed}: ${run.stderr.trim() || `exit code ${run.status}`}`);
}

/**
 * Writes the PostgreSQL database at `url` (its CV files are rows in it) to `target` with pg_dump,
 * in its custom format, while the site runs: one snapshot. The erasure log's key stays out of it
 * (decision 0058). Written beside the target and renamed into place when whole.
 */
export function dumpPostgres(url: string, target: string): { bytes: number } {
  if (!existsSync(dirname(target))) throw new UsageError(`There is no folder ${dirname(target)} to write the backup in.`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    runTool('pg_dump', ['--format=custom', '--no-owner', '--exclude-table-data=erasure_key', `--file=${partial}`, `--dbname=${url}`]);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, target);
  return { bytes: statSync(target).size };
}

/**
 * Before the dump's tables are created: every table of the site's schemas goes, those the dump
 * predates too (a migration made since adds them back, empty, as it does on a new database).
 */
const CLEAR_TABLES = `
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', t.tablename);
  END LOOP;
END $$;
`;

/**
 * Replaces every table of the database at `url` with the dump's in one transaction: psql runs
 * the tables' removal and pg_restore's script together, and commits only when pg_restore has
 * read the whole dump (a damaged one rolls everything back).
 */
async function replaceFromDump(backupPath: string, url: string): Promise<void> {
  runTool(
    'pg_restore',
    ['--list', backupPath],
    `${backupPath} is not a backup made by npm run backup on PostgreSQL, and nothing was changed`,
  );
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`, '--file=-'], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', backupPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  const said = { psql: '', pg_restore: '' };
  psql.stderr.on('data', (chunk: Buffer) => (said.psql += chunk.toString()));
  script.stderr.on('data', (chunk: Buffer) => (said.pg_restore += chunk.toString()));
  // A tool that cannot start (not installed) says so as its output, and counts as failed.
  const exit = (child: ChildProcess, name: keyof typeof said) =>
    new Promise<number | null>((done) => {
      child.on('error', (error) => {
        said[name] += `${name} could not be started (${error.message}): install PostgreSQL's client tools.`;
        done(-1);
      });
      child.on('close', done);
    });
  const psqlDone = exit(psql, 'psql');
  const scriptDone = exit(script, 'pg_restore');
  // psql stopped at an error: its exit code says so, and pg_restore need not write on.
  psql.stdin.on('error', () => undefined);
  void psqlDone.then(() => script.kill());
  psql.stdin.write(CLEAR_TABLES);
  script.stdout.pipe(psql.stdin, { end: false });
  const scriptCode = await scriptDone;
  // Without the end of its input psql never commits: a dump that breaks off leaves the database as it was.
  if (scriptCode === 0) psql.stdin.end();
  else psql.kill();
  const psqlCode = await psqlDone;
  if (scriptCode === 0 && psqlCode === 0) return;
  throw new UsageError(
    scriptCode !== 0 && said.pg_restore.trim()
      ? `pg_restore failed, and nothing was changed: ${said.pg_restore.trim()}`
      : `The dump could not be restored, and nothing was changed: ${said.psql.trim()}`,
  );
}

/**
 * Puts a dump made by dumpPostgres in place of the database at `url`, with the site stopped:
 * reads the database's erasure log and key, replaces every table with the dump's, migrates what
 * the dump predates, and carries the log and key over. Answers the erasures made since the
 * dump, for the caller to apply again (desk/restore-site.ts).
 */
export async function restorePostgres(backupPath: string, url: string): Promise<{ erasuresSince: ErasureEntry[] }> {
  if (!existsSync(backupPath)) throw new RestoreError(`There is no file at ${backupPath}.`);
  const config = { DATABASE_URL: url, DATABASE_PATH: '' };
  const before = await openDatabase(config);
  const live = await erasureStateOf(before).finally(() => before.close());
  await replaceFromDump(backupPath, url);
  const restored = await openDatabase(config);
  try {
    return { erasuresSince: await carryErasureState(restored, live) };
  } finally {
    await restored.close();
  }
}
