/**
 * Nothing personal leaves the desk (decision 0057): every email the site sends to staff (the
 * notifications of an enquiry and of an application with its CV, the overdue reminder, the
 * invitation) and the confirmations to the senders are read whole, as they reached a real SMTP
 * server (headers and every part, decoded), for the recognisable values of two records. With
 * NOTIFY_DETAILS=full the notifications carry the details, and still no file.
 */
import { load } from 'cheerio';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addAccount } from '../../../desk/accounts/account-store';
import { inviteAccount } from '../../../desk/accounts/invitations';
import { remindOfUnanswered } from '../../../desk/promise/reply-reminders';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { mailSenderOf } from '../../../platform/config/env';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';
import { SUBMISSION_TEXTS } from '../../../submissions/texts/submission-texts';
import { samplePdf } from '../../support/cv-samples';
import { mailedApp, OPEN_DAY } from '../../support/mailed-app';
import { staffSession } from '../../support/staff-accounts';
import type { TestSmtp } from '../../support/smtp';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { CAREERS_INBOX, SENDER, STUDIO_INBOX } from '../../support/test-worker';

const TOKEN = 'staff-token-for-staff-mail-tests';
const HOUR = 60 * 60_000;

const ENQUIRY = {
  name: 'Thaddeus Жаворонков-Quibblewick',
  email: 'thaddeus.quibblewick@zanzibar-mail.example',
  phone: '+44 20 7946 0958',
  company: 'Ostrogoth Marmalade Works',
  project: 'Telemetry for hovercraft that carry marmalade to lighthouses; бюджет обсудим при встрече.',
  budget: '10k+',
  privacy: true,
  consent: true,
  locale: 'en',
  timeZone: 'Asia/Makassar',
};
const APPLICATION = {
  job: 'product-designer',
  name: 'Philippa Ёлкина-Vandersloot',
  email: 'philippa.vandersloot@quokka-post.example',
  phone: '+61 2 5550 1234',
  portfolio: 'https://portfolio.example/vandersloot-tessellations',
  note: 'Eleven years designing tessellated origami interfaces for submarines.',
  privacy: 'true',
  consent: 'true',
  locale: 'ru',
  // Not a zone: dropped, and the confirmation gives the day alone.
  timeZone: 'Mars/Olympus_Mons',
};
const CV_TEXT = 'Philippa Vandersloot confidential CV marker';
const NOTES = { enquiry: 'Called Thaddeus about the lighthouse pilot', application: 'Second interview with the submarine crew' };

/** What nobody but the desk may show: each value whole, and the pieces of it a reader would recognise. */
const PERSONAL = [
  ...Object.values(NOTES),
  ...[ENQUIRY.name, ENQUIRY.email, ENQUIRY.phone, ENQUIRY.company, ENQUIRY.project],
  ...['Quibblewick', 'Жаворонков', 'thaddeus', 'zanzibar-mail', 'Ostrogoth', 'Marmalade', 'hovercraft', 'lighthouse'],
  ...[APPLICATION.name, APPLICATION.email, APPLICATION.phone, APPLICATION.portfolio, APPLICATION.note],
  ...['Vandersloot', 'Ёлкина', 'philippa', 'quokka-post', 'tessellat', 'origami', 'submarine', CV_TEXT, 'Philippa Vandersloot CV'],
];
/** The phone numbers' digits, however a message spaced them. */
const PHONE_DIGITS = [ENQUIRY.phone, APPLICATION.phone].map((phone) => phone.replace(/\D/g, ''));
/** "%PDF-" in base64, as an attached PDF would start. */
const PDF_IN_BASE64 = 'JVBERi0';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A message whole: its source as sent (headers and encoded parts) and, decoded, every header, the subject and every text part. */
function wholeMessage(smtp: TestSmtp, mail: ParsedMail, { withoutTo = false } = {}): { source: string; decoded: string } {
  let source = smtp.sources[smtp.messages.indexOf(mail)]!;
  // A confirmation is addressed to the sender: its To (and a folded line of it) is the one place their address may be.
  if (withoutTo) source = source.replace(/^To:.*(\r\n[ \t].*)*\r\n/im, '');
  const headers = [...mail.headers].filter(([name]) => !(withoutTo && name === 'to'));
  const decoded = [JSON.stringify(headers), mail.subject ?? '', mail.text ?? '', typeof mail.html === 'string' ? mail.html : ''].join('\n');
  return { source, decoded };
}

/** The personal values found anywhere in a message, decoded or not, and whether it has an attachment. */
function personalIn(smtp: TestSmtp, mail: ParsedMail, options?: { withoutTo?: boolean }) {
  const { source, decoded } = wholeMessage(smtp, mail, options);
  const all = `${source}\n${decoded}`.toLowerCase();
  const digits = all.replace(/\D/g, '');
  return {
    found: [...PERSONAL.filter((value) => all.includes(value.toLowerCase())), ...PHONE_DIGITS.filter((value) => digits.includes(value))],
    attached: mail.attachments.length > 0 || /content-disposition:\s*attachment/i.test(source) || source.includes(PDF_IN_BASE64),
  };
}

/** The app with a mail worker on a real SMTP server, an enquiry and an application with a CV sent through its forms, and a note on each. */
async function twoRecords(env: Record<string, string> = {}) {
  const mailed = await mailedApp('sqlite', cleanups, { STAFF_TOKEN: TOKEN, ...env });
  const { t } = mailed;
  const enquiry = await request(t.app).post('/api/contact').send(ENQUIRY);
  expect(enquiry.status).toBe(201);
  const form = request(t.app).post('/api/applications');
  for (const [name, value] of Object.entries(APPLICATION)) form.field(name, value);
  const application = await form.attach('cv', samplePdf(CV_TEXT), {
    filename: 'Philippa Vandersloot CV.pdf',
    contentType: 'application/pdf',
  });
  expect(application.status).toBe(201);
  const bearer = { Authorization: `Bearer ${TOKEN}` };
  expect((await request(t.app).patch(`/api/contacts/${enquiry.body.id}`).set(bearer).send({ note: NOTES.enquiry })).status).toBe(200);
  expect(
    (await request(t.app).patch(`/api/applications/${application.body.id}`).set(bearer).send({ note: NOTES.application })).status,
  ).toBe(200);
  return { ...mailed, enquiryId: enquiry.body.id as number, applicationId: application.body.id as number };
}

const addressedTo = (messages: ParsedMail[], address: string) =>
  messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.value.some((to) => to.address?.toLowerCase() === address));

describe('the emails the site sends', () => {
  it('carry nothing personal to staff, nor anything the sender typed back to them, and no file', async () => {
    const { t, smtp, settled, enquiryId, applicationId } = await twoRecords();
    // The enquiry goes unanswered for 21 hours: its reminder goes to the sales account.
    const { account: sales } = await staffSession(t.db, 'sales', { lang: 'ru' });
    // From as the process sends them (app/main.ts, app/app.ts).
    const mailFrom = mailSenderOf(t.env);
    expect(await remindOfUnanswered(t.db, { siteUrl: TEST_SITE_URL, mailFrom }, new Date(OPEN_DAY.getTime() + 21 * HOUR))).toBe(1);
    const newcomer = await addAccount(t.db, { email: 'newcomer@northbeam.test', role: 'recruiting', lang: 'en', timeZone: 'UTC' });
    await inviteAccount(t.db, { account: newcomer, by: { operator: true }, siteUrl: TEST_SITE_URL, mailFrom });
    const messages = await settled();

    const [enquiryNotice] = addressedTo(messages, STUDIO_INBOX);
    const [applicationNotice] = addressedTo(messages, CAREERS_INBOX);
    const [reminder] = addressedTo(messages, sales.email);
    const [invitation] = addressedTo(messages, newcomer.email);
    const [enquiryConfirmation] = addressedTo(messages, ENQUIRY.email);
    const [applicationConfirmation] = addressedTo(messages, APPLICATION.email);
    expect(messages).toHaveLength(6);

    for (const mail of [enquiryNotice!, applicationNotice!, reminder!, invitation!]) {
      expect({ subject: mail.subject, ...personalIn(smtp, mail) }).toEqual({ subject: mail.subject, found: [], attached: false });
      expect(mail.replyTo).toBeUndefined();
    }
    for (const mail of [enquiryConfirmation!, applicationConfirmation!]) {
      expect({ subject: mail.subject, ...personalIn(smtp, mail, { withoutTo: true }) }).toEqual({
        subject: mail.subject,
        found: [],
        attached: false,
      });
    }

    // Every one from the studio by name (MAIL_FROM_NAME's default), at MAIL_FROM.
    for (const mail of messages) expect(mail.from?.value).toEqual([{ name: 'Northbeam', address: SENDER }]);

    // What a notification does say, in both languages: the form, its number, the time in the studio's zone, the time left, the desk's link.
    const text = enquiryNotice!.text!;
    expect(enquiryNotice!.subject).toBe(`New project inquiry #${enquiryId} from the website`);
    expect(text).toMatch(/Received: November 20, 2026, 5:00\sAM GMT-7 \(Denver\)\./);
    expect(text).toMatch(/Время получения: 20\sноября\s2026\sг\.,\s05:00\sGMT-7\s\(Денвер\)\./);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT|UTC/);
    // A confirmation's time is the sender's, in the zone their browser sent; without one, the day alone, naming no zone.
    expect(enquiryConfirmation!.text).toMatch(/We received your project inquiry on November 20, 2026, at 8:00\sPM your time\./);
    expect(applicationConfirmation!.text).toMatch(/Мы\sполучили ваш отклик 20\sноября\s2026\sг\., его\sномер/);
    expect(applicationConfirmation!.text).not.toMatch(/UTC|по вашему времени|московскому/);
    for (const line of [
      `${TEST_SITE_URL}/staff/enquiries/${enquiryId}?ui=en`,
      `${TEST_SITE_URL}/staff/enquiries/${enquiryId}?ui=ru`,
      SUBMISSION_TEXTS.en.notificationEmail.withoutDetails,
      SUBMISSION_TEXTS.ru.notificationEmail.withoutDetails,
    ])
      expect(text).toContain(line);
    // Composed now, long after OPEN_DAY: the promise is overdue.
    expect(text).toMatch(/We promised a reply within 24 hours: \d+ days?( \d+ hr)? overdue\./);
    expect(applicationNotice!.subject).toBe(`New application #${applicationId} for the Product Designer position from the website`);
    expect(applicationNotice!.text).toContain('«Продуктовый дизайнер»');
    expect(applicationNotice!.text).toContain(`${TEST_SITE_URL}/staff/applications/${applicationId}?ui=ru`);
    expect(applicationNotice!.text).toContain(KIND_TEXTS.application.en.notification.promise);
    expect(reminder!.text).toContain(`${TEST_SITE_URL}/staff/enquiries/${enquiryId}?ui=ru`);
    expect(invitation!.subject).toBe(DESK_TEXTS.en.invitationEmail.subject);

    // The search decodes: the Russian part is encoded on the wire, and found once decoded.
    const russian = SUBMISSION_TEXTS.ru.notificationEmail.withoutDetails;
    const { source, decoded } = wholeMessage(smtp, enquiryNotice!);
    expect(source).not.toContain(russian);
    expect(decoded).toContain(russian);

    // The CV is the desk's to give, to a role that may have it, and the audit trail names who took it.
    const { account: recruiter, cookie } = await staffSession(t.db, 'recruiting');
    const cv = await request(t.app).get(`/api/applications/${applicationId}/cv`).set('Cookie', cookie);
    expect(cv.status).toBe(200);
    const { auditEvents } = t.db.tables;
    const downloads = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'download-file'), eq(auditEvents.subjectId, applicationId)));
    expect(downloads.map((row) => [row.actor, row.subjectKind])).toEqual([[recruiter.email, 'application']]);
  });

  it('with NOTIFY_DETAILS=full, give the notifications the sender’s details, never a note or a file', async () => {
    const { smtp, settled } = await twoRecords({ NOTIFY_DETAILS: 'full' });
    const messages = await settled();
    const [enquiryNotice] = addressedTo(messages, STUDIO_INBOX);
    const [applicationNotice] = addressedTo(messages, CAREERS_INBOX);

    const enquiry = personalIn(smtp, enquiryNotice!);
    for (const value of [ENQUIRY.name, ENQUIRY.email, ENQUIRY.phone, ENQUIRY.company, ENQUIRY.project])
      expect(enquiry.found).toContain(value);
    expect(enquiryNotice!.text).toContain('Company / Компания: Ostrogoth Marmalade Works');
    const application = personalIn(smtp, applicationNotice!);
    for (const value of [APPLICATION.name, APPLICATION.email, APPLICATION.phone, APPLICATION.portfolio, APPLICATION.note])
      expect(application.found).toContain(value);
    for (const { found, attached } of [enquiry, application]) {
      expect(attached).toBe(false);
      for (const value of [...Object.values(NOTES), CV_TEXT, 'Philippa Vandersloot CV']) expect(found).not.toContain(value);
    }
    for (const mail of [enquiryNotice!, applicationNotice!]) {
      expect(mail.replyTo).toBeUndefined();
      expect(mail.subject).not.toMatch(/Thaddeus|Philippa/);
    }
    // The Cyrillic name is encoded on the wire: it is found because the search decodes.
    expect(wholeMessage(smtp, enquiryNotice!).source).not.toContain('Жаворонков');
  });
});

describe('the privacy policy', () => {
  /** The policy page's retention section in `lang`, spaces made plain. */
  async function retentionSection(t: TestApp, lang: 'en' | 'ru'): Promise<string> {
    const res = await request(t.app).get(`/${lang}/privacy-policy`);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/\{notifications\}|\{mailboxDays\}/);
    return load(res.text)('#retention').parent().text().replace(/\s+/g, ' ');
  }

  async function app(env: Record<string, string>): Promise<TestApp> {
    const t = await createTestApp(env);
    cleanups.push(() => t.close());
    return t;
  }

  it('says by default that notifications carry no personal data, and with full which details reach the mailboxes and for how long', async () => {
    const none = await app({});
    const [en, ru] = [await retentionSection(none, 'en'), await retentionSection(none, 'ru')];
    expect(en).toContain('The notice contains none of your personal information');
    expect(ru).toContain('Персональных данных в уведомлении нет');
    expect(en).not.toContain('mailboxes for');
    expect(ru).not.toContain('отдела подбора');

    const full = await app({ NOTIFY_DETAILS: 'full', RETENTION_MAILBOX_DAYS: '21' });
    const [fullEn, fullRu] = [await retentionSection(full, 'en'), await retentionSection(full, 'ru')];
    expect(fullEn).toContain('a notice with its details: your name, email address, phone number');
    expect(fullEn).toContain('kept in our studio and careers mailboxes for 21 days and then deleted');
    expect(fullRu).toContain('уведомление с данными формы: имя, адрес электронной почты, номер телефона');
    expect(fullRu).toContain('в почтовых ящиках студии и отдела подбора 21 день, после чего удаляются');
    expect(fullEn).not.toContain('none of your personal information');
  });
});
