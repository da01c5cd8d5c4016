import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { count, getTableName, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cvDirOf } from '../../../platform/database/cv-files';
import { cvStoreOf } from '../../../platform/database/cv-store';
import { openDatabase, openSqlite, type Db, type Tables } from '../../../platform/database/open-database';
import { cvFiles } from '../../../platform/database/schema-pg-only';
import { storeInboundMail } from '../../../submissions/inbound/inbound-store';
import { samplePdf } from '../../support/cv-samples';
import { newDatabaseOn } from '../../support/postgres-cluster';
import { signedInAs } from '../../support/staff-sign-in';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { operatorCommand } from '../../support/operator-command';
import { answersOf } from '../../support/inbound-answers';

const INBOUND_RAW = readFileSync(join(import.meta.dirname, '../../support/inbound-mail/thunderbird-ru.eml'));

const STAFF_TOKEN = 'staff-token-for-the-copy-test';
let site: TestApp;
const sourcePath = () => join(site.dir, 'site.db');

/** Runs the built command against `databaseUrl` (none: DATABASE_URL unset). */
const command = operatorCommand('migrate-to-postgres', { PATH: process.env.PATH });
const migrate = (databaseUrl: string | null, ...args: string[]) => command.spawn(args, databaseUrl ? { DATABASE_URL: databaseUrl } : {});

const rowsIn = async (db: Db, table: Tables[keyof Tables] | typeof cvFiles) =>
  Number((await db.select({ n: count() }).from(table as Tables['submissions']))[0]!.n);

beforeAll(async () => {
  // A SQLite site with a row in every table: what visitors send, what staff do, what the site keeps.
  site = await createTestApp({ STAFF_TOKEN });
  const api = request(site.app);
  expect((await api.post('/api/contact').send(VALID_ENQUIRY)).status).toBe(201);
  expect((await api.post('/api/contact').send({ ...VALID_ENQUIRY, email: 'lena@orchard.example', locale: 'ru' })).status).toBe(201);
  const application = api.post('/api/applications');
  for (const [name, value] of Object.entries(VALID_APPLICATION)) application.field(name, value);
  expect((await application.attach('cv', samplePdf(), { filename: 'Maya Fischer CV.pdf', contentType: 'application/pdf' })).status).toBe(
    201,
  );
  const staff = await signedInAs(site.app, site.db, 'admin');
  const noted = await api
    .patch('/api/contacts/1')
    .set('Authorization', `Bearer ${STAFF_TOKEN}`)
    .send({ status: 'replied', note: 'Called back.' });
  expect(noted.status).toBe(200);
  // A sign-in begun and not finished leaves its challenge.
  expect((await api.post('/api/staff/session/options').set('Origin', TEST_SITE_URL)).status).toBe(200);
  const { indexNowSubmissions, webVitals, erasureKey, erasureLog } = site.db.tables;
  // An erasure's entry in the log, and the log's key (decision 0058).
  await site.db.insert(erasureKey).values({ id: 1, key: 'ab'.repeat(32) });
  await site.db.insert(erasureLog).values({ addressHash: 'cd'.repeat(32), erasedAt: new Date() });
  await site.db.insert(indexNowSubmissions).values({ url: `${TEST_SITE_URL}/en`, lastmod: '2026-11-20', submittedAt: new Date() });
  await site.db
    .insert(webVitals)
    .values({ measurementId: 'v5-1764150000000-1', path: '/en', name: 'LCP', value: 1234.5, recordedAt: new Date() });
  // A mail that came back, kept as its bytes (decision 0063).
  const addressing = { address: 'desk@studio.example', secret: 's'.repeat(32), files: cvStoreOf(site.db, sourcePath()) };
  await storeInboundMail(site.db, addressing, site.logger, INBOUND_RAW, INBOUND_RAW.length, answersOf(site.db));
  await site.db
    .insert(site.db.tables.inboundAttachments)
    .values({ mailId: 1, name: 'brief.pdf', type: 'application/pdf', bytes: 1200, fileName: null });
  expect(staff.account.id).toBeGreaterThan(0);
}, 60_000);
afterAll(async () => {
  await site?.close();
});

describe('npm run migrate-to-postgres', () => {
  it('copies every table and the CV files into an empty database, checks the counts, and the site goes on there', async () => {
    const source = openSqlite(sourcePath());
    const url = await newDatabaseOn(inject('postgresUrl'));
    const done = migrate(url, sourcePath());
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(/^Copied .*site\.db to PostgreSQL at 127\.0\.0\.1:\d+, counts checked: .*; 1 CV files\.\n$/);

    const target = await openDatabase({ DATABASE_URL: url, DATABASE_PATH: join(site.dir, 'unused.db') });
    try {
      for (const key of Object.keys(source.tables) as (keyof Tables)[]) {
        // The running processes' own rows, not the site's data.
        if (key === 'heartbeat' || key === 'leases') continue;
        const n = await rowsIn(source, source.tables[key]);
        // Every table has rows here, so a table the copy missed cannot pass unseen.
        expect(n, getTableName(source.tables[key])).toBeGreaterThan(0);
        expect(await rowsIn(target, target.tables[key]), getTableName(source.tables[key])).toBe(n);
        expect(done.stdout).toContain(`${n} ${getTableName(source.tables[key])}`);
      }
      // The planner knows the copied rows at once (ANALYZE), where a table never analysed counts -1 or 0.
      const planned = await (target as unknown as NodePgDatabase).execute(
        sql`SELECT reltuples FROM pg_class WHERE relname = 'submissions'`,
      );
      expect(Number(planned.rows[0]!.reltuples)).toBe(await rowsIn(source, source.tables.submissions));
      const [cv] = await target.select().from(cvFiles);
      expect(readdirSync(cvDirOf(sourcePath()))).toEqual([cv!.name]);
      expect(cv!.bytes).toEqual(samplePdf());
      const [mail] = await target.select().from(target.tables.inboundMail);
      expect(mail!.raw.equals(INBOUND_RAW)).toBe(true);

      // The copied site works on: its numbers and ids go on from the copied ones, its desk reads the copy.
      const moved = await createTestApp({ DATABASE_URL: url, STAFF_TOKEN });
      try {
        const next = await request(moved.app)
          .post('/api/contact')
          .send({ ...VALID_ENQUIRY, email: 'new@orchard.example' });
        expect(next.status).toBe(201);
        expect(next.body.id).toBe(3);
        const list = await request(moved.app).get('/api/contacts').set('Authorization', `Bearer ${STAFF_TOKEN}`);
        expect(list.body.items.map((item: { email: string }) => item.email)).toContain(VALID_ENQUIRY.email);
        const downloaded = await request(moved.app)
          .get('/api/applications/1/cv')
          .set('Authorization', `Bearer ${STAFF_TOKEN}`)
          .buffer(true);
        expect(downloaded.status).toBe(200);
        expect(Buffer.from(downloaded.body as Buffer)).toEqual(samplePdf());
      } finally {
        await moved.db.close();
      }
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('refuses, in one line with exit code 1, a database that is not empty, a missing file or CV, no DATABASE_URL, a server that does not answer', async () => {
    const url = await newDatabaseOn(inject('postgresUrl'));
    expect(migrate(url, sourcePath()).status).toBe(0);
    const cases: [ReturnType<typeof migrate>, RegExp][] = [
      [migrate(url, sourcePath()), /^The PostgreSQL database is not empty \(.*3 in submissions.*\); copy into an empty one\.$/],
      [migrate(await newDatabaseOn(inject('postgresUrl')), join(site.dir, 'none.db')), /^There is no database at .*none\.db\.$/],
      [migrate(null, sourcePath()), /^Set DATABASE_URL to the PostgreSQL database to copy into\.$/],
      [migrate('postgres://site@127.0.0.1:1/site', sourcePath()), /^PostgreSQL at 127\.0\.0\.1:1 did not answer: /],
      [migrate(url), /^Name the SQLite file to copy, once\./],
    ];
    const cvs = cvDirOf(sourcePath());
    const [cv] = readdirSync(cvs);
    rmSync(join(cvs, cv!));
    cases.push([
      migrate(await newDatabaseOn(inject('postgresUrl')), sourcePath()),
      /^1 CV files that applications name are not in .*cvs; nothing was copied\.$/,
    ]);
    for (const [run, said] of cases) {
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr.trim().split('\n')[0]).toMatch(said);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(cvs)).toBe(true);
    // Seven runs of the command, each a Node start: 5 s was too little on a slow machine.
  }, 30_000);
});
