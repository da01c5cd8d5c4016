import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvDirOf, newCvFileName } from '../../../platform/database/cv-files';
import { openSqlite } from '../../../platform/database/open-database';
import { saveVitals } from '../../../site/vitals-api/vitals-store';
import { monthsBefore } from '../../../submissions/retention/retention-rules';
import { samplePdf } from '../../support/cv-samples';
import { saveApplication, saveEnquiry } from '../../support/stored-submissions';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DAY_MS } from '../../../shared/day';
import { retentionCommand } from '../../../app/retention-cli';
import { COMMAND_TEST_TIMEOUT_MS, commandInProcess, operatorCommand } from '../../support/operator-command';

const dir = mkdtempSync(join(tmpdir(), 'site-retention-cli-'));
const databasePath = join(dir, 'site.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { PATH: process.env.PATH, DATABASE_PATH: databasePath, SITE_URL: 'https://northbeam.test' };
const { run, spawn: fail } = operatorCommand('retention', env);
let cv = '';

async function numbers(): Promise<number[]> {
  const db = openSqlite(databasePath);
  try {
    return (await db.select({ number: db.tables.submissions.number }).from(db.tables.submissions)).map((row) => row.number).sort();
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  const db = openSqlite(databasePath);
  const now = new Date();
  const enquiry = { ...VALID_ENQUIRY, budget: '5k-10k' as const, privacy: true as const, locale: 'en' as const };
  await saveEnquiry(db, enquiry, { now: new Date(monthsBefore(now, 24).getTime() - DAY_MS) });
  await saveEnquiry(db, enquiry, { now: new Date(now.getTime() - 31 * DAY_MS), spam: true });
  await saveEnquiry(db, enquiry, { now: new Date(now.getTime() - DAY_MS) });
  mkdirSync(cvDirOf(databasePath), { recursive: true });
  const file = newCvFileName();
  cv = join(cvDirOf(databasePath), file);
  writeFileSync(cv, samplePdf());
  await saveApplication(
    db,
    { ...VALID_APPLICATION, job: 'a-position-no-longer-listed', locale: 'en', cv: { file, kind: 'pdf', bytes: 100, name: 'cv.pdf' } },
    { now: new Date(monthsBefore(now, 6).getTime() - DAY_MS) },
  );
  // The site's samples: the command joins their sweep to the submissions' job, as the process does.
  await saveVitals(db, [{ id: 'v1-1', path: '/en', name: 'LCP', value: 1200 }], new Date(monthsBefore(now, 13).getTime() - DAY_MS));
  await db.close();
});

describe('npm run retention', { timeout: COMMAND_TEST_TIMEOUT_MS }, () => {
  it('lists with --dry-run what it then deletes, by kind, number and dates only', async () => {
    const listed = run('--dry-run');
    expect(listed).toMatch(
      /^Would delete: 1 enquiries, 1 applications, 1 spam, 0 email files, 1 web-vitals samples, 0 erasure-log entries, 0 unmatched inbound mails\.\n/,
    );
    expect(listed).toMatch(/enquiry'\s*│\s*1\s*│.*enquiry-last-change/);
    expect(listed).toMatch(/enquiry'\s*│\s*2\s*│.*spam/);
    expect(listed).toMatch(/application'\s*│\s*1\s*│.*application-received/);
    for (const personal of [VALID_ENQUIRY.name, VALID_ENQUIRY.email, VALID_ENQUIRY.phone, VALID_ENQUIRY.company])
      expect(listed).not.toContain(personal);
    expect(await numbers()).toEqual([1, 1, 2, 3]);
    expect(existsSync(cv)).toBe(true);

    const deleted = run();
    expect(deleted.replace('Deleted', 'Would delete')).toBe(listed);
    expect(await numbers()).toEqual([3]);
    expect(existsSync(cv)).toBe(false);
    expect(run('--dry-run')).toMatch(/^Would delete: 0 enquiries, 0 applications, 0 spam/);
  });

  it.each([
    [['--dry-run=yes'], {}, /^Option '--dry-run' does not take an argument/],
    [[], { RETENTION_ENQUIRY_MONTHS: 'two years' }, /RETENTION_ENQUIRY_MONTHS: must be a whole number of months from 1 to 120/],
  ])('says what is wrong with %j %j and exits with 1, no stack', async (args, extra, message) => {
    const { status, stderr } = await commandInProcess(retentionCommand, args, { ...env, ...extra });
    expect(status).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('as a process, says what is wrong with an unknown option in a line and the usage, and exits with 1', () => {
    const { status, stderr } = fail(['--days', '3']);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Unknown option '--days'[\s\S]*npm run retention/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
