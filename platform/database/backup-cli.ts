import { parseArgs } from 'node:util';
import { backupDatabase } from './backup';
import { loadEnv } from '../config/env';
import { runCli, sqlitePathOf, UsageError } from '../config/run-cli';

const USAGE = `Writes a consistent copy of the database in DATABASE_PATH, with the CV files, to one file.
The site may keep running.

  npm run backup -- backups/site-2026-11-25.db`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { help: { type: 'boolean', short: 'h', default: false } }, allowPositionals: true });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError(`Name the file to write, once.\n\n${USAGE}`);
  const databasePath = sqlitePathOf(loadEnv(), 'npm run backup');
  const summary = await backupDatabase(databasePath, positionals[0]!);
  console.log(
    `Backed up ${databasePath} to ${positionals[0]}: ${summary.enquiries} enquiries, ${summary.applications} applications ` +
      `(${summary.cvFiles} CV files), ${summary.staffSessions} staff sessions; ${summary.bytes} bytes.`,
  );
}

await runCli(USAGE, main);
