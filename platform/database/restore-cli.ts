import { parseArgs } from 'node:util';
import { restoreDatabase, RestoreError } from './restore';
import { loadEnv } from '../config/env';
import { runCli, sqlitePathOf, UsageError } from '../config/run-cli';

const USAGE = `Puts a backup made by npm run backup in place of the database in DATABASE_PATH, with its
CV files. Stop the site first; the database it replaces is kept beside it, renamed.

  npm run restore -- backups/site-2026-11-25.db`;

function main(): void {
  const { values, positionals } = parseArgs({ options: { help: { type: 'boolean', short: 'h', default: false } }, allowPositionals: true });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError(`Name the backup file to restore, once.\n\n${USAGE}`);
  const databasePath = sqlitePathOf(loadEnv(), 'npm run restore');
  const summary = restoreDatabase(positionals[0]!, databasePath);
  console.log(
    `Restored ${positionals[0]} to ${databasePath}: ${summary.enquiries} enquiries, ${summary.applications} applications ` +
      `(${summary.cvFiles} CV files), ${summary.staffSessions} staff sessions.` +
      (summary.previous ? `\nThe database it replaced is now ${summary.previous}.` : ''),
  );
}

await runCli(USAGE, main, [RestoreError]);
