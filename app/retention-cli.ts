import { parseArgs } from 'node:util';
import { cvStoreOf } from '../platform/database/cv-store';
import { openDatabase } from '../platform/database/open-database';
import { loadEnv, retentionPeriodsOf } from '../platform/config/env';
import { outboxDirOf } from '../platform/mail/mail-transport';
import { dayOf } from '../shared/content/job-openings';
import { commandLog, cliCommand, runAsProcess, type CommandCall } from '../platform/config/run-cli';
import { vitalsSweep } from '../site';
import { TABLE_KINDS } from '../desk';
import { planRetention, retentionCounts, runRetention, type RetentionReport } from '../submissions';

const USAGE = `Deletes what the retention periods (RETENTION_* in the configuration) have ended, as the site does daily.

  npm run retention -- --dry-run     lists what the next run would delete, deleting nothing
  npm run retention                  deletes it now`;

/** Counts, then one line per submission: its kind, number and dates, never what its sender wrote. */
function print(report: RetentionReport, dryRun: boolean): void {
  const counts = retentionCounts(report);
  const verb = dryRun ? 'Would delete' : 'Deleted';
  console.log(
    `${verb}: ${counts.enquiries} enquiries, ${counts.applications} applications, ${counts.spam} spam, ` +
      `${counts.emailFiles} email files, ${counts.vitals} web-vitals samples, ${counts.erasures} erasure-log entries, ` +
      `${counts.unmatchedMail} unmatched inbound mails.`,
  );
  if (counts.filesLeft > 0)
    console.log(`${counts.filesLeft} files could not be deleted (see the log lines above); the next run tries again.`);
  if (report.submissions.length > 0)
    console.table(
      report.submissions.map((item) => ({
        kind: item.kind,
        number: item.number,
        received: dayOf(item.receivedAt),
        why: item.why,
        since: dayOf(item.since),
      })),
    );
  for (const name of report.emailFiles) console.log(`email file ${name}`);
}

async function main({ args, env: source }: CommandCall): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const env = loadEnv(source);
  // Warnings (a file that stays) go to stderr; the report is stdout's.
  const log = commandLog(env);
  const db = await openDatabase(env);
  try {
    const target = {
      db,
      periods: retentionPeriodsOf(env),
      cvs: cvStoreOf(db, env.DATABASE_PATH),
      outboxDir: outboxDirOf(env.DATABASE_PATH),
      vitals: vitalsSweep,
      log,
      kinds: TABLE_KINDS,
    };
    const dryRun = values['dry-run'];
    print(dryRun ? await planRetention(target) : await runRetention(target), dryRun);
  } finally {
    await db.close();
  }
}

export const retentionCommand = cliCommand(USAGE, main);

await runAsProcess(import.meta.url, retentionCommand);
