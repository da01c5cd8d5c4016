import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { staffSession } from '../../support/staff-accounts';
import { saveInboundMail } from '../../support/stored-inbound-mail';
import { afterEach, describe, expect, it } from 'vitest';
import { cvDirOf, newCvFileName } from '../../../platform/database/cv-files';
import { cvStoreOf } from '../../../platform/database/cv-store';
import { backupDatabase, backupInRotation } from '../../../platform/database/backup';
import { openDatabase, openSqlite, type Engine } from '../../../platform/database/open-database';
import { dumpPostgres } from '../../../platform/database/postgres-backup';
import { restoreDatabase } from '../../../platform/database/restore';
import { loadEnv, type Env } from '../../../platform/config/env';
import { outboxDirOf } from '../../../platform/mail/mail-transport';
import { restoreSite } from '../../../desk/restore-site';
import { readSubject } from '../../../desk/submission-queries';
import { eraseSubjectAs } from '../../../desk/submission-actions';
import { TABLE_KINDS } from '../../../desk/kinds-table';
import { readAudit } from '../../../desk/audit/audit-trail';
import { changeSubmission, holdsAnything } from '../../../submissions';
import { databaseEnv, ENGINES } from '../../support/engines';
import { captureLogs } from '../../support/log-capture';
import { VALID_APPLICATION } from '../../support/valid-application';
import { saveApplication, saveEnquiry, storedEnquiries } from '../../support/stored-submissions';
import { sampleDocx, samplePdf } from '../../support/cv-samples';
import { createTestApp, sqliteOf, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { COMMAND_TEST_TIMEOUT_MS, operatorCommand } from '../../support/operator-command';

const TOKEN = 'staff-token-for-backup-tests';
const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
/** Well inside every position's dates in the content. */
const OPEN_DAY = new Date('2026-11-20T12:00:00Z');
const ENQUIRY = {
  name: 'Maya Fischer',
  email: 'maya@larkspur.example',
  phone: '+1 307 555 0199',
  project: 'A claims app for our field adjusters.',
  privacy: true as const,
  consent: true as const,
  locale: 'en' as const,
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-backup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function siteApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(
    { STAFF_TOKEN: TOKEN, ...env },
    { submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT }, clock: () => OPEN_DAY },
  );
  cleanups.push(() => t.close());
  return t;
}

function apply(t: TestApp, name: string, cv: { content: Buffer; filename: string }) {
  return request(t.app)
    .post('/api/applications')
    .field({
      job: 'product-designer',
      name,
      email: 'applicant@example.com',
      note: 'Six years of product design in fintech.',
      privacy: 'true',
      consent: 'true',
      locale: 'en',
    })
    .attach('cv', cv.content, { filename: cv.filename });
}

const ids = (sqlite: Database.Database, table: string) =>
  sqlite.prepare(`SELECT id FROM ${table} ORDER BY id`).pluck().all() as (number | string)[];

/** The numbers of one kind's submissions in a database file, in order. */
const numbers = (sqlite: Database.Database, kind: string) =>
  sqlite.prepare('SELECT number FROM submissions WHERE kind = ? ORDER BY number').pluck().all(kind) as number[];

describe('backup and restore', () => {
  it('copies the database while enquiries keep arriving, and a restore brings back every enquiry, application, CV and session', async () => {
    const t = await siteApp();
    const databasePath = join(t.dir, 'site.db');
    for (const [name, cv] of [
      ['Maya Fischer', { content: samplePdf(), filename: 'maya.pdf' }],
      ['Иван Петров', { content: sampleDocx(), filename: 'ivan.docx' }],
    ] as const) {
      expect((await apply(t, name, cv)).status).toBe(201);
    }
    const { cookie } = await staffSession(t.db, 'admin');

    // 80 enquiries, four at a time; the backup starts once 20 are stored.
    const storedBeforeBackup: number[] = [];
    let backupStarted = false;
    let release!: () => void;
    const twentyStored = new Promise<void>((resolve) => (release = resolve));
    let next = 0;
    const stored: number[] = [];
    async function sender() {
      while (next < 80) {
        next += 1;
        const res = await request(t.app)
          .post('/api/contact')
          .send({ ...VALID_ENQUIRY, name: `Visitor ${next}` });
        expect(res.status).toBe(201);
        stored.push(res.body.id);
        if (!backupStarted) storedBeforeBackup.push(res.body.id);
        if (stored.length === 20) release();
      }
    }
    const load = Promise.all([sender(), sender(), sender(), sender()]);
    await twentyStored;
    backupStarted = true;
    const target = join(tempDir(), 'site-backup.db');
    const summary = await backupDatabase(databasePath, target);
    await load;
    expect(stored).toHaveLength(80);

    expect(summary).toMatchObject({ applications: 2, cvFiles: 2, staffSessions: 1 });
    expect(summary.enquiries).toBeGreaterThanOrEqual(20);
    expect(existsSync(`${target}-wal`)).toBe(false);

    const restoredPath = join(tempDir(), 'data', 'site.db');
    const restored = await restoreDatabase(target, restoredPath);
    expect(restored).toMatchObject({ enquiries: summary.enquiries, applications: 2, cvFiles: 2, staffSessions: 1, previous: null });

    const copy = new Database(restoredPath, { readonly: true });
    const live = sqliteOf(t);
    try {
      const restoredEnquiries = numbers(copy, 'enquiry');
      // Everything stored before the backup began, and nothing that was not stored.
      expect(restoredEnquiries).toEqual(expect.arrayContaining(storedBeforeBackup));
      expect(numbers(live, 'enquiry')).toEqual(expect.arrayContaining(restoredEnquiries));
      // A moment's copy: every enquiry has the emails it was stored with, and no email lacks its enquiry.
      const outboxEnquiries = copy
        .prepare(
          "SELECT DISTINCT s.number FROM email_outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.kind = 'enquiry' ORDER BY s.number",
        )
        .pluck()
        .all();
      expect(outboxEnquiries).toEqual(restoredEnquiries);
      expect(copy.prepare("SELECT name FROM sqlite_master WHERE name = 'backup_cv_files'").get()).toBeUndefined();
      expect(ids(copy, 'staff_sessions')).toEqual(ids(live, 'staff_sessions'));
      const cvs = copy.prepare('SELECT file_name FROM submissions WHERE file_name IS NOT NULL ORDER BY id').pluck().all() as string[];
      for (const file of cvs)
        expect(readFileSync(join(cvDirOf(restoredPath), file))).toEqual(readFileSync(join(cvDirOf(databasePath), file)));
    } finally {
      copy.close();
    }

    // The site on the restored database: the staff session still signs in, and every enquiry is listed.
    const after = await siteApp({ DATABASE_PATH: restoredPath });
    const list = await request(after.app).get('/api/contacts').set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect(list.body.counts.new).toBe(summary.enquiries);
    const cv = await request(after.app).get('/api/applications/1/cv').set('Cookie', cookie);
    expect(cv.status).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
  });

  it('keeps the database it replaces, renamed, and refuses while the site has the database open', async () => {
    const dir = tempDir();
    const databasePath = join(dir, 'site.db');
    const db = openSqlite(databasePath);
    await saveEnquiry(db, ENQUIRY);
    const target = join(dir, 'backup.db');
    await backupDatabase(databasePath, target);
    await saveEnquiry(db, { ...ENQUIRY, name: 'After the backup' });

    await expect(restoreDatabase(target, databasePath)).rejects.toThrow(/open in another process; stop the site/);
    expect((await storedEnquiries(db)).map((row) => row.id)).toEqual([1, 2]);
    await db.close();

    const restored = await restoreDatabase(target, databasePath, new Date('2026-11-25T10:00:00Z'));
    expect(restored.enquiries).toBe(1);
    expect(restored.previous).toBe(`${databasePath}.before-restore-2026-11-25T10-00-00-000Z`);
    const previous = new Database(restored.previous!, { readonly: true });
    expect(numbers(previous, 'enquiry')).toEqual([1, 2]);
    previous.close();
  });

  it('refuses what is not a backup of this site, changing nothing', async () => {
    const dir = tempDir();
    const databasePath = join(dir, 'site.db');
    await openSqlite(databasePath).close();
    const garbage = join(dir, 'notes.txt');
    writeFileSync(garbage, 'not a database at all, just some notes');
    await expect(restoreDatabase(garbage, databasePath)).rejects.toThrow(`${garbage} is not a SQLite database.`);
    const other = join(dir, 'other.db');
    new Database(other).exec('CREATE TABLE t (x)');
    await expect(restoreDatabase(other, databasePath)).rejects.toThrow('is a SQLite database, but not one of this site');
    await expect(restoreDatabase(join(dir, 'missing.db'), databasePath)).rejects.toThrow('There is no file at');
    await expect(restoreDatabase(databasePath, databasePath)).rejects.toThrow('is the database itself');
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'other.db', 'site.db']);
  });
});

describe('npm run backup and npm run restore', { timeout: COMMAND_TEST_TIMEOUT_MS }, () => {
  const command = (script: 'backup' | 'restore', env: Record<string, string>) =>
    operatorCommand(script, { PATH: process.env.PATH, ...env });
  const run = (script: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) => command(script, env).spawn(args);

  it('back up and restore through the commands, saying what they did, and answer a wrong call in a line', async () => {
    const dir = tempDir();
    const databasePath = join(dir, 'site.db');
    const db = openSqlite(databasePath);
    await saveEnquiry(db, ENQUIRY);
    await db.close();
    const target = join(dir, 'backup.db');
    const backedUp = command('backup', { DATABASE_PATH: databasePath }).run(target);
    expect(backedUp).toContain(`Backed up ${databasePath} to ${target}: 1 enquiries, 0 applications (0 CV files), 0 staff sessions`);

    const elsewhere = join(dir, 'restored', 'site.db');
    const restored = run('restore', { DATABASE_PATH: elsewhere }, target);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`Restored ${target} to ${elsewhere}: 1 enquiries`);
    expect(restored.stdout).toContain('No one was erased since the backup.');

    for (const script of ['backup', 'restore'] as const) {
      const wrong = run(script, { DATABASE_PATH: databasePath });
      expect(wrong.status, script).toBe(1);
      expect(wrong.stderr).toContain(
        script === 'backup' ? 'npm run backup -- --dir /var/backups/northbeam' : 'npm run restore -- /var/backups/',
      );
      expect(wrong.stderr).not.toMatch(/\n\s+at /);
    }
    const refused = run('restore', { DATABASE_PATH: elsewhere }, join(dir, 'missing.db'));
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(`There is no file at ${join(dir, 'missing.db')}.`);
    const noDatabase = run('backup', { DATABASE_PATH: join(dir, 'none', 'site.db') }, target);
    expect(noDatabase.status).toBe(1);
    expect(noDatabase.stderr.trim()).toBe(`There is no database at ${join(dir, 'none', 'site.db')}.`);
    const noFolder = run('backup', { DATABASE_PATH: databasePath }, join(dir, 'none', 'backup.db'));
    expect(noFolder.status).toBe(1);
    expect(noFolder.stderr.trim()).toBe(`There is no folder ${join(dir, 'none')} to write the backup in.`);
  });
});

describe('the nightly rotation', () => {
  const NOW = new Date('2026-12-05T03:00:00Z');
  const rotationFolder = () => {
    const dir = tempDir();
    for (const name of [
      'site-2026-10-25.db',
      'site-2026-11-01.dump',
      'site-2026-11-05.db',
      'site-2026-11-06.db',
      'site-2026-12-04.db',
      'notes.txt',
    ])
      writeFileSync(join(dir, name), name);
    return dir;
  };

  it('writes the day’s backup under its date and deletes those the period has ended, leaving other files', async () => {
    const databasePath = join(tempDir(), 'site.db');
    const db = openSqlite(databasePath);
    await saveEnquiry(db, ENQUIRY);
    await db.close();
    const dir = rotationFolder();
    const run = await backupInRotation(dir, 30, NOW, 'db', (target) => backupDatabase(databasePath, target));
    expect(run).toMatchObject({
      target: join(dir, 'site-2026-12-05.db'),
      written: { enquiries: 1 },
      // 41, 34 and 30 days old; the one of 6 November, 29 days old, stays until tomorrow.
      deleted: ['site-2026-10-25.db', 'site-2026-11-01.dump', 'site-2026-11-05.db'],
    });
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'site-2026-11-06.db', 'site-2026-12-04.db', 'site-2026-12-05.db']);
    const copy = new Database(run.target, { readonly: true });
    expect(numbers(copy, 'enquiry')).toEqual([1]);
    copy.close();

    // A shorter period keeps fewer; a second run the same day writes the day's file again.
    const again = await backupInRotation(dir, 7, NOW, 'db', (target) => backupDatabase(databasePath, target));
    expect(again.deleted).toEqual(['site-2026-11-06.db']);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'site-2026-12-04.db', 'site-2026-12-05.db']);
  });

  it('deletes nothing when the day’s backup fails', async () => {
    const dir = rotationFolder();
    const before = readdirSync(dir).sort();
    await expect(backupInRotation(dir, 30, NOW, 'db', (target) => backupDatabase(join(dir, 'missing.db'), target))).rejects.toThrow(
      'There is no database at',
    );
    expect(readdirSync(dir).sort()).toEqual(before);
  });
});

describe('npm run backup -- --dir', { timeout: COMMAND_TEST_TIMEOUT_MS }, () => {
  /** The rotation's name of the day `daysAgo` days before today. */
  const dayFile = (daysAgo: number, extension = 'db') =>
    `site-${new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)}.${extension}`;

  it('keeps RETENTION_BACKUP_DAYS by default, fewer when asked, and refuses more than the policy states', async () => {
    const dir = tempDir();
    const databasePath = join(dir, 'site.db');
    await openSqlite(databasePath).close();
    const backups = join(dir, 'backups');
    mkdirSync(backups);
    for (const days of [9, 10, 20]) writeFileSync(join(backups, dayFile(days)), 'old');
    const env = { PATH: process.env.PATH, DATABASE_PATH: databasePath, RETENTION_BACKUP_DAYS: '10' };
    const backup = (...args: string[]) => operatorCommand('backup', env).spawn(args);

    const longer = backup('--dir', backups, '--keep-days', '11');
    expect(longer.status).toBe(1);
    expect(longer.stderr.trim()).toBe(
      '--keep-days 11 would keep backups longer than the 10 days the privacy policy states (RETENTION_BACKUP_DAYS). ' +
        'Raise RETENTION_BACKUP_DAYS, which changes the policy too, or keep fewer days.',
    );
    expect(readdirSync(backups)).toHaveLength(3);

    const byDefault = backup('--dir', backups);
    expect(byDefault.status).toBe(0);
    expect(byDefault.stdout).toContain(`Backed up ${databasePath} to ${join(backups, dayFile(0))}: 0 enquiries`);
    expect(byDefault.stdout).toContain(`Deleted 2 backups 10 days old or older: ${dayFile(20)}, ${dayFile(10)}.`);
    expect(readdirSync(backups).sort()).toEqual([dayFile(9), dayFile(0)].sort());

    const fewer = backup('--dir', backups, '--keep-days', '5');
    expect(fewer.stdout).toContain(`Deleted 1 backups 5 days old or older: ${dayFile(9)}.`);
    expect(backup('--dir', backups, '--keep-days', '5').stdout).toContain(`No backup in ${backups} is 5 days old yet.`);

    expect(backup('--dir', join(dir, 'none')).stderr.trim()).toBe(`There is no folder ${join(dir, 'none')} to write the backup in.`);
    expect(backup('--dir', backups, '--keep-days', 'a week').stderr.trim()).toBe(
      '--keep-days takes a whole number of days, 1 or more; a week is not one.',
    );
  });

  it('on PostgreSQL, rotates pg_dump archives, and npm run restore puts one back', async () => {
    const dir = tempDir();
    const env = { PATH: process.env.PATH, DATABASE_PATH: join(dir, 'site.db'), ...(await databaseEnv('postgres')) };
    const db = await openDatabase(loadEnv(env));
    await saveEnquiry(db, ENQUIRY);
    writeFileSync(join(dir, dayFile(30, 'dump')), 'old');
    const backedUp = operatorCommand('backup', env).spawn(['--dir', dir]);
    expect(backedUp.stdout).toMatch(new RegExp(`^Backed up the PostgreSQL database to ${join(dir, dayFile(0, 'dump'))}: \\d+ bytes\\.\n`));
    expect(backedUp.stdout).toContain(`Deleted 1 backups 30 days old or older: ${dayFile(30, 'dump')}.`);
    await saveEnquiry(db, { ...ENQUIRY, name: 'After the backup' });
    await db.close();

    const restored = operatorCommand('restore', env).spawn([join(dir, dayFile(0, 'dump'))]);
    expect(restored.stdout).toBe(
      `Restored ${join(dir, dayFile(0, 'dump'))} to the PostgreSQL database.\nNo one was erased since the backup.\n`,
    );
    const after = await openDatabase(loadEnv(env));
    expect((await storedEnquiries(after)).map((row) => row.name)).toEqual([ENQUIRY.name]);
    await after.close();
  });
});

describe.each(ENGINES)('a restore on %s after an erasure', (engine: Engine) => {
  const MAYA = 'maya@larkspur.example';
  const operator = { operator: true } as const;

  /** A site's configuration on `engine`, in a folder of its own (its database there on SQLite). */
  async function siteEnv(): Promise<Env> {
    return loadEnv({ DATABASE_PATH: join(tempDir(), 'site.db'), ...(await databaseEnv(engine)) });
  }

  const backUp = async (env: Env, target: string) =>
    env.DATABASE_URL ? dumpPostgres(env.DATABASE_URL, target) : backupDatabase(env.DATABASE_PATH, target);

  it('erases again whom the site erased since the backup, and nobody erased before it', async () => {
    const env = await siteEnv();
    const { logger } = captureLogs();
    let db = await openDatabase(env);
    const cvs = cvStoreOf(db, env.DATABASE_PATH);
    const target = { db, cvs, outboxDir: outboxDirOf(env.DATABASE_PATH), log: logger, kinds: TABLE_KINDS };
    const cv = samplePdf();
    const file = newCvFileName();
    const staged = join(cvs.stagingDir, newCvFileName());
    writeFileSync(staged, cv);
    await cvs.keep(file, staged);
    // Maya, as she typed her address; an application with a CV; and a note on Lena's enquiry naming her.
    await saveEnquiry(db, { ...ENQUIRY, email: 'Maya@Larkspur.example' });
    await saveApplication(db, {
      ...VALID_APPLICATION,
      name: 'Maya Fischer',
      email: MAYA,
      portfolio: undefined,
      locale: 'en',
      cv: { file, kind: 'pdf', bytes: cv.length, name: 'Maya Fischer.pdf' },
    });
    const { id: lena } = await saveEnquiry(db, { ...ENQUIRY, name: 'Lena Holt', email: 'lena@holt.example', phone: '+44 20 7946 0321' });
    await changeSubmission(db, 'enquiry', lena, { note: `Maya also wrote from ${MAYA}.` }, { id: null, name: 'operator' });
    // And a mail of hers that answers no record, its attachment kept.
    const mail = await saveInboundMail(
      { db, dir: dirname(env.DATABASE_PATH) },
      { from: MAYA, fromName: 'Maya Fischer', receivedAt: new Date(), attachments: [{ name: 'brief.pdf', bytes: cv }] },
    );
    // Ivo was erased before the backup and wrote again: the backup holds his new enquiry, which stays.
    await saveEnquiry(db, { ...ENQUIRY, name: 'Ivo Marsh', email: 'ivo@marsh.example', phone: '+44 20 7946 0999' });
    expect(await eraseSubjectAs(target, operator, 'ivo@marsh.example')).not.toBeNull();
    const { id: ivo } = await saveEnquiry(db, { ...ENQUIRY, name: 'Ivo Marsh', email: 'ivo@marsh.example', phone: '+44 20 7946 0999' });

    const backup = join(tempDir(), engine === 'sqlite' ? 'site-2026-11-20.db' : 'site-2026-11-20.dump');
    await backUp(env, backup);
    expect(await eraseSubjectAs(target, operator, MAYA)).toMatchObject({ counts: { enquiry: 1, application: 1, file: 1, mention: 1 } });
    const [key] = await db.select().from(db.tables.erasureKey);
    await db.close();

    const restored = await restoreSite(backup, env, logger);
    expect(restored).toMatchObject({ erasuresSince: 1, erasedAgain: 1 });
    if (restored.restored) expect(restored.restored).toMatchObject({ enquiries: 3, applications: 1 });

    db = await openDatabase(env);
    try {
      expect(holdsAnything(await readSubject(db, MAYA))).toBe(false);
      expect(await cvStoreOf(db, env.DATABASE_PATH).read(file)).toBeNull();
      expect(await cvStoreOf(db, env.DATABASE_PATH).read(mail.files[0]!)).toBeNull();
      const { submissions, submissionEvents, erasureLog, erasureKey } = db.tables;
      const rows = await db.select({ number: submissions.number, email: submissions.email }).from(submissions).orderBy(submissions.number);
      expect(rows).toEqual([
        { number: lena, email: 'lena@holt.example' },
        { number: ivo, email: 'ivo@marsh.example' },
      ]);
      const notes = await db.select({ detail: submissionEvents.detail }).from(submissionEvents).where(eq(submissionEvents.kind, 'note'));
      expect(notes.map((note) => note.detail)).toEqual(['Maya also wrote from [erased].']);
      // The restore's own erasure is in the trail as the operator's; the log keeps both erasures, and the key.
      const trail = await readAudit(db, { action: 'erase-data', limit: 10 });
      expect(trail.map((entry) => entry.actor)).toEqual(['operator', 'operator']);
      expect(await db.select().from(erasureLog)).toHaveLength(2);
      expect(await db.select().from(erasureKey)).toEqual([key]);
    } finally {
      await db.close();
    }
    if (engine === 'sqlite') {
      const bytes = readFileSync(env.DATABASE_PATH).toString('latin1');
      expect(bytes).not.toContain('larkspur');
      expect(bytes).not.toContain('Maya Fischer');
      // The backup never held the key that would let its log be checked against guessed addresses.
      expect(readFileSync(backup).toString('latin1')).not.toContain(key!.key);
      expect(readFileSync(backup).toString('latin1')).toContain('larkspur');
    }
  });
});

describe('a restore on postgres', () => {
  it('changes nothing when the file is not a dump or a dump breaks off', async () => {
    const env = loadEnv({ DATABASE_PATH: join(tempDir(), 'site.db'), ...(await databaseEnv('postgres')) });
    const db = await openDatabase(env);
    try {
      await saveEnquiry(db, ENQUIRY);
      // A CV that does not compress: the dump's data outweighs its table of contents, so a cut dump still lists.
      const cvs = cvStoreOf(db, env.DATABASE_PATH);
      const staged = join(cvs.stagingDir, newCvFileName());
      writeFileSync(staged, randomBytes(400_000));
      await cvs.keep(newCvFileName(), staged);
      const dir = tempDir();
      const dump = join(dir, 'site-2026-11-20.dump');
      dumpPostgres(env.DATABASE_URL!, dump);
      await saveEnquiry(db, { ...ENQUIRY, name: 'After the backup' });
      const notes = join(dir, 'notes.dump');
      writeFileSync(notes, 'not a dump at all');
      const cut = join(dir, 'cut.dump');
      const whole = readFileSync(dump);
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
      expect(spawnSync('pg_restore', ['--list', cut]).status).toBe(0);
      const { logger } = captureLogs();
      for (const file of [notes, cut]) await expect(restoreSite(file, env, logger), file).rejects.toThrow(/nothing was changed/);
      expect((await storedEnquiries(db)).map((row) => row.name)).toEqual([ENQUIRY.name, 'After the backup']);
    } finally {
      await db.close();
    }
  });
});
