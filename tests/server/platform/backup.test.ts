import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { staffSession } from '../../support/staff-accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { cvDirOf } from '../../../platform/database/cv-files';
import { backupDatabase } from '../../../platform/database/backup';
import { openSqlite } from '../../../platform/database/open-database';
import { restoreDatabase } from '../../../platform/database/restore';
import { saveEnquiry, storedEnquiries } from '../../support/stored-submissions';
import { sampleDocx, samplePdf } from '../../support/cv-samples';
import { createTestApp, sqliteOf, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { operatorCommand } from '../../support/operator-command';

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
    const restored = restoreDatabase(target, restoredPath);
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

    expect(() => restoreDatabase(target, databasePath)).toThrow(/open in another process; stop the site/);
    expect((await storedEnquiries(db)).map((row) => row.id)).toEqual([1, 2]);
    await db.close();

    const restored = restoreDatabase(target, databasePath, new Date('2026-11-25T10:00:00Z'));
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
    expect(() => restoreDatabase(garbage, databasePath)).toThrow(`${garbage} is not a SQLite database.`);
    const other = join(dir, 'other.db');
    new Database(other).exec('CREATE TABLE t (x)');
    expect(() => restoreDatabase(other, databasePath)).toThrow('is a SQLite database, but not one of this site');
    expect(() => restoreDatabase(join(dir, 'missing.db'), databasePath)).toThrow('There is no file at');
    expect(() => restoreDatabase(databasePath, databasePath)).toThrow('is the database itself');
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'other.db', 'site.db']);
  });
});

describe('npm run backup and npm run restore', () => {
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

    for (const script of ['backup', 'restore'] as const) {
      const wrong = run(script, { DATABASE_PATH: databasePath });
      expect(wrong.status, script).toBe(1);
      expect(wrong.stderr).toContain(`npm run ${script} -- backups/site-2026-11-25.db`);
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
