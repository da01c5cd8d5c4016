import { parseArgs } from 'node:util';
import { openDatabase } from '../db/open-database';
import { enquiriesCsv } from '../enquiries/enquiries-csv';
import { listEnquiries, listEnquiryById, type StoredEnquiry } from '../enquiries/enquiry-store';
import { loadEnv } from '../env';
import { runCli, UsageError } from './run-cli';

const USAGE = `Lists the enquiries stored in DATABASE_PATH, newest first.

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

function main(): void {
  const { values } = parseArgs({
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

  const env = loadEnv();
  const db = openDatabase(env.DATABASE_PATH);
  try {
    if (values.id) {
      const enquiry = listEnquiryById(db, Number(values.id));
      if (!enquiry) throw new UsageError(`No enquiry with id ${values.id} in ${env.DATABASE_PATH}`);
      return void console.log(JSON.stringify(enquiry, null, 2));
    }
    const items = listEnquiries(db, { limit: values.all ? undefined : limit });
    if (values.csv) return void process.stdout.write(enquiriesCsv(items));
    if (values.json) return void console.log(JSON.stringify(items, null, 2));
    if (items.length === 0) return void console.log(`No enquiries in ${env.DATABASE_PATH} yet.`);
    console.table(items.map(summary));
  } finally {
    db.$client.close();
  }
}

await runCli(USAGE, main);
