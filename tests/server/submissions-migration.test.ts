import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/config/project-root';
import type { Engine } from '../../platform/database/open-database';
import { databaseEnv, ENGINES } from '../support/engines';
import { createTestApp, type TestApp } from '../support/test-app';
import { VALID_ENQUIRY } from '../support/valid-enquiry';

const TOKEN = 'staff-token-for-tests-0123456789';
const bearer = { Authorization: `Bearer ${TOKEN}` };
const RECEIVED = new Date('2026-11-20T09:30:00.000Z');

const dirs: string[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of an engine's migrations that stops before submissions existed: the database as the site left it before. */
function migrationsBeforeSubmissions(engine: Engine): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  dirs.push(dir);
  cpSync(join(projectRoot, engine === 'sqlite' ? 'drizzle' : 'drizzle-pg'), dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const first = journal.entries.findIndex((entry) => entry.tag.endsWith('_submissions'));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, first) }));
  return dir;
}

/** Two enquiries (one with a staff note), one application, and their outbox rows, in the old tables. */
const OLD_ROWS = [
  `INSERT INTO enquiries (created_at, name, email, phone, company, project, budget, locale, status)
   VALUES ($at, 'Ann Lee', 'ann@example.com', '+1 555 0100', NULL, 'A new site for our bakery, please.', '1k-3k', 'en', 'new')`,
  `INSERT INTO enquiries (created_at, name, email, phone, company, project, budget, locale, status)
   VALUES ($at, 'Иван Петров', 'ivan@example.ru', '+7 900 000-00-00', 'ООО «Ромашка»', 'Нужен сайт для магазина.', NULL, 'ru', 'replied')`,
  `INSERT INTO enquiry_events (enquiry_id, at, kind, detail) VALUES (2, $at, 'note', 'Called back on Monday')`,
  `INSERT INTO applications (created_at, job, name, email, phone, portfolio, note, locale, status, cv_file, cv_kind, cv_bytes, cv_name)
   VALUES ($at, 'product-designer', 'Maya Fischer', 'maya@example.com', NULL, 'https://maya.example', 'I design calm interfaces.', 'en', 'new', 'a1b2c3', 'pdf', 1234, 'Maya CV.pdf')`,
  `INSERT INTO email_outbox (enquiry_id, kind, next_attempt_at, status, attempts) VALUES (1, 'notification', $at, 'sent', 1)`,
  `INSERT INTO email_outbox (enquiry_id, kind, recipient, next_attempt_at, status, attempts) VALUES (2, 'confirmation', 'ivan@example.ru', $at, 'pending', 0)`,
  `INSERT INTO email_outbox (application_id, kind, next_attempt_at, status, attempts) VALUES (1, 'notification', $at, 'failed', 10)`,
];

/** The database of `engine` with the old tables and rows; what the app opens next. */
async function oldDatabase(engine: Engine): Promise<Record<string, string>> {
  const migrationsFolder = migrationsBeforeSubmissions(engine);
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'old-site-'));
    dirs.push(dir);
    const path = join(dir, 'site.db');
    const sqlite = new Database(path);
    migrateSqlite(drizzleSqlite(sqlite), { migrationsFolder });
    for (const statement of OLD_ROWS)
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
    for (const statement of OLD_ROWS) await client.query(statement.replaceAll('$at', '$1'), [RECEIVED]);
  } finally {
    await client.end();
  }
  return env;
}

describe.each(ENGINES)('moving enquiries and applications into submissions, on %s', (engine) => {
  it('keeps every enquiry and application under its number, with its notes, its CV and its emails, and numbers on from there', async () => {
    const t = await createTestApp({ STAFF_TOKEN: TOKEN, ...(await oldDatabase(engine)) });
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
      },
    ]);
    expect(enquiries.body.counts).toEqual({ new: 1, replied: 1, archived: 0, spam: 0 });
    expect((await request(t.app).get('/api/contacts/2').set(bearer)).body.history).toEqual([
      { at: RECEIVED.toISOString(), kind: 'note', detail: 'Called back on Monday' },
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
    });

    // The pending confirmation still belongs to enquiry 2; a new enquiry takes the next number.
    const sent = await request(t.app).post('/api/contact').send(VALID_ENQUIRY);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: 3 });
    // A cluster's first database and two sets of migrations, on a busy machine.
  }, 30_000);
});
