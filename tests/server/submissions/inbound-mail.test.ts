/**
 * Inbound mail (decisions 0063 to 0066) from a real IMAP server: dovecot in a temporary folder.
 * Each mail is stored once, classified, and matched to its record by its signed reply address or
 * left unmatched; a mail is deleted from the mailbox only once stored, and a process killed on
 * either side of the commit loses nothing and stores nothing twice; a server without IDLE is
 * polled; a server that goes away or refuses the password leaves the site running and ready, and
 * is read again once it is back; of two instances on one PostgreSQL only the lease's holder
 * reads, and the other takes over when it is killed. A sender's answer reopens its record and is
 * told to staff.
 * Attachments are kept with the CV files by what their bytes are and their size, the others
 * listed by name; a 25 MB mail is stored cut at its cap with its process's memory bounded.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inboundSettingsOf, loadEnv } from '../../../platform/config/env';
import { cvStoreOf, type CvStore } from '../../../platform/database/cv-store';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { outboxDirOf } from '../../../platform/mail/mail-transport';
import { startImapReader, type ImapReader } from '../../../platform/mail/imap-reader';
import { createMetrics, type Metrics } from '../../../platform/metrics/metrics';
import { replyAddressOf, startInboundMail } from '../../../submissions';
import { storeWithAttachments } from '../../../submissions/inbound/inbound-attachments';
import { storeInboundMail } from '../../../submissions/inbound/inbound-store';
import { RAW_MAIL_CAP_BYTES, readMail } from '../../../submissions/inbound/read-mail';
import { samplePdf, samplePng } from '../../support/cv-samples';
import { mailWithFiles, writeMailWithFiles } from '../../support/mail-with-files';
import { storedCvNames } from '../../support/stored-cvs';
import { captureLogs } from '../../support/log-capture';
import { startDovecot, type Dovecot } from '../../support/dovecot';
import { saveApplicationFrom, saveEnquiry } from '../../support/stored-submissions';
import { staffSession } from '../../support/staff-accounts';
import { answerColumns, answerEffects } from '../../../submissions/inbound/answer-effects';
import { markReplied } from '../../../submissions/reply-waits';
import { databaseEnv } from '../../support/engines';
import { createTestApp, outboxRows, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { startTestWorker } from '../../support/test-worker';
import { until } from '../../support/until';
import { openDatabase, type Db } from '../../../platform/database/open-database';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { answerMail, answersOf, storeAnswer, TEST_INBOUND } from '../../support/inbound-answers';

const { secret: SECRET, address: INBOUND } = TEST_INBOUND;
/** The test's poll and waits between reconnections: short, so that a reconnection is seen at once. */
const TIMING = { pollMs: 200, retry: { firstMs: 50, maxMs: 200 } };

let dovecot: Dovecot;
let t: TestApp;
let reader: ImapReader;
let metrics: Metrics;
let files: CvStore;
const stops: (() => Promise<void>)[] = [];

const rows = (db: Db = t.db) => db.select().from(db.tables.inboundMail).orderBy(asc(db.tables.inboundMail.id));
const rowOf = async (id: string, db?: Db) => (await rows(db)).find((row) => row.messageId === `<${id}@example.org>`);

/** A new database on the run's PostgreSQL, closed after the test. */
async function postgres() {
  const { DATABASE_URL } = await databaseEnv('postgres');
  const db = await openDatabase({ DATABASE_URL, DATABASE_PATH: '' });
  stops.push(() => db.close());
  return { db, env: { DATABASE_URL: DATABASE_URL! } };
}

/** A reader in a process of its own on `env`'s database (tests/support/inbound-reader-process.ts): what it says, and how it ended. */
function readerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/inbound-reader-process.ts'], {
    env: {
      PATH: process.env.PATH,
      INBOUND_IMAP_URL: dovecot.url,
      INBOUND_ADDRESS: INBOUND,
      INBOUND_SECRET: SECRET,
      LEASE_MS: '900',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  const ended = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_, signal) => resolve(signal)));
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await ended;
  });
  return {
    child,
    lines,
    ended,
    state: () =>
      lines
        .filter((line) => line.startsWith('state '))
        .at(-1)
        ?.slice(6),
  };
}

/** Without the fixture's own In-Reply-To: the mail names its thread only by the headers a test gives it. */
const unthreaded = (raw: string) => raw.replace(/^In-Reply-To: <enquiry-42-reply@studio\.example>\r?\n/m, '');

/** A mail's id by its Message-ID, reading nothing else (a big mail's raw is not read into the test's memory). */
const mailIdOf = async (id: string) => {
  const { inboundMail } = t.db.tables;
  const [row] = await t.db
    .select({ id: inboundMail.id })
    .from(inboundMail)
    .where(eq(inboundMail.messageId, `<${id}@example.org>`));
  return row?.id;
};
/** A mail's attachments as the desk will list them, with whether each was kept. */
const attachmentsOf = async (db: TestApp['db'], mailId: number) => {
  const { inboundAttachments } = db.tables;
  const listed = await db
    .select()
    .from(inboundAttachments)
    .where(eq(inboundAttachments.mailId, mailId))
    .orderBy(asc(inboundAttachments.id));
  return listed.map(({ name, type, bytes, fileName }) => ({ name, type, bytes, fileName }));
};

beforeAll(async () => {
  dovecot = await startDovecot();
  const env = { INBOUND_IMAP_URL: dovecot.url, INBOUND_ADDRESS: INBOUND, INBOUND_SECRET: SECRET };
  const settings = inboundSettingsOf(loadEnv(env))!;
  t = await createTestApp(env, async (db, config) => {
    metrics = createMetrics(db);
    files = cvStoreOf(db, config.DATABASE_PATH);
    reader = await startInboundMail({
      db,
      settings,
      files,
      log: captureLogs().logger,
      answers: answersOf(db),
      counts: metrics.inbound,
      timing: TIMING,
    });
    return { inbound: reader, metrics, outbox: { kick: () => undefined, running: () => true } };
  });
}, 30_000);

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

afterAll(async () => {
  await reader?.stop();
  await t?.close();
  await dovecot?.stop();
});

describe('inbound mail', () => {
  it('stores each mail once, classified, matched by its signed reply address or left unmatched, then deletes it from the mailbox', async () => {
    await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const address = replyAddressOf(INBOUND, SECRET, { kind: 'enquiry', number: 1 });
    const mac = address.slice(address.indexOf('.') + 1, address.indexOf('@'));
    const bounce = [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.org>',
      `To: ${INBOUND}`,
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <bounce-1@example.org>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
      '',
      '--r',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--r',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.org',
      '',
      'Final-Recipient: rfc822; maya@larkspur.example',
      'Action: failed',
      'Status: 5.1.1',
      '--r',
      'Content-Type: text/rfc822-headers',
      '',
      `From: ${INBOUND}`,
      'Message-ID: <reply-1-abc@studio.example>',
      '--r--',
      '',
    ].join('\r\n');
    for (const raw of [
      answerMail(address, 'matched'),
      answerMail(address, 'matched'),
      answerMail(address, 'away', '\nAuto-Submitted: auto-replied'),
      answerMail(address.replace(mac, '0'.repeat(16)), 'forged'),
      answerMail(address.replace('enquiry1.', 'enquiry2.'), 'altered'),
      answerMail(INBOUND, 'plain'),
      bounce,
    ])
      await dovecot.deliver(raw);

    await until(async () => (await dovecot.count()) === 0, 'every mail to be read and deleted');
    const stored = await rows();
    expect(stored.map((row) => row.messageId)).toHaveLength(6);
    const [enquiry] = await t.db.select({ id: t.db.tables.submissions.id }).from(t.db.tables.submissions);
    expect(await rowOf('matched')).toMatchObject({
      class: 'reply',
      submissionId: enquiry!.id,
      fromAddress: 'jane@example.org',
      newWords: 'Tuesday works for us. Could we make it 3 pm?\n\nJane',
    });
    expect((await rowOf('matched'))!.raw.toString('utf8')).toBe(answerMail(address, 'matched').replace(/\r?\n/g, '\r\n'));
    expect(await rowOf('away')).toMatchObject({ class: 'auto-reply', submissionId: enquiry!.id });
    for (const unmatched of ['forged', 'altered', 'plain'])
      expect(await rowOf(unmatched)).toMatchObject({ class: 'reply', submissionId: null });
    expect(stored.find((row) => row.messageId === '<bounce-1@example.org>')).toMatchObject({
      class: 'bounce',
      bouncedMessageId: '<reply-1-abc@studio.example>',
      submissionId: null,
    });

    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.inbound).toEqual({ state: 'idle' });
    const scraped = await metrics.registry.metrics();
    expect(scraped).toContain('inbound_mail_fetched_total 7');
    expect(scraped).toContain('inbound_mail_stored_total{class="reply",matched="true",duplicate="false"} 1');
    expect(scraped).toContain('inbound_mail_stored_total{class="reply",matched="true",duplicate="true"} 1');
    expect(scraped).toContain('inbound_mail_stored_total{class="reply",matched="false",duplicate="false"} 3');
    expect(scraped).toContain('inbound_connection_state{state="idle"} 1');
    expect(scraped).toContain('inbound_connection_state{state="failing"} 0');
    expect(scraped).toContain('inbound_lease_held 1');
    expect(Number(/^inbound_mail_last_read_seconds (\S+)$/m.exec(scraped)?.[1])).toBeLessThan(5);
  });

  it('finds the record an answer names by In-Reply-To or References, from the record’s address or a member of staff’s; a bounce marks the email it returns failed', async () => {
    const worker = startTestWorker(t, { retry: { baseDelayMs: 10, maxDelayMs: 20, maxAttempts: 2 }, pollMs: 20 });
    stops.push(() => worker.stop());
    // An address of its own: the first test's enquiry had the day's confirmation for VALID_ENQUIRY's.
    const VISITOR = 'ann@larkspur.example';
    const sent = await request(t.app)
      .post('/api/contact')
      .send({ ...VALID_ENQUIRY, email: VISITOR, locale: 'en' });
    expect(sent.status).toBe(201);
    const number = sent.body.id as number;
    const { account, cookie } = await staffSession(t.db, 'sales', { name: 'Sam Lee', email: 'sam@northbeam.test' });
    const reply = (text: string, key: string) =>
      request(t.app)
        .post(`/api/contacts/${number}/replies`)
        .set({ Cookie: cookie, Origin: TEST_SITE_URL, 'Idempotency-Key': key })
        .send({ text });
    expect((await reply('Would Tuesday suit you?', 'thread-reply-0001')).status).toBe(201);
    // The visitor's emails and the studio's notification; the answers' notices to staff are another test's.
    const sentRows = async () => (await outboxRows(t)).filter((row) => row.about.number === number && row.kind !== 'answer-notice');
    await until(async () => (await sentRows()).every((row) => row.status === 'sent'), 'the three emails to be sent');
    const [notification, confirmation, firstReply] = await sentRows();
    // Each email's Message-ID is its own and random; the visitor's two ask for the answer at the record's signed address.
    const eml = async (name: string) => simpleParser(readFileSync(join(outboxDirOf(join(t.dir, 'site.db')), `${name}.eml`)));
    const emails = await Promise.all([`enquiry-${number}`, `enquiry-${number}-confirmation`, `reply-${firstReply!.id}`].map(eml));
    expect(emails.map((email) => email.messageId)).toEqual([notification!.messageId, confirmation!.messageId, firstReply!.messageId]);
    expect(new Set(emails.map((email) => email.messageId)).size).toBe(3);
    const address = replyAddressOf(INBOUND, SECRET, { kind: 'enquiry', number });
    expect(emails.map((email) => email.replyTo?.value[0]?.address)).toEqual([undefined, address, address]);
    expect(emails[2]!.inReplyTo).toBe(confirmation!.messageId);

    const toAddress = (raw: string, to: string) => raw.replace(/^To: .*$/m, `To: ${to}`);
    /** An answer to the inbound address itself, from `from`, naming the thread only by `headers`. */
    const visitor = (id: string, headers: string, from = VISITOR) =>
      unthreaded(answerMail(INBOUND, id, headers)).replace(/^From: .*$/m, `From: ${from}`);
    const bounce = (returned: string) =>
      [
        'From: Mail Delivery System <MAILER-DAEMON@mx.example.org>',
        `To: ${INBOUND}`,
        'Subject: Undelivered Mail Returned to Sender',
        'Message-ID: <thread-bounce@example.org>',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
        '',
        '--r',
        'Content-Type: message/delivery-status',
        '',
        'Final-Recipient: rfc822; maya@larkspur.example',
        'Action: failed',
        'Status: 5.2.2',
        'Diagnostic-Code: smtp; 552 5.2.2 Mailbox full',
        '--r',
        'Content-Type: text/rfc822-headers',
        '',
        `Message-ID: ${returned}`,
        '--r--',
        '',
      ].join('\r\n');
    for (const raw of [
      visitor('by-in-reply-to', `\nIn-Reply-To: ${firstReply!.messageId}`),
      visitor('by-references', `\nReferences: <elsewhere@example.org> ${confirmation!.messageId}`),
      // An answer to an answer: the id it names is the visitor's own, kept on the record.
      visitor('to-an-answer', '\nIn-Reply-To: <by-in-reply-to@example.org>'),
      visitor('stranger', `\nIn-Reply-To: ${firstReply!.messageId}`, 'someone@elsewhere.example'),
      // A reply address tampered with is no answer, even from the record's own address naming its thread.
      toAddress(
        visitor('forged-threaded', `\nReferences: ${confirmation!.messageId}`),
        address.replace(/\.[0-9a-f]{16}@/, `.${'0'.repeat(16)}@`),
      ),
      toAddress(
        visitor('altered-threaded', `\nIn-Reply-To: ${firstReply!.messageId}`),
        address.replace(`enquiry${number}.`, `enquiry${number + 1}.`),
      ),
      // Sam answered from their own mail client, the inbound address in Bcc.
      visitor('staff-bcc', '\nIn-Reply-To: <to-an-answer@example.org>', account.email),
      visitor('staff-alone', '', account.email),
      bounce(firstReply!.messageId!),
    ])
      await dovecot.deliver(raw);
    await until(async () => (await rowOf('thread-bounce')) !== undefined, 'the answers and the bounce to be stored');
    const [{ id: record }] = (await t.db
      .select({ id: t.db.tables.submissions.id })
      .from(t.db.tables.submissions)
      .where(eq(t.db.tables.submissions.number, number))) as [{ id: number }];
    const placed = async (id: string) => {
      const row = await rowOf(id);
      return [row?.submissionId, row?.staffAccountId];
    };
    expect(await placed('by-in-reply-to')).toEqual([record, null]);
    expect(await placed('by-references')).toEqual([record, null]);
    expect(await placed('to-an-answer')).toEqual([record, null]);
    expect(await placed('stranger')).toEqual([null, null]);
    expect(await placed('forged-threaded')).toEqual([null, null]);
    expect(await placed('altered-threaded')).toEqual([null, null]);
    expect(await placed('staff-bcc')).toEqual([record, account.id]);
    expect(await placed('staff-alone')).toEqual([null, account.id]);

    // The first reply bounces: its email is marked failed, saying why, and the bounce is kept on the record.
    expect(await rowOf('thread-bounce')).toMatchObject({ class: 'bounce', submissionId: record });
    expect((await sentRows()).map((row) => [row.id, row.status, row.lastError])).toEqual([
      [notification!.id, 'sent', null],
      [confirmation!.id, 'sent', null],
      [firstReply!.id, 'failed', 'bounced: 552 5.2.2 Mailbox full'],
    ]);
    for (const ui of ['en', 'ru'] as const) {
      const page = await request(t.app).get(`/staff/enquiries/${number}?ui=${ui}`).set('Cookie', cookie);
      const { states } = DESK_TEXTS[ui].detail.reply;
      expect(page.text.match(/desk-reply-state--failed">([^<]*)</g)).toEqual([`desk-reply-state--failed">${states.failed}<`]);
    }

    // The next reply answers the visitor's latest message (Sam's own is no answer to answer), after every message they had: not the bounced one.
    expect((await reply('Then Tuesday at 3 pm.', 'thread-reply-0002')).status).toBe(201);
    const secondReply = (await sentRows()).at(-1)!;
    await until(async () => (await sentRows()).at(-1)!.status === 'sent', 'the second reply');
    const next = await eml(`reply-${secondReply.id}`);
    expect(next.inReplyTo).toBe('<to-an-answer@example.org>');
    expect([next.references ?? []].flat()).toEqual([
      confirmation!.messageId,
      '<by-in-reply-to@example.org>',
      '<by-references@example.org>',
      '<to-an-answer@example.org>',
      '<staff-bcc@example.org>',
    ]);
    expect([next.messageId, next.replyTo?.value[0]?.address]).toEqual([secondReply.messageId, address]);
  });

  it('deletes a mail from the mailbox only once it is stored, and stores it once when it is read again', async () => {
    // A reader of its own, whose first store fails as a crash before the commit would.
    await reader.stop();
    let failNext = true;
    const { logger } = captureLogs();
    const failing = startImapReader({
      url: dovecot.url,
      maxBytes: 1024 * 1024,
      log: logger,
      ...TIMING,
      async store(raw, size) {
        if (failNext) {
          failNext = false;
          throw new Error('the database went away');
        }
        await storeInboundMail(t.db, { address: INBOUND, secret: SECRET, files }, logger, raw, size, answersOf(t.db));
      },
    });
    stops.push(() => failing.stop());
    await dovecot.deliver(answerMail(INBOUND, 'retried'));
    await until(() => failing.status().state === 'failing', 'the failed store');
    expect(failing.status()).toEqual({ state: 'failing', error: 'storage' });
    expect(await dovecot.count()).toBe(1);
    await until(async () => (await dovecot.count()) === 0, 'the mail to be stored on the next attempt');
    expect((await rows()).filter((row) => row.messageId === '<retried@example.org>')).toHaveLength(1);
  });

  it('polls a server that offers no IDLE, and deletes with EXPUNGE where it offers no UIDPLUS', async () => {
    const plain = await startDovecot({ capabilities: 'IMAP4rev1 LITERAL+ SASL-IR LOGIN-REFERRALS ID ENABLE' });
    stops.push(() => plain.stop());
    const settings = { imapUrl: plain.url, address: INBOUND, secret: SECRET };
    const polling = await startInboundMail({
      db: t.db,
      settings,
      files,
      log: captureLogs().logger,
      answers: answersOf(t.db),
      timing: TIMING,
    });
    stops.push(() => polling.stop());
    await until(() => polling.status().state === 'polling', 'the reader to poll');
    await plain.deliver(answerMail(INBOUND, 'polled'));
    await until(async () => (await plain.count()) === 0, 'the polled mail to be read and deleted');
    expect(await rowOf('polled')).toMatchObject({ class: 'reply', submissionId: null });
    expect(polling.status()).toEqual({ state: 'polling' });
  });

  it('keeps the site ready through a server that goes away or refuses the password, and reads again once it is back', async () => {
    const { logger } = captureLogs();
    const settings = { imapUrl: dovecot.url, address: INBOUND, secret: SECRET };
    const again = await startInboundMail({ db: t.db, settings, files, log: logger, answers: answersOf(t.db), timing: TIMING });
    stops.push(() => again.stop());
    const site = await createTestApp({}, { inbound: again, outbox: { kick: () => undefined, running: () => true } });
    stops.push(() => site.close());
    await until(() => again.status().state === 'idle', 'the reader to connect');

    await dovecot.halt();
    await until(() => again.status().state === 'failing', 'the reader to notice the server is gone');
    expect(again.status()).toEqual({ state: 'failing', error: 'network' });
    const down = await request(site.app).get('/readyz');
    expect(down.status).toBe(200);
    expect(down.body.inbound).toEqual({ state: 'failing', error: 'network' });

    await dovecot.start();
    await until(() => again.status().state === 'idle', 'the reader to reconnect');
    await dovecot.deliver(answerMail(INBOUND, 'after-restart'));
    await until(async () => (await rowOf('after-restart')) !== undefined, 'the mail sent while it was back');
    // Gives up the lease, so that the next reader connects.
    await again.stop();

    const wrong = await startInboundMail({
      db: t.db,
      settings: { ...settings, imapUrl: dovecot.url.replace('p%40ss', 'wrong') },
      files,
      log: logger,
      answers: answersOf(t.db),
      timing: TIMING,
    });
    stops.push(() => wrong.stop());
    await until(() => wrong.status().state === 'failing', 'the refused password');
    expect(wrong.status()).toEqual({ state: 'failing', error: 'auth' });
    await wrong.stop();
    expect(wrong.status()).toEqual({ state: 'off' });
  });

  it('tells the assignee that a sender answered, else the role that answers the kind, and takes the record out of replied; an automatic reply changes nothing', async () => {
    const { submissions, emailOutbox, inboundMail, submissionEvents } = t.db.tables;
    const { account: anna } = await staffSession(t.db, 'sales', { lang: 'ru' });
    const { account: ben } = await staffSession(t.db, 'sales');
    const { account: rita } = await staffSession(t.db, 'recruiting');
    await staffSession(t.db, 'admin');
    const enquiry = async () => (await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' })).id;
    const [assigned, unassigned] = [await enquiry(), await enquiry()];
    const application = (await saveApplicationFrom(t.db, 'Lena Roth')).id;
    const rowFor = async (kind: string, number: number) =>
      (
        await t.db
          .select()
          .from(submissions)
          .where(and(eq(submissions.kind, kind), eq(submissions.number, number)))
      )[0]!;
    await t.db
      .update(submissions)
      .set({ assigneeId: anna.id })
      .where(eq(submissions.id, (await rowFor('enquiry', assigned)).id));
    for (const number of [assigned, unassigned])
      await t.db.transaction(async (tx) =>
        markReplied(tx, t.db, await rowFor('enquiry', number), 'replied', { id: ben.id, name: ben.email }, new Date()),
      );
    const ids = await Promise.all([rowFor('enquiry', assigned), rowFor('enquiry', unassigned), rowFor('application', application)]);
    const notices = async () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.kind, 'answer-notice'),
            inArray(
              emailOutbox.submissionId,
              ids.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(emailOutbox.id));

    // An out-of-office reply is kept on the record and changes nothing.
    await storeAnswer(t, { kind: 'enquiry', number: assigned }, { id: 'out-of-office', headers: '\nAuto-Submitted: auto-replied' });
    expect(await rowFor('enquiry', assigned)).toMatchObject({ status: 'replied', awaitingSince: null });
    expect(await notices()).toEqual([]);

    const at = new Date('2026-12-07T11:02:15Z');
    await storeAnswer(t, { kind: 'enquiry', number: assigned }, { id: 'to-anna', at });
    await storeAnswer(t, { kind: 'enquiry', number: unassigned }, { id: 'to-sales' });
    await storeAnswer(t, { kind: 'application', number: application }, { id: 'to-recruiting' });
    expect(await rowFor('enquiry', assigned)).toMatchObject({ status: 'new', awaitingSince: at });
    expect(await rowFor('enquiry', unassigned)).toMatchObject({ status: 'new' });
    expect(await rowFor('application', application)).toMatchObject({ status: 'new' });
    const [toAnna, toSales, toRecruiting] = (await notices()).map((row) => row.message!);
    expect(toAnna).toMatchObject({ to: anna.email, subject: `Заявка ${assigned}: пришёл ответ` });
    expect(toAnna!.text).toContain(`${TEST_SITE_URL}/staff/enquiries/${assigned}?ui=ru`);
    expect(toAnna!.text).toContain(DESK_TEXTS.ru.answerNoticeEmail.assigned);
    // Every live account of sales (the file's earlier tests made some too), and nobody else.
    const { staffAccounts } = t.db.tables;
    const sales = await t.db
      .select({ email: staffAccounts.email })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, 'sales'), isNull(staffAccounts.removedAt)));
    expect(toSales!.to.split(', ').sort()).toEqual(sales.map(({ email }) => email).sort());
    expect(toSales!.to.split(', ')).toEqual(expect.arrayContaining([anna.email, ben.email]));
    expect(toSales).toMatchObject({ subject: `Enquiry ${unassigned} has an answer` });
    expect(toSales!.text).toContain(`${TEST_SITE_URL}/staff/enquiries/${unassigned}?ui=en`);
    expect(toSales!.text).toContain(`${TEST_SITE_URL}/staff/enquiries/${unassigned}?ui=ru`);
    expect(toRecruiting).toMatchObject({ to: rita.email, subject: `Application ${application} has an answer` });
    expect(toRecruiting!.text).toContain(`${TEST_SITE_URL}/staff/applications/${application}?ui=en`);
    // Nothing the sender wrote or who they are (decision 0057), and nothing sent to them.
    for (const notice of [toAnna, toSales, toRecruiting]) {
      expect(JSON.stringify(notice)).not.toMatch(/Tuesday|jane@example\.org|Jane Doe/);
      expect(notice!.to).not.toContain('example.org');
    }

    // A member of staff's own mail, the inbound address in Bcc, ends the wait as a reply from the desk does.
    const { id: enquiryId } = await rowFor('enquiry', assigned);
    const [bcc] = await t.db.select().from(inboundMail).where(eq(inboundMail.messageId, '<to-anna@example.org>'));
    await t.db.transaction(async (tx) => {
      const stored = await tx
        .insert(inboundMail)
        .values({ ...bcc!, id: undefined, messageKey: 'from-anna', messageId: '<from-anna@example.org>', staffAccountId: anna.id })
        .returning(answerColumns(t.db));
      await answerEffects(tx, t.db, answersOf(t.db), stored);
    });
    expect(await rowFor('enquiry', assigned)).toMatchObject({ status: 'replied', awaitingSince: null });
    const history = await t.db
      .select()
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, enquiryId))
      .orderBy(asc(submissionEvents.id));
    expect(history.map(({ detail, actor }) => [detail, actor])).toEqual([
      ['replied', ben.email],
      ['new', 'jane@example.org'],
      ['replied', anna.email],
    ]);
    expect(await notices()).toHaveLength(3);
  });

  it('keeps a PDF and a PNG with the CV files by what their bytes are, lists an .exe and an 11 MB file by name only, and keeps no copy twice', async () => {
    const before = await storedCvNames(t);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);
    const raw = mailWithFiles({
      id: 'files',
      to: INBOUND,
      files: [
        { name: 'brief.pdf', type: 'application/pdf', content: samplePdf() },
        // Declared a PDF, a PNG by its bytes: kept as what it is.
        { name: 'scan.pdf', type: 'application/pdf', content: samplePng() },
        { name: 'setup.exe', type: 'application/octet-stream', content: exe },
        { name: 'recording.txt', type: 'text/plain', content: { fillerBytes: 11 * 1024 * 1024 } },
      ],
    });
    const addressing = { address: INBOUND, secret: SECRET, files };
    // Whole (not cut at the reader's cap): only the attachment's own size keeps the 11 MB file out.
    expect(await storeInboundMail(t.db, addressing, t.logger, raw, raw.length, answersOf(t.db))).toMatchObject({ stored: true });
    const mailId = (await mailIdOf('files'))!;
    const listed = await attachmentsOf(t.db, mailId);
    expect(listed.map(({ fileName, ...row }) => ({ ...row, kept: fileName !== null }))).toEqual([
      { name: 'brief.pdf', type: 'application/pdf', bytes: samplePdf().length, kept: true },
      { name: 'scan.png', type: 'image/png', bytes: samplePng().length, kept: true },
      { name: 'setup.exe', type: 'application/octet-stream', bytes: exe.length, kept: false },
      { name: 'recording.txt', type: 'text/plain', bytes: 11 * 1024 * 1024, kept: false },
    ]);
    expect(await files.read(listed[0]!.fileName!)).toEqual(samplePdf());
    expect(await files.read(listed[1]!.fileName!)).toEqual(samplePng());
    const kept = await storedCvNames(t);
    expect(kept).toEqual([...before, listed[0]!.fileName!, listed[1]!.fileName!].sort());

    // The same mail read again, and a mail whose transaction fails, leave no file behind.
    expect(await storeInboundMail(t.db, addressing, t.logger, raw, raw.length, answersOf(t.db))).toMatchObject({ stored: false });
    const failing = storeWithAttachments(t.db, files, { mail: await readMail(raw), cut: false, parts: [] }, () => {
      throw new Error('the database went away');
    });
    await expect(failing).rejects.toThrow('the database went away');
    expect(await storedCvNames(t)).toEqual(kept);
  });

  it('stores a 25 MB mail cut at its cap, keeps the files it holds whole, names the others, and grows RSS by less than 50 MB', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'big-mail-'));
    stops.push(async () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'big.eml');
    const movie = 19 * 1024 * 1024;
    const size = await writeMailWithFiles(path, {
      id: 'big',
      to: INBOUND,
      files: [
        { name: 'sketch.png', type: 'image/png', content: samplePng() },
        { name: 'walkthrough.mov', type: 'video/quicktime', content: { fillerBytes: movie } },
        { name: 'brief.pdf', type: 'application/pdf', content: samplePdf() },
      ],
    });
    expect(size).toBeGreaterThan(25 * 1024 * 1024);
    // One reader, this test's, reads the mailbox now.
    await reader.stop();
    const settings = { imapUrl: dovecot.url, address: INBOUND, secret: SECRET };
    const big = await startInboundMail({ db: t.db, settings, files, log: captureLogs().logger, answers: answersOf(t.db), timing: TIMING });
    stops.push(() => big.stop());
    await until(() => big.status().state === 'idle', 'the reader to connect');

    const rss = () => process.memoryUsage.rss();
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
    try {
      await dovecot.deliverFile(path);
      await until(async () => (await mailIdOf('big')) !== undefined, 'the 25 MB mail to be stored', 30_000);
    } finally {
      clearInterval(sampler);
    }
    expect(Math.max(peak, rss()) - before).toBeLessThan(50 * 1024 * 1024);

    const { inboundMail } = t.db.tables;
    const mailId = (await mailIdOf('big'))!;
    const [stored] = await t.db
      .select({ raw: inboundMail.raw, rawBytes: inboundMail.rawBytes })
      .from(inboundMail)
      .where(eq(inboundMail.id, mailId));
    expect(stored!.raw.length).toBe(RAW_MAIL_CAP_BYTES);
    expect(stored!.rawBytes).toBe(size);
    const listed = await attachmentsOf(t.db, mailId);
    expect(listed.map(({ name, fileName }) => ({ name, kept: fileName !== null }))).toEqual([
      { name: 'sketch.png', kept: true },
      { name: 'walkthrough.mov', kept: false },
      { name: 'brief.pdf', kept: false },
    ]);
    // The cut file's size is the server's, not the part the raw holds.
    expect(Math.abs(listed[1]!.bytes - movie) / movie).toBeLessThan(0.01);
  }, 60_000);

  it('stores on PostgreSQL as on SQLite: once per Message-ID, matched, the raw mail byte for byte, and an answer to it by its thread', async () => {
    const pg = await createTestApp(await databaseEnv('postgres'));
    stops.push(() => pg.close());
    await saveEnquiry(pg.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const raw = Buffer.from(answerMail(replyAddressOf(INBOUND, SECRET, { kind: 'enquiry', number: 1 }), 'on-postgres'));
    const addressing = { address: INBOUND, secret: SECRET, files: cvStoreOf(pg.db, pg.env.DATABASE_PATH) };
    const first = await storeInboundMail(pg.db, addressing, pg.logger, raw, raw.length, answersOf(pg.db));
    const again = await storeInboundMail(pg.db, addressing, pg.logger, raw, raw.length, answersOf(pg.db));
    expect([first, again]).toEqual([
      { stored: true, kind: 'reply', matched: true },
      { stored: false, kind: 'reply', matched: true },
    ]);
    const stored = await pg.db.select().from(pg.db.tables.inboundMail);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.raw.equals(raw)).toBe(true);
    const next = Buffer.from(
      unthreaded(answerMail(INBOUND, 'on-postgres-next', '\nIn-Reply-To: <on-postgres@example.org>')).replace(
        /^From: .*$/m,
        `From: ${VALID_ENQUIRY.email}`,
      ),
    );
    expect(await storeInboundMail(pg.db, addressing, pg.logger, next, next.length, answersOf(pg.db))).toEqual({
      stored: true,
      kind: 'reply',
      matched: true,
    });

    // Its attachments go to cv_files, once.
    const withFile = mailWithFiles({
      id: 'pg-files',
      to: INBOUND,
      files: [{ name: 'sketch.png', type: 'image/png', content: samplePng() }],
    });
    for (let time = 0; time < 2; time += 1)
      await storeInboundMail(pg.db, addressing, pg.logger, withFile, withFile.length, answersOf(pg.db));
    const [kept] = await storedCvNames(pg);
    expect(await storedCvNames(pg)).toHaveLength(1);
    expect(await addressing.files.read(kept!)).toEqual(samplePng());
  });

  it('loses nothing and stores nothing twice when the reading process is killed between fetching and storing, or storing and deleting', async () => {
    const pg = await postgres();
    await dovecot.deliver(answerMail(INBOUND, 'killed'));

    const beforeCommit = readerProcess({ ...pg.env, KILL_AT: 'fetched' });
    expect(await beforeCommit.ended).toBe('SIGKILL');
    expect(await rowOf('killed', pg.db)).toBeUndefined();
    expect(await dovecot.count()).toBe(1);

    const afterCommit = readerProcess({ ...pg.env, KILL_AT: 'stored' });
    expect(await afterCommit.ended).toBe('SIGKILL');
    expect(await rowOf('killed', pg.db)).toBeDefined();
    expect(await dovecot.count()).toBe(1);

    // Once the killed process's lease runs out, the next reader finds the mail stored, and deletes it.
    const metrics = createMetrics(pg.db);
    const settings = { imapUrl: dovecot.url, address: INBOUND, secret: SECRET };
    const next = await startInboundMail({
      db: pg.db,
      settings,
      files: cvStoreOf(pg.db, join(tmpdir(), 'unused.db')),
      answers: answersOf(pg.db),
      log: captureLogs().logger,
      counts: metrics.inbound,
      timing: { ...TIMING, leaseMs: 900 },
    });
    stops.push(() => next.stop());
    await until(async () => (await dovecot.count()) === 0, 'the mail left in the mailbox to be read again');
    expect((await rows(pg.db)).filter((row) => row.messageId === '<killed@example.org>')).toHaveLength(1);
    expect(await metrics.registry.metrics()).toContain('inbound_mail_stored_total{class="reply",matched="false",duplicate="true"} 1');
  });

  it('has one of two instances on one PostgreSQL read, each mail stored once, and the other take over once it is killed', async () => {
    const pg = await postgres();
    // A lease long enough that a busy machine's pause does not pass it to the other while the first reads.
    const instances = [readerProcess({ ...pg.env, LEASE_MS: '2400' }), readerProcess({ ...pg.env, LEASE_MS: '2400' })];
    await until(
      () => instances.some((one) => one.state() === 'idle') && instances.some((one) => one.state() === 'standby'),
      'one reader and one standing by',
      // Two processes start under tsx and migrate the database: on a busy machine, more than 5 s.
      20_000,
    );
    const [holder, other] = instances[0]!.state() === 'idle' ? instances : [instances[1]!, instances[0]!];
    const [lease] = await pg.db.select().from(pg.db.tables.leases);
    expect(lease!.holder).toContain(`:${holder!.child.pid}:`);

    for (const id of ['first', 'second', 'third']) await dovecot.deliver(answerMail(INBOUND, id));
    const storedBy = (instance: typeof holder) => instance!.lines.filter((line) => line.startsWith('stored '));
    await until(async () => (await dovecot.count()) === 0, 'the mails to be read and deleted');
    expect((await rows(pg.db)).map((row) => row.messageId)).toEqual(['<first@example.org>', '<second@example.org>', '<third@example.org>']);
    // A process's line reaches this one through a pipe, after the row and the deletion it reports.
    await until(() => storedBy(holder).length === 3, 'the holder to say it stored the three');
    expect(storedBy(other)).toEqual([]);

    holder!.child.kill('SIGKILL');
    await holder!.ended;
    await until(() => other!.state() === 'idle', 'the other instance to take over', 10_000);
    await dovecot.deliver(answerMail(INBOUND, 'after-takeover'));
    await until(async () => (await rowOf('after-takeover', pg.db)) !== undefined, 'the mail read by the new holder');
    await until(() => storedBy(other).length > 0, 'the new holder to say it stored it');
    expect(storedBy(other)).toHaveLength(1);
  });
});
