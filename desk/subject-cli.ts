import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cvStoreOf } from '../platform/database/cv-store';
import { isDatabaseUnavailable } from '../platform/database/database-errors';
import { openDatabase, type Db } from '../platform/database/open-database';
import { loadEnv, type Env } from '../platform/config/env';
import { outboxDirOf } from '../platform/mail/mail-transport';
import { dayOf } from '../shared/content/job-openings';
import { commandLog, cliCommand, runAsProcess, type CommandCall, UsageError } from '../platform/config/run-cli';
import { archiveName, holdsAnything, subjectAddress, subjectCounts, type SubjectData } from '../submissions';
import { TABLE_KINDS } from './kinds-table';
import { countsText } from './pages/desk-labels';
import { eraseSubjectAs, exportSubjectAs } from './submission-actions';
import { readSubject } from './submission-queries';
import { DESK_TEXTS } from './texts/desk-texts';

const USAGE = `A person's data on request (DATABASE_URL's, or DATABASE_PATH's database, and its CV files).

  npm run subject -- find EMAIL                  what is held under the address: counts and references
  npm run subject -- export EMAIL [--out FILE]   all of it in one ZIP archive (default: personal-data-<date>.zip here)
  npm run subject -- erase EMAIL                 says what would be erased, erasing nothing
  npm run subject -- erase EMAIL --yes           erases it; the audit trail records the counts, not the address`;

const COMMANDS = ['find', 'export', 'erase'];
const operator = { operator: true } as const;

/** The configured database, refusing to create an empty SQLite file where none is: a wrong DATABASE_PATH would find nobody. */
async function existingDatabase(env: Env): Promise<Db> {
  if (!env.DATABASE_URL && !existsSync(env.DATABASE_PATH))
    throw new UsageError(`There is no database at ${resolve(env.DATABASE_PATH)}: set DATABASE_PATH (or DATABASE_URL) to the site's.`);
  try {
    return await openDatabase(env);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // Several addresses tried (localhost) fail as an AggregateError whose message is empty.
    const { message, code } = error as { message?: string; code?: string };
    throw new UsageError(`The database does not answer: ${message || code || 'no reason given'}.`);
  }
}

/** References and counts, never what the person wrote. */
function printFound(data: SubjectData): void {
  console.log(`Held under ${data.address}: ${countsText('en', subjectCounts(data, TABLE_KINDS))}.`);
  if (data.submissions.length > 0)
    console.table(
      data.submissions.map((row) => ({
        kind: row.kind,
        number: row.number,
        received: dayOf(row.createdAt),
        status: row.status,
        cv: row.fileOriginalName ?? '',
      })),
    );
  for (const { note, on } of data.mentions) console.log(`mentioned in a note of ${dayOf(note.at)} on ${on.kind} #${on.number}`);
}

async function main({ args, env: source }: CommandCall): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      out: { type: 'string' },
      yes: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) return void console.log(USAGE);
  const [command, email, ...rest] = positionals;
  if (!command || !COMMANDS.includes(command)) throw new UsageError(`Say what to do: find, export or erase (npm run subject -- --help).`);
  if (email === undefined || rest.length > 0) throw new UsageError(`Name one email address after ${command}.`);
  const address = subjectAddress(email);
  if (!address) throw new UsageError(`${email} is not an email address.`);
  if (values.out !== undefined && command !== 'export') throw new UsageError(`--out is for export only.`);
  if (values.yes && command !== 'erase') throw new UsageError(`--yes is for erase only.`);

  const env = loadEnv(source);
  const db = await existingDatabase(env);
  try {
    const cvs = cvStoreOf(db, env.DATABASE_PATH);
    if (command === 'erase' && values.yes) {
      // The erasure finds what is held itself, in its own transaction; nothing found answers null.
      const erased = await eraseSubjectAs(
        { db, cvs, outboxDir: outboxDirOf(env.DATABASE_PATH), log: commandLog(env), kinds: TABLE_KINDS },
        operator,
        address,
      );
      if (!erased) throw new UsageError(`Nothing is held under ${address}.`);
      console.log(`Erased: ${countsText('en', erased.counts)}. The audit trail records it as the operator's, without the address.`);
      if (erased.filesLeft > 0)
        console.log(`${erased.filesLeft} files could not be deleted (see the log lines above): delete them by hand.`);
      if (!erased.scrubbed) console.log(DESK_TEXTS.en.requests.notScrubbed);
      return;
    }
    const found = await readSubject(db, address);
    if (!holdsAnything(found)) throw new UsageError(`Nothing is held under ${address}.`);
    if (command === 'find') return printFound(found);
    if (command === 'export') {
      const out = resolve(values.out ?? archiveName(new Date()));
      // Opened first, never over an existing file: a wrong path fails before anything is read or recorded.
      const file = await open(out, 'wx').catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(
          `Cannot write ${out}: ${error.code === 'EEXIST' ? 'it exists already; name another with --out' : error.message}.`,
        );
      });
      try {
        await file.writeFile(await exportSubjectAs(db, operator, found, cvs, TABLE_KINDS));
      } finally {
        await file.close();
      }
      return void console.log(`Wrote ${out}: ${countsText('en', subjectCounts(found, TABLE_KINDS))}.`);
    }
    // erase without --yes: what it would erase.
    printFound(found);
    console.log('Nothing was erased. Run again with --yes to erase all of it.');
  } finally {
    await db.close();
  }
}

export const subjectCommand = cliCommand(USAGE, main);

await runAsProcess(import.meta.url, subjectCommand);
