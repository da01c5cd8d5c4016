import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { REPEAT_WINDOW_MS } from '../../../submissions/submission-store';
import type { OutboxWorker } from '../../../platform/mail/outbox-worker';
import { laterWorker, startTestWorker } from '../../support/test-worker';
import { ru } from '../../../shared/i18n/ru';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { createTestApp, outboxRows, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { databaseEnv, ENGINES } from '../../support/engines';
import type { Engine } from '../../../platform/database/open-database';
import { storedEnquiries, saveEnquiry, TEST_CONSENT } from '../../support/stored-submissions';
import { staffSession } from '../../support/staff-accounts';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

const TOKEN = 'staff-token-for-tests-0123456789';
const STUDIO = 'studio@northbeam.test';
const SENDER = 'website@northbeam.test';
const NO_LIMIT = { max: 10_000, windowMs: 60_000 };

// The address as a visitor may type it: one confirmation per address, however it is written.
const VISITOR = { ...VALID_ENQUIRY, email: 'Maya@Larkspur.example' };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(engine: Engine, { smtp, signInLimits }: { smtp?: TestSmtp; signInLimits?: typeof NO_LIMIT } = {}) {
  let worker: OutboxWorker | undefined;
  const t: TestApp = await createTestApp(
    { STAFF_TOKEN: TOKEN, ...(await databaseEnv(engine)) },
    {
      outbox: laterWorker(() => worker),
      submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT },
      ...(signInLimits && { signInLimits }),
    },
  );
  cleanups.push(() => t.close());
  if (smtp) {
    worker = startTestWorker(t, { smtpUrl: smtp.url, retry: { baseDelayMs: 10, maxDelayMs: 20, maxAttempts: 2 }, pollMs: 20 });
    cleanups.push(() => worker?.stop());
  }
  return { t, idle: () => worker?.idle() ?? Promise.resolve() };
}

async function smtpServer(): Promise<TestSmtp> {
  const smtp = await startTestSmtp();
  cleanups.push(() => smtp.stop());
  return smtp;
}

const send = (t: TestApp, body: object, key?: string) => {
  const req = request(t.app).post('/api/contact');
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};
const staff = (t: TestApp) => ({
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${TOKEN}`),
  patch: (path: string, body: object) => request(t.app).patch(path).set('Authorization', `Bearer ${TOKEN}`).send(body),
});
const recipients = (smtp: TestSmtp) => smtp.messages.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text.toLowerCase() : ''));

// The staff desk's API on both databases: its search folds letter case differently on each (decision 0024).
describe.each(ENGINES)('on %s', (engine) => {
  describe('the visitor’s confirmation email', () => {
    it('goes to the visitor in the enquiry’s language, from MAIL_FROM, with what they sent and nothing of theirs in the subject', async () => {
      const smtp = await smtpServer();
      const { t } = await setup(engine, { smtp });
      const res = await send(t, {
        ...VISITOR,
        locale: 'ru',
        name: 'Анна Смирнова',
        project: 'Bcc: victim@example.com\r\nпроект клиники, запуск весной.',
      });
      expect(res.status).toBe(201);
      await until(() => smtp.messages.length === 2, 'both emails');
      const mail = smtp.messages[recipients(smtp).findIndex((to) => to !== STUDIO)]!;
      // Only the address, without the visitor's name (mail servers lower-case the domain).
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.value : [];
      expect(to.map(({ address, name }) => [address?.toLowerCase(), name])).toEqual([[VISITOR.email.toLowerCase(), '']]);
      expect(mail.from).toMatchObject({ value: [{ address: SENDER }] });
      expect(mail.subject).toBe(KIND_TEXTS.enquiry.ru.confirmationEmail.subject);
      expect(mail.headers.get('auto-submitted')).toBe('auto-replied');
      expect(mail.headers.has('bcc')).toBe(false);
      for (const text of ['Здравствуйте!', KIND_TEXTS.enquiry.ru.confirmationEmail.promise]) expect(mail.text).toContain(text);
      // Nothing the visitor typed: the form must not carry someone's message to any address.
      for (const text of ['Анна', VISITOR.phone, 'проект клиники', ru.contactForm.budgets['5k-10k']]) expect(mail.text).not.toContain(text);
    });

    it('is sent at most once per address in 24 hours, however the address is written', async () => {
      const smtp = await smtpServer();
      const { t, idle } = await setup(engine, { smtp });
      expect((await send(t, VISITOR)).status).toBe(201);
      expect(
        (await send(t, { ...VISITOR, email: VISITOR.email.toLowerCase(), project: 'A second, different project for the same team.' }))
          .status,
      ).toBe(201);
      await until(() => smtp.messages.length === 3, 'three emails');
      await idle();
      expect(recipients(smtp).filter((to) => to === STUDIO)).toHaveLength(2);
      expect(recipients(smtp).filter((to) => to !== STUDIO)).toEqual([VISITOR.email.toLowerCase()]);
      // A day later the address may have one again.
      const dayLater = new Date(Date.now() + REPEAT_WINDOW_MS + 60_000);
      const { id } = await saveEnquiry(t.db, { ...VISITOR, privacy: true, locale: 'en', budget: undefined }, { now: dayLater });
      expect((await outboxRows(t)).filter((row) => row.about.number === id).map((row) => row.kind)).toEqual([
        'notification',
        'confirmation',
      ]);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers the same id for the same key within 24 hours, with no second row and no second email', async () => {
      const smtp = await smtpServer();
      const { t, idle } = await setup(engine, { smtp });
      const first = await send(t, VISITOR, 'form-7f3a9c21');
      const again = await send(t, VISITOR, 'form-7f3a9c21');
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.id).toBe(first.body.id);
      const other = await send(t, VISITOR, 'form-0b81d4e6');
      expect(other.body.id).not.toBe(first.body.id);
      await until(() => smtp.messages.length === 3, 'the emails');
      await idle();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await storedEnquiries(t.db)).toHaveLength(2);
      expect(recipients(smtp).filter((to) => to === STUDIO)).toHaveLength(2);
    });

    it('stores a new enquiry for a key last used more than 24 hours ago', async () => {
      const { t } = await setup(engine);
      const dayAgo = new Date(Date.now() - REPEAT_WINDOW_MS - 60_000);
      const { id } = await saveEnquiry(
        t.db,
        { ...VISITOR, privacy: true, locale: 'en', budget: undefined },
        { idempotencyKey: 'form-aaaabbbb', now: dayAgo },
      );
      const res = await send(t, VISITOR, 'form-aaaabbbb');
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(id);
    });

    it('refuses a malformed key with 400 in the enquiry’s language', async () => {
      const { t } = await setup(engine);
      const res = await send(t, { ...VISITOR, locale: 'ru' }, 'short');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ru.submission.errors.idempotencyKey);
      expect(await storedEnquiries(t.db)).toEqual([]);
    });
  });

  describe('GET /api/contacts filters', () => {
    it('filters by status, language and words in the name, email, company or text, and counts each status', async () => {
      const { t } = await setup(engine);
      const save = async (fields: Partial<typeof VISITOR>, spam = false) =>
        (
          await saveEnquiry(
            t.db,
            { ...VISITOR, ...fields, budget: undefined, privacy: true, locale: (fields.locale ?? 'en') as 'en' | 'ru' },
            { spam },
          )
        ).id;
      const bakery = await save({ name: 'Olga Baker', company: 'Crumb & Co', project: 'An ordering site for our 100% sourdough bakery.' });
      const clinic = await save({
        name: 'Иван Петров',
        locale: 'ru',
        company: 'Клиника «Здоровье»',
        project: 'Запись к врачам онлайн для трёх клиник.',
      });
      const bot = await save({ name: 'Cheap Pills', project: 'Buy cheap pills online now, best prices guaranteed.' }, true);

      const ids = async (query: string) => (await staff(t).get(`/api/contacts${query}`)).body.items.map((item: { id: number }) => item.id);
      expect(await ids('')).toEqual([bot, clinic, bakery]);
      expect(await ids('?status=spam')).toEqual([bot]);
      expect(await ids('?status=new&lang=ru')).toEqual([clinic]);
      expect(await ids('?q=sourdough')).toEqual([bakery]);
      expect(await ids('?q=КЛИНИК')).toEqual([clinic]);
      expect(await ids('?q=100%25')).toEqual([bakery]);
      expect(await ids('?q=larkspur.example%20olga')).toEqual([bakery]);
      const all = await staff(t).get('/api/contacts');
      expect(all.body.counts).toEqual({ new: 2, replied: 0, archived: 0, spam: 1 });
      expect(all.body.items[0]).toMatchObject({ status: 'spam', notes: [], delivery: null });
      expect((await staff(t).get('/api/contacts?status=unknown')).status).toBe(400);
    });

    it('exports every enquiry the filter finds as CSV, with status and notes', async () => {
      const { t } = await setup(engine);
      for (let i = 0; i < 3; i++) await saveEnquiry(t.db, { ...VISITOR, budget: undefined, privacy: true, locale: 'en' });
      await staff(t).patch('/api/contacts/2', { status: 'replied', note: 'Called back, sent a proposal.' });
      const csv = await staff(t).get('/api/contacts?format=csv&limit=1&status=replied');
      expect(csv.status).toBe(200);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toMatch(/,"status","notes"$/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^"2",.*,"replied",.*Called back, sent a proposal\./);
      // The consent ledger's version and time, each in a column of its own.
      const cells = (line: string) => line.slice(1, -1).split('","');
      const row = Object.fromEntries(cells(lines[0]!).map((heading, i) => [heading, cells(lines[1]!)[i]]));
      expect(row).toMatchObject({ consentVersion: TEST_CONSENT.version, consentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    });
  });

  describe('PATCH /api/contacts/:id', () => {
    it('changes the status, adds a note, records both in the history, and answers the updated row', async () => {
      const { t } = await setup(engine);
      const { id } = await saveEnquiry(t.db, { ...VISITOR, budget: undefined, privacy: true, locale: 'en' });
      const res = await staff(t).patch(`/api/contacts/${id}`, {
        status: 'replied',
        note: 'Replied with three questions about the claims flow.',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, status: 'replied', notes: [{ text: 'Replied with three questions about the claims flow.' }] });
      expect(res.body.history.map((event: { kind: string; detail: string }) => [event.kind, event.detail])).toEqual([
        ['status', 'replied'],
        ['note', 'Replied with three questions about the claims flow.'],
      ]);
      expect(new Date(res.body.history[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const list = await staff(t).get('/api/contacts');
      expect(list.body.items[0]).toMatchObject({
        status: 'replied',
        notes: [{ text: 'Replied with three questions about the claims flow.' }],
      });
    });

    it('answers 400 for an unknown status or an empty change, 404 for an unknown id, in the desk’s language', async () => {
      const { t } = await setup(engine);
      const { id } = await saveEnquiry(t.db, { ...VISITOR, budget: undefined, privacy: true, locale: 'en' });
      expect((await staff(t).patch(`/api/contacts/${id}`, { status: 'done' })).status).toBe(400);
      expect((await staff(t).patch(`/api/contacts/${id}`, {})).status).toBe(400);
      const missing = await staff(t).patch('/api/contacts/9999', { status: 'replied' }).set('Accept-Language', 'ru');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe(DESK_TEXTS.ru.api.staffEnquiryNotFound);
      expect((await staff(t).patch('/api/contacts/abc', { status: 'replied' })).status).toBe(404);
      expect((await request(t.app).patch(`/api/contacts/${id}`).send({ status: 'replied' })).status).toBe(401);
    });

    it('sends the notification of an enquiry taken out of spam, exactly once', async () => {
      const smtp = await smtpServer();
      const { t, idle } = await setup(engine, { smtp });
      const spam = await send(t, { ...VISITOR, fillMs: 300 });
      expect(spam.status).toBe(201);
      await idle();
      expect(smtp.messages).toEqual([]);
      expect((await staff(t).patch(`/api/contacts/${spam.body.id}`, { status: 'new' })).status).toBe(200);
      await until(() => smtp.messages.length === 1, 'the notification');
      await staff(t).patch(`/api/contacts/${spam.body.id}`, { status: 'spam' });
      await staff(t).patch(`/api/contacts/${spam.body.id}`, { status: 'replied' });
      await idle();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(recipients(smtp)).toEqual([STUDIO]);
    });
  });

  describe('sending a failed notification again', () => {
    it('queues a failed notification from its first attempt, once, and records it; anything else is 409', async () => {
      const smtp = await smtpServer();
      await smtp.stop();
      const { t } = await setup(engine, { smtp });
      const { body } = await send(t, VISITOR);
      const notification = async () => (await outboxRows(t)).find((row) => row.kind === 'notification')!;
      await until(async () => (await notification()).status === 'failed', 'the notification marked failed');
      expect((await staff(t).get(`/api/contacts/${body.id}`)).body).toMatchObject({ delivery: 'failed', history: [] });
      await smtp.start();
      const again = await request(t.app).post(`/api/contacts/${body.id}/resend`).set('Authorization', `Bearer ${TOKEN}`);
      expect(again.status).toBe(200);
      expect(again.body.history.map((event: { kind: string }) => event.kind)).toEqual(['resend']);
      await until(async () => (await notification()).status === 'sent', 'the notification sent');
      expect(recipients(smtp).filter((to) => to === STUDIO)).toHaveLength(1);
      expect((await request(t.app).post(`/api/contacts/${body.id}/resend`).set('Authorization', `Bearer ${TOKEN}`)).status).toBe(409);
    });
  });

  describe('staff sessions', () => {
    const signIn = async (t: TestApp) => (await staffSession(t.db, 'sales')).cookie;

    it('accepts a change made with the cookie only from the site’s own origin; a bearer token needs no origin', async () => {
      const { t } = await setup(engine);
      const cookie = await signIn(t);
      const { id } = await saveEnquiry(t.db, { ...VISITOR, budget: undefined, privacy: true, locale: 'en' });
      const patch = () => request(t.app).patch(`/api/contacts/${id}`).set('Cookie', cookie);
      const foreign = await patch().set('Origin', 'https://evil.example').send({ status: 'archived' });
      expect(foreign.status).toBe(403);
      expect(foreign.body.error).toBe(DESK_TEXTS.en.api.staffOtherOrigin);
      expect((await patch().send({ status: 'archived' })).status).toBe(403);
      expect((await patch().set('Sec-Fetch-Site', 'cross-site').send({ status: 'archived' })).status).toBe(403);
      expect((await patch().set('Origin', 'null').set('Sec-Fetch-Site', 'cross-site').send({ status: 'archived' })).status).toBe(403);
      // A form of the site itself under its no-referrer policy: Chromium says Origin: null, and same-origin.
      expect((await patch().set('Origin', 'null').set('Sec-Fetch-Site', 'same-origin').send({ status: 'archived' })).status).toBe(200);
      expect((await patch().set('Origin', TEST_SITE_URL).send({ status: 'archived' })).status).toBe(200);
      expect((await patch().set('Sec-Fetch-Site', 'same-origin').send({ status: 'new' })).status).toBe(200);
      expect((await staff(t).patch(`/api/contacts/${id}`, { status: 'replied' })).status).toBe(200);
    });

    it('signing out ends the session on the server: the old cookie is refused afterwards', async () => {
      const { t } = await setup(engine);
      const cookie = await signIn(t);
      const out = await request(t.app).delete('/api/staff/session').set('Cookie', cookie).set('Origin', TEST_SITE_URL);
      expect(out.status).toBe(204);
      expect(String(out.headers['set-cookie']?.[0])).toMatch(/^staff_session=;.*Expires=Thu, 01 Jan 1970/);
      expect((await request(t.app).get('/api/contacts').set('Cookie', cookie)).status).toBe(401);
    });
  });
});
