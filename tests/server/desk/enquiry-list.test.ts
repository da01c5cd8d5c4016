import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveApplication, saveEnquiry } from '../../support/stored-submissions';
import { createTestApp, sqliteOf, type TestApp } from '../../support/test-app';
import { appsClosedAfterEach, ENGINES } from '../../support/engines';
import { staffSession } from '../../support/staff-accounts';
import { PLATFORM_TEXTS } from '../../../platform/texts/platform-texts';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import type { SubmissionStatus } from '../../../shared/submissions/statuses';

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
    for (const query of ['?limit=25', '?limit=25&cursor=2', '?status=new&lang=ru', '?status=open', '?status=open&cursor=2'])
      expect((await get(t, query)).status).toBe(200);
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

/** A Friday noon, UTC: the desk's clock while it lists what needs an answer. */
const FRIDAY_NOON = new Date('2026-12-04T12:00:00Z');
const HOUR = 60 * 60_000;
const LONG_FIRST_LINE =
  'We run forty clinics across three countries and want one booking app for patients, doctors and the front desk staff alike.';

const inboxSetup = appsClosedAfterEach({ STAFF_TOKEN: TOKEN });

/** A list page's rows as read (a row leads with who sent it): each row's text, its tags dropped. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/gs)]
    .map(([, row]) => row!)
    .filter((row) => row.includes('desk-card-lead'))
    .map((row) =>
      row
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );

describe.each(ENGINES)('the lists open on what needs an answer, on %s', (engine) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the open enquiries by due time, overdue first, each with its first line; answered, archived and spam in their own tabs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_NOON });
    const t = await inboxSetup(engine);
    const enquiry = async (name: string, hoursAgo: number, project: string, status: SubmissionStatus = 'new') => {
      const { id } = await saveEnquiry(
        t.db,
        { name, email: 'visitor@example.com', phone: '12345', project, privacy: true, locale: 'en' },
        { now: new Date(FRIDAY_NOON.getTime() - hoursAgo * HOUR), spam: status === 'spam' },
      );
      const { submissions } = t.db.tables;
      if (status !== 'new' && status !== 'spam')
        await t.db
          .update(submissions)
          .set({ status })
          .where(and(eq(submissions.kind, 'enquiry'), eq(submissions.number, id)));
      return id;
    };
    // Stored in another order than they are due in.
    await enquiry('Fresh Fay', 1, 'A landing page for our bakery.');
    await enquiry('Answered Ann', 30, 'Already answered.', 'replied');
    await enquiry('Late Lena', 27, 'We need an app for our shop.\nIt sells shoes.');
    await enquiry('Spam Spike', 26, 'Cheap pills.', 'spam');
    await enquiry('Soon Sam', 22, `${LONG_FIRST_LINE}\nSecond line.`);
    await enquiry('Archived Al', 40, 'No longer needed.', 'archived');
    const { cookie: en } = await staffSession(t.db, 'sales');
    const { cookie: ru } = await staffSession(t.db, 'sales', { lang: 'ru' });
    const get = async (path: string, cookie: string) => {
      const res = await request(t.app).get(path).set('Cookie', cookie);
      expect(res.status).toBe(200);
      return res.text;
    };

    const inbox = await get('/staff?ui=en', en);
    const rows = rowsOf(inbox);
    expect(rows.map((row) => /[A-Z][a-z]+ [A-Z][a-z]+/.exec(row.replace(/^.*? UTC /, ''))![0])).toEqual([
      'Late Lena',
      'Soon Sam',
      'Fresh Fay',
    ]);
    expect(rows[0]).toContain('We need an app for our shop. ');
    expect(rows[0]).not.toContain('It sells shoes.');
    expect(rows[0]).toContain('Late Lena 3 hr late');
    // A first line longer than a row shows is cut at a word, with an ellipsis.
    expect(rows[1]).toContain('We run forty clinics across three countries and want one booking app for patients, doctors…');
    expect(rows[1]).not.toContain('Second line.');
    expect(rows[1]).toContain('Soon Sam 2 hr left');
    expect(inbox).toContain('<time dateTime="2026-12-04T11:00:00.000Z">');
    const tabs = inbox.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // What needs an answer is all the new ones: no tab of its own for them.
    expect(tabs).toContain('Needs an answer 3 Replied 1 Archived 1 Spam 1 All 5');
    expect(inbox).toContain('href="/api/contacts?format=csv&amp;status=open"');

    const names = async (query: string) =>
      rowsOf(await get(`/staff?ui=en&${query}`, en)).map((row) => /[A-Z][a-z]+ [A-Z][a-z]+/.exec(row.replace(/^.*? UTC /, ''))![0]);
    expect(await names('status=replied')).toEqual(['Answered Ann']);
    expect(await names('status=archived')).toEqual(['Archived Al']);
    expect(await names('status=spam')).toEqual(['Spam Spike']);
    // All: newest first, spam left out.
    expect(await names('status=all')).toEqual(['Archived Al', 'Soon Sam', 'Late Lena', 'Answered Ann', 'Fresh Fay']);
    // The filters keep working on the open ones: words, and whose.
    expect(await names('q=shoes')).toEqual(['Late Lena']);
    expect(await names('mine=1')).toEqual([]);

    const inRussian = rowsOf(await get('/staff?ui=ru', ru));
    expect(inRussian).toHaveLength(3);
    expect(inRussian[0]).toContain('Late Lena');
    expect(inRussian[0]).toContain('We need an app for our shop.');
    expect(inRussian[0]).toContain('Late Lena просрочено на 3 ч');
    expect(inRussian[2]).toContain('Fresh Fay');
    expect((await get('/staff?ui=ru', ru)).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(`${DESK_TEXTS.ru.open} 3`);

    // The API pages through them in the same order, as the query sorts them.
    const api = (query: string) => request(t.app).get(`/api/contacts?${query}`).set('Authorization', `Bearer ${TOKEN}`);
    const first = await api('status=open&limit=2');
    expect(first.body.items.map((item: { name: string }) => item.name)).toEqual(['Late Lena', 'Soon Sam']);
    const second = await api(`status=open&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((item: { name: string }) => item.name)).toEqual(['Fresh Fay']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('lists the open applications by their 5-business-day due time, weekends not counted, each with its cover note’s first line', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_NOON });
    const t = await inboxSetup(engine);
    const application = async (name: string, at: string, status: SubmissionStatus = 'new') => {
      const cv = { file: 'c'.repeat(32), kind: 'pdf' as const, bytes: 1000, name: 'cv.pdf' };
      const base = { job: 'product-designer', email: 'applicant@example.com', phone: undefined, portfolio: undefined };
      const { id } = await saveApplication(
        t.db,
        { ...base, name, note: `Cover note of ${name}.\nMore about me.`, locale: 'en', cv },
        { now: new Date(at), spam: status === 'spam' },
      );
      const { submissions } = t.db.tables;
      if (status !== 'new' && status !== 'spam')
        await t.db
          .update(submissions)
          .set({ status })
          .where(and(eq(submissions.kind, 'application'), eq(submissions.number, id)));
    };
    // Received Friday night, Saturday night, early Sunday, Monday: due the Friday after at 23:30,
    // then Friday at 23:00 and at 01:00 (weekends are not counted), then Monday.
    await application('Friday Applicant', '2026-11-27T23:30:00Z');
    await application('Saturday Applicant', '2026-11-28T23:00:00Z');
    await application('Sunday Applicant', '2026-11-29T01:00:00Z');
    await application('Monday Applicant', '2026-11-30T08:00:00Z', 'screening');
    await application('Hired Applicant', '2026-11-20T08:00:00Z', 'hired');
    await application('Spam Applicant', '2026-11-20T09:00:00Z', 'spam');
    const { cookie } = await staffSession(t.db, 'recruiting');
    const page = async (query: string) => {
      const res = await request(t.app).get(`/staff/applications?${query}`).set('Cookie', cookie);
      expect(res.status).toBe(200);
      return res.text;
    };
    const names = (html: string) => rowsOf(html).map((row) => /\w+ Applicant/.exec(row)![0]);

    const open = await page('ui=en');
    expect(names(open)).toEqual(['Sunday Applicant', 'Saturday Applicant', 'Friday Applicant', 'Monday Applicant']);
    const rows = rowsOf(open);
    expect(rows[0]).toContain('Sunday Applicant 11 hr late');
    expect(rows[1]).toContain('Saturday Applicant 11 hr left');
    expect(rows[0]).toContain('Cover note of Sunday Applicant.');
    expect(rows[0]).not.toContain('More about me.');
    const tabs = open.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(tabs).toContain('Open 4 New 3 Screening 1 Interview 0 Offer 0 Hired 1 Rejected 0 Spam 1 All 5');
    expect(names(await page('ui=en&status=hired'))).toEqual(['Hired Applicant']);
    expect(names(await page('ui=en&status=spam'))).toEqual(['Spam Applicant']);
    expect(names(await page('ui=en&status=all'))).not.toContain('Spam Applicant');

    const inRussian = rowsOf(await page('ui=ru'));
    expect(inRussian.map((row) => /\w+ Applicant/.exec(row)![0])).toEqual(names(open));
    expect(inRussian[0]).toContain('Sunday Applicant просрочено на 11 ч');
    expect((await page('ui=ru')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(`${DESK_TEXTS.ru.applications.open} 4`);
  });
});
