import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { cliCommand, runAsProcess, type CommandCall, UsageError } from '../config/run-cli';
import { isDatabaseUnavailable } from './database-errors';
import { copyToPostgres } from './migrate-to-postgres';
import { openDatabase, openSqlite } from './open-database';

const USAGE = `Copies a SQLite site (its database and the CV files beside it) into the empty PostgreSQL
database that DATABASE_URL names, and checks every table's count. Stop the site first; pending
migrations are applied to the SQLite file, as starting the site would.

  DATABASE_URL=postgres://site@db.internal/site npm run migrate-to-postgres -- data/site.db`;

async function main({ args, env }: CommandCall): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError(`Name the SQLite file to copy, once.\n\n${USAGE}`);
  const sourcePath = positionals[0]!;
  const { DATABASE_URL, DATABASE_PATH } = loadEnv(env);
  if (!DATABASE_URL) throw new UsageError('Set DATABASE_URL to the PostgreSQL database to copy into.');
  if (!existsSync(sourcePath)) throw new UsageError(`There is no database at ${sourcePath}.`);
  const target = await openDatabase({ DATABASE_URL, DATABASE_PATH }).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    throw new UsageError(`PostgreSQL at ${new URL(DATABASE_URL).host} did not answer: ${(error as Error).message}`);
  });
  const source = openSqlite(sourcePath);
  try {
    const { rows, cvFiles } = await copyToPostgres(source, sourcePath, target);
    const tables = Object.entries(rows).map(([table, n]) => `${n} ${table}`);
    console.log(
      `Copied ${sourcePath} to PostgreSQL at ${new URL(DATABASE_URL).host}, counts checked: ${tables.join(', ')}; ${cvFiles} CV files.`,
    );
  } finally {
    await source.close();
    await target.close();
  }
}

export const migrateToPostgresCommand = cliCommand(USAGE, main);

await runAsProcess(import.meta.url, migrateToPostgresCommand);
