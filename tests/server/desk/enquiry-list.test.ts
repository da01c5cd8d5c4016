import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { saveEnquiry } from '../../support/stored-submissions';
import { createTestApp, sqliteOf, type TestApp } from '../../support/test-app';
import { PLATFORM_TEXTS } from '../../../platform/texts/platform-texts';

const TOKEN = 'staff-token-for-tests-0123456789';
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(count: number, env: Record<string, string> = { STAFF_TOKEN: TOKEN }): Promise<TestApp> {
  const t = await createTestApp(env);
  apps.push(t);
  for (let i = 1; i <= count; i++) {
    await saveEnquiry(t.db, {
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      phone: '+1 307 555 0100',
      company: i % 2 ? `Company ${i}` : undefined,
      project: `Project description number ${i}, long enough.`,
      budget: '3k-5k',
      privacy: true,
      locale: i % 2 ? 'en' : 'ru',
    });
  }
  return t;
}

const get = (t: TestApp, query = '', token: string | null = TOKEN) => {
  const req = request(t.app).get(`/api/contacts${query}`);
  return token === null ? req : req.set('Authorization', `Bearer ${token}`);
};

describe('GET /api/contacts', () => {
  it('answers 503 when no staff token is configured', async () => {
    const t = await appWith(1, {});
    const res = await get(t);
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/STAFF_TOKEN/);
  });

  it('answers 401 without a token or with a wrong one', async () => {
    const t = await appWith(1);
    expect((await get(t, '', null)).status).toBe(401);
    expect((await get(t, '', 'wrong-token')).status).toBe(401);
    expect((await get(t, '', `${TOKEN}x`)).status).toBe(401);
    const basic = await request(t.app).get('/api/contacts').set('Authorization', `Basic ${TOKEN}`);
    expect(basic.status).toBe(401);
  });

  it('lists newest first with each email delivery state, a page at a time', async () => {
    const t = await appWith(25);
    const first = await get(t, '?limit=10');
    expect(first.status).toBe(200);
    expect(first.body.items.map((i: { id: number }) => i.id)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(first.body.items[0]).toMatchObject({ name: 'Visitor 25', delivery: 'pending', locale: 'en' });
    const second = await get(t, `?limit=10&cursor=${first.body.nextCursor}`);
    expect(second.body.items[0].id).toBe(15);
    const last = await get(t, `?limit=10&cursor=${second.body.nextCursor}`);
    expect(last.body.items.map((i: { id: number }) => i.id)).toEqual([5, 4, 3, 2, 1]);
    expect(last.body.nextCursor).toBeNull();
    expect((await get(t)).body.items).toHaveLength(20);
  });

  it('refuses a limit above 100', async () => {
    const t = await appWith(1);
    expect((await get(t, '?limit=101')).status).toBe(400);
    expect((await get(t, '?limit=0')).status).toBe(400);
    expect((await get(t, '?limit=100')).status).toBe(200);
  });

  it('exports CSV for a spreadsheet, with formulas neutralised', async () => {
    const t = await appWith(2);
    await saveEnquiry(t.db, {
      name: '=HYPERLINK("http://evil.example")',
      email: 'x@example.com',
      phone: '12345',
      project: 'Line one,\nline "two" of the project',
      privacy: true,
      locale: 'en',
    });
    const res = await get(t, '?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('enquiries.csv');
    const lines = res.text.replace(/^\uFEFF/, '');
    expect(
      lines.startsWith(
        '"id","createdAt","name","email","phone","company","budget","locale","consentVersion","consentAt","project","delivery","deliveryAttempts"',
      ),
    ).toBe(true);
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines).toContain('"Line one,\nline ""two"" of the project"');
    expect(lines.trim().split('\n')).toHaveLength(5);
  });

  it('shows every enquiry as soon as it is stored, however it arrived (nothing is cached)', async () => {
    const t = await appWith(1);
    expect((await get(t)).body.items).toHaveLength(1);
    await saveEnquiry(t.db, {
      name: 'Straight to the database',
      email: 'a@b.co',
      phone: '12345',
      project: 'Written without the API.',
      privacy: true,
      locale: 'en',
    });
    expect((await get(t)).body.items).toHaveLength(2);
    const sent = await request(t.app).post('/api/contact').send({
      name: 'Through the form',
      email: 'c@d.co',
      phone: '12345',
      project: 'Sent through the API like a visitor.',
      privacy: true,
      consent: true,
    });
    expect(sent.status).toBe(201);
    expect((await get(t)).body.items).toHaveLength(3);
  });

  it('answers a fault of ours with 500 in the staff member’s language, and logs it', async () => {
    const t = await appWith(1);
    // A missing table is a fault of ours, not an outage (that is a 503: database-faults.test.ts).
    sqliteOf(t).exec('ALTER TABLE submissions RENAME TO submissions_gone');
    const failed = await get(t, '?limit=5');
    expect(failed.status).toBe(500);
    expect(failed.body.error).toBe(PLATFORM_TEXTS.en.api.serverError);
    expect(t.logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'request failed', requestId: expect.any(String) }));
  });
});

describe('the list as the desk reads it', () => {
  it('reads every table through an index, never whole, so a page costs the same at 10,000 enquiries as at 10', async () => {
    const t = await appWith(3);
    const sqlite = sqliteOf(t);
    const statements: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      statements.push(source);
      return prepare(source);
    }) as typeof sqlite.prepare;
    for (const query of ['?limit=25', '?limit=25&cursor=2', '?status=new&lang=ru']) expect((await get(t, query)).status).toBe(200);
    sqlite.prepare = prepare;
    const reads = [...new Set(statements.filter((source) => /^select/i.test(source)))];
    expect(reads.some((source) => source.includes('"email_outbox"'))).toBe(true);
    // The plan is fixed when a statement is prepared, so unbound parameters show the same one.
    const scans = reads.flatMap((source) =>
      sqlite
        .prepare(`EXPLAIN QUERY PLAN ${source}`)
        .all(...Array<null>(source.split('?').length - 1).fill(null))
        .map((row) => (row as { detail: string }).detail)
        .filter((detail) => detail.startsWith('SCAN')),
    );
    expect(scans).toEqual([]);
  });
});
