import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getTableColumns } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { ARCHIVE_DOCUMENT } from '../../../submissions';
import pg from 'pg';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { storedCvNames } from '../../support/stored-cvs';
import { saveInboundMail } from '../../support/stored-inbound-mail';
import { readAudit } from '../../../desk/audit/audit-trail';
import { samplePdf } from '../../support/cv-samples';
import { ENGINES } from '../../support/engines';
import { newDatabaseOn } from '../../support/postgres-cluster';
import { deskOf, mailedApp, OPEN_DAY } from '../../support/mailed-app';
import { staffSession } from '../../support/staff-accounts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { SUBMISSION_TEXTS } from '../../../submissions/texts/submission-texts';

/** The person who asks, written as people do: the address in several cases, the name in two scripts, the phone two ways. */
const ADDRESS = 'darya.volkova@example.org';
const PERSON = { name: 'Darya Volkova', email: 'Darya.Volkova@Example.org', phone: '+7 912 345-67-89' };
/** What must be nowhere in the files once she is erased. */
const TRACES = [
  'darya.volkova@example.org',
  'Darya Volkova',
  'Volkova',
  'Дарья Волкова',
  'Волкова',
  '345-67-89',
  '345 67 89',
  '9123456789',
];
const CV = samplePdf('Curriculum vitae of a designer');
const BRIEF = samplePdf('A brief from Darya Volkova');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  stream.on('end', () => done(null, Buffer.concat(parts)));
};

async function enquire(t: TestApp, body: Record<string, unknown>): Promise<number> {
  const res = await request(t.app)
    .post('/api/contact')
    .send({ ...VALID_ENQUIRY, ...body });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/**
 * Darya's two enquiries and her application with its CV, another person's enquiry, the desk's
 * notes and a reply: all through the site; then the mail that came back: her answer on her first
 * enquiry, a mail of hers that answers no record, and Oskar's, each with an attachment kept.
 */
async function seed(t: TestApp, settled: () => Promise<unknown>) {
  const first = await enquire(t, PERSON);
  const second = await enquire(t, { ...PERSON, email: ` ${ADDRESS} `, project: 'A second project: a loyalty app for our cafés.' });
  const req = request(t.app).post('/api/applications');
  const fields = { ...VALID_APPLICATION, name: 'Дарья Волкова', email: ADDRESS.toUpperCase(), phone: '+7 (912) 345 67 89' };
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  const applied = await req.attach('cv', CV, { filename: 'Darya CV.pdf', contentType: 'application/pdf' });
  expect(applied.status).toBe(201);
  const other = await enquire(t, { name: 'Oskar Lind', email: 'oskar@lind.example', phone: '+46 8 123 456 00' });

  const admin = await staffSession(t.db, 'admin');
  const desk = deskOf(t, admin.cookie);
  await desk.post(`/staff/enquiries/${first}`, { note: 'Prefers a call after six.' });
  const note = `Referred by ${PERSON.name} (${ADDRESS}, +7 912 345 67 89); call Oskar first.`;
  await desk.post(`/staff/enquiries/${other}`, { note });
  const page = await desk.get(`/staff/enquiries/${first}?ui=en`);
  const key = /name="key" value="([^"]+)"/.exec(page.text)![1]!;
  const reply = await desk.post(`/staff/enquiries/${first}/reply?ui=en`, {
    key,
    text: `Dear ${PERSON.name}, thank you: Tuesday suits us.`,
  });
  expect(reply.status).toBe(303);
  await settled();
  const answer = await saveInboundMail(t, {
    on: { kind: 'enquiry', number: first },
    from: ADDRESS,
    fromName: PERSON.name,
    receivedAt: OPEN_DAY,
    attachments: [
      { name: 'brief.pdf', bytes: BRIEF },
      { name: 'video.mov', bytes: null },
    ],
  });
  const unmatched = await saveInboundMail(t, {
    from: PERSON.email,
    fromName: PERSON.name,
    receivedAt: OPEN_DAY,
    attachments: [{ name: 'brief.pdf', bytes: BRIEF }],
  });
  const oskars = await saveInboundMail(t, {
    from: 'oskar@lind.example',
    fromName: 'Oskar Lind',
    receivedAt: OPEN_DAY,
    attachments: [{ name: 'plan.pdf', bytes: CV }],
  });
  return { first, second, application: applied.body.id as number, other, admin, desk, answer, unmatched, oskars };
}

/** The files a database keeps its data in: SQLite's file and WAL; on PostgreSQL, every file of the database in the data directory. */
async function databaseFiles(t: TestApp, url: string | undefined): Promise<string[]> {
  if (!url) return ['site.db', 'site.db-wal'].map((name) => join(t.dir, name)).filter((path) => existsSync(path));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ data_directory: dataDir }] = (await client.query('SHOW data_directory')).rows as [{ data_directory: string }];
    const [{ oid }] = (await client.query('SELECT oid FROM pg_database WHERE datname = current_database()')).rows as [{ oid: number }];
    const dir = join(dataDir, 'base', String(oid));
    return readdirSync(dir).map((name) => join(dir, name));
  } finally {
    await client.end();
  }
}

/** Which of the traces some file holds, by its bytes (the address in any letter case). */
function tracesIn(paths: string[]): string[] {
  const found = new Set<string>();
  for (const path of paths) {
    if (!statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    const lower = Buffer.from(bytes.toString('latin1').toLowerCase(), 'latin1');
    for (const trace of TRACES)
      if (bytes.includes(Buffer.from(trace)) || lower.includes(Buffer.from(trace.toLowerCase()))) found.add(trace);
  }
  return [...found];
}

/** Forces what the server holds in memory into its files, so a search of them sees every row (PostgreSQL). */
async function checkpoint(url: string | undefined) {
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CHECKPOINT');
  await client.end();
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A transaction in another database of the same server, begun before the erasure and ended a second
 * into it: while it runs, the server keeps the deleted rows as "recently dead", and a rewrite at that
 * moment would copy them into the new files.
 */
async function olderTransactionElsewhere(url: string | undefined): Promise<() => Promise<void>> {
  if (!url) return async () => {};
  const client = new pg.Client({ connectionString: await newDatabaseOn(url) });
  await client.connect();
  await client.query('BEGIN');
  await client.query('SELECT pg_current_xact_id()');
  const ended = new Promise<void>((resolve, reject) => setTimeout(() => client.query('COMMIT').then(() => resolve(), reject), 1_000));
  return async () => {
    await ended;
    await client.end();
  };
}

describe.each(ENGINES)('a person’s data on %s', (engine) => {
  it('is found by address in any case, exported whole with the CV, erased to the last byte, leaving others and a record without it', async () => {
    const { t, settled, databaseUrl: url } = await mailedApp(engine, cleanups);
    const { first, second, application, other, admin, desk, answer, unmatched, oskars } = await seed(t, settled);

    // What the desk lists: counts and references.
    const found = await desk.post('/staff/requests?ui=en', { email: ` ${PERSON.email} ` });
    expect(found.status).toBe(200);
    expect(found.text).toContain(DESK_TEXTS.en.requests.held.replace('{email}', ADDRESS));
    for (const path of [
      `/staff/enquiries/${first}`,
      `/staff/enquiries/${second}`,
      `/staff/applications/${application}`,
      `/staff/enquiries/${other}`,
    ])
      expect(found.text).toContain(`href="${path}?ui=en"`);

    // The export: one ZIP with the document and the CV's bytes.
    const exported = await desk.post('/staff/requests/export?ui=en', { email: ADDRESS }).buffer(true).parse(binary);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=personal-data-\d{4}-\d\d-\d\d\.zip$/);
    const archive = unzipSync(new Uint8Array(exported.body as Buffer));
    expect(Object.keys(archive).sort()).toEqual(
      [
        `application-${application}/Darya CV.pdf`,
        `mail-${answer.id}/original.eml`,
        `mail-${answer.id}/brief.pdf`,
        `mail-${unmatched.id}/original.eml`,
        `mail-${unmatched.id}/brief.pdf`,
        ARCHIVE_DOCUMENT,
      ].sort(),
    );
    expect(Buffer.from(archive[`mail-${answer.id}/brief.pdf`]!)).toEqual(BRIEF);
    expect(Buffer.from(archive[`mail-${unmatched.id}/original.eml`]!).toString('utf8')).toContain(`From: ${PERSON.name} <${PERSON.email}>`);
    expect(Buffer.from(archive[`application-${application}/Darya CV.pdf`]!)).toEqual(CV);
    const doc = JSON.parse(Buffer.from(archive[ARCHIVE_DOCUMENT]!).toString('utf8'));
    expect(doc.about.en).toEqual(SUBMISSION_TEXTS.en.subjectArchive);
    expect(doc.about.ru).toEqual(SUBMISSION_TEXTS.ru.subjectArchive);
    expect(doc.address).toBe(ADDRESS);
    expect(doc.exportedAt).toMatch(ISO);
    // Whole rows: every column the table has, whatever is added later.
    const columns = Object.keys(getTableColumns(t.db.tables.submissions));
    for (const row of doc.submissions) expect(Object.keys(row)).toEqual(expect.arrayContaining(columns));
    expect(doc.submissions.map((row: { kind: string; number: number }) => `${row.kind} ${row.number}`)).toEqual([
      `enquiry ${first}`,
      `enquiry ${second}`,
      `application ${application}`,
    ]);
    expect(doc.submissions.map((row: { createdAt: string }) => row.createdAt)).toEqual(Array(3).fill(OPEN_DAY.toISOString()));
    expect(doc.submissions[2]).toMatchObject({
      name: 'Дарья Волкова',
      fileOriginalName: 'Darya CV.pdf',
      cvInArchive: `application-${application}/Darya CV.pdf`,
    });
    expect(doc.submissions[0].fields).toMatchObject({ phone: PERSON.phone });
    expect(doc.history.map((event: { kind: string; detail: string }) => [event.kind, event.detail])).toEqual([
      ['note', 'Prefers a call after six.'],
      // The email as she read it: the greeting and the signature around the words.
      ['reply', expect.stringContaining(`\n\nDear ${PERSON.name}, thank you: Tuesday suits us.\n\n`)],
      ['status', 'replied'],
    ]);
    for (const event of doc.history) expect(event.at).toMatch(ISO);
    // Both enquiries' notifications, the first's confirmation (one a day per address), the application's two, the reply: all sent.
    expect(doc.emails.map((row: { kind: string; status: string }) => `${row.kind} ${row.status}`).sort()).toEqual(
      ['confirmation sent', 'confirmation sent', 'notification sent', 'notification sent', 'notification sent', 'reply sent'].sort(),
    );
    for (const row of doc.emails) expect(row.sentAt).toMatch(ISO);
    expect(doc.mentions).toMatchObject([{ on: { kind: 'enquiry', number: other }, note: { kind: 'note' } }]);
    // Her answer on her record and her mail that answers none: what was new, the whole text, the original and the attachments kept.
    expect(doc.mail).toMatchObject([
      {
        id: answer.id,
        fromAddress: ADDRESS,
        newWords: 'Thank you. Here is what you asked for.',
        bodyText: expect.stringContaining(PERSON.name),
        originalInArchive: `mail-${answer.id}/original.eml`,
        attachments: [
          { name: 'brief.pdf', fileInArchive: `mail-${answer.id}/brief.pdf` },
          { name: 'video.mov', fileName: null, fileInArchive: null },
        ],
      },
      { id: unmatched.id, submissionId: null, attachments: [{ name: 'brief.pdf', fileInArchive: `mail-${unmatched.id}/brief.pdf` }] },
    ]);
    expect(doc.mail[0].receivedAt).toMatch(ISO);
    expect(doc.mail[0]).not.toHaveProperty('raw');

    // Before the erasure, the search of the files finds her: it can fail.
    await checkpoint(url);
    expect(tracesIn(await databaseFiles(t, url))).toEqual(expect.arrayContaining(['darya.volkova@example.org', 'Volkova', 'Волкова']));
    expect(await storedCvNames(t)).toHaveLength(4);

    // Typed again wrong: nothing erased, and the page says why.
    const refused = await desk.post('/staff/requests/erase?ui=en', { email: ADDRESS, confirm: 'darya@example.org' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(DESK_TEXTS.en.requests.errors.confirm);
    expect(await storedCvNames(t)).toHaveLength(4);

    const olderTransaction = await olderTransactionElsewhere(url);
    const erased = await desk.post('/staff/requests/erase?ui=en', { email: ADDRESS, confirm: PERSON.email.toUpperCase() });
    await olderTransaction();
    expect([erased.status, erased.headers.location]).toEqual([303, '/staff/requests?ui=en&done=erased']);
    const counts = { enquiry: 2, application: 1, file: 1, email: 6, history: 3, mail: 2, attachment: 2, mention: 1 };
    const after = await desk.get(erased.headers.location as string);
    expect(after.text).toContain(
      'Erased: Enquiries: 2, Applications: 1, CV files: 1, Emails in the outbox: 6, History entries (notes, replies, changes): 3, ' +
        'Emails received from them or about their records: 2, Files attached to those emails: 2, Notes on other records that mention them: 1.',
    );

    // Nothing of her in the database's files, nor in the file store: Oskar's attachment is all it keeps.
    expect(tracesIn(await databaseFiles(t, url))).toEqual([]);
    expect(await storedCvNames(t)).toEqual(oskars.files);
    const mailLeft = await t.db.select({ id: t.db.tables.inboundMail.id }).from(t.db.tables.inboundMail);
    expect(mailLeft.map((row) => row.id)).toEqual([oskars.id]);
    expect(await t.db.select({ name: t.db.tables.inboundAttachments.name }).from(t.db.tables.inboundAttachments)).toEqual([
      { name: 'plan.pdf' },
    ]);

    // The other person is intact; the note on his record keeps its sense, not her.
    const { submissions, submissionEvents, emailOutbox, auditEvents } = t.db.tables;
    const left = await t.db.select().from(submissions);
    expect(left.map((row) => [row.kind, row.number, row.name, row.email])).toEqual([
      ['enquiry', other, 'Oskar Lind', 'oskar@lind.example'],
    ]);
    expect((await t.db.select().from(submissionEvents)).map((event) => event.detail)).toEqual([
      'Referred by [erased] ([erased], [erased]); call Oskar first.',
    ]);
    expect((await t.db.select().from(emailOutbox)).map((row) => row.kind).sort()).toEqual(['confirmation', 'notification']);
    expect((await desk.post('/staff/requests?ui=en', { email: ADDRESS })).text).toContain(DESK_TEXTS.en.requests.nothing);

    // The trail: who exported and erased, when, how many of each; nothing that names her.
    const trail = await readAudit(t.db, { actorId: admin.account.id, limit: 20 });
    const [erasure] = trail.filter((entry) => entry.action === 'erase-data');
    expect(erasure).toMatchObject({ actor: admin.account.email, subjectKind: null, subjectId: null });
    expect(JSON.parse(erasure!.detail!)).toEqual(counts);
    expect(trail.filter((entry) => entry.action === 'export-data').map((entry) => JSON.parse(entry.detail!))).toEqual([counts]);
    const everything = JSON.stringify(await t.db.select().from(auditEvents));
    for (const trace of TRACES) expect(everything.toLowerCase()).not.toContain(trace.toLowerCase());
    const auditPage = await desk.get('/staff/audit?ui=ru&action=erase-data');
    expect(auditPage.text).toContain(DESK_TEXTS.ru.audit.actions['erase-data']);
    expect(auditPage.text).toContain(`${DESK_TEXTS.ru.requests.counts.enquiry}: 2`);
  });
});

describe('the data requests page', () => {
  it('is the admins’ alone, speaks both languages, and refuses a bad address, a missing person and an unconfirmed erasure', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    await enquire(t, PERSON);
    for (const role of ['sales', 'recruiting'] as const) {
      const { cookie } = await staffSession(t.db, role);
      const desk = deskOf(t, cookie);
      expect((await desk.get('/staff/requests?ui=en')).status).toBe(403);
      expect((await desk.post('/staff/requests/export?ui=en', { email: ADDRESS })).status).toBe(403);
      expect((await desk.post('/staff/requests/erase?ui=en', { email: ADDRESS, confirm: ADDRESS })).status).toBe(403);
    }
    const { cookie } = await staffSession(t.db, 'admin', { lang: 'ru' });
    const desk = deskOf(t, cookie);

    const page = await desk.get('/staff/requests');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<h1 class="page-title">${DESK_TEXTS.ru.requests.title}</h1>`);
    expect(page.text).toContain(`aria-current="page">${DESK_TEXTS.ru.nav.requests}</a>`);
    expect((await desk.get('/staff/requests?ui=en')).text).toContain(`<h1 class="page-title">${DESK_TEXTS.en.requests.title}</h1>`);

    for (const ui of ['en', 'ru'] as const) {
      const dict = DESK_TEXTS[ui];
      const bad = await desk.post(`/staff/requests?ui=${ui}`, { email: 'darya at example.org' });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain(dict.requests.errors.email);
      expect(bad.text).toContain('aria-invalid="true"');
      const nobody = await desk.post(`/staff/requests?ui=${ui}`, { email: 'nobody@example.org' });
      expect(nobody.status).toBe(200);
      expect(nobody.text).toContain(dict.requests.nothing);
      expect((await desk.post(`/staff/requests/export?ui=${ui}`, { email: 'nobody@example.org' })).status).toBe(404);
      const unconfirmed = await desk.post(`/staff/requests/erase?ui=${ui}`, { email: ADDRESS });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.text).toContain(dict.requests.errors.confirm);
    }
    // From another site, the form is refused before anything is read.
    const foreign = await request(t.app)
      .post('/staff/requests/erase')
      .set({ Cookie: cookie, Origin: 'https://elsewhere.example' })
      .type('form')
      .send({ email: ADDRESS, confirm: ADDRESS });
    expect(foreign.status).toBe(403);

    const erased = await desk.post('/staff/requests/erase?ui=ru', { email: ADDRESS, confirm: ADDRESS });
    expect(erased.status).toBe(303);
    const notice = (await desk.get(erased.headers.location as string)).text;
    expect(notice).toContain(`Удалено: ${DESK_TEXTS.ru.requests.counts.enquiry}: 1`);
    expect((await desk.post('/staff/requests/erase?ui=ru', { email: ADDRESS, confirm: ADDRESS })).status).toBe(404);
  });
});
