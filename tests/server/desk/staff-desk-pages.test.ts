import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { saveApplication, saveEnquiry } from '../../support/stored-submissions';
import { saveVitals } from '../../../site/vitals-api/vitals-store';
import { createTestApp, outboxRows, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { staffSession } from '../../support/staff-accounts';
import { answerMail, answersOf } from '../../support/inbound-answers';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';
import { fillPlaceholders as fill } from '../../../shared/i18n/dictionary';
import { replyAddressOf } from '../../../submissions';
import { cvStoreOf } from '../../../platform/database/cv-store';
import { storeInboundMail } from '../../../submissions/inbound/inbound-store';
import { samplePng } from '../../support/cv-samples';
import { mailWithFiles } from '../../support/mail-with-files';

const TOKEN = 'staff-token-for-tests-0123456789';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function desk(env: Record<string, string> = { STAFF_TOKEN: TOKEN }): Promise<TestApp> {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

const save = async (t: TestApp, fields: Partial<typeof VALID_ENQUIRY> = {}, spam = false) =>
  (
    await saveEnquiry(
      t.db,
      { ...VALID_ENQUIRY, ...fields, budget: undefined, privacy: true, locale: (fields.locale ?? 'en') as 'en' | 'ru' },
      { spam },
    )
  ).id;

/** A signed-in admin's session cookie (the passkey itself is tests/server/desk/passkeys.test.ts's). */
const signIn = async (t: TestApp) => (await staffSession(t.db, 'admin')).cookie;

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const unescape = (html: string) => html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

const INBOUND = 'desk@studio.example';
const INBOUND_SECRET = 'inbound-secret-for-the-desk-tests-0123';

describe('/staff', () => {
  it('shows the sign-in page without a session: the passkey step its only script, noindex, never cached, not in the sitemap', async () => {
    const t = await desk();
    const res = await request(t.app).get('/staff').set('Accept-Language', 'ru');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain(DESK_TEXTS.ru.signIn.title);
    expect(res.text).toContain(DESK_TEXTS.ru.signIn.submit);
    expect(res.text.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" src="\/assets\/passkey-step-[\w-]+\.js">$/),
    ]);
    expect((await request(t.app).get('/sitemap.xml')).text).not.toContain('/staff');
    // Nothing of the desk without a session.
    await save(t, { name: 'Hidden Person' });
    expect((await request(t.app).get('/staff')).text).not.toContain('Hidden Person');
    expect((await request(t.app).get('/staff/enquiries/1')).text).not.toContain('Hidden Person');
  });

  it('works without STAFF_TOKEN: the token is for scripts, people have accounts', async () => {
    const t = await desk({});
    await save(t, { name: 'Maya Fischer' });
    const { cookie } = await staffSession(t.db, 'sales');
    const inbox = await request(t.app).get('/staff?ui=en').set('Cookie', cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain('Maya Fischer');
  });

  it('opens on the enquiries still to answer; lists all (spam left out) newest first with status tabs and counts, search, language filter, paging and the CSV of the view', async () => {
    const t = await desk();
    for (let i = 1; i <= 27; i++) await save(t, { name: `Visitor ${i}` });
    const clinic = await save(t, { name: 'Иван Петров', locale: 'ru', project: 'Онлайн-запись для трёх клиник.' });
    await save(t, { name: 'Cheap Pills' }, true);
    const cookie = await signIn(t);
    const inbox = await request(t.app).get('/staff?ui=ru').set('Cookie', cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.text).not.toContain('<script');
    const page = text(inbox.text);
    // All the new ones need an answer: no tab of their own; spam is in its own tab only.
    expect(page).toContain(`${DESK_TEXTS.ru.open} 28`);
    expect(page).not.toContain(`${KIND_TEXTS.enquiry.ru.desk.statusTabs.new} 28`);
    expect(page).toContain(`${DESK_TEXTS.ru.all} 28`);
    expect(page).toContain(`${KIND_TEXTS.enquiry.ru.desk.statusTabs.spam} 1`);
    expect(inbox.text).not.toContain('Cheap Pills');

    const all = await request(t.app).get('/staff?ui=ru&status=all').set('Cookie', cookie);
    const list = all.text.slice(all.text.indexOf('<table'));
    expect(list).not.toContain('Cheap Pills');
    expect(list.indexOf('Иван Петров')).toBeLessThan(list.indexOf('Visitor 27<'));
    // 25 to a page: the clinic and visitors 27 down to 4.
    expect(list).toContain('Visitor 4<');
    expect(list).not.toContain('Visitor 3<');
    const older = /<a href="([^"]+)">Более ранние заявки<\/a>/.exec(all.text)?.[1]?.replaceAll('&amp;', '&');
    expect(older).toBe(`/staff?ui=ru&status=all&cursor=${clinic - 24}`);
    const next = await request(t.app).get(older!).set('Cookie', cookie);
    expect(next.text).toContain('Visitor 3<');
    expect(next.text).toContain(DESK_TEXTS.ru.newest);

    const spam = await request(t.app).get('/staff?ui=en&status=spam').set('Cookie', cookie);
    expect(spam.text).toContain('Cheap Pills');
    expect(spam.text).not.toContain('Visitor 1<');
    expect(spam.text).toContain('href="/api/contacts?format=csv&amp;status=spam"');
    const search = await request(t.app).get('/staff?ui=en&q=%D0%9A%D0%9B%D0%98%D0%9D%D0%98%D0%9A&lang=ru').set('Cookie', cookie);
    expect(search.text).toContain('Иван Петров');
    expect(search.text).not.toContain('Visitor');
    const csv = await request(t.app).get('/api/contacts?format=csv&lang=ru').set('Cookie', cookie);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Иван Петров');
    expect(csv.text).not.toContain('Visitor');
  });

  it('shows one enquiry with every field, and its forms change it from the desk only', async () => {
    const t = await desk();
    const id = await save(t, { name: 'Maya <Fischer>', company: 'Larkspur & Co', project: 'Line one\nline two' });
    const cookie = await signIn(t);
    const detail = await request(t.app).get(`/staff/enquiries/${id}?ui=en`).set('Cookie', cookie);
    for (const value of [
      'Maya &lt;Fischer&gt;',
      'Larkspur &amp; Co',
      VALID_ENQUIRY.email,
      VALID_ENQUIRY.phone,
      'Line one\nline two',
      DESK_TEXTS.en.delivery.pending,
    ]) {
      expect(detail.text).toContain(value);
    }
    expect(detail.text).not.toContain(DESK_TEXTS.en.detail.resend);
    // Titled by who sent it and their company, the number above; the browser's title keeps no name.
    expect(detail.text).toContain(
      `<p class="desk-muted">Enquiry ${id}</p><h1 class="page-title">Maya &lt;Fischer&gt;, Larkspur &amp; Co</h1>`,
    );
    expect(detail.text).toMatch(new RegExp(`<title>Enquiry ${id} — `));
    // Laid out for answering: the message first, then the replies and the composer, the note (a secondary
    // button) and the history; then where it stands, its details and its consent, folded.
    const order = [
      'Line one\nline two',
      'id="reply-heading"',
      `<button class="button button--ghost" type="submit">${DESK_TEXTS.en.detail.addNote}</button>`,
      'id="history"',
      'id="status-heading"',
      'id="details-heading"',
      `<details class="desk-consent"><summary>${DESK_TEXTS.en.detail.consent.heading}</summary>`,
    ].map((part) => detail.text.indexOf(part));
    expect(
      order.every((at, index) => at > (order[index - 1] ?? 0)),
      String(order),
    ).toBe(true);

    const change = (body: object, origin?: string) => {
      const req = request(t.app).post(`/staff/enquiries/${id}?ui=en`).set('Cookie', cookie).type('form');
      return (origin ? req.set('Origin', origin) : req).send(body);
    };
    expect((await change({ status: 'replied' })).status).toBe(403);
    expect((await change({ status: 'replied' }, 'https://evil.example')).status).toBe(403);
    const changed = await change({ status: 'replied' }, TEST_SITE_URL);
    expect(changed.status).toBe(303);
    expect(changed.headers.location).toBe(`/staff/enquiries/${id}?ui=en`);
    expect((await change({ note: 'Sent the proposal on Monday.' }, TEST_SITE_URL)).status).toBe(303);
    const after = text((await request(t.app).get(`/staff/enquiries/${id}?ui=en`).set('Cookie', cookie)).text);
    expect(after).toContain(KIND_TEXTS.enquiry.en.desk.statusEvent.replace('{status}', KIND_TEXTS.enquiry.en.desk.statusOf.replied));
    expect(after).toContain('Sent the proposal on Monday.');

    // The conversation: a reply, then the visitor's answer (its new words only), their mailbox's automatic reply, an
    // answer from another address and a colleague's mail from their own client, in time order, the note among them.
    const replied = await request(t.app)
      .post(`/api/contacts/${id}/replies`)
      .set('Authorization', `Bearer ${TOKEN}`)
      .set('Idempotency-Key', 'conversation-0001')
      .send({ text: 'Could we talk on Tuesday?' });
    expect(replied.status).toBe(201);
    const colleague = await staffSession(t.db, 'sales', { name: 'Ann Ray' });
    const inbound = { address: INBOUND, secret: INBOUND_SECRET, files: cvStoreOf(t.db, t.env.DATABASE_PATH) };
    const to = replyAddressOf(INBOUND, INBOUND_SECRET, { kind: 'enquiry', number: id });
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const store = (mail: string, minutes: number) =>
      storeInboundMail(t.db, inbound, t.logger, Buffer.from(mail), mail.length, answersOf(t.db), { now: later(minutes) });
    // From the record's address, written in other letter case.
    await store(answerMail(to, 'answer-1', '', VALID_ENQUIRY.email.toUpperCase()), 1);
    await store(answerMail(to, 'away-1', '\nAuto-Submitted: auto-replied', VALID_ENQUIRY.email), 2);
    await store(answerMail(to, 'other-1', '', 'maya.private@example.org'), 3);
    await store(answerMail(to, 'staff-1', '', colleague.account.email), 4);
    await t.db
      .update(t.db.tables.inboundMail)
      .set({ staffAccountId: colleague.account.id })
      .where(eq(t.db.tables.inboundMail.fromAddress, colleague.account.email));
    const conversationPage = (await request(t.app).get(`/staff/enquiries/${id}?ui=en`).set('Cookie', cookie)).text;
    const { conversation } = DESK_TEXTS.en.detail;
    const thread = text(
      conversationPage.slice(conversationPage.indexOf('id="conversation-heading"'), conversationPage.indexOf('id="reply-heading"')),
    );
    const turns = [
      `Maya <Fischer> · ${DESK_TEXTS.en.detail.message} · `,
      `Sent the proposal on Monday.`,
      `${conversation.machine} · ${conversation.reply} · `,
      `Jane Doe · ${conversation.mail} · `,
      `${conversation.automatic}`,
      `${fill(conversation.otherAddress, { address: 'maya.private@example.org' })}`,
      `Ann Ray · ${conversation.staffMail} · `,
    ].map((turn) => unescape(thread).indexOf(turn));
    expect(
      turns.every((at, index) => at > (turns[index - 1] ?? -1)),
      String(turns),
    ).toBe(true);
    expect(thread.match(/Tuesday works for us\. Could we make it 3 pm\?/g)).toHaveLength(4);
    // Quoted history and signatures stay in the original; the other address is marked once, the staff's not at all.
    expect(thread).not.toContain('We can start in January');
    expect(thread.match(/From another address/g)).toHaveLength(1);
    expect(thread.match(new RegExp(conversation.original, 'g'))).toHaveLength(4);
    // The history keeps what changed: the note is in the conversation only.
    expect(text(conversationPage.slice(conversationPage.indexOf('id="history"')))).not.toContain('Sent the proposal on Monday.');

    await t.db.update(t.db.tables.emailOutbox).set({ status: 'failed', attempts: 10 });
    expect((await request(t.app).get(`/staff/enquiries/${id}?ui=en`).set('Cookie', cookie)).text).toContain(DESK_TEXTS.en.detail.resend);
    const resent = await request(t.app).post(`/staff/enquiries/${id}/resend?ui=en`).set('Cookie', cookie).set('Origin', TEST_SITE_URL);
    expect(resent.status).toBe(303);
    expect((await outboxRows(t)).find((row) => row.kind === 'notification')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('shows the web vitals p75 per page', async () => {
    const t = await desk();
    await saveVitals(t.db, [
      { id: 'v1-a', name: 'LCP', value: 1800, path: '/en/blog' },
      { id: 'v1-b', name: 'LCP', value: 2600, path: '/en/blog' },
      { id: 'v1-c', name: 'CLS', value: 0.02, path: '/en/blog' },
    ]);
    const cookie = await signIn(t);
    const page = text((await request(t.app).get('/staff/vitals?ui=en').set('Cookie', cookie)).text);
    expect(page).toContain('/en/blog');
    expect(page).toContain(`2,600 ms (${DESK_TEXTS.en.vitals.ratings['needs-improvement']})`);
    expect(page).toContain('n = 2');
    expect(page).toContain(`0.02 (${DESK_TEXTS.en.vitals.ratings.good})`);
  });

  it('signing out from the desk ends the session', async () => {
    const t = await desk();
    const cookie = await signIn(t);
    expect((await request(t.app).post('/staff/sign-out?ui=en').set('Cookie', cookie)).status).toBe(403);
    const out = await request(t.app).post('/staff/sign-out?ui=en').set('Cookie', cookie).set('Origin', TEST_SITE_URL);
    expect(out.status).toBe(303);
    expect((await request(t.app).get('/staff?ui=en').set('Cookie', cookie)).text).toContain(DESK_TEXTS.en.signIn.title);
  });
});

describe('/staff/applications', () => {
  it('lists applications with the position, the applicant, the CV link and a status each row can change', async () => {
    const t = await desk();
    const cv = { file: 'a'.repeat(32), kind: 'docx' as const, bytes: 245_760, name: 'Резюме.docx' };
    const base = {
      job: 'ios-developer',
      email: 'anna@example.ru',
      phone: undefined,
      portfolio: 'https://anna.example/work',
      note: 'Пять лет в iOS-разработке, последние два — в финтехе.',
    };
    await saveApplication(t.db, { ...base, name: 'Анна Смирнова', locale: 'ru', cv });
    const { id } = await saveApplication(t.db, {
      ...base,
      job: 'product-designer',
      name: 'Maya Fischer',
      locale: 'en',
      cv: { ...cv, kind: 'pdf', name: 'cv.pdf' },
    });
    expect((await request(t.app).get('/staff/applications')).text).not.toContain('Maya Fischer');

    const cookie = await signIn(t);
    const page = await request(t.app).get('/staff/applications?ui=ru').set('Cookie', cookie);
    expect(page.status).toBe(200);
    const shown = text(page.text);
    for (const value of [
      'Анна Смирнова',
      'Maya Fischer',
      'iOS-разработчик',
      'Продуктовый дизайнер',
      'Скачать резюме (DOCX, 240 кБ)',
      'Скачать резюме (PDF, 240 кБ)',
    ])
      expect(shown, value).toContain(value);
    expect(page.text).toContain(`href="/api/applications/${id}/cv"`);
    expect(page.text).not.toContain('<script');

    const change = await request(t.app)
      .post(`/staff/applications/${id}?ui=ru`)
      .set({ Cookie: cookie, Origin: TEST_SITE_URL })
      .type('form')
      .send({ status: 'screening', back: '/staff/applications?ui=ru&status=new' });
    expect(change.status).toBe(303);
    expect(change.headers.location).toBe('/staff/applications?ui=ru&status=new');
    const screening = await request(t.app).get('/staff/applications?ui=en&status=screening').set('Cookie', cookie);
    expect(text(screening.text)).toContain('Maya Fischer');
    expect(text(screening.text)).not.toContain('Анна Смирнова');
    expect(text(screening.text)).toContain(`${KIND_TEXTS.application.en.desk.statusTabs.screening} 1`);
    // A final stage from a row asks first, changing nothing until it is confirmed, then goes back to the list.
    const back = '/staff/applications?ui=ru&status=screening';
    const rejected = { status: 'rejected', back };
    const asked = await request(t.app)
      .post(`/staff/applications/${id}?ui=ru`)
      .set({ Cookie: cookie, Origin: TEST_SITE_URL })
      .type('form')
      .send(rejected);
    expect(asked.status).toBe(303);
    expect(asked.headers.location).toBe(`/staff/applications/${id}/confirm?ui=ru&status=rejected&back=${encodeURIComponent(back)}`);
    const question = await request(t.app).get(asked.headers.location!).set('Cookie', cookie);
    expect(question.status).toBe(200);
    expect(question.text).not.toContain('<script');
    expect(text(question.text)).toContain('Перевести на этап «Отказ»?');
    expect(text(question.text)).toContain(DESK_TEXTS.ru.detail.confirm.why.rejected.replace(/\s+/g, ' '));
    expect(question.text).toContain(`<input type="hidden" name="confirmed" value="rejected"/>`);
    expect(question.text).toContain(`href="${back.replaceAll('&', '&amp;')}"`);
    expect(text((await request(t.app).get(back).set('Cookie', cookie)).text)).toContain('Maya Fischer');
    const confirmed = await request(t.app)
      .post(`/staff/applications/${id}?ui=ru`)
      .set({ Cookie: cookie, Origin: TEST_SITE_URL })
      .type('form')
      .send({ ...rejected, confirmed: 'rejected' });
    expect(confirmed.headers.location).toBe(back);
    expect(text((await request(t.app).get(back).set('Cookie', cookie)).text)).not.toContain('Maya Fischer');
    expect(text((await request(t.app).get('/staff/applications?ui=ru&status=rejected').set('Cookie', cookie)).text)).toContain(
      'Maya Fischer',
    );
    // Nothing to confirm once it is there.
    expect((await request(t.app).get(asked.headers.location!).set('Cookie', cookie)).headers.location).toBe(
      `/staff/applications/${id}?ui=ru`,
    );

    const elsewhere = await request(t.app)
      .post(`/staff/applications/${id}`)
      .set({ Cookie: cookie, Origin: 'https://evil.example' })
      .type('form')
      .send({ status: 'spam' });
    expect(elsewhere.status).toBe(403);
  });
});

describe('/staff/unmatched', () => {
  const INBOUND = { address: 'desk@studio.example', secret: 'inbound-secret-for-the-server-tests-0123' };
  /** A mail that answers no record, with a PNG kept and an .exe named only. */
  const unmatched = async (t: TestApp, id: string, text: string) => {
    const raw = mailWithFiles({
      id,
      to: INBOUND.address,
      text,
      files: [
        { name: 'sketch.png', type: 'image/png', content: samplePng() },
        { name: 'setup.exe', type: 'application/octet-stream', content: Buffer.from('MZ\0\0') },
      ],
    });
    await storeInboundMail(t.db, { ...INBOUND, files: cvStoreOf(t.db, t.env.DATABASE_PATH) }, t.logger, raw, raw.length, answersOf(t.db));
    const { inboundMail } = t.db.tables;
    return (
      await t.db
        .select({ id: inboundMail.id })
        .from(inboundMail)
        .where(eq(inboundMail.messageId, `<${id}@example.org>`))
    )[0]!.id;
  };
  const post = (t: TestApp, path: string, cookie: string, form: Record<string, string> = {}) =>
    request(t.app).post(path).set('Cookie', cookie).set('Origin', TEST_SITE_URL).type('form').send(form);
  const audit = (t: TestApp) => t.db.select().from(t.db.tables.auditEvents);

  it('lists the mail no record claimed to admins, newest first with its new words and files, counted in their bar; 403 for the other roles', async () => {
    const t = await desk();
    const cookie = await signIn(t);
    const before = await request(t.app).get('/staff/accounts?ui=en').set('Cookie', cookie);
    // No mailbox is read and nothing waits: the bar is as it was.
    expect(before.text).not.toContain(DESK_TEXTS.en.nav.unmatched);
    await unmatched(t, 'first', 'Is the offer still open?');
    await unmatched(t, 'second', 'Здравствуйте! Пишу по поводу проекта.');
    const list = await request(t.app).get('/staff/unmatched?ui=en').set('Cookie', cookie);
    expect(list.status).toBe(200);
    const page = text(list.text);
    expect(page.indexOf('Здравствуйте! Пишу по поводу проекта.')).toBeLessThan(page.indexOf('Is the offer still open?'));
    expect(page).toContain('Jane Doe &lt;jane@example.org&gt;');
    expect(page).toContain(DESK_TEXTS.en.unmatched.classes.reply);
    expect(list.text).toContain('<li>sketch.png</li><li>setup.exe</li>');
    expect(list.text).toContain(
      `${DESK_TEXTS.en.nav.unmatched}<span class="desk-nav__waiting" aria-hidden="true">2</span><span class="visually-hidden">, ${DESK_TEXTS.en.nav.waiting.replace('{count}', '2')}</span>`,
    );
    expect((await request(t.app).get('/staff/unmatched?ui=ru').set('Cookie', cookie)).text).toContain(DESK_TEXTS.ru.unmatched.title);
    for (const role of ['sales', 'recruiting'] as const) {
      const other = (await staffSession(t.db, role)).cookie;
      expect((await request(t.app).get('/staff/unmatched').set('Cookie', other)).status, role).toBe(403);
      expect((await post(t, '/staff/unmatched/1/discard', other, { confirmed: '1' })).status, role).toBe(403);
      expect(text((await request(t.app).get('/staff?ui=en').set('Cookie', other)).text)).not.toContain(DESK_TEXTS.en.nav.unmatched);
    }
  });

  it('attaches a mail to the record named by section and number, recorded in the audit trail; a record that does not exist is refused in the reader’s language', async () => {
    const t = await desk();
    const cookie = await signIn(t);
    const enquiry = await save(t, { name: 'Maya Fischer' });
    const mailId = await unmatched(t, 'answer', 'Tuesday works for us.');

    const missing = await post(t, `/staff/unmatched/${mailId}/attach?ui=ru`, cookie, { kind: 'enquiry', number: '42' });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(
      DESK_TEXTS.ru.unmatched.errors.missing.replace('{number}', '42').replace('{section}', KIND_TEXTS.enquiry.ru.desk.list),
    );
    expect(missing.text).toContain(`aria-invalid="true" aria-describedby="mail-${mailId}-number-error" name="number" value="42"`);
    const notNumber = await post(t, `/staff/unmatched/${mailId}/attach?ui=en`, cookie, { kind: 'enquiry', number: 'forty-two' });
    expect(notNumber.status).toBe(400);
    expect(text(notNumber.text)).toContain(DESK_TEXTS.en.unmatched.errors.number);
    expect((await post(t, `/staff/unmatched/${mailId}/attach?ui=en`, cookie, { kind: 'nothing', number: '1' })).status).toBe(400);

    const attached = await post(t, `/staff/unmatched/${mailId}/attach?ui=en`, cookie, { kind: 'enquiry', number: String(enquiry) });
    expect(attached.status).toBe(303);
    expect(attached.headers.location).toBe(`/staff/unmatched?ui=en&done=attached&kind=enquiry&number=${enquiry}`);
    const after = text((await request(t.app).get(attached.headers.location!).set('Cookie', cookie)).text);
    expect(after).toContain(DESK_TEXTS.en.unmatched.attached.replace('{record}', `Enquiry ${enquiry}`));
    expect(after).not.toContain('Tuesday works for us.');
    const [row] = await t.db.select().from(t.db.tables.inboundMail);
    expect(row!.submissionId).not.toBeNull();
    // As if it had arrived matched: staff are told the record has an answer.
    const notices = (await outboxRows(t)).filter((email) => email.kind === 'answer-notice' && email.about.number === enquiry);
    expect(notices).toHaveLength(1);
    expect(await audit(t)).toContainEqual(
      expect.objectContaining({ action: 'attach-mail', subjectKind: 'enquiry', subjectId: enquiry, detail: `mail ${mailId}` }),
    );
    // Attached, it is no longer there to attach again.
    const again = await post(t, `/staff/unmatched/${mailId}/attach?ui=en`, cookie, { kind: 'enquiry', number: String(enquiry) });
    expect(again.status).toBe(404);
    expect(text(again.text)).toContain(DESK_TEXTS.en.unmatched.errors.gone);
  });

  it('discards a mail with its attachments’ files only once asked, recorded in the audit trail', async () => {
    const t = await desk();
    const cookie = await signIn(t);
    const mailId = await unmatched(t, 'spam', 'Cheap pills');
    const files = cvStoreOf(t.db, t.env.DATABASE_PATH);
    const { inboundAttachments, inboundMail } = t.db.tables;
    const [kept] = (await t.db.select().from(inboundAttachments)).filter((file) => file.fileName !== null);
    expect(await files.read(kept!.fileName!)).toEqual(samplePng());

    // Unasked, the form leads to the question, which names the sender and changes nothing.
    const unasked = await post(t, `/staff/unmatched/${mailId}/discard?ui=en`, cookie);
    expect(unasked.status).toBe(303);
    expect(unasked.headers.location).toBe(`/staff/unmatched/${mailId}/discard?ui=en`);
    const question = await request(t.app).get(unasked.headers.location!).set('Cookie', cookie);
    expect(text(question.text)).toContain(DESK_TEXTS.en.unmatched.confirm.question.replace('{from}', 'Jane Doe &lt;jane@example.org&gt;'));
    expect(await t.db.select().from(inboundMail)).toHaveLength(1);

    const discarded = await post(t, `/staff/unmatched/${mailId}/discard?ui=en`, cookie, { confirmed: '1' });
    expect(discarded.status).toBe(303);
    expect(text((await request(t.app).get(discarded.headers.location!).set('Cookie', cookie)).text)).toContain(
      DESK_TEXTS.en.unmatched.discarded,
    );
    expect(await t.db.select().from(inboundMail)).toEqual([]);
    expect(await t.db.select().from(inboundAttachments)).toEqual([]);
    expect(await files.read(kept!.fileName!)).toBeNull();
    expect(await audit(t)).toContainEqual(
      expect.objectContaining({ action: 'discard-mail', subjectKind: 'mail', subjectId: mailId, detail: null }),
    );
    expect((await post(t, `/staff/unmatched/${mailId}/discard?ui=en`, cookie, { confirmed: '1' })).status).toBe(404);
  });
});
