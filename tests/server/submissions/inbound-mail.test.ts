/**
 * Inbound mail (decision 0063) from a real IMAP server: dovecot in a temporary folder. Each mail
 * is stored once, classified, and matched to its record by its signed reply address or left
 * unmatched; a mail is marked \Seen only once stored; a server that goes away or refuses the
 * password leaves the site running and ready, and is read again once it is back. Attachments are
 * kept with the CV files by what their bytes are and their size, the others listed by name; a
 * 25 MB mail is stored cut at its cap with its process's memory bounded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inboundSettingsOf, loadEnv } from '../../../platform/config/env';
import { cvStoreOf, type CvStore } from '../../../platform/database/cv-store';
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
import { saveEnquiry } from '../../support/stored-submissions';
import { databaseEnv } from '../../support/engines';
import { createTestApp, type TestApp } from '../../support/test-app';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

const SECRET = 'inbound-secret-for-the-server-tests-0123';
const INBOUND = 'desk@studio.example';
/** The test's poll and waits between reconnections: short, so that a reconnection is seen at once. */
const TIMING = { pollMs: 200, retry: { firstMs: 50, maxMs: 200 } };
const FIXTURE = readFileSync(join(import.meta.dirname, '../../support/inbound-mail/gmail-en.eml'), 'utf8');
const FIXTURE_ADDRESS = 'desk+enquiry42.0000000000000000@studio.example';

let dovecot: Dovecot;
let t: TestApp;
let reader: ImapReader;
let metrics: Metrics;
let files: CvStore;
const stops: (() => Promise<void>)[] = [];

/** The Gmail answer, sent to `to` under its own Message-ID, with extra headers. */
const answer = (to: string, id: string, headers = '') =>
  FIXTURE.replaceAll(FIXTURE_ADDRESS, to).replace(/^Message-ID: .*$/m, `Message-ID: <${id}@example.org>${headers}`);

const rows = () => t.db.select().from(t.db.tables.inboundMail).orderBy(asc(t.db.tables.inboundMail.id));
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
const rowOf = async (id: string) => (await rows()).find((row) => row.messageId === `<${id}@example.org>`);

beforeAll(async () => {
  dovecot = await startDovecot();
  const env = { INBOUND_IMAP_URL: dovecot.url, INBOUND_ADDRESS: INBOUND, INBOUND_SECRET: SECRET };
  const settings = inboundSettingsOf(loadEnv(env))!;
  t = await createTestApp(env, async (db, config) => {
    metrics = createMetrics(db);
    files = cvStoreOf(db, config.DATABASE_PATH);
    reader = await startInboundMail({ db, settings, files, log: captureLogs().logger, counts: metrics.inbound, timing: TIMING });
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
  it('stores each mail once, classified, matched by its signed reply address or left unmatched, then marks it seen', async () => {
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
      answer(address, 'matched'),
      answer(address, 'matched'),
      answer(address, 'away', '\nAuto-Submitted: auto-replied'),
      answer(address.replace(mac, '0'.repeat(16)), 'forged'),
      answer(address.replace('enquiry1.', 'enquiry2.'), 'altered'),
      answer(INBOUND, 'plain'),
      bounce,
    ])
      await dovecot.deliver(raw);

    await until(async () => (await dovecot.flags()).every((flags) => flags.includes('\\Seen')), 'every mail to be read');
    const stored = await rows();
    expect(stored.map((row) => row.messageId)).toHaveLength(6);
    const [enquiry] = await t.db.select({ id: t.db.tables.submissions.id }).from(t.db.tables.submissions);
    expect(await rowOf('matched')).toMatchObject({
      class: 'reply',
      submissionId: enquiry!.id,
      fromAddress: 'jane@example.org',
      newWords: 'Tuesday works for us. Could we make it 3 pm?\n\nJane',
    });
    expect((await rowOf('matched'))!.raw.toString('utf8')).toBe(answer(address, 'matched').replace(/\r?\n/g, '\r\n'));
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
  });

  it('marks a mail seen only once it is stored, and stores it once when it is read again', async () => {
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
        await storeInboundMail(t.db, { address: INBOUND, secret: SECRET, files }, logger, raw, size);
      },
    });
    stops.push(() => failing.stop());
    await dovecot.deliver(answer(INBOUND, 'retried'));
    await until(() => failing.status().state === 'failing', 'the failed store');
    expect(failing.status()).toEqual({ state: 'failing', error: 'storage' });
    expect((await dovecot.flags()).at(-1)).not.toContain('\\Seen');
    await until(async () => (await dovecot.flags()).at(-1)!.includes('\\Seen'), 'the mail to be stored on the next attempt');
    expect((await rows()).filter((row) => row.messageId === '<retried@example.org>')).toHaveLength(1);
  });

  it('keeps the site ready through a server that goes away or refuses the password, and reads again once it is back', async () => {
    const { logger } = captureLogs();
    const settings = { imapUrl: dovecot.url, address: INBOUND, secret: SECRET };
    const again = await startInboundMail({ db: t.db, settings, files, log: logger, timing: TIMING });
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
    await dovecot.deliver(answer(INBOUND, 'after-restart'));
    await until(async () => (await rowOf('after-restart')) !== undefined, 'the mail sent while it was back');

    const wrong = await startInboundMail({
      db: t.db,
      settings: { ...settings, imapUrl: dovecot.url.replace('p%40ss', 'wrong') },
      files,
      log: logger,
      timing: TIMING,
    });
    stops.push(() => wrong.stop());
    await until(() => wrong.status().state === 'failing', 'the refused password');
    expect(wrong.status()).toEqual({ state: 'failing', error: 'auth' });
    await wrong.stop();
    expect(wrong.status()).toEqual({ state: 'off' });
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
    expect(await storeInboundMail(t.db, addressing, t.logger, raw, raw.length)).toMatchObject({ stored: true });
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
    expect(await storeInboundMail(t.db, addressing, t.logger, raw, raw.length)).toMatchObject({ stored: false });
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
    const big = await startInboundMail({ db: t.db, settings, files, log: captureLogs().logger, timing: TIMING });
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

  it('stores on PostgreSQL as on SQLite: once per Message-ID, matched, the raw mail byte for byte', async () => {
    const pg = await createTestApp(await databaseEnv('postgres'));
    stops.push(() => pg.close());
    await saveEnquiry(pg.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const raw = Buffer.from(answer(replyAddressOf(INBOUND, SECRET, { kind: 'enquiry', number: 1 }), 'on-postgres'));
    const addressing = { address: INBOUND, secret: SECRET, files: cvStoreOf(pg.db, pg.env.DATABASE_PATH) };
    const first = await storeInboundMail(pg.db, addressing, pg.logger, raw, raw.length);
    const again = await storeInboundMail(pg.db, addressing, pg.logger, raw, raw.length);
    expect([first, again]).toEqual([
      { stored: true, kind: 'reply', matched: true },
      { stored: false, kind: 'reply', matched: true },
    ]);
    const stored = await pg.db.select().from(pg.db.tables.inboundMail);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.raw.equals(raw)).toBe(true);

    // Its attachments go to cv_files, once.
    const withFile = mailWithFiles({
      id: 'pg-files',
      to: INBOUND,
      files: [{ name: 'sketch.png', type: 'image/png', content: samplePng() }],
    });
    for (let time = 0; time < 2; time += 1) await storeInboundMail(pg.db, addressing, pg.logger, withFile, withFile.length);
    const [kept] = await storedCvNames(pg);
    expect(await storedCvNames(pg)).toHaveLength(1);
    expect(await addressing.files.read(kept!)).toEqual(samplePng());
  });
});
