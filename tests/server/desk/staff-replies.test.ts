import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Engine } from '../../../platform/database/open-database';
import { fillPlaceholders as fill } from '../../../shared/i18n/dictionary';
import { samplePdf } from '../../support/cv-samples';
import { ENGINES } from '../../support/engines';
import { deskOf, mailedApp, OPEN_DAY } from '../../support/mailed-app';
import type { TestSmtp } from '../../support/smtp';
import { staffSession } from '../../support/staff-accounts';
import { saveEnquiry } from '../../support/stored-submissions';
import { outboxRows, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { CAREERS_INBOX, SENDER, STUDIO_INBOX } from '../../support/test-worker';
import { until } from '../../support/until';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { replyAddressOf } from '../../../submissions';
import { SUBMISSION_TEXTS } from '../../../submissions/texts/submission-texts';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

const TOKEN = 'staff-token-for-tests-0123456789';
/** Answers read from a mailbox (no reader runs here): what the emails' Reply-To is made of. */
const INBOUND_ENV = {
  INBOUND_IMAP_URL: 'imap://desk%40northbeam.test:secret@127.0.0.1:1/INBOX',
  INBOUND_ADDRESS: 'desk@northbeam.test',
  INBOUND_SECRET: 'inbound-secret-for-the-server-tests-0123',
};
const ANSWER = 'We would be glad to talk next week: would Tuesday at 10:00 suit you?';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app sending to a real SMTP server, with the staff token for the API. */
const setup = (engine: Engine) => mailedApp(engine, cleanups, { STAFF_TOKEN: TOKEN });

const toOf = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text.toLowerCase() : '');
const repliesIn = (smtp: TestSmtp) => smtp.messages.filter((mail) => mail.subject?.startsWith('Re: '));
const referencesOf = (mail: ParsedMail) => [mail.references ?? []].flat();

const unescapeHtml = (html: string) =>
  html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
/** Text as read: the no-break spaces of Russian typography as spaces. */
const read = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const ru = SUBMISSION_TEXTS.ru.replyEmail;
const text = (html: string) => unescapeHtml(html.replace(/<[^>]+>/g, ' ')).replace(/[ \t\r\n]+/g, ' ');

/** The reply form of a record's page: its one-time key and the template it starts from. */
function replyForm(html: string): { key: string; text: string } {
  const key = /name="key" value="([^"]+)"/.exec(html)?.[1];
  const template = /<textarea id="desk-reply"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];
  if (!key || template === undefined) throw new Error('the page has no reply form');
  return { key, text: unescapeHtml(template) };
}

const bearer = (t: TestApp) => ({
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${TOKEN}`),
  reply: (path: string, body: object, key?: string) => {
    const req = request(t.app).post(path).set('Authorization', `Bearer ${TOKEN}`);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  },
});

describe.each(ENGINES)('replies on %s', (engine) => {
  it('sends a reply from the desk once, framed in the visitor’s language, from its author, in the thread of their confirmation', async () => {
    const { t, smtp, settled } = await setup(engine);
    const sent = await request(t.app)
      .post('/api/contact')
      .send({ ...VALID_ENQUIRY, name: 'Анна Смирнова', email: 'anna@example.ru', locale: 'ru' });
    expect(sent.status).toBe(201);
    const id = sent.body.id as number;
    await until(() => smtp.messages.length === 2, 'the notification and the confirmation');
    // Every email's id is one nobody could guess; the visitor's thread starts at their confirmation.
    const notification = smtp.messages.find((mail) => toOf(mail) === STUDIO_INBOX)!;
    expect(notification.messageId).toMatch(new RegExp(`^<enquiry-${id}-notification-[\\w-]{16}@northbeam\\.test>$`));
    const confirmation = smtp.messages.find((mail) => toOf(mail) === 'anna@example.ru')!;
    expect(confirmation.messageId).toMatch(new RegExp(`^<enquiry-${id}-confirmation-[\\w-]{16}@northbeam\\.test>$`));
    // Without INBOUND_*, nothing asks for an answer anywhere but MAIL_FROM, as before.
    expect([notification.replyTo, confirmation.replyTo]).toEqual([undefined, undefined]);
    expect((await outboxRows(t)).map((row) => row.messageId).sort()).toEqual([confirmation.messageId, notification.messageId].sort());

    const { account, cookie } = await staffSession(t.db, 'sales', { name: 'Sam Lee', title: 'Project lead' });
    const desk = deskOf(t, cookie);
    const page = await desk.get(`/staff/enquiries/${id}?ui=en`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script');
    // The desk speaks English; the composer holds only the words, starting from the visitor's Russian opening line,
    // between the greeting by their first name and the signature, in Russian, which are no part of it.
    const form = replyForm(page.text);
    expect(form.text).toBe(KIND_TEXTS.enquiry.ru.reply.body);
    const signature = [ru.closing, 'Sam Lee', 'Project lead', ru.studio];
    expect(page.text).toMatch(
      /<p class="desk-email-part">Здравствуйте, Анна!<\/p><textarea id="desk-reply" name="text"[^>]*>[^<]*<\/textarea>/,
    );
    expect(page.text).toContain(`</textarea><p class="desk-email-part">${signature.join('\n')}</p>`);
    expect(read(text(page.text))).toContain('Ваше сообщение от 20 ноября 2026 г.: > …');
    expect(text(page.text)).toContain('It goes as “Sam Lee, Northbeam” from website@northbeam.test');
    expect(page.text).toMatch(/<label for="desk-reply">/);

    // A double submit: the same form posted twice, as a browser may on a second click.
    const words = `${KIND_TEXTS.enquiry.ru.reply.body}\r\n${ANSWER}`;
    const posts = await Promise.all([1, 2].map(() => desk.post(`/staff/enquiries/${id}/reply?ui=en`, { key: form.key, text: words })));
    for (const post of posts) {
      expect(post.status).toBe(303);
      expect(post.headers.location).toBe(`/staff/enquiries/${id}?ui=en&done=reply`);
    }
    await until(() => repliesIn(smtp).length === 1, 'the reply');
    await settled();
    const replies = repliesIn(smtp);
    expect(replies).toHaveLength(1);
    const [reply] = replies as [ParsedMail];
    expect(toOf(reply)).toBe('anna@example.ru');
    expect(reply.from?.value).toEqual([{ address: SENDER, name: 'Sam Lee, Northbeam' }]);
    expect(reply.replyTo?.value[0]?.address).toBe(STUDIO_INBOX);
    expect(reply.subject).toBe(`Re: ${KIND_TEXTS.enquiry.ru.confirmationEmail.subject}`);
    expect(reply.messageId).toMatch(new RegExp(`^<enquiry-${id}-reply-[\\w-]{16}@northbeam\\.test>$`));
    expect(new Set([notification.messageId, confirmation.messageId, reply.messageId]).size).toBe(3);
    expect(reply.inReplyTo).toBe(confirmation.messageId);
    expect(referencesOf(reply)).toEqual([confirmation.messageId]);
    const sentText = ['Здравствуйте, Анна!', '', words.replace('\r\n', '\n'), '', ...signature].join('\n');
    expect(read(reply.text?.trim())).toBe(read(`${sentText}\n\nВаше сообщение от 20 ноября 2026 г.:\n> ${VALID_ENQUIRY.project}`));
    // Sent, the outbox forgets the words, and keeps the id the thread goes on from.
    const rowOfReply = async () => (await outboxRows(t)).filter((row) => row.kind === 'reply');
    expect((await rowOfReply()).map((row) => [row.status, row.message, row.messageId])).toEqual([['sent', null, reply.messageId]]);

    // The first reply marks it replied and when; the history says who, and keeps the email as the visitor reads it.
    const stored = await bearer(t).get(`/api/contacts/${id}`);
    expect(stored.body.status).toBe('replied');
    const firstReplyAt = stored.body.firstReplyAt as string;
    expect(Date.parse(firstReplyAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(stored.body.history.map(({ kind, detail, author }: Record<string, string>) => [kind, detail, author])).toEqual([
      ['reply', sentText, account.email],
      ['status', 'replied', account.email],
    ]);
    // The page lists it, sent and by its sender's name, and folds the composer behind "Write another reply".
    const after = await desk.get(`/staff/enquiries/${id}?ui=en&done=reply`);
    const { reply: copy } = DESK_TEXTS.en.detail;
    expect(after.text).toContain(copy.sent);
    const { conversation } = DESK_TEXTS.en.detail;
    expect(after.text).toContain(`<ol class="desk-conversation" aria-labelledby="conversation-heading">`);
    expect(text(after.text)).toMatch(
      new RegExp(
        `Sam Lee \\(you\\) · ${conversation.reply} · [A-Z][a-z]{2} \\d{1,2}, 20\\d\\d, [^·]+ · Sent [A-Z][a-z]{2} \\d{1,2}, 20\\d\\d`,
      ),
    );
    expect(text(after.text)).toContain(ANSWER);
    expect(after.text).toContain(`<details class="desk-another"><summary class="button button--ghost">${copy.another}</summary>`);

    // Archived, then answered again: a second email, after the first in the thread, and it stays where staff put it.
    expect((await desk.post(`/staff/enquiries/${id}?ui=en`, { status: 'archived' })).status).toBe(303);
    const again = replyForm(after.text);
    expect(again.key).not.toBe(form.key);
    expect((await desk.post(`/staff/enquiries/${id}/reply?ui=en`, { key: again.key, text: `${again.text}\nOne more thing.` })).status).toBe(
      303,
    );
    await until(() => repliesIn(smtp).length === 2, 'the second reply');
    const second = repliesIn(smtp)[1]!;
    expect([second.subject, second.inReplyTo, referencesOf(second)]).toEqual([
      reply.subject,
      reply.messageId,
      [confirmation.messageId, reply.messageId],
    ]);
    const later = await bearer(t).get(`/api/contacts/${id}`);
    expect(later.body).toMatchObject({ status: 'archived', firstReplyAt });

    // The audit trail knows a reply went, never what it said.
    const { auditEvents } = t.db.tables;
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'send-reply'));
    expect(audit.map((row) => [row.actor, row.subjectKind, row.subjectId, row.detail])).toEqual([
      [account.email, 'enquiry', id, null],
      [account.email, 'enquiry', id, null],
    ]);
    const everything = JSON.stringify(await t.db.select().from(auditEvents));
    expect(everything).not.toContain('Tuesday');
  });

  it('keeps a refused reply on the page, saying why, and queues nothing', async () => {
    const { t } = await setup(engine);
    const { id } = await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const desk = deskOf(t, (await staffSession(t.db, 'admin', { lang: 'ru' })).cookie);
    const page = await desk.get(`/staff/enquiries/${id}`);
    const form = replyForm(page.text);
    // The visitor wrote in English: the opening line and the email around it are English, the desk Russian.
    expect(form.text).toBe(KIND_TEXTS.enquiry.en.reply.body);
    expect(page.text).toContain(
      '<div class="desk-email" role="group" aria-label="Письмо целиком" lang="en"><p class="desk-email-part">Hello Maya,</p>',
    );

    const unchanged = await desk.post(`/staff/enquiries/${id}/reply`, form);
    expect(unchanged.status).toBe(400);
    expect(unchanged.text).toContain(DESK_TEXTS.ru.detail.reply.errors.unchanged);
    expect(unchanged.text).toMatch(/<textarea id="desk-reply"[^>]*aria-describedby="desk-reply-hint desk-reply-error" aria-invalid="true"/);
    expect(replyForm(unchanged.text)).toEqual(form);
    const empty = await desk.post(`/staff/enquiries/${id}/reply`, { key: form.key, text: '  \r\n ' });
    expect([empty.status, text(empty.text).includes(DESK_TEXTS.ru.detail.reply.errors.empty)]).toEqual([400, true]);
    const long = await desk.post(`/staff/enquiries/${id}/reply`, { key: form.key, text: 'x'.repeat(10_001) });
    expect(long.status).toBe(400);
    expect(text(long.text)).toContain(fill(DESK_TEXTS.ru.detail.reply.errors.tooLong, { max: 10_000 }));
    const keyless = await desk.post(`/staff/enquiries/${id}/reply`, { text: `${form.text}\n${ANSWER}` });
    expect([keyless.status, text(keyless.text).includes(DESK_TEXTS.ru.detail.reply.errors.stale)]).toEqual([400, true]);
    const elsewhere = await request(t.app)
      .post(`/staff/enquiries/${id}/reply`)
      .set({ Cookie: (await staffSession(t.db, 'admin')).cookie, Origin: 'https://evil.example' })
      .type('form')
      .send({ key: form.key, text: `${form.text}\n${ANSWER}` });
    expect(elsewhere.status).toBe(403);
    expect((await outboxRows(t)).filter((row) => row.kind === 'reply')).toEqual([]);
    expect((await bearer(t).get(`/api/contacts/${id}`)).body).toMatchObject({ status: 'new', firstReplyAt: null, history: [] });
  });

  it('replies through the API with a session or the STAFF_TOKEN, framed as the desk frames them, once per Idempotency-Key; a failed one is tried again; spam is never answered', async () => {
    const { t, smtp, settled } = await setup(engine);
    // Stored without the route: its confirmation has no id kept, as one from before ids were.
    const { id } = await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' }, { now: OPEN_DAY });
    const { account, cookie } = await staffSession(t.db, 'sales');
    const post = (key?: string, body: object = { text: ANSWER }) => {
      const req = request(t.app).post(`/api/contacts/${id}/replies`).set({ Cookie: cookie, Origin: TEST_SITE_URL });
      return (key ? req.set('Idempotency-Key', key) : req).send(body);
    };
    const first = await post('reply-0001-aaaa');
    expect(first.status).toBe(201);
    // The body is the answer alone; the greeting and the signature (an account without a name yet: its address) are added.
    const signed = (text: string, ...signer: string[]) =>
      ['Hello Maya,', '', text, '', 'Best regards,', ...signer, 'Northbeam, digital product studio'].join('\n');
    expect(first.body).toMatchObject({
      id,
      status: 'replied',
      history: [{ kind: 'reply', detail: signed(ANSWER, account.email), author: account.email }, {}],
    });
    const retry = await post('reply-0001-aaaa');
    expect(retry.status).toBe(200);
    expect(retry.body.history).toHaveLength(2);

    const missingKey = await post(undefined).set('Accept-Language', 'ru');
    expect([missingKey.status, missingKey.body.error]).toEqual([400, DESK_TEXTS.ru.api.staffReplyKey]);
    const empty = await post('reply-0002-bbbb', { text: ' ' }).set('Accept-Language', 'ru');
    expect([empty.status, empty.body.error]).toEqual([400, fill(DESK_TEXTS.ru.api.staffReplyShape, { max: 10_000 })]);
    expect((await post('reply-0002-bbbb', { text: ANSWER, cc: 'someone@example.com' })).status).toBe(400);
    expect(
      (
        await request(t.app)
          .post(`/api/contacts/9999/replies`)
          .set('Idempotency-Key', 'reply-0003-cccc')
          .set('Authorization', `Bearer ${TOKEN}`)
          .send({ text: ANSWER })
      ).status,
    ).toBe(404);

    // A script with the token: its replies are the token's, in the history and on the desk, signed by the studio.
    const byScript = await bearer(t).reply(`/api/contacts/${id}/replies`, { text: 'A second answer, from our CRM.' }, 'crm-4242-0001');
    expect(byScript.status).toBe(201);
    expect(byScript.body.history.at(-1)).toMatchObject({
      kind: 'reply',
      author: 'STAFF_TOKEN',
      detail: signed('A second answer, from our CRM.'),
    });
    const page = await deskOf(t, cookie).get(`/staff/enquiries/${id}?ui=en`);
    expect(text(page.text)).toContain(`${DESK_TEXTS.en.detail.conversation.machine} · ${DESK_TEXTS.en.detail.conversation.reply}`);

    // Without the confirmation's id: the kind's own subject, and a thread the first reply starts.
    await until(() => repliesIn(smtp).length === 2, 'both replies');
    await settled();
    const [one, two] = repliesIn(smtp) as [ParsedMail, ParsedMail];
    const subject = fill(KIND_TEXTS.enquiry.en.reply.subject, { id });
    expect([one, two].map((mail) => [toOf(mail), mail.subject, mail.from?.value])).toEqual([
      [VALID_ENQUIRY.email, subject, [{ address: SENDER, name: 'Northbeam' }]],
      [VALID_ENQUIRY.email, subject, [{ address: SENDER, name: 'Northbeam' }]],
    ]);
    expect([one.inReplyTo, two.inReplyTo, referencesOf(two)]).toEqual([undefined, one.messageId, [one.messageId]]);
    expect(one.text).toContain(`On November 20, 2026, Maya Fischer wrote:\n> ${VALID_ENQUIRY.project}`);

    // The mail server refuses the address: the reply fails, says so, and "Try again" sends the same email once it takes it.
    smtp.refusing(VALID_ENQUIRY.email);
    expect((await bearer(t).reply(`/api/contacts/${id}/replies`, { text: 'A third answer.' }, 'crm-4242-0002')).status).toBe(201);
    const replyRows = async () => (await outboxRows(t)).filter((row) => row.kind === 'reply');
    await until(async () => (await replyRows()).at(-1)?.status === 'failed', 'the reply to fail');
    const failed = (await replyRows()).at(-1)!;
    const desk = deskOf(t, cookie);
    const { reply: copy } = DESK_TEXTS.en.detail;
    const failedPage = await desk.get(`/staff/enquiries/${id}?ui=en`);
    expect(failedPage.text).toContain(`<span class="desk-reply-state desk-reply-state--failed">${copy.states.failed}</span>`);
    const retryPath = `/staff/enquiries/${id}/replies/${failed.id}/retry?ui=en`;
    expect(failedPage.text).toContain(
      `action="${retryPath}" method="post"><button class="button button--ghost" type="submit">${copy.retry}</button>`,
    );
    smtp.refusing(undefined);
    expect((await desk.post(retryPath, {})).status).toBe(303);
    await until(() => repliesIn(smtp).length === 3, 'the reply tried again');
    await settled();
    const three = repliesIn(smtp)[2]!;
    expect([three.messageId, three.inReplyTo, referencesOf(three)]).toEqual([
      failed.messageId,
      two.messageId,
      [one.messageId, two.messageId],
    ]);
    expect(three.text).toContain('A third answer.');
    // Tried again once: a second post finds nothing failed, and the trail and history say what was done.
    expect((await desk.post(retryPath, {})).status).toBe(303);
    expect(repliesIn(smtp)).toHaveLength(3);
    expect((await replyRows()).at(-1)?.status).toBe('sent');
    const { auditEvents } = t.db.tables;
    const resent = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'resend'));
    expect(resent.map((row) => [row.actor, row.subjectKind, row.subjectId])).toEqual([[account.email, 'enquiry', id]]);
    expect((await bearer(t).get(`/api/contacts/${id}`)).body.history.at(-1)).toMatchObject({
      kind: 'resend',
      detail: 'reply',
      author: account.email,
    });
    expect(text((await desk.get(`/staff/enquiries/${id}?ui=en`)).text)).not.toContain(copy.states.failed);

    const { id: spam } = await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' }, { spam: true });
    const refused = await bearer(t).reply(`/api/contacts/${spam}/replies`, { text: ANSWER }, 'reply-spam-0001');
    expect([refused.status, refused.body.error]).toEqual([409, DESK_TEXTS.en.api.staffReplySpam]);
    const spamPage = await deskOf(t, cookie).get(`/staff/enquiries/${spam}?ui=en`);
    expect(spamPage.text).toContain(DESK_TEXTS.en.detail.reply.spam);
    expect(spamPage.text).not.toContain('id="desk-reply"');
  });

  it('answers an applicant from the desk’s page of the application, in their language, without moving its stage', async () => {
    // Answers are read: the applicant's emails ask for theirs at the application's signed address.
    const { t, smtp, settled } = await mailedApp(engine, cleanups, { STAFF_TOKEN: TOKEN, ...INBOUND_ENV });
    const applied = await request(t.app)
      .post('/api/applications')
      .field({ ...VALID_APPLICATION, locale: 'ru', name: 'Анна Смирнова', email: 'anna@example.ru' })
      .attach('cv', samplePdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(applied.status).toBe(201);
    const id = applied.body.id as number;
    await until(() => smtp.messages.length === 2, 'the notification and the confirmation');
    const confirmation = smtp.messages.find((mail) => toOf(mail) === 'anna@example.ru')!;
    expect(confirmation.messageId).toMatch(new RegExp(`^<application-${id}-confirmation-[\\w-]{16}@northbeam\\.test>$`));
    const replyAddress = replyAddressOf(INBOUND_ENV.INBOUND_ADDRESS, INBOUND_ENV.INBOUND_SECRET, { kind: 'application', number: id });
    expect(confirmation.replyTo?.value).toEqual([{ address: replyAddress, name: '' }]);
    expect(smtp.messages.find((mail) => toOf(mail) === CAREERS_INBOX)!.replyTo).toBeUndefined();

    const { account, cookie } = await staffSession(t.db, 'recruiting');
    const desk = deskOf(t, cookie);
    const list = await desk.get('/staff/applications?ui=en');
    expect(list.text).toContain(`href="/staff/applications/${id}?ui=en"`);
    const page = await desk.get(`/staff/applications/${id}?ui=en`);
    expect(page.status).toBe(200);
    for (const value of ['Анна Смирнова', 'anna@example.ru', `href="/api/applications/${id}/cv"`, VALID_APPLICATION.note])
      expect(page.text).toContain(value);
    const form = replyForm(page.text);
    expect(form.text).toBe(fill(KIND_TEXTS.application.ru.reply.body, { job: 'Продуктовый дизайнер' }));
    // An account without a name yet signs with its address.
    expect(page.text).toContain(`<p class="desk-email-part">${ru.closing}\n${account.email}\n${ru.studio}</p>`);

    const posted = await desk.post(`/staff/applications/${id}/reply?ui=en`, { key: form.key, text: `${form.text}\n${ANSWER}` });
    expect(posted.status).toBe(303);
    await until(() => repliesIn(smtp).length === 1, 'the reply');
    await settled();
    const [reply] = repliesIn(smtp) as [ParsedMail];
    expect(reply.subject).toBe(`Re: ${fill(KIND_TEXTS.application.ru.confirmationEmail.subject, { job: 'Продуктовый дизайнер' })}`);
    expect(reply.replyTo?.value).toEqual([{ address: replyAddress, name: '' }]);
    expect(reply.inReplyTo).toBe(confirmation.messageId);
    expect(read(reply.text)).toContain(`Ваше сообщение от 20 ноября 2026 г.:\n> ${VALID_APPLICATION.note}`);
    const stored = await bearer(t).get(`/api/applications/${id}`);
    expect(stored.body.status).toBe('new');
    expect(stored.body.firstReplyAt).not.toBeNull();
    expect(stored.body.history.map((event: { kind: string }) => event.kind)).toEqual(['reply']);
  });

  it('lets only the role that reaches a kind reply to it', async () => {
    const { t } = await setup(engine);
    const { id } = await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const applied = await request(t.app)
      .post('/api/applications')
      .field(VALID_APPLICATION)
      .attach('cv', samplePdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
    const recruiting = (await staffSession(t.db, 'recruiting')).cookie;
    const sales = (await staffSession(t.db, 'sales')).cookie;
    const api = (cookie: string, path: string) =>
      request(t.app).post(path).set({ Cookie: cookie, Origin: TEST_SITE_URL, 'Idempotency-Key': 'reply-role-0001' }).send({ text: ANSWER });
    expect((await api(recruiting, `/api/contacts/${id}/replies`)).status).toBe(403);
    expect((await api(sales, `/api/applications/${applied.body.id}/replies`)).status).toBe(403);
    const form = { key: 'reply-role-0002', text: ANSWER };
    expect((await deskOf(t, recruiting).post(`/staff/enquiries/${id}/reply`, form)).status).toBe(403);
    expect((await deskOf(t, sales).post(`/staff/applications/${applied.body.id}/reply`, form)).status).toBe(403);
    expect((await outboxRows(t)).filter((row) => row.kind === 'reply')).toEqual([]);
  });
});
