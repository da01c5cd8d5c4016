import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../../platform/database/open-database';
import { CLAIM_MS } from '../../../platform/mail/outbox-worker';
import type { OutboxWorker } from '../../../platform/mail/outbox-worker';
import { laterWorker, startTestWorker } from '../../support/test-worker';
import { en } from '../../../shared/i18n/en';
import { ru } from '../../../shared/i18n/ru';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { createTestApp, outboxRows, sqliteOf, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { databaseEnv, ENGINES } from '../../support/engines';
import { storedEnquiries } from '../../support/stored-submissions';

const VALID = VALID_ENQUIRY;

const FAST_RETRY = { baseDelayMs: 40, maxDelayMs: 200, maxAttempts: 50 };
const NO_LIMIT = { max: 10_000, windowMs: 60_000 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(engine: Engine, { smtp, limits = NO_LIMIT }: { smtp?: TestSmtp; limits?: typeof NO_LIMIT } = {}) {
  let worker: OutboxWorker | undefined;
  const outbox = laterWorker(() => worker);
  const t: TestApp = await createTestApp(await databaseEnv(engine), { outbox, submissionLimits: { enquiry: limits, application: limits } });
  const startWorker = () => startTestWorker(t, { smtpUrl: smtp?.url, retry: FAST_RETRY, pollMs: 30 });
  worker = startWorker();
  cleanups.push(() => t.close());
  cleanups.push(() => worker?.stop());
  return {
    t,
    worker: () => worker!,
    async restartWorker() {
      await worker?.stop();
      worker = startWorker();
    },
    stopWorker: async () => {
      await worker?.stop();
      worker = undefined;
    },
  };
}

const post = (t: TestApp, body: unknown) =>
  request(t.app)
    .post('/api/contact')
    .send(body as object);
const rows = (t: TestApp) => storedEnquiries(t.db);
const notificationRows = async (t: TestApp) => (await outboxRows(t)).filter((row) => row.kind === 'notification');
/** The studio's notifications among the messages the SMTP server accepted. */
const toStudio = (smtp: TestSmtp) =>
  smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'studio@northbeam.test');

// The suite runs on both databases the site supports (decision 0024).
describe.each(ENGINES)('on %s', (engine) => {
  describe('POST /api/contact', () => {
    it('stores a valid enquiry, answers 201 {id} and emails the studio its number and desk link (and the visitor a confirmation)', async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.stop());
      const { t } = await setup(engine, { smtp });
      const res = await post(t, VALID);
      expect(res.status).toBe(201);
      expect(res.body.id).toBeGreaterThan(0);
      expect(await rows(t)).toMatchObject([{ id: res.body.id, name: VALID.name, email: VALID.email, budget: '5k-10k', locale: 'en' }]);

      await until(() => smtp.messages.length === 2, 'the two emails');
      expect(toStudio(smtp)).toHaveLength(1);
      const mail = toStudio(smtp)[0]!;
      expect(mail.subject).toBe(`New project inquiry #${res.body.id} from the website`);
      expect(mail.to).toMatchObject({ text: 'studio@northbeam.test' });
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain(`${TEST_SITE_URL}/staff/enquiries/${res.body.id}?ui=en`);
      // What the sender typed is in the desk only (staff-mail.test.ts reads every email for it).
      for (const value of [VALID.name, VALID.email, VALID.phone, VALID.company, VALID.project]) expect(mail.text).not.toContain(value);
      await until(async () => (await outboxRows(t)).every((row) => row.status === 'sent'), 'the rows marked sent');
    });

    it('writes .eml files when no SMTP server is configured', async () => {
      const { t, worker } = await setup(engine);
      const res = await post(t, { ...VALID, locale: 'ru', name: 'Анна Смирнова' });
      expect(res.status).toBe(201);
      await worker().idle();
      await until(async () => (await outboxRows(t)).every((row) => row.status === 'sent'), 'the rows marked sent');
      const dir = join(t.dir, 'outbox');
      expect(readdirSync(dir).sort()).toEqual([`enquiry-${res.body.id}-confirmation.eml`, `enquiry-${res.body.id}.eml`]);
      expect(readFileSync(join(dir, `enquiry-${res.body.id}.eml`), 'utf8')).toContain(
        `Subject: New project inquiry #${res.body.id} from the website`,
      );
    });

    it.each(['$1k-$3k', '$3k-$5k', '$5k-$10k', '$10k+', '$5k–$10k', '5k-10k'])(
      'accepts the budget %s and stores its one form',
      async (budget) => {
        const { t } = await setup(engine);
        const res = await post(t, { ...VALID, budget });
        expect(res.status).toBe(201);
        const stored = budget.replaceAll('$', '').replace('–', '-');
        expect(await rows(t)).toMatchObject([{ id: res.body.id, budget: stored }]);
      },
    );

    it('keeps the line breaks of the project description', async () => {
      const { t } = await setup(engine);
      const project = 'Claims app for field adjusters.\nPhase one: iOS.\r\nPhase two: Android.';
      expect((await post(t, { ...VALID, project })).status).toBe(201);
      expect(await rows(t)).toMatchObject([{ project }]);
    });

    it.runIf(engine === 'sqlite')(
      'writes every commit through to the disk (synchronous = FULL), so an acknowledged enquiry survives power loss',
      async () => {
        const { t } = await setup(engine);
        expect(sqliteOf(t).pragma('journal_mode', { simple: true })).toBe('wal');
        // 2 is FULL; WAL's usual NORMAL (1) may lose the last transactions when the power goes.
        expect(sqliteOf(t).pragma('synchronous', { simple: true })).toBe(2);
      },
    );

    const INVALID: [string, Record<string, unknown>, string, string][] = [
      ['name', { name: 'M' }, en.submission.errors.name, ru.submission.errors.name],
      ['email', { email: 'maya@' }, en.submission.errors.email, ru.submission.errors.email],
      ['phone', { phone: '123' }, en.enquiry.errors.phone, ru.enquiry.errors.phone],
      ['project', { project: 'An app' }, en.enquiry.errors.project, ru.enquiry.errors.project],
      ['privacy', { privacy: false }, en.submission.errors.privacy, ru.submission.errors.privacy],
      ['budget', { budget: '1m+' }, en.enquiry.errors.budget, ru.enquiry.errors.budget],
      ['budget', { budget: '$1k-$2k' }, en.enquiry.errors.budget, ru.enquiry.errors.budget],
      ['name', { name: 'Eve\r\nBcc: victim@example.com' }, en.submission.errors.oneLine, ru.submission.errors.oneLine],
      ['email', { email: 'maya@larkspur.example\nBcc: victim@example.com' }, en.submission.errors.oneLine, ru.submission.errors.oneLine],
      ['phone', { phone: '+1 307\t555 0199' }, en.submission.errors.oneLine, ru.submission.errors.oneLine],
      ['company', { company: 'Larkspur\u0000Insurance' }, en.submission.errors.oneLine, ru.submission.errors.oneLine],
      ['company', { company: 'Larkspur\u2028Insurance' }, en.submission.errors.oneLine, ru.submission.errors.oneLine],
      [
        'name',
        { name: 'x'.repeat(101) },
        'Please keep this to 100 characters or fewer',
        'Сократите, пожалуйста, до\u00A0100\u00A0символов',
      ],
      [
        'project',
        { project: 'x'.repeat(5001) },
        'Please keep this to 5000 characters or fewer',
        'Сократите, пожалуйста, до\u00A05000\u00A0символов',
      ],
    ];

    it.each(INVALID)('rejects a bad %s with 400 and the message in the enquiry language', async (field, change, english, russian) => {
      const { t } = await setup(engine);
      const inEnglish = await post(t, { ...VALID, ...change });
      expect(inEnglish.status).toBe(400);
      expect(inEnglish.body.error).toBe(en.submission.errors.invalid);
      expect(inEnglish.body.fields[field]).toBe(english);
      const inRussian = await post(t, { ...VALID, ...change, locale: 'ru' });
      expect(inRussian.status).toBe(400);
      expect(inRussian.body.fields[field]).toBe(russian);
      expect(await rows(t)).toEqual([]);
    });

    it('names every missing field of an empty enquiry', async () => {
      const { t } = await setup(engine);
      const res = await post(t, {}).set('Accept-Language', 'ru');
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        name: ru.submission.errors.name,
        email: ru.submission.errors.email,
        phone: ru.enquiry.errors.phone,
        project: ru.enquiry.errors.project,
        privacy: ru.submission.errors.privacy,
        consent: ru.submission.errors.consent,
      });
    });

    it('answers 415 to anything but JSON, 400 to broken JSON and 413 above 32 KB', async () => {
      const { t } = await setup(engine);
      const form = await request(t.app).post('/api/contact').type('form').send('name=Maya');
      expect(form.status).toBe(415);
      expect(form.body.error).toBe(en.enquiry.errors.unsupportedType);
      const broken = await request(t.app).post('/api/contact').set('Content-Type', 'application/json').send('{"name":');
      expect(broken.status).toBe(400);
      expect(broken.body.error).toBe(en.enquiry.errors.malformed);
      const huge = await post(t, { ...VALID, project: 'x'.repeat(33 * 1024) }).set('Accept-Language', 'ru');
      expect(huge.status).toBe(413);
      expect(huge.body.error).toBe(ru.enquiry.errors.tooLarge);
      expect(await rows(t)).toEqual([]);
    });

    it('limits each client to 5 enquiries per 10 minutes with 429 and Retry-After, in the enquiry’s language', async () => {
      const { t } = await setup(engine, { limits: { max: 5, windowMs: 10 * 60_000 } });
      for (let i = 0; i < 5; i++) expect((await post(t, VALID)).status).toBe(201);
      const limited = await post(t, { ...VALID, locale: 'ru' }).set('Accept-Language', 'en-US,en;q=0.9');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body.error).toBe('Слишком много сообщений из\u00A0вашей сети. Попробуйте снова через 10\u00A0мин.');
      expect(await rows(t)).toHaveLength(5);
    });

    it('counts malformed requests towards the limit too', async () => {
      const { t } = await setup(engine, { limits: { max: 3, windowMs: 10 * 60_000 } });
      const broken = () => request(t.app).post('/api/contact').set('Content-Type', 'application/json').send('{"name":');
      for (let i = 0; i < 3; i++) expect((await broken()).status).toBe(400);
      expect((await post(t, VALID)).status).toBe(429);
      expect(await rows(t)).toEqual([]);
    });

    it('keeps what looks automated (honeypot or too-fast form) as spam: the sender sees success, nothing is emailed', async () => {
      const { t, worker } = await setup(engine);
      const honeypot = await post(t, { ...VALID, website: 'https://spam.example' });
      const fast = await post(t, { ...VALID, fillMs: 400 });
      expect([honeypot.status, fast.status]).toEqual([201, 201]);
      await worker().idle();
      expect((await rows(t)).map((row) => [row.id, row.status])).toEqual([
        [honeypot.body.id, 'spam'],
        [fast.body.id, 'spam'],
      ]);
      expect(await outboxRows(t)).toEqual([]);
      expect((await post(t, { ...VALID, website: '', fillMs: 12_000 })).status).toBe(201);
      expect((await rows(t)).map((row) => row.status)).toEqual(['spam', 'spam', 'new']);
      expect(await notificationRows(t)).toHaveLength(1);
    });
  });

  describe('the mail outbox', () => {
    it('keeps the enquiry while SMTP is down and sends it exactly once when it is back', async () => {
      const smtp = await startTestSmtp();
      await smtp.stop();
      cleanups.push(() => smtp.stop());
      const { t } = await setup(engine, { smtp });
      const res = await post(t, VALID);
      expect(res.status).toBe(201);
      expect(await rows(t)).toHaveLength(1);
      // Between attempts the row waits as pending; during one it is briefly 'sending'.
      await until(async () => {
        const [row] = await notificationRows(t);
        return (row?.attempts ?? 0) >= 2 && row?.status === 'pending';
      }, 'two failed attempts');
      expect((await notificationRows(t))[0]?.lastError).toBeTruthy();

      await smtp.start();
      await until(async () => (await outboxRows(t)).every((row) => row.status === 'sent'), 'delivery after SMTP is back');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(toStudio(smtp)).toHaveLength(1);
      expect(smtp.messages).toHaveLength(2);
    });

    it('sends rows left unsent by a previous run after a restart, and a dead process’s claim once it has run out', async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.stop());
      const { t, stopWorker, restartWorker } = await setup(engine, { smtp });
      await stopWorker();
      expect((await post(t, VALID)).status).toBe(201);
      expect((await post(t, { ...VALID, name: 'Second Visitor' })).status).toBe(201);
      // Each enquiry's notification, and one confirmation: both came from the same address.
      expect((await outboxRows(t)).map((row) => [row.kind, row.status])).toEqual([
        ['notification', 'pending'],
        ['confirmation', 'pending'],
        ['notification', 'pending'],
      ]);
      // A crash in the middle of a send leaves the row claimed; the claim runs out CLAIM_MS after it was made.
      await t.db.update(t.db.tables.emailOutbox).set({ status: 'sending', nextAttemptAt: new Date(Date.now() - 1) });

      await restartWorker();
      // The rows are marked after SMTP's answer reaches the worker, a moment after the server keeps the message.
      await until(async () => (await outboxRows(t)).every((row) => row.status === 'sent'), 'the three emails marked sent');
      expect(smtp.messages).toHaveLength(3);
      expect(toStudio(smtp)).toHaveLength(2);
    });

    it('leaves alone a row another instance has claimed until its claim runs out', async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.stop());
      const { t, stopWorker, restartWorker } = await setup(engine, { smtp });
      await stopWorker();
      expect((await post(t, VALID)).status).toBe(201);
      const [notification] = await notificationRows(t);
      const table = t.db.tables.emailOutbox;
      // Claimed a moment ago by another process, which is sending it now.
      await t.db
        .update(table)
        .set({ status: 'sending', nextAttemptAt: new Date(Date.now() + CLAIM_MS) })
        .where(eq(table.id, notification!.id));
      await restartWorker();
      await until(() => smtp.messages.length === 1, 'the confirmation');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(toStudio(smtp)).toHaveLength(0);
      expect((await notificationRows(t))[0]).toMatchObject({ status: 'sending', attempts: 0 });
    });

    it('turns 50 concurrent enquiries into 50 rows, 50 notifications and 50 confirmations', async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.stop());
      const { t } = await setup(engine, { smtp });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => post(t, { ...VALID, name: `Visitor ${i}`, email: `visitor${i}@example.com` })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(50).fill(201));
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(50);
      expect(await rows(t)).toHaveLength(50);
      await until(() => smtp.messages.length === 100, '100 emails', 15_000);
      expect(new Set(toStudio(smtp).map((m) => m.headers.get('x-enquiry-id'))).size).toBe(50);
    }, 20_000);

    it('marks a row failed after the last attempt and logs it', async () => {
      const smtp = await startTestSmtp();
      await smtp.stop();
      cleanups.push(() => smtp.stop());
      let worker: OutboxWorker | undefined;
      const t = await createTestApp(await databaseEnv(engine), {
        outbox: laterWorker(() => worker),
        submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT },
      });
      cleanups.push(() => t.close());
      worker = startTestWorker(t, { smtpUrl: smtp.url, retry: { baseDelayMs: 10, maxDelayMs: 20, maxAttempts: 3 }, pollMs: 10 });
      cleanups.push(() => worker?.stop());
      expect((await post(t, VALID)).status).toBe(201);
      await until(async () => (await notificationRows(t))[0]?.status === 'failed', 'the row marked failed');
      expect((await notificationRows(t))[0]?.attempts).toBe(3);
    });
  });
});
