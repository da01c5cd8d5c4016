import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { stagedUploads, storedCv, storedCvNames } from '../../support/stored-cvs';
import type { OutboxWorker } from '../../../platform/mail/outbox-worker';
import { en } from '../../../shared/i18n/en';
import { ru } from '../../../shared/i18n/ru';
import { sampleDoc, sampleDocx, samplePdf, samplePng } from '../../support/cv-samples';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';
import type { Engine } from '../../../platform/database/open-database';
import { createTestApp, outboxRows, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { databaseEnv, ENGINES } from '../../support/engines';
import { CAREERS_INBOX, laterWorker, startTestWorker } from '../../support/test-worker';
import { until } from '../../support/until';
import { VALID_APPLICATION } from '../../support/valid-application';
import { storedApplications } from '../../support/stored-submissions';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

const TOKEN = 'staff-token-for-application-tests';
const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
const FAST_RETRY = { baseDelayMs: 40, maxDelayMs: 200, maxAttempts: 50 };
/** Well inside every position's dates in the content. */
const OPEN_DAY = new Date('2026-11-20T12:00:00Z');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(
  engine: Engine,
  { smtp, limits = NO_LIMIT, now = OPEN_DAY }: { smtp?: TestSmtp; limits?: typeof NO_LIMIT; now?: Date } = {},
) {
  let worker: OutboxWorker | undefined;
  const t = await createTestApp(
    { STAFF_TOKEN: TOKEN, ...(await databaseEnv(engine)) },
    { outbox: laterWorker(() => worker), submissionLimits: { application: limits }, clock: () => now },
  );
  cleanups.push(() => t.close());
  if (smtp) {
    worker = startTestWorker(t, { smtpUrl: smtp.url, retry: FAST_RETRY, pollMs: 30 });
    cleanups.push(() => worker?.stop());
  }
  return t;
}

interface Cv {
  content: Buffer;
  filename: string;
  contentType?: string;
}

function apply(
  t: TestApp,
  fields: Record<string, string> = VALID_APPLICATION,
  cv: Cv | null = { content: samplePdf(), filename: 'Maya Fischer CV.pdf' },
  headers: Record<string, string> = {},
) {
  const req = request(t.app).post('/api/applications').set(headers);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (cv) req.attach('cv', cv.content, { filename: cv.filename, contentType: cv.contentType ?? 'application/pdf' });
  return req;
}

const rows = (t: TestApp) => storedApplications(t.db);
/** The CVs kept, and none left staged. */
const storedFiles = async (t: TestApp) => {
  expect(stagedUploads(t)).toEqual([]);
  return storedCvNames(t);
};
const inbox = (smtp: TestSmtp, address: string) => smtp.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === address);

// Applications on both databases (decision 0024); their CVs are files either way.
describe.each(ENGINES)('on %s', (engine) => {
  describe('POST /api/applications', () => {
    it('stores the application and its CV under a random name, answers 201 {id}, and emails the careers inbox its number and desk link, without the CV, and the applicant a confirmation', async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.stop());
      const t = await setup(engine, { smtp });
      const pdf = samplePdf();
      const res = await apply(t, VALID_APPLICATION, { content: pdf, filename: '../../etc/Maya Fischer CV.pdf' });
      expect(res.status).toBe(201);
      expect(await rows(t)).toMatchObject([
        {
          id: res.body.id,
          job: 'product-designer',
          name: VALID_APPLICATION.name,
          email: VALID_APPLICATION.email,
          cv: { kind: 'pdf', bytes: pdf.length, name: 'Maya Fischer CV.pdf' },
          status: 'new',
        },
      ]);
      const [file] = await storedFiles(t);
      expect(file).toMatch(/^[0-9a-f]{32}$/);
      expect(await storedCv(t, file!)).toEqual(pdf);

      await until(() => smtp.messages.length === 2, 'the two emails');
      const [notification] = inbox(smtp, CAREERS_INBOX);
      expect(notification?.subject).toBe(`New application #${res.body.id} for the Product Designer position from the website`);
      expect(notification?.replyTo).toBeUndefined();
      expect(notification?.text).toContain(`${TEST_SITE_URL}/staff/applications/${res.body.id}?ui=en`);
      // The CV is downloaded from the desk by the roles that may (staff-mail.test.ts reads every email for the rest).
      expect(notification?.attachments).toHaveLength(0);
      for (const value of [VALID_APPLICATION.name, VALID_APPLICATION.phone, VALID_APPLICATION.portfolio, VALID_APPLICATION.note])
        expect(notification?.text).not.toContain(value);
      const [confirmation] = inbox(smtp, VALID_APPLICATION.email);
      expect(confirmation?.subject).toBe(KIND_TEXTS.application.en.confirmationEmail.subject.replace('{job}', 'Product Designer'));
      expect(confirmation?.attachments).toHaveLength(0);
      // Nothing the applicant typed, their name neither: the address could be anyone's.
      for (const typed of [
        VALID_APPLICATION.name,
        VALID_APPLICATION.note,
        VALID_APPLICATION.portfolio,
        VALID_APPLICATION.phone,
        'Maya Fischer CV',
      ])
        expect(confirmation?.text).not.toContain(typed);
    });

    it('takes a DOCX and a DOC, and confirms in the language of the form', async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.stop());
      const t = await setup(engine, { smtp });
      const docx = await apply(
        t,
        { ...VALID_APPLICATION, locale: 'ru', name: 'Анна Смирнова', email: 'anna@example.ru' },
        { content: sampleDocx(), filename: 'Резюме.docx', contentType: 'application/octet-stream' },
      );
      expect(docx.status).toBe(201);
      const doc = await apply(
        t,
        { ...VALID_APPLICATION, email: 'lee@example.com' },
        { content: sampleDoc(), filename: 'cv.doc', contentType: 'application/msword' },
      );
      expect(doc.status).toBe(201);
      expect((await rows(t)).map((row) => [row.cv.kind, row.cv.name, row.locale])).toEqual([
        ['docx', 'Резюме.docx', 'ru'],
        ['doc', 'cv.doc', 'en'],
      ]);
      await until(() => smtp.messages.length === 4, 'four emails');
      const [russian] = inbox(smtp, 'anna@example.ru');
      expect(russian?.subject).toBe(KIND_TEXTS.application.ru.confirmationEmail.subject.replace('{job}', 'Продуктовый дизайнер'));
      expect(russian?.text).toContain('Продуктовый дизайнер');
      expect(russian?.text).not.toContain('Анна');
    });

    it('refuses a picture named .pdf with 415 and says so beside the field, in the form language; nothing is kept', async () => {
      const t = await setup(engine);
      for (const [locale, dict] of [
        ['en', en],
        ['ru', ru],
      ] as const) {
        const res = await apply(
          t,
          { ...VALID_APPLICATION, locale },
          { content: samplePng(), filename: 'cv.pdf', contentType: 'application/pdf' },
        );
        expect(res.status).toBe(415);
        expect(res.body).toEqual({ error: dict.application.errors.cvType, fields: { cv: dict.application.errors.cvType } });
      }
      expect(await rows(t)).toEqual([]);
      expect(await storedFiles(t)).toEqual([]);
    });

    it('refuses a 6 MB CV with 413 before reading it, and one just over 5 MB as soon as it passes the limit', async () => {
      const t = await setup(engine);
      const huge = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024)]);
      const res = await apply(t, VALID_APPLICATION, { content: huge, filename: 'cv.pdf' });
      expect(res.status).toBe(413);
      expect(res.body.fields.cv).toBe(en.application.errors.cvSize);
      expect(res.headers.connection).toBe('close');
      const over = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]);
      const russian = await apply(t, { ...VALID_APPLICATION, locale: 'ru' }, { content: over, filename: 'cv.pdf' });
      expect(russian.status).toBe(413);
      expect(russian.body.error).toBe(ru.application.errors.cvSize);
      expect(await rows(t)).toEqual([]);
      expect(await storedFiles(t)).toEqual([]);
    });

    it('answers 400 for a position the site does not have', async () => {
      const t = await setup(engine);
      const res = await apply(t, { ...VALID_APPLICATION, job: 'chief-happiness-officer', locale: 'ru' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ru.application.errors.job);
      expect(await storedFiles(t)).toEqual([]);
    });

    it('answers 410 once the position has closed', async () => {
      const t = await setup(engine, { now: new Date('2027-02-01T00:00:00Z') });
      const res = await apply(t);
      expect(res.status).toBe(410);
      expect(res.body.error).toBe(en.application.errors.closed);
      expect(await rows(t)).toEqual([]);
    });

    it('names each invalid field in the form language, and a missing CV', async () => {
      const t = await setup(engine);
      const res = await apply(
        t,
        { ...VALID_APPLICATION, locale: 'ru', email: 'maya@', portfolio: 'javascript:alert(1)', note: 'Hi', privacy: '' },
        null,
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ru.submission.errors.invalid);
      expect(res.body.fields).toEqual({
        email: ru.submission.errors.email,
        portfolio: ru.application.errors.portfolio,
        note: ru.application.errors.note,
        privacy: ru.submission.errors.privacy,
        cv: ru.application.errors.cvMissing,
      });
      const optional = await apply(t, { ...VALID_APPLICATION, phone: '', portfolio: '' });
      expect(optional.status).toBe(201);
      expect(await rows(t)).toMatchObject([{ phone: null, portfolio: null }]);
    });

    it('answers 415 to anything but a multipart form', async () => {
      const t = await setup(engine);
      const res = await request(t.app).post('/api/applications').set('Accept-Language', 'ru').send(VALID_APPLICATION);
      expect(res.status).toBe(415);
      expect(res.body.error).toBe(ru.application.errors.unsupportedType);
    });

    it('keeps what the honeypot or the fill-time trap catches as spam, emailing nobody', async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.stop());
      const t = await setup(engine, { smtp });
      expect((await apply(t, { ...VALID_APPLICATION, website: 'https://spam.example' })).status).toBe(201);
      expect((await apply(t, { ...VALID_APPLICATION, fillMs: '300' })).status).toBe(201);
      expect((await rows(t)).map((row) => row.status)).toEqual(['spam', 'spam']);
      expect(await outboxRows(t)).toEqual([]);
    });

    it('limits each client like the enquiry form, with a message in the form language', async () => {
      const t = await setup(engine, { limits: { max: 2, windowMs: 10 * 60_000 } });
      expect((await apply(t)).status).toBe(201);
      expect((await apply(t)).status).toBe(201);
      const limited = await apply(t, { ...VALID_APPLICATION, locale: 'ru' });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe(ru.submission.errors.tooMany.replace('{minutes}', '10'));
      expect(limited.headers['retry-after']).toBeDefined();
      expect(await rows(t)).toHaveLength(2);
      expect(await storedFiles(t)).toHaveLength(2);
    });

    it('stores a repeated Idempotency-Key once and answers the first id', async () => {
      const t = await setup(engine);
      const key = { 'Idempotency-Key': 'application-key-0001' };
      const first = await apply(t, VALID_APPLICATION, undefined, key);
      const again = await apply(t, VALID_APPLICATION, undefined, key);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      expect(await rows(t)).toHaveLength(1);
      expect(await storedFiles(t)).toHaveLength(1);
    });

    it('sends each email exactly once through a mail outage, and one confirmation per address a day', async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.stop());
      await smtp.stop();
      const t = await setup(engine, { smtp });
      expect((await apply(t)).status).toBe(201);
      expect((await apply(t, { ...VALID_APPLICATION, job: 'ios-developer' })).status).toBe(201);
      await until(async () => (await outboxRows(t)).some((row) => row.attempts >= 2), 'a failed attempt or two');
      await smtp.start();
      await until(async () => (await outboxRows(t)).every((row) => row.status === 'sent'), 'every email sent');
      expect((await outboxRows(t)).map((row) => row.kind).sort()).toEqual(['confirmation', 'notification', 'notification']);
      expect(inbox(smtp, CAREERS_INBOX)).toHaveLength(2);
      expect(inbox(smtp, VALID_APPLICATION.email)).toHaveLength(1);
    });
  });

  describe('applications for staff', () => {
    const bearer = { Authorization: `Bearer ${TOKEN}` };

    it('lists applications with the enquiries’ filters and counts, and serves the CV as a download of its type', async () => {
      const t = await setup(engine);
      const docx = sampleDocx();
      await apply(t);
      await apply(
        t,
        { ...VALID_APPLICATION, job: 'ios-developer', name: 'Анна Смирнова', locale: 'ru' },
        { content: docx, filename: 'Резюме.docx' },
      );
      expect((await request(t.app).get('/api/applications')).status).toBe(401);

      const all = await request(t.app).get('/api/applications').set(bearer);
      expect(all.status).toBe(200);
      expect(all.body.items.map((item: { job: string }) => item.job)).toEqual(['ios-developer', 'product-designer']);
      expect(all.body.counts).toEqual({ new: 2, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0, spam: 0 });
      const russian = await request(t.app).get('/api/applications?lang=ru&q=смирнова').set(bearer);
      expect(russian.body.items).toHaveLength(1);
      const id = russian.body.items[0].id as number;

      expect((await request(t.app).get(`/api/applications/${id}/cv`)).status).toBe(401);
      const cv = await request(t.app)
        .get(`/api/applications/${id}/cv`)
        .set(bearer)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(cv.status).toBe(200);
      expect(cv.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(cv.headers['content-disposition']).toMatch(
        /^attachment; filename=.*filename\*=UTF-8''%D0%A0%D0%B5%D0%B7%D1%8E%D0%BC%D0%B5\.docx$/,
      );
      expect(cv.headers['x-content-type-options']).toBe('nosniff');
      expect(cv.body).toEqual(docx);

      const rejected = await request(t.app).patch(`/api/applications/${id}`).set(bearer).send({ status: 'rejected' });
      expect(rejected.body.status).toBe('rejected');
      // An application has stages, not the enquiry's statuses.
      expect((await request(t.app).patch(`/api/applications/${id}`).set(bearer).send({ status: 'archived' })).status).toBe(400);
      expect((await request(t.app).get('/api/applications?status=replied').set(bearer)).status).toBe(400);
      const newOnes = await request(t.app).get('/api/applications?status=new').set(bearer);
      expect(newOnes.body.items).toHaveLength(1);
      expect((await request(t.app).get('/api/applications/9999/cv').set(bearer)).status).toBe(404);
    });
  });
});
