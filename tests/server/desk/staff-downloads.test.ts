/**
 * What staff download stays inert (issue 51): a CV, a CSV export, a person's data archive, an
 * email's attachment and its whole original as text are sent with a policy under which nothing
 * in them runs or loads, and that policy is the one on the wire, not the site's written over it
 * as the answer goes out. A record's mail is read and downloaded by its kind's role only, each
 * read in the audit trail.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL, createTestApp, type TestApp } from '../../support/test-app';
import { rawRequest, type WireAnswer } from '../../support/raw-http';
import { samplePdf } from '../../support/cv-samples';
import { staffSession } from '../../support/staff-accounts';
import { answerMail, answersOf } from '../../support/inbound-answers';
import { cvStoreOf } from '../../../platform/database/cv-store';
import { VALID_APPLICATION } from '../../support/valid-application';
import { cvDirOf } from '../../../platform/database/cv-files';
import { replyAddressOf } from '../../../submissions';
import { storeInboundMail } from '../../../submissions/inbound/inbound-store';
import type { ConversationItem } from '../../../desk/conversation';

const TOKEN = 'staff-token-for-download-tests';
const BEARER = { Authorization: `Bearer ${TOKEN}` };
const SANDBOX = "default-src 'none'; sandbox";
/** Well inside every position's dates in the content. */
const OPEN_DAY = new Date('2026-11-20T12:00:00Z');

let t: TestApp;
let application: number;
let adminCookie: string;
/** The applicant's answer by email, with a kept attachment and one too large to keep. */
let answer: { mail: number; kept: number; brief: Buffer };

beforeAll(async () => {
  t = await createTestApp({ STAFF_TOKEN: TOKEN }, { clock: () => OPEN_DAY });
  const applied = request(t.app).post('/api/applications');
  for (const [name, value] of Object.entries(VALID_APPLICATION)) applied.field(name, value);
  const { body } = await applied.attach('cv', samplePdf(), { filename: 'cv.pdf', contentType: 'application/pdf' }).expect(201);
  application = body.id as number;
  adminCookie = (await staffSession(t.db, 'admin')).cookie;
  const inbound = { address: 'desk@studio.example', secret: 'inbound-secret-for-the-download-tests-01' };
  const to = replyAddressOf(inbound.address, inbound.secret, { kind: 'application', number: application });
  const raw = answerMail(to, 'applicant-answer', '', VALID_APPLICATION.email);
  await storeInboundMail(
    t.db,
    { ...inbound, files: cvStoreOf(t.db, t.env.DATABASE_PATH) },
    t.logger,
    Buffer.from(raw),
    raw.length,
    answersOf(t.db),
  );
  const { inboundMail, inboundAttachments } = t.db.tables;
  const [mail] = await t.db.select({ id: inboundMail.id }).from(inboundMail);
  // As the attachment's keeping leaves it: the file in the store under a random name, its row naming it.
  const brief = samplePdf();
  const fileName = randomBytes(16).toString('hex');
  mkdirSync(cvDirOf(join(t.dir, 'site.db')), { recursive: true });
  writeFileSync(join(cvDirOf(join(t.dir, 'site.db')), fileName), brief);
  const [kept] = await t.db
    .insert(inboundAttachments)
    .values([
      { mailId: mail!.id, name: 'brief.pdf', type: 'application/pdf', bytes: brief.length, fileName },
      { mailId: mail!.id, name: 'showreel.mov', type: 'video/quicktime', bytes: 40 * 1024 * 1024 },
    ])
    .returning({ id: inboundAttachments.id });
  answer = { mail: mail!.id, kept: kept!.id, brief };
});
afterAll(() => t.close());

/** Every value of one header, a line each, as the lines came on the wire (rawHeaders: name, value, …). */
const valuesOf = (answer: WireAnswer, name: string) =>
  answer.rawHeaders.flatMap((value, at) => (at % 2 === 1 && answer.rawHeaders[at - 1]!.toLowerCase() === name ? [value] : []));

describe('a download’s headers on the wire', () => {
  const downloads = [
    {
      what: 'a CV',
      send: () => rawRequest(t.app, { path: `/api/applications/${application}/cv`, headers: BEARER }),
      type: /^application\/pdf$/,
    },
    {
      what: 'an email’s attachment',
      send: () => rawRequest(t.app, { path: `/api/applications/${application}/attachments/${answer.kept}`, headers: BEARER }),
      type: /^application\/pdf$/,
    },
    {
      what: 'the enquiries’ CSV',
      send: () => rawRequest(t.app, { path: '/api/contacts?format=csv', headers: BEARER }),
      type: /^text\/csv/,
    },
    {
      what: 'the applications’ CSV',
      send: () => rawRequest(t.app, { path: '/api/applications?format=csv', headers: BEARER }),
      type: /^text\/csv/,
    },
    {
      what: 'a person’s data archive',
      send: () =>
        rawRequest(t.app, {
          method: 'POST',
          path: '/staff/requests/export?ui=en',
          headers: { Cookie: adminCookie, Origin: TEST_SITE_URL, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: VALID_APPLICATION.email }).toString(),
        }),
      type: /^application\/zip$/,
    },
  ];

  it.each(downloads)(
    '$what carries its own sandboxing policy, the only one sent, as an attachment never cached',
    async ({ send, type }) => {
      const answer = await send();
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThan(0);
      expect(valuesOf(answer, 'content-security-policy')).toEqual([SANDBOX]);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('sends an email’s whole original as text to read in the browser: its headers, then all it says, quoted history too', async () => {
    const answerOf = await rawRequest(t.app, { path: `/api/applications/${application}/mail/${answer.mail}`, headers: BEARER });
    expect(answerOf.status).toBe(200);
    expect(valuesOf(answerOf, 'content-security-policy')).toEqual([SANDBOX]);
    expect(answerOf.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answerOf.headers['content-disposition']).toBe(`inline; filename=application-${application}-email-${answer.mail}.txt`);
    expect(answerOf.headers['x-content-type-options']).toBe('nosniff');
    expect(answerOf.headers['cache-control']).toBe('private, no-store');
    const text = answerOf.body.toString('utf8');
    expect(text.split('\n').slice(0, 5)).toEqual([
      `From: Jane Doe <${VALID_APPLICATION.email}>`,
      expect.stringMatching(/^To: Northbeam Studio <desk\+application\d+\.[0-9a-f]{16}@studio\.example>$/),
      'Date: Mon, 7 Dec 2026 11:02:10 +0000',
      'Subject: Re: Your enquiry #42',
      '',
    ]);
    expect(text).toContain('Tuesday works for us. Could we make it 3 pm?');
    expect(text).toContain('> Thank you for your enquiry. We can start in January; a first call on');
  });

  it('gives a record’s mail to its kind’s role only, each read and download in the audit trail; the API’s answer carries the conversation', async () => {
    const recruiter = (await staffSession(t.db, 'recruiting')).cookie;
    const sales = (await staffSession(t.db, 'sales')).cookie;
    const original = `/api/applications/${application}/mail/${answer.mail}`;
    const attachment = `/api/applications/${application}/attachments/${answer.kept}`;
    for (const path of [original, attachment]) expect((await request(t.app).get(path).set('Cookie', sales)).status, path).toBe(403);
    // A mail that is not this record's, an attachment that was not kept, a number that is none: not found.
    for (const path of [
      `/api/applications/${application}/mail/${answer.mail + 1}`,
      `/api/applications/${application}/attachments/${answer.kept + 1}`,
      `/api/applications/${application}/mail/x`,
    ])
      expect((await request(t.app).get(path).set('Cookie', recruiter)).status, path).toBe(404);

    const { auditEvents } = t.db.tables;
    const trail = () =>
      t.db
        .select({ action: auditEvents.action, detail: auditEvents.detail })
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectKind, 'application'), eq(auditEvents.subjectId, application)));
    const before = (await trail()).length;
    const read = await request(t.app).get(original).set('Cookie', recruiter);
    expect(read.status).toBe(200);
    const file = await request(t.app).get(attachment).set('Cookie', recruiter).buffer(true);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, answer.brief)).toBe(0);
    expect(file.headers['content-disposition']).toBe('attachment; filename=brief.pdf');

    const record = await request(t.app).get(`/api/applications/${application}`).set('Cookie', recruiter);
    expect(record.status).toBe(200);
    expect((await trail()).slice(before)).toEqual([
      { action: 'read-original', detail: `email ${answer.mail}` },
      { action: 'download-attachment', detail: `attachment ${answer.kept}` },
      { action: 'view', detail: null },
    ]);
    const conversation = record.body.conversation as ConversationItem[];
    expect(conversation.map((item) => [item.kind, item.author, item.text])).toEqual([
      ['submission', VALID_APPLICATION.email, VALID_APPLICATION.note],
      ['mail', VALID_APPLICATION.email, 'Tuesday works for us. Could we make it 3 pm?\n\nJane'],
    ]);
    expect(conversation.every((item) => new Date(item.at).toISOString() === item.at)).toBe(true);
    expect(conversation[1]).toEqual({
      kind: 'mail',
      at: expect.any(String),
      author: VALID_APPLICATION.email,
      authorName: 'Jane Doe',
      text: 'Tuesday works for us. Could we make it 3 pm?\n\nJane',
      automatic: false,
      bounce: false,
      returned: null,
      otherAddress: null,
      attachments: [
        { name: 'brief.pdf', type: 'application/pdf', bytes: answer.brief.length, path: attachment, notKept: null },
        { name: 'showreel.mov', type: 'video/quicktime', bytes: 40 * 1024 * 1024, path: null, notKept: 'size' },
      ],
      original,
    });
  });

  it('leaves the site’s policy on the answers that set none of their own', async () => {
    for (const path of [`/api/applications/${application}`, '/en/careers']) {
      const answer = await rawRequest(t.app, { path, headers: BEARER });
      expect(answer.status, path).toBe(200);
      const [policy] = valuesOf(answer, 'content-security-policy');
      expect(policy, path).toMatch(/^default-src 'self';/);
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
  });
});
