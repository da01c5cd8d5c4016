import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cvStoreOf } from '../../../platform/database/cv-store';
import { answersOf } from '../../support/inbound-answers';
import { storeInboundMail } from '../../../submissions/inbound/inbound-store';
import { samplePng } from '../../support/cv-samples';
import { mailWithFiles } from '../../support/mail-with-files';
import { saveApplication, saveEnquiry } from '../../support/stored-submissions';
import { staffSession } from '../../support/staff-accounts';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

/**
 * The desk's lists and record pages as served, in both languages and in the states their forms
 * leave them (a history with every kind of entry, a refused reply, a refused assignment, spam,
 * a person's data found and an erasure refused), and the accounts and settings with a form refused,
 * checked by the W3C's HTML checker as the site's pages are (html-validity.test.ts).
 */

const TOKEN = 'staff-token-for-tests-0123456789';
const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar');

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ STAFF_TOKEN: TOKEN });
  dir = mkdtempSync(join(tmpdir(), 'desk-validity-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  return t.close();
});

it('serves only valid HTML on the desk’s lists, record pages, accounts and settings', { timeout: 120_000 }, async () => {
  const { id: enquiry } = await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'ru' });
  const { id: spam } = await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' }, { spam: true });
  const cv = { file: 'd'.repeat(32), kind: 'pdf' as const, bytes: 1000, name: 'cv.pdf' };
  const { id: application } = await saveApplication(t.db, {
    job: 'ios-developer',
    name: 'Anna',
    email: 'anna@example.ru',
    phone: '+7 900 000-00-00',
    portfolio: 'https://anna.example',
    note: 'Five years of iOS work.',
    locale: 'ru',
    cv,
  });
  const { account, cookie } = await staffSession(t.db, 'admin');
  const post = (path: string, body: Record<string, string>) =>
    request(t.app).post(path).set({ Cookie: cookie, Origin: TEST_SITE_URL }).type('form').send(body);
  const bearer = { Authorization: `Bearer ${TOKEN}` };
  for (const [path, record] of [
    ['/api/contacts', enquiry],
    ['/api/applications', application],
  ] as const) {
    await request(t.app).patch(`${path}/${record}`).set(bearer).send({ note: 'Called on Monday.', assignee: account.id });
    await request(t.app)
      .post(`${path}/${record}/replies`)
      .set(bearer)
      .set('Idempotency-Key', `validity-${record}-0001`)
      .send({ text: 'Line one\nline two' });
  }

  // A mail no record claims, with a file kept and one named only, for the unmatched list.
  const mail = mailWithFiles({
    id: 'validity',
    to: 'desk@studio.example',
    files: [
      { name: 'sketch.png', type: 'image/png', content: samplePng() },
      { name: 'setup.exe', type: 'application/octet-stream', content: Buffer.from('MZ') },
    ],
  });
  const addressing = { address: 'desk@studio.example', secret: 'x'.repeat(32), files: cvStoreOf(t.db, t.env.DATABASE_PATH) };
  await storeInboundMail(t.db, addressing, t.logger, mail, mail.length, answersOf(t.db));

  const pages: [string, () => request.Test][] = [];
  for (const ui of ['en', 'ru'])
    pages.push(
      [`inbox-${ui}`, () => request(t.app).get(`/staff?ui=${ui}`).set('Cookie', cookie)],
      [`inbox-mine-${ui}`, () => request(t.app).get(`/staff?ui=${ui}&mine=1&status=replied`).set('Cookie', cookie)],
      [`applications-${ui}`, () => request(t.app).get(`/staff/applications?ui=${ui}`).set('Cookie', cookie)],
      [`enquiry-${ui}`, () => request(t.app).get(`/staff/enquiries/${enquiry}?ui=${ui}&done=reply`).set('Cookie', cookie)],
      [`application-${ui}`, () => request(t.app).get(`/staff/applications/${application}?ui=${ui}`).set('Cookie', cookie)],
      [`spam-${ui}`, () => request(t.app).get(`/staff/enquiries/${spam}?ui=${ui}`).set('Cookie', cookie)],
      [`refused-reply-${ui}`, () => post(`/staff/enquiries/${enquiry}/reply?ui=${ui}`, { key: 'validity-refused-0001', text: '' })],
      [`refused-assignee-${ui}`, () => post(`/staff/applications/${application}/assignee?ui=${ui}`, { assignee: '9999' })],
      [`audit-${ui}`, () => request(t.app).get(`/staff/audit?ui=${ui}`).set('Cookie', cookie)],
      [`requests-${ui}`, () => request(t.app).get(`/staff/requests?ui=${ui}`).set('Cookie', cookie)],
      [`requests-found-${ui}`, () => post(`/staff/requests?ui=${ui}`, { email: VALID_ENQUIRY.email })],
      [`requests-refused-${ui}`, () => post(`/staff/requests/erase?ui=${ui}`, { email: VALID_ENQUIRY.email, confirm: '' })],
      [`accounts-${ui}`, () => request(t.app).get(`/staff/accounts?ui=${ui}`).set('Cookie', cookie)],
      [`unmatched-${ui}`, () => request(t.app).get(`/staff/unmatched?ui=${ui}`).set('Cookie', cookie)],
      [`unmatched-refused-${ui}`, () => post(`/staff/unmatched/1/attach?ui=${ui}`, { kind: 'enquiry', number: 'x' })],
      [`unmatched-discard-${ui}`, () => request(t.app).get(`/staff/unmatched/1/discard?ui=${ui}`).set('Cookie', cookie)],
      [
        `invite-refused-${ui}`,
        () => post(`/staff/accounts?ui=${ui}`, { name: '', email: 'someone@northbeam.test', role: 'sales', lang: ui }),
      ],
      [`settings-refused-${ui}`, () => post(`/staff/settings?ui=${ui}`, { name: '', title: '', lang: ui, timeZone: 'Mars/Olympus' })],
    );
  const files: string[] = [];
  for (const [name, get] of pages) {
    const res = await get();
    expect([200, 400], name).toContain(res.status);
    expect(res.text, name).not.toContain('<script');
    const file = join(dir, `${name}.html`);
    writeFileSync(file, res.text);
    files.push(file);
  }
  const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stdout) as {
    messages: { type: string; subType?: string; url: string; lastLine?: number; message: string }[];
  };
  const problems = messages
    .filter((message) => message.type === 'error' || message.subType === 'warning')
    .map((message) => `${message.url.slice(message.url.lastIndexOf('/') + 1)}:${message.lastLine}: ${message.message}`);
  expect(problems).toEqual([]);
});
