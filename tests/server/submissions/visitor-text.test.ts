/**
 * What a visitor types, on its way to a stranger's inbox and to the staff desk (issue 24): the
 * confirmation email carries none of it, the name neither, stored text keeps no invisible format
 * characters, and the CSV export opens without a formula however a spreadsheet splits it.
 */
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxWorker } from '../../../platform/mail/outbox-worker';
import { formatDate } from '../../../shared/i18n/format';
import type { Lang } from '../../../shared/i18n/langs';
import { samplePdf } from '../../support/cv-samples';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';
import { createTestApp, type TestApp } from '../../support/test-app';
import { laterWorker, startTestWorker } from '../../support/test-worker';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { VALID_APPLICATION } from '../../support/valid-application';
import { storedApplications, storedEnquiries, saveEnquiry } from '../../support/stored-submissions';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

const TOKEN = 'staff-token-for-visitor-text-tests';
const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
/** Well inside every position's dates in the content. */
const OPEN_DAY = new Date('2026-11-20T12:00:00Z');
const NBSP = '\u00A0';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup({ smtp }: { smtp?: TestSmtp } = {}): Promise<TestApp> {
  let worker: OutboxWorker | undefined;
  const t = await createTestApp(
    { STAFF_TOKEN: TOKEN },
    { outbox: laterWorker(() => worker), submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT }, clock: () => OPEN_DAY },
  );
  cleanups.push(() => t.close());
  if (smtp) {
    worker = startTestWorker(t, { smtpUrl: smtp.url, retry: { baseDelayMs: 10, maxDelayMs: 20, maxAttempts: 5 }, pollMs: 20 });
    cleanups.push(() => worker?.stop());
  }
  return t;
}

async function smtpServer(): Promise<TestSmtp> {
  const smtp = await startTestSmtp();
  cleanups.push(() => smtp.stop());
  return smtp;
}

const enquire = (t: TestApp, fields: Record<string, unknown>) =>
  request(t.app)
    .post('/api/contact')
    .send({ ...VALID_ENQUIRY, ...fields });

function apply(t: TestApp, fields: Record<string, string>, cvName = 'Maya Fischer CV.pdf') {
  const req = request(t.app).post('/api/applications');
  for (const [name, value] of Object.entries({ ...VALID_APPLICATION, ...fields })) req.field(name, value);
  return req.attach('cv', samplePdf(), { filename: cvName, contentType: 'application/pdf' });
}

const staffGet = (t: TestApp, path: string) => request(t.app).get(path).set('Authorization', `Bearer ${TOKEN}`);

/** The message the SMTP server took for `address`, once the worker has sent it. */
async function mailTo(smtp: TestSmtp, address: string) {
  const find = () => smtp.messages.find((mail) => !Array.isArray(mail.to) && mail.to?.text.toLowerCase() === address);
  await until(() => find() !== undefined, `the email to ${address}`);
  return find()!;
}

/** The day the enquiry arrived, as the site writes dates in `lang`: "November 20, 2026", «20 ноября 2026 г.». */
async function receivedDay(t: TestApp, id: number, lang: Lang): Promise<string> {
  const { body } = await staffGet(t, `/api/contacts/${id}`);
  return formatDate((body as { createdAt: string }).createdAt.slice(0, 10), lang);
}

describe('the visitor’s confirmation of an enquiry', () => {
  it('carries nothing the visitor typed: no name with a web address, no company, no project text', async () => {
    const smtp = await smtpServer();
    const t = await setup({ smtp });
    const typed = {
      name: 'Prize desk https://win.example',
      company: 'Your bank: call +1 900 555 0100 today',
      project: 'Your account is locked. Sign in at https://win.example/login within 24 hours to keep your savings.',
    };
    const res = await enquire(t, { ...typed, email: 'target@example.com' });
    expect(res.status).toBe(201);
    const mail = await mailTo(smtp, 'target@example.com');
    expect(mail.subject).toBe(KIND_TEXTS.enquiry.en.confirmationEmail.subject);
    expect(mail.text?.split('\n')[0]).toBe(KIND_TEXTS.enquiry.en.confirmationEmail.greeting);
    for (const fragment of ['Prize', 'win.example', 'https://', 'bank', '900 555', 'account is locked', 'Sign in', 'savings']) {
      expect(mail.text).not.toContain(fragment);
    }
    // What it does say: which form, when, its number, and when we reply.
    for (const text of [
      'your project inquiry',
      await receivedDay(t, res.body.id, 'en'),
      `#${res.body.id}`,
      KIND_TEXTS.enquiry.en.confirmationEmail.promise,
    ]) {
      expect(mail.text).toContain(text);
    }
  });

  it('greets without the name, even one that is plainly a name', async () => {
    const smtp = await smtpServer();
    const t = await setup({ smtp });
    expect((await enquire(t, { email: 'plain@example.com', name: 'Mary-Kate O’Neil' })).status).toBe(201);
    const mail = await mailTo(smtp, 'plain@example.com');
    expect(mail.text?.split('\n')[0]).toBe('Hello,');
    expect(mail.text).not.toContain('Mary-Kate');
  });

  it('speaks Russian to a Russian enquiry: the form, the date and time in the zone the browser sent, «её номер — 42», the reply promise', async () => {
    const smtp = await smtpServer();
    const t = await setup({ smtp });
    const res = await enquire(t, {
      locale: 'ru',
      timeZone: 'Asia/Vladivostok',
      email: 'anna@example.ru',
      name: 'Анна Смирнова',
      company: 'ООО «Выигрыш»',
      project: 'Ваш счёт заблокирован. Войдите на https://win.example/login, чтобы сохранить сбережения.',
    });
    expect(res.status).toBe(201);
    const mail = await mailTo(smtp, 'anna@example.ru');
    expect(mail.subject).toBe(KIND_TEXTS.enquiry.ru.confirmationEmail.subject);
    expect(mail.text?.split('\n')[0]).toBe('Здравствуйте!');
    // OPEN_DAY is 12:00 UTC: 22:00 in Vladivostok.
    const day = (await receivedDay(t, res.body.id, 'ru')).replace(/\s/g, ' ');
    expect(mail.text?.replace(/\s/g, ' ')).toContain(`${day} в 22:00 по вашему времени`);
    for (const text of ['заявку на', `номер${NBSP}— ${res.body.id}.`, KIND_TEXTS.enquiry.ru.confirmationEmail.promise]) {
      expect(mail.text).toContain(text);
    }
    for (const fragment of ['Анна', 'Выигрыш', 'счёт', 'win.example', 'сбережения']) expect(mail.text).not.toContain(fragment);
  });
});

describe('the applicant’s confirmation', () => {
  it('names our position, the date and the number, and nothing the applicant typed, the name neither', async () => {
    const smtp = await smtpServer();
    const t = await setup({ smtp });
    const hostile = await apply(
      t,
      {
        email: 'target@example.com',
        name: 'Prize desk https://win.example',
        portfolio: 'https://win.example/claim',
        note: 'Your account is locked. Sign in at win.example to keep it.',
      },
      'Claim your prize at win.example.pdf',
    );
    expect(hostile.status).toBe(201);
    const russian = await apply(
      t,
      {
        email: 'anna@example.ru',
        name: 'Анна Смирнова',
        locale: 'ru',
        note: 'Шесть лет в продуктовом дизайне, последний кейс — приложение страховой.',
      },
      'Резюме Анны.pdf',
    );
    expect(russian.status).toBe(201);

    const mail = await mailTo(smtp, 'target@example.com');
    expect(mail.subject).toBe(KIND_TEXTS.application.en.confirmationEmail.subject.replace('{job}', 'Product Designer'));
    expect(mail.text?.split('\n')[0]).toBe(KIND_TEXTS.application.en.confirmationEmail.greeting);
    for (const text of [
      'your application',
      'Product Designer',
      'November 20, 2026',
      `#${hostile.body.id}`,
      KIND_TEXTS.application.en.confirmationEmail.promise,
    ])
      expect(mail.text).toContain(text);
    for (const fragment of ['Prize', 'win.example', 'claim', 'account is locked', '.pdf']) expect(mail.text).not.toContain(fragment);

    const letter = await mailTo(smtp, 'anna@example.ru');
    expect(letter.text?.split('\n')[0]).toBe('Здравствуйте!');
    for (const text of [
      '«Продуктовый дизайнер»',
      '20 ноября 2026 г.',
      `номер${NBSP}— ${russian.body.id}.`,
      KIND_TEXTS.application.ru.confirmationEmail.promise,
    ]) {
      expect(letter.text).toContain(text);
    }
    for (const fragment of ['Анна', 'Шесть лет', 'Резюме Анны', '.pdf']) expect(letter.text).not.toContain(fragment);
  });
});

/** Direction controls, zero-width characters, the soft hyphen, the BOM: all Unicode category Cf. */
const FORMAT_CHARACTERS = [
  '\u202E',
  '\u200B',
  '\u2066',
  '\u2069',
  '\u200F',
  '\u00AD',
  '\u200D',
  '\uFEFF',
  '\u061C',
  '\u2060',
  '\u202A',
  '\u200E',
];
/** `text` with a format character before it and after each of its characters. */
const sprinkled = (text: string) =>
  FORMAT_CHARACTERS[0] + [...text].map((char, i) => char + FORMAT_CHARACTERS[i % FORMAT_CHARACTERS.length]).join('');
const hasFormatCharacter = (value: unknown) => /\p{Cf}/u.test(JSON.stringify(value));

describe('format characters in what visitors type', () => {
  it('are in the test’s text to begin with', () => {
    expect(sprinkled('Maya')).toHaveLength(9);
    expect(hasFormatCharacter(sprinkled('Maya'))).toBe(true);
  });

  it.each(['name', 'email', 'phone', 'company', 'project'] as const)(
    'are removed from an enquiry’s %s before it is stored',
    async (field) => {
      const t = await setup();
      const res = await enquire(t, { [field]: sprinkled(VALID_ENQUIRY[field]) });
      expect(res.status).toBe(201);
      const { body } = await staffGet(t, `/api/contacts/${res.body.id}`);
      expect(body[field]).toBe(VALID_ENQUIRY[field]);
      expect(hasFormatCharacter(body)).toBe(false);
      expect(hasFormatCharacter(await storedEnquiries(t.db))).toBe(false);
    },
  );

  it.each(['name', 'email', 'phone', 'portfolio', 'note'] as const)(
    'are removed from an application’s %s before it is stored',
    async (field) => {
      const t = await setup();
      const res = await apply(t, { [field]: sprinkled(VALID_APPLICATION[field]) });
      expect(res.status).toBe(201);
      const { body } = await staffGet(t, `/api/applications/${res.body.id}`);
      expect(body[field]).toBe(VALID_APPLICATION[field]);
      expect(hasFormatCharacter(body)).toBe(false);
      expect(hasFormatCharacter(await storedApplications(t.db))).toBe(false);
    },
  );

  it('are removed from the CV’s name, so its download reads as what it is', async () => {
    const t = await setup();
    const res = await apply(t, {}, 'invoice-X\u202Etxt\u200B.pdf');
    expect(res.status).toBe(201);
    const { body } = await staffGet(t, `/api/applications/${res.body.id}`);
    expect(body.cv.name).toBe('invoice-Xtxt.pdf');
    const cv = await staffGet(t, `/api/applications/${res.body.id}/cv`);
    expect(cv.status).toBe(200);
    expect(cv.headers['content-disposition']).toBe('attachment; filename=invoice-Xtxt.pdf');
    expect(hasFormatCharacter(await storedApplications(t.db))).toBe(false);
  });
});

describe('the CSV export of enquiries', () => {
  // Where a spreadsheet may start a cell: after a comma, a semicolon, a tab or a line break.
  const SEPARATORS = [',', ';', '\t', '\n', '\r\n'];
  /** Formulas after each separator, some behind a space or a quote; what a visitor or an old row may hold. */
  const payload = (sep: string) => ({
    name: `@Ivan${sep}=1+1${sep}`,
    email: `ivan${sep}@evil.example`,
    phone: `+7 900${sep}-2+3`,
    company: `Acme${sep} "=HYPERLINK(""https://evil.example"")"`,
    project: `Line one${sep}+SUM(A1:A9)${sep}@SUM(1)${sep}-1${sep}=cmd|' /C calc'!A0`,
  });

  async function exported(): Promise<string> {
    const t = await setup();
    for (const sep of SEPARATORS) {
      const { id } = await saveEnquiry(t.db, { ...VALID_ENQUIRY, ...payload(sep), budget: undefined, privacy: true, locale: 'ru' });
      const note = await request(t.app)
        .patch(`/api/contacts/${id}`)
        .set('Authorization', `Bearer ${TOKEN}`)
        .send({ note: `Called back${sep}=2+2` });
      expect(note.status).toBe(200);
    }
    const res = await staffGet(t, '/api/contacts?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    return res.text;
  }

  it('quotes every cell', async () => {
    const csv = (await exported()).replace(/^\uFEFF/, '');
    // Records of quoted cells ("" inside for a quote), separated by commas, each ending in a line break.
    expect(csv).toMatch(/^(?:"(?:[^"]|"")*"[,\n])+$/);
    expect(csv.endsWith('\n')).toBe(true);
  });

  it('opens without a formula in any cell, whichever separator the spreadsheet splits on, quotes honoured or not', async () => {
    const csv = await exported();
    const delimiters: (string | string[])[] = [',', ';', '\t', [',', ';', '\t']];
    for (const delimiter of delimiters) {
      for (const quote of ['"', false] as const) {
        const rows: string[][] = parse(csv, { delimiter, quote, bom: true, relax_quotes: true, relax_column_count: true });
        // A header and a record per enquiry at least: the line breaks inside cells make more when quotes are ignored.
        expect(rows.length).toBeGreaterThan(SEPARATORS.length);
        const cells = rows.flat();
        const formulas = cells.filter((cell) => /^[=+\-@]/.test(cell.replace(/^[\s"]+/, '')));
        expect({ delimiter, quote, formulas }).toEqual({ delimiter, quote, formulas: [] });
      }
    }
  });

  it('keeps the text readable: each formula character is only preceded by an apostrophe', async () => {
    const rows: Record<string, string>[] = parse(await exported(), { columns: true, bom: true });
    const row = rows.find((item) => item.name?.includes(';'));
    expect(row).toMatchObject({
      name: "'@Ivan;'=1+1;",
      email: "ivan;'@evil.example",
      phone: "'+7 900;'-2+3",
      company: `Acme; "'=HYPERLINK(""https://evil.example"")"`,
      project: "Line one;'+SUM(A1:A9);'@SUM(1);'-1;'=cmd|' /C calc'!A0",
    });
    expect(row?.notes).toMatch(/: Called back;'=2\+2$/);
  });
});

describe('the CSV exports of both kinds', () => {
  it('neutralise the fullwidth formula characters ＝ ＋ － ＠ as they do the ASCII ones', async () => {
    const t = await setup();
    await saveEnquiry(t.db, {
      ...VALID_ENQUIRY,
      name: '＝1+1',
      company: 'Acme;＋SUM(A1:A9)',
      project: 'Line one\n－1\n＠SUM(1) and ＝ stays inside',
      budget: undefined,
      privacy: true,
      locale: 'en',
    });
    const applied = await apply(t, { name: '＠Maya', note: 'Six years; ＝HYPERLINK("https://evil.example")' });
    expect(applied.status).toBe(201);

    const exported = async (path: string) => {
      const res = await staffGet(t, `${path}?format=csv`);
      expect(res.status).toBe(200);
      const [row]: Record<string, string>[] = parse(res.text, { columns: true, bom: true });
      return row;
    };
    expect(await exported('/api/contacts')).toMatchObject({
      name: "'＝1+1",
      company: "Acme;'＋SUM(A1:A9)",
      project: "Line one\n'－1\n'＠SUM(1) and ＝ stays inside",
    });
    expect(await exported('/api/applications')).toMatchObject({ name: "'＠Maya", note: `Six years; '＝HYPERLINK("https://evil.example")` });
  });
});
