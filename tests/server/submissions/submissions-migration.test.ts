import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { asc, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../platform/config/project-root';
import { remindOfUnanswered } from '../../../desk/promise/reply-reminders';
import type { Engine } from '../../../platform/database/open-database';
import { databaseEnv, ENGINES } from '../../support/engines';
import { createTestApp, sqliteOf, type TestApp } from '../../support/test-app';
import { saveEnquiry } from '../../support/stored-submissions';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

const TOKEN = 'staff-token-for-tests-0123456789';
const bearer = { Authorization: `Bearer ${TOKEN}` };
const RECEIVED = new Date('2026-11-20T09:30:00.000Z');

const dirs: string[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of an engine's migrations that stops before the one whose tag ends with `tag`: the database as the site left it before. */
function migrationsBefore(engine: Engine, tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  dirs.push(dir);
  cpSync(join(projectRoot, engine === 'sqlite' ? 'drizzle' : 'drizzle-pg'), dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const first = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, first) }));
  return dir;
}

/** Two enquiries (one with a staff note), three applications (two answered or archived before stages), and their outbox rows, in the old tables. */
const OLD_ROWS = [
  `INSERT INTO enquiries (created_at, name, email, phone, company, project, budget, locale, status)
   VALUES ($at, 'Ann Lee', 'ann@example.com', '+1 555 0100', NULL, 'A new site for our bakery, please.', '1k-3k', 'en', 'new')`,
  `INSERT INTO enquiries (created_at, name, email, phone, company, project, budget, locale, status)
   VALUES ($at, 'Иван Петров', 'ivan@example.ru', '+7 900 000-00-00', 'ООО «Ромашка»', 'Нужен сайт для магазина.', NULL, 'ru', 'replied')`,
  `INSERT INTO enquiry_events (enquiry_id, at, kind, detail) VALUES (2, $at, 'note', 'Called back on Monday')`,
  `INSERT INTO applications (created_at, job, name, email, phone, portfolio, note, locale, status, cv_file, cv_kind, cv_bytes, cv_name)
   VALUES ($at, 'product-designer', 'Maya Fischer', 'maya@example.com', NULL, 'https://maya.example', 'I design calm interfaces.', 'en', 'new', 'a1b2c3', 'pdf', 1234, 'Maya CV.pdf')`,
  `INSERT INTO applications (created_at, job, name, email, phone, portfolio, note, locale, status, cv_file, cv_kind, cv_bytes, cv_name)
   VALUES ($at, 'ios-developer', 'Lena Roth', 'lena@example.com', NULL, NULL, 'Seven years of Swift.', 'en', 'replied', 'd4e5f6', 'pdf', 2345, 'Lena CV.pdf')`,
  `INSERT INTO applications (created_at, job, name, email, phone, portfolio, note, locale, status, cv_file, cv_kind, cv_bytes, cv_name)
   VALUES ($at, 'ios-developer', 'Omar Haddad', 'omar@example.com', NULL, NULL, 'Looking for my next team.', 'en', 'archived', 'a7b8c9', 'pdf', 3456, 'Omar CV.pdf')`,
  `INSERT INTO email_outbox (enquiry_id, kind, next_attempt_at, status, attempts) VALUES (1, 'notification', $at, 'sent', 1)`,
  `INSERT INTO email_outbox (enquiry_id, kind, recipient, next_attempt_at, status, attempts) VALUES (2, 'confirmation', 'ivan@example.ru', $at, 'pending', 0)`,
  `INSERT INTO email_outbox (application_id, kind, next_attempt_at, status, attempts) VALUES (1, 'notification', $at, 'failed', 10)`,
];

/** The database of `engine` migrated up to the migration tagged `tag`, with `rows`; what the app opens next. */
async function oldDatabase(engine: Engine, tag: string, rows: readonly string[]): Promise<Record<string, string>> {
  const migrationsFolder = migrationsBefore(engine, tag);
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'old-site-'));
    dirs.push(dir);
    const path = join(dir, 'site.db');
    const sqlite = new Database(path);
    migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder });
    for (const statement of rows)
      sqlite.prepare(statement.replaceAll('$at', '?')).run(
        ...statement
          .split('$at')
          .slice(1)
          .map(() => RECEIVED.getTime()),
      );
    sqlite.close();
    return { DATABASE_PATH: path };
  }
  const env = await databaseEnv('postgres');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder });
    for (const statement of rows) await client.query(statement.replaceAll('$at', '$1'), statement.includes('$at') ? [RECEIVED] : []);
  } finally {
    await client.end();
  }
  return env;
}

describe.each(ENGINES)('moving enquiries and applications into submissions, on %s', (engine) => {
  it('keeps every enquiry and application under its number, with its notes, its CV and its emails, and numbers on from there', async () => {
    const t = await createTestApp({ STAFF_TOKEN: TOKEN, ...(await oldDatabase(engine, '_submissions', OLD_ROWS)) });
    apps.push(t);

    const enquiries = await request(t.app).get('/api/contacts').set(bearer);
    expect(enquiries.status).toBe(200);
    expect(enquiries.body.items).toEqual([
      {
        id: 2,
        createdAt: RECEIVED.toISOString(),
        name: 'Иван Петров',
        email: 'ivan@example.ru',
        phone: '+7 900 000-00-00',
        company: 'ООО «Ромашка»',
        project: 'Нужен сайт для магазина.',
        budget: null,
        locale: 'ru',
        status: 'replied',
        delivery: null,
        deliveryAttempts: 0,
        notes: [{ at: RECEIVED.toISOString(), text: 'Called back on Monday' }],
        assignee: null,
        firstReplyAt: null,
        // Never replied to from the desk: waiting since it arrived, as far as the promise knows.
        awaitingSince: RECEIVED.toISOString(),
        timeZone: null,
        // Stored before the consent ledger: none recorded.
        consent: null,
      },
      {
        id: 1,
        createdAt: RECEIVED.toISOString(),
        name: 'Ann Lee',
        email: 'ann@example.com',
        phone: '+1 555 0100',
        company: null,
        project: 'A new site for our bakery, please.',
        budget: '1k-3k',
        locale: 'en',
        status: 'new',
        delivery: 'sent',
        deliveryAttempts: 1,
        notes: [],
        assignee: null,
        firstReplyAt: null,
        // Never replied to from the desk: waiting since it arrived, as far as the promise knows.
        awaitingSince: RECEIVED.toISOString(),
        timeZone: null,
        // Stored before the consent ledger: none recorded.
        consent: null,
      },
    ]);
    expect(enquiries.body.counts).toEqual({ new: 1, replied: 1, archived: 0, spam: 0 });
    expect((await request(t.app).get('/api/contacts/2').set(bearer)).body.history).toEqual([
      { at: RECEIVED.toISOString(), kind: 'note', detail: 'Called back on Monday', author: null },
    ]);
    expect((await request(t.app).get('/api/contacts?q=ромашка').set(bearer)).body.items.map((item: { id: number }) => item.id)).toEqual([
      2,
    ]);

    expect((await request(t.app).get('/api/applications/1').set(bearer)).body).toEqual({
      id: 1,
      createdAt: RECEIVED.toISOString(),
      job: 'product-designer',
      name: 'Maya Fischer',
      email: 'maya@example.com',
      phone: null,
      portfolio: 'https://maya.example',
      note: 'I design calm interfaces.',
      locale: 'en',
      status: 'new',
      cv: { file: 'a1b2c3', kind: 'pdf', bytes: 1234, name: 'Maya CV.pdf' },
      delivery: 'failed',
      deliveryAttempts: 10,
      notes: [],
      assignee: null,
      firstReplyAt: null,
      awaitingSince: RECEIVED.toISOString(),
      timeZone: null,
      consent: null,
      history: [],
      conversation: [
        {
          kind: 'submission',
          at: RECEIVED.toISOString(),
          author: 'maya@example.com',
          authorName: 'Maya Fischer',
          text: 'I design calm interfaces.',
        },
      ],
    });
    // An application answered before stages is in screening; one archived was turned down.
    const stages = await request(t.app).get('/api/applications').set(bearer);
    expect(stages.body.items.map(({ id, status }: { id: number; status: string }) => [id, status])).toEqual([
      [3, 'rejected'],
      [2, 'screening'],
      [1, 'new'],
    ]);

    // The pending confirmation still belongs to enquiry 2; a new enquiry takes the next number.
    const sent = await request(t.app).post('/api/contact').send(VALID_ENQUIRY);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: 3 });
    // A cluster's first database and two sets of migrations, on a busy machine.
  }, 30_000);
});

/** Submissions and their history as the site kept them before application stages and authors: an answered, an archived and a spam application, an archived enquiry. */
const BEFORE_STAGES = [
  `INSERT INTO submissions (kind, number, created_at, locale, status, name, email, fields, search_text)
   VALUES ('application', 1, $at, 'en', 'replied', 'Maya Fischer', 'maya@example.com', '{"job":"product-designer","phone":null,"portfolio":null,"note":"I design calm interfaces."}', 'Maya Fischer')`,
  `INSERT INTO submissions (kind, number, created_at, locale, status, name, email, fields, search_text)
   VALUES ('application', 2, $at, 'en', 'archived', 'Lena Roth', 'lena@example.com', '{"job":"ios-developer","phone":null,"portfolio":null,"note":"Seven years of Swift."}', 'Lena Roth')`,
  `INSERT INTO submissions (kind, number, created_at, locale, status, name, email, fields, search_text)
   VALUES ('application', 3, $at, 'en', 'spam', 'Cheap Pills', 'pills@example.com', '{"job":"ios-developer","phone":null,"portfolio":null,"note":"Buy now."}', 'Cheap Pills')`,
  `INSERT INTO submissions (kind, number, created_at, locale, status, name, email, fields, search_text)
   VALUES ('enquiry', 1, $at, 'en', 'archived', 'Ann Lee', 'ann@example.com', '{"phone":"+1 555 0100","company":null,"project":"A new site.","budget":null}', 'Ann Lee')`,
  `INSERT INTO submission_events (submission_id, at, kind, detail) VALUES (1, $at, 'status', 'replied')`,
  `INSERT INTO submission_events (submission_id, at, kind, detail) VALUES (1, $at, 'note', 'Called her on Monday')`,
  `INSERT INTO submission_events (submission_id, at, kind, detail) VALUES (2, $at, 'status', 'archived')`,
  `INSERT INTO submission_events (submission_id, at, kind, detail) VALUES (4, $at, 'status', 'archived')`,
];

describe.each(ENGINES)('giving applications stages and the history authors, on %s', (engine) => {
  it('moves answered applications to screening and archived ones to rejected, history too; enquiries and older events stay as they were', async () => {
    const t = await createTestApp({ STAFF_TOKEN: TOKEN, ...(await oldDatabase(engine, '_replies_and_stages', BEFORE_STAGES)) });
    apps.push(t);
    const at = RECEIVED.toISOString();

    const applications = await request(t.app).get('/api/applications').set(bearer);
    expect(applications.body.counts).toEqual({ new: 0, screening: 1, interview: 0, offer: 0, hired: 0, rejected: 1, spam: 1 });
    expect((await request(t.app).get('/api/applications/1').set(bearer)).body).toMatchObject({
      status: 'screening',
      assignee: null,
      firstReplyAt: null,
      history: [
        { at, kind: 'status', detail: 'screening', author: null },
        { at, kind: 'note', detail: 'Called her on Monday', author: null },
      ],
    });
    expect((await request(t.app).get('/api/applications/2').set(bearer)).body.history).toEqual([
      { at, kind: 'status', detail: 'rejected', author: null },
    ]);
    const enquiry = await request(t.app).get('/api/contacts/1').set(bearer);
    expect(enquiry.body).toMatchObject({ status: 'archived', history: [{ at, kind: 'status', detail: 'archived', author: null }] });

    // What happens from now on names who did it.
    const noted = await request(t.app).patch('/api/applications/2').set(bearer).send({ note: 'Asked for her portfolio.' });
    expect(noted.body.history.at(-1)).toMatchObject({ kind: 'note', author: 'STAFF_TOKEN' });
  }, 30_000);
});

/** An enquiry answered from the desk and one reminded of and still waiting, as the site kept them before waits were counted. */
const BEFORE_WAITS = [
  `INSERT INTO submissions (kind, number, created_at, locale, status, name, email, fields, search_text, first_reply_at)
   VALUES ('enquiry', 1, $at, 'en', 'replied', 'Ann Lee', 'ann@example.com', '{"phone":"+1 555 0100","company":null,"project":"A new site.","budget":null}', 'Ann Lee', $at)`,
  `INSERT INTO submissions (kind, number, created_at, locale, status, name, email, fields, search_text)
   VALUES ('enquiry', 2, $at, 'en', 'new', 'Ben Ode', 'ben@example.com', '{"phone":"+1 555 0101","company":null,"project":"An app.","budget":null}', 'Ben Ode')`,
  `INSERT INTO email_outbox (submission_id, kind, next_attempt_at, status, attempts) VALUES (2, 'reminder', $at, 'sent', 1)`,
];

describe.each(ENGINES)('counting the waits for a reply, on %s', (engine) => {
  it('gives every record its first wait, ended by its first reply, and keeps the reminder it had: none is sent twice', async () => {
    const t = await createTestApp({ STAFF_TOKEN: TOKEN, ...(await oldDatabase(engine, '_reply_waits', BEFORE_WAITS)) });
    apps.push(t);
    const at = RECEIVED.toISOString();
    expect((await request(t.app).get('/api/contacts/1').set(bearer)).body).toMatchObject({ firstReplyAt: at, awaitingSince: null });
    expect((await request(t.app).get('/api/contacts/2').set(bearer)).body).toMatchObject({ firstReplyAt: null, awaitingSince: at });
    const { replyWaits } = t.db.tables;
    const waits = await t.db.select().from(replyWaits).orderBy(asc(replyWaits.id));
    expect(waits.map(({ submissionId, startedAt, repliedAt, remindedAt }) => ({ submissionId, startedAt, repliedAt, remindedAt }))).toEqual(
      [
        { submissionId: 1, startedAt: RECEIVED, repliedAt: RECEIVED, remindedAt: null },
        { submissionId: 2, startedAt: RECEIVED, repliedAt: null, remindedAt: RECEIVED },
      ],
    );
    // Enquiry 2 had its reminder before: 21 hours on, it gets no second one.
    const mail = { siteUrl: 'https://northbeam.test', mailFrom: 'website@northbeam.test' };
    expect(await remindOfUnanswered(t.db, mail, new Date(RECEIVED.getTime() + 21 * 60 * 60_000))).toBe(0);
  }, 30_000);
});

/** An English and a Russian enquiry, stored before the search had its index. */
const BEFORE_SEARCH_INDEX = [
  `INSERT INTO submissions (kind, number, created_at, locale, status, name, email, fields, search_text)
   VALUES ('enquiry', 1, $at, 'en', 'new', 'Ann Lee', 'ann@example.com', '{"phone":"+1 555 0100","company":"Harbor Bakery","project":"A new checkout for our bakery.","budget":null}', 'Ann Lee
ann@example.com
Harbor Bakery
A new checkout for our bakery.')`,
  `INSERT INTO submissions (kind, number, created_at, locale, status, name, email, fields, search_text)
   VALUES ('enquiry', 2, $at, 'ru', 'new', 'Ирина Котова', 'irina@example.ru', '{"phone":"+7 900 000-00-00","company":"Клиника «Доктор рядом»","project":"Нужна запись к врачу онлайн.","budget":null}', 'Ирина Котова
irina@example.ru
Клиника «Доктор рядом»
Нужна запись к врачу онлайн.')`,
  `UPDATE submission_numbers SET last = 2 WHERE kind = 'enquiry'`,
];

describe.each(ENGINES)('indexing the staff search, on %s', (engine) => {
  it('finds the records stored before the index and after it by a word in another letter case, in English and Russian, from the index', async () => {
    const t = await createTestApp({ STAFF_TOKEN: TOKEN, ...(await oldDatabase(engine, '_word_search_index', BEFORE_SEARCH_INDEX)) });
    apps.push(t);
    await saveEnquiry(t.db, {
      name: 'Пётр Гусев',
      email: 'petr@example.ru',
      phone: '+7 900 000-00-01',
      company: 'Клиника на Неве',
      project: 'Нужен новый сайт.',
      privacy: true,
      locale: 'ru',
    });
    const found = async (q: string) =>
      ((await request(t.app).get('/api/contacts').query({ q }).set(bearer)).body as { items: { id: number }[] }).items.map(({ id }) => id);
    expect(await found('BAKERY')).toEqual([1]);
    expect(await found('CheckOut')).toEqual([1]);
    expect(await found('КЛИНИКА')).toEqual([3, 2]);
    expect(await found('клиника ДОКТОР')).toEqual([2]);
    // A word of two letters is looked for in every row.
    expect(await found('кО')).toEqual([2]);
    if (engine === 'sqlite') {
      // What answered: the trigram table holds every record, the older ones too.
      expect(sqliteOf(t).prepare(`SELECT count(*) AS n FROM submissions_search WHERE submissions_search MATCH '"клиника"'`).get()).toEqual({
        n: 2,
      });
    } else {
      // pg_trgm takes the Russian word's letters for letters (the database's ctype), so the GIN index holds its trigrams.
      const { rows } = await (t.db as unknown as NodePgDatabase).execute<{ n: number }>(
        sql`SELECT cardinality(show_trgm(lower('КЛИНИКА' COLLATE "und-x-icu"))) AS n`,
      );
      expect(rows[0]!.n).toBe(8);
    }
  }, 30_000);
});
