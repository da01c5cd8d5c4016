/**
 * Inbound mail (decisions 0063, 0064) from a real IMAP server: dovecot in a temporary folder.
 * Each mail is stored once, classified, and matched to its record by its signed reply address or
 * left unmatched; a mail is deleted from the mailbox only once stored, and a process killed on
 * either side of the commit loses nothing and stores nothing twice; a server without IDLE is
 * polled; a server that goes away or refuses the password leaves the site running and ready, and
 * is read again once it is back; of two instances on one PostgreSQL only the lease's holder
 * reads, and the other takes over when it is killed.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inboundSettingsOf, loadEnv } from '../../../platform/config/env';
import { startImapReader, type ImapReader } from '../../../platform/mail/imap-reader';
import { createMetrics, type Metrics } from '../../../platform/metrics/metrics';
import { replyAddressOf, startInboundMail } from '../../../submissions';
import { storeInboundMail } from '../../../submissions/inbound/inbound-store';
import { captureLogs } from '../../support/log-capture';
import { startDovecot, type Dovecot } from '../../support/dovecot';
import { saveEnquiry } from '../../support/stored-submissions';
import { databaseEnv } from '../../support/engines';
import { createTestApp, type TestApp } from '../../support/test-app';
import { until } from '../../support/until';
import { openDatabase, type Db } from '../../../platform/database/open-database';
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
const stops: (() => Promise<void>)[] = [];

/** The Gmail answer, sent to `to` under its own Message-ID, with extra headers. */
const answer = (to: string, id: string, headers = '') =>
  FIXTURE.replaceAll(FIXTURE_ADDRESS, to).replace(/^Message-ID: .*$/m, `Message-ID: <${id}@example.org>${headers}`);

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

beforeAll(async () => {
  dovecot = await startDovecot();
  const env = { INBOUND_IMAP_URL: dovecot.url, INBOUND_ADDRESS: INBOUND, INBOUND_SECRET: SECRET };
  const settings = inboundSettingsOf(loadEnv(env))!;
  t = await createTestApp(env, async (db) => {
    metrics = createMetrics(db);
    reader = await startInboundMail({ db, settings, log: captureLogs().logger, counts: metrics.inbound, timing: TIMING });
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
      answer(address, 'matched'),
      answer(address, 'matched'),
      answer(address, 'away', '\nAuto-Submitted: auto-replied'),
      answer(address.replace(mac, '0'.repeat(16)), 'forged'),
      answer(address.replace('enquiry1.', 'enquiry2.'), 'altered'),
      answer(INBOUND, 'plain'),
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
    expect(scraped).toContain('inbound_lease_held 1');
    expect(Number(/^inbound_mail_last_read_seconds (\S+)$/m.exec(scraped)?.[1])).toBeLessThan(5);
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
        await storeInboundMail(t.db, { address: INBOUND, secret: SECRET }, logger, raw, size);
      },
    });
    stops.push(() => failing.stop());
    await dovecot.deliver(answer(INBOUND, 'retried'));
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
    const polling = await startInboundMail({ db: t.db, settings, log: captureLogs().logger, timing: TIMING });
    stops.push(() => polling.stop());
    await until(() => polling.status().state === 'polling', 'the reader to poll');
    await plain.deliver(answer(INBOUND, 'polled'));
    await until(async () => (await plain.count()) === 0, 'the polled mail to be read and deleted');
    expect(await rowOf('polled')).toMatchObject({ class: 'reply', submissionId: null });
    expect(polling.status()).toEqual({ state: 'polling' });
  });

  it('keeps the site ready through a server that goes away or refuses the password, and reads again once it is back', async () => {
    const { logger } = captureLogs();
    const settings = { imapUrl: dovecot.url, address: INBOUND, secret: SECRET };
    const again = await startInboundMail({ db: t.db, settings, log: logger, timing: TIMING });
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
    // Gives up the lease, so that the next reader connects.
    await again.stop();

    const wrong = await startInboundMail({
      db: t.db,
      settings: { ...settings, imapUrl: dovecot.url.replace('p%40ss', 'wrong') },
      log: logger,
      timing: TIMING,
    });
    stops.push(() => wrong.stop());
    await until(() => wrong.status().state === 'failing', 'the refused password');
    expect(wrong.status()).toEqual({ state: 'failing', error: 'auth' });
    await wrong.stop();
    expect(wrong.status()).toEqual({ state: 'off' });
  });

  it('stores on PostgreSQL as on SQLite: once per Message-ID, matched, the raw mail byte for byte', async () => {
    const pg = await createTestApp(await databaseEnv('postgres'));
    stops.push(() => pg.close());
    await saveEnquiry(pg.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const raw = Buffer.from(answer(replyAddressOf(INBOUND, SECRET, { kind: 'enquiry', number: 1 }), 'on-postgres'));
    const addressing = { address: INBOUND, secret: SECRET };
    const first = await storeInboundMail(pg.db, addressing, pg.logger, raw, raw.length);
    const again = await storeInboundMail(pg.db, addressing, pg.logger, raw, raw.length);
    expect([first, again]).toEqual([
      { stored: true, kind: 'reply', matched: true },
      { stored: false, kind: 'reply', matched: true },
    ]);
    const stored = await pg.db.select().from(pg.db.tables.inboundMail);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.raw.equals(raw)).toBe(true);
  });

  it('loses nothing and stores nothing twice when the reading process is killed between fetching and storing, or storing and deleting', async () => {
    const pg = await postgres();
    await dovecot.deliver(answer(INBOUND, 'killed'));

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
    );
    const [holder, other] = instances[0]!.state() === 'idle' ? instances : [instances[1]!, instances[0]!];
    const [lease] = await pg.db.select().from(pg.db.tables.leases);
    expect(lease!.holder).toContain(`:${holder!.child.pid}:`);

    for (const id of ['first', 'second', 'third']) await dovecot.deliver(answer(INBOUND, id));
    await until(async () => (await dovecot.count()) === 0, 'the mails to be read and deleted');
    expect((await rows(pg.db)).map((row) => row.messageId)).toEqual(['<first@example.org>', '<second@example.org>', '<third@example.org>']);
    expect(holder!.lines.filter((line) => line.startsWith('stored '))).toHaveLength(3);
    expect(other!.lines.filter((line) => line.startsWith('stored '))).toEqual([]);

    holder!.child.kill('SIGKILL');
    await holder!.ended;
    await until(() => other!.state() === 'idle', 'the other instance to take over', 10_000);
    await dovecot.deliver(answer(INBOUND, 'after-takeover'));
    await until(async () => (await rowOf('after-takeover', pg.db)) !== undefined, 'the mail read by the new holder');
    expect(other!.lines.filter((line) => line.startsWith('stored '))).toHaveLength(1);
  });
});
