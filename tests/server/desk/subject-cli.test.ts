import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvDirOf, newCvFileName } from '../../../platform/database/cv-files';
import { openSqlite } from '../../../platform/database/open-database';
import { outboxDirOf } from '../../../platform/mail/mail-transport';
import { ARCHIVE_DOCUMENT, changeSubmission } from '../../../submissions';
import { readAudit } from '../../../desk/audit/audit-trail';
import { samplePdf } from '../../support/cv-samples';
import { saveInboundMail } from '../../support/stored-inbound-mail';
import { saveApplication, saveEnquiry } from '../../support/stored-submissions';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { subjectCommand } from '../../../desk/subject-cli';
import { COMMAND_TEST_TIMEOUT_MS, commandInProcess, operatorCommand } from '../../support/operator-command';

const dir = mkdtempSync(join(tmpdir(), 'site-subject-cli-'));
const databasePath = join(dir, 'site.db');
const outboxDir = outboxDirOf(databasePath);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { PATH: process.env.PATH, DATABASE_PATH: databasePath };
// In the temporary folder, where an export without --out is written.
const { run, spawn: fail } = operatorCommand('subject', env, dir);

const CV = samplePdf('Curriculum vitae');

beforeAll(async () => {
  const db = openSqlite(databasePath);
  try {
    const enquiry = { ...VALID_ENQUIRY, budget: undefined, privacy: true as const, locale: 'en' as const };
    await saveEnquiry(db, { ...enquiry, name: 'Ivo Marsh', email: 'Ivo@Marsh.example', phone: '+44 20 7946 0321' });
    mkdirSync(cvDirOf(databasePath), { recursive: true });
    const file = newCvFileName();
    writeFileSync(join(cvDirOf(databasePath), file), CV);
    await saveApplication(db, {
      ...VALID_APPLICATION,
      email: 'ivo@marsh.example',
      name: 'Ivo Marsh',
      portfolio: undefined,
      locale: 'en',
      cv: { file, kind: 'pdf', bytes: CV.length, name: 'Ivo Marsh.pdf' },
    });
    const { id: other } = await saveEnquiry(db, { ...enquiry, name: 'Lena Holt', email: 'lena@holt.example' });
    await changeSubmission(db, 'enquiry', other, { note: 'Knows Ivo Marsh from Leeds.' }, { id: null, name: 'operator' });
    // A mail of his that answers no record.
    await saveInboundMail({ db, dir }, { from: 'IVO@marsh.example', fromName: 'Ivo Marsh', receivedAt: new Date() });
  } finally {
    await db.close();
  }
  // The emails as the site writes them without SMTP.
  mkdirSync(outboxDir, { recursive: true });
  for (const name of [
    'enquiry-1.eml',
    'enquiry-1-confirmation.eml',
    'application-1.eml',
    'application-1-confirmation.eml',
    'enquiry-2.eml',
  ])
    writeFileSync(join(outboxDir, name), `To: someone\r\n\r\n${name}`);
});

describe('npm run subject', { timeout: COMMAND_TEST_TIMEOUT_MS }, () => {
  it('finds what is held under an address, in any letter case, naming records and counts only', () => {
    const out = run('find', 'IVO@marsh.example');
    expect(out).toMatch(
      /^Held under ivo@marsh\.example: Enquiries: 1, Applications: 1, CV files: 1, Emails in the outbox: 4, History entries \(notes, replies, changes\): 0, Emails received from them or about their records: 1, Files attached to those emails: 0, Notes on other records that mention them: 1\.\n/,
    );
    expect(out).toContain('Ivo Marsh.pdf');
    expect(out).toMatch(/mentioned in a note of \d{4}-\d\d-\d\d on enquiry #2/);
    expect(out).not.toContain('claims app');
  });

  it('exports to a file named by the day, in the current folder', () => {
    expect(run('export', 'ivo@marsh.example')).toMatch(/^Wrote .*personal-data-\d{4}-\d\d-\d\d\.zip: /);
    expect(readdirSync(dir).filter((name) => name.startsWith('personal-data-'))).toHaveLength(1);
  });

  it('exports one archive to --out, and refuses a file that exists or cannot be written', async () => {
    const out = join(dir, 'ivo.zip');
    expect(run('export', 'ivo@marsh.example', '--out', out)).toMatch(/^Wrote .*ivo\.zip: Enquiries: 1, Applications: 1/);
    const archive = unzipSync(new Uint8Array(readFileSync(out)));
    expect(Buffer.from(archive['application-1/Ivo Marsh.pdf']!)).toEqual(CV);
    const doc = JSON.parse(Buffer.from(archive[ARCHIVE_DOCUMENT]!).toString('utf8'));
    expect(doc.submissions.map((row: { email: string }) => row.email)).toEqual(['Ivo@Marsh.example', 'ivo@marsh.example']);
    expect(doc.mentions[0].note.detail).toBe('Knows Ivo Marsh from Leeds.');
    expect(doc.mail).toMatchObject([{ fromAddress: 'IVO@marsh.example', submissionId: null, originalInArchive: 'mail-1/original.eml' }]);
    expect(Buffer.from(archive['mail-1/original.eml']!).toString('utf8')).toContain('From: Ivo Marsh <IVO@marsh.example>');

    for (const [args, message] of [
      [['export', 'ivo@marsh.example', '--out', out], /^Cannot write .*ivo\.zip: it exists already; name another with --out\.\n$/],
      [
        ['export', 'ivo@marsh.example', '--out', join(dir, 'missing', 'x.zip')],
        /^Cannot write .*x\.zip: ENOENT: no such file or directory, open '.*'\.\n$/,
      ],
    ] as const) {
      const { status, stderr } = await commandInProcess(subjectCommand, [...args], env);
      expect(status).toBe(1);
      expect(stderr).toMatch(message);
    }
  });

  it('without --yes says what erase would do and erases nothing; with it, erases rows, CV and email files, and redacts', async () => {
    const dry = run('erase', 'ivo@marsh.example');
    expect(dry).toContain('Held under ivo@marsh.example');
    expect(dry).toContain('Nothing was erased. Run again with --yes to erase all of it.');
    expect(readdirSync(cvDirOf(databasePath))).toHaveLength(1);

    expect(run('erase', 'ivo@marsh.example', '--yes')).toBe(
      "Erased: Enquiries: 1, Applications: 1, CV files: 1, Emails in the outbox: 4, History entries (notes, replies, changes): 0, Emails received from them or about their records: 1, Files attached to those emails: 0, Notes on other records that mention them: 1. The audit trail records it as the operator's, without the address.\n",
    );
    expect(readdirSync(cvDirOf(databasePath))).toEqual([]);
    expect(readdirSync(outboxDir)).toEqual(['enquiry-2.eml']);
    expect(existsSync(`${databasePath}-wal`) ? readFileSync(`${databasePath}-wal`).length : 0).toBe(0);
    expect(readFileSync(databasePath).includes('Marsh')).toBe(false);

    const db = openSqlite(databasePath);
    try {
      expect((await db.select().from(db.tables.submissionEvents)).map((event) => event.detail)).toEqual(['Knows [erased] from Leeds.']);
      const [entry] = await readAudit(db, { action: 'erase-data', limit: 1 });
      expect(entry).toMatchObject({ actor: 'operator', actorId: null, subjectKind: null });
      expect(JSON.parse(entry!.detail!)).toMatchObject({ enquiry: 1, application: 1, file: 1, email: 4, mention: 1 });
      expect((await readAudit(db, { action: 'export-data', limit: 5 })).map((row) => row.actor)).toEqual(['operator', 'operator']);
    } finally {
      await db.close();
    }
  });

  it.each([
    [['find', 'ivo@marsh.example'], /^Nothing is held under ivo@marsh\.example\.\n$/, {}],
    [['find', 'not-an-address'], /^not-an-address is not an email address\.\n$/, {}],
    [['forget', 'ivo@marsh.example'], /^Say what to do: find, export or erase \(npm run subject -- --help\)\.\n$/, {}],
    [['export'], /^Name one email address after export\.\n$/, {}],
    [['find', 'lena@holt.example', '--yes'], /^--yes is for erase only\.\n$/, {}],
    [
      ['find', 'lena@holt.example'],
      /^There is no database at .*nowhere\.db: set DATABASE_PATH \(or DATABASE_URL\) to the site's\.\n$/,
      { DATABASE_PATH: join(dir, 'nowhere.db') },
    ],
  ] as const)('says what is wrong with %j in one line, with exit code 1 and no stack', async (args, message, extra) => {
    const { status, stderr } = await commandInProcess(subjectCommand, [...args], { ...env, ...extra });
    expect(status).toBe(1);
    expect(stderr).toMatch(message);
    expect(existsSync(join(dir, 'nowhere.db'))).toBe(false);
  });

  it('as a process, says in one line that the database does not answer, and exits with 1 though its pool was open', () => {
    const { status, stderr } = fail(['find', 'lena@holt.example'], { DATABASE_URL: 'postgres://site@127.0.0.1:1/site' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^The database does not answer: .+\.\n$/);
  });
});
