import { parseArgs } from 'node:util';
import { RestoreError } from '../platform/database/restore';
import { loadEnv } from '../platform/config/env';
import { commandLog, cliCommand, runAsProcess, type CommandCall, UsageError } from '../platform/config/run-cli';
import { restoreSite } from './restore-site';

const USAGE = `Puts a backup made by npm run backup in place of the database (DATABASE_PATH's, or
DATABASE_URL's), with its CV files, then erases again whom the site erased since the backup.
Stop the site first; a SQLite database it replaces is kept beside it, renamed.

  npm run restore -- /var/backups/northbeam/site-2026-11-25.db
  npm run restore -- /var/backups/northbeam/site-2026-11-25.dump    (PostgreSQL)`;

async function main({ args, env: source }: CommandCall): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: true,
  });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError(`Name the backup file to restore, once.\n\n${USAGE}`);
  const env = loadEnv(source);
  const backup = positionals[0]!;
  const { restored, erasuresSince, erasedAgain } = await restoreSite(backup, env, commandLog(env));
  console.log(
    restored
      ? `Restored ${backup} to ${env.DATABASE_PATH}: ${restored.enquiries} enquiries, ${restored.applications} applications ` +
          `(${restored.cvFiles} CV files), ${restored.staffSessions} staff sessions.` +
          (restored.previous ? `\nThe database it replaced is now ${restored.previous}.` : '')
      : `Restored ${backup} to the PostgreSQL database.`,
  );
  console.log(
    erasuresSince === 0
      ? 'No one was erased since the backup.'
      : `${erasuresSince} erasures were made since the backup; ${erasedAgain} of those people were in it and are erased again ` +
          `(the audit trail records each as the operator's).`,
  );
}

export const restoreCommand = cliCommand(USAGE, main, [RestoreError]);

await runAsProcess(import.meta.url, restoreCommand);
