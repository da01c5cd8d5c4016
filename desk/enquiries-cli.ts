import { parseArgs } from 'node:util';
import { openDatabase } from '../platform/database/open-database';
import { loadEnv } from '../platform/config/env';
import { cliCommand, runAsProcess, type CommandCall, UsageError } from '../platform/config/run-cli';
import { ENQUIRY, type StoredEnquiry } from '../submissions';
import { submissionsCsv } from './csv';
import { readAll, readOne } from './submission-queries';

const USAGE = `Lists the stored enquiries (DATABASE_URL's, or DATABASE_PATH's), newest first.

  npm run enquiries                     the latest 20 as a table
  npm run enquiries -- --limit 100      the latest 100
  npm run enquiries -- --all --csv > enquiries.csv
  npm run enquiries -- --json           JSON, e.g. for jq
  npm run enquiries -- --id 42          one enquiry in full`;

function summary(enquiry: StoredEnquiry) {
  return {
    id: enquiry.id,
    received: enquiry.createdAt.slice(0, 16).replace('T', ' '),
    name: enquiry.name,
    email: enquiry.email,
    budget: enquiry.budget ?? '',
    lang: enquiry.locale,
    email_sent: enquiry.delivery ?? '',
    project: enquiry.project.length > 40 ? `${enquiry.project.slice(0, 39)}…` : enquiry.project,
  };
}

async function main({ args, env: source }: CommandCall): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      limit: { type: 'string', default: '20' },
      all: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      id: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const limit = Number(values.limit);
  if (!values.all && (!Number.isInteger(limit) || limit < 1)) throw new UsageError(`--limit must be a positive whole number\n\n${USAGE}`);

  const env = loadEnv(source);
  const id = values.id === undefined ? undefined : Number(values.id);
  if (id !== undefined && !Number.isInteger(id)) throw new UsageError(`--id must be a whole number\n\n${USAGE}`);
  const where = env.DATABASE_URL ? 'the database' : env.DATABASE_PATH;
  const db = await openDatabase(env);
  try {
    if (id !== undefined) {
      const enquiry = await readOne(db, ENQUIRY, id);
      if (!enquiry) throw new UsageError(`No enquiry with id ${id} in ${where}`);
      return void console.log(JSON.stringify(enquiry, null, 2));
    }
    const items = await readAll(db, ENQUIRY, {}, values.all ? undefined : limit);
    if (values.csv) return void process.stdout.write(submissionsCsv(items, ENQUIRY.staff.csvColumns));
    if (values.json) return void console.log(JSON.stringify(items, null, 2));
    if (items.length === 0) return void console.log(`No enquiries in ${where} yet.`);
    console.table(items.map(summary));
  } finally {
    await db.close();
  }
}

export const enquiriesCommand = cliCommand(USAGE, main);

await runAsProcess(import.meta.url, enquiriesCommand);
