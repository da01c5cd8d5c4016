import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../support/free-port';
import { readyz, startInstance, type Instance } from '../../support/production-instance';
import { newDatabaseOn } from '../../support/postgres-cluster';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';
import { until } from '../../support/until';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { staffSession } from '../../support/staff-accounts';
import { openDatabase } from '../../../platform/database/open-database';

const TOKEN = 'two-instances-staff-token';
const STUDIO = 'studio@northbeam.test';
const SITE_URL = 'https://northbeam.test';
const ENQUIRIES = 40;

const dir = mkdtempSync(join(tmpdir(), 'site-two-'));
let databaseUrl: string;
let smtp: TestSmtp;
const instances: Instance[] = [];

/** The production server as an operator runs it, on the shared PostgreSQL database. */
const startOn = (port: number) =>
  startInstance(port, {
    SITE_URL,
    DATABASE_URL: databaseUrl,
    // Files the site writes for itself: one folder both share, as two instances on one machine would.
    DATABASE_PATH: join(dir, 'site.db'),
    SMTP_URL: smtp.url,
    MAIL_TO: STUDIO,
    STAFF_TOKEN: TOKEN,
    // Each test visitor comes from an address of its own (X-Forwarded-For), so none is rate-limited.
    TRUST_PROXY: 'loopback',
  });

const ready = async (instance: Instance) => (await readyz(instance)) === 200;

beforeAll(async () => {
  databaseUrl = await newDatabaseOn(inject('postgresUrl'));
  smtp = await startTestSmtp();
  const ports = [await freePort(), await freePort()];
  // Started together: both apply migrations at once, and one waits for the other's.
  instances.push(...ports.map(startOn));
  await until(async () => (await Promise.all(instances.map(ready))).every(Boolean), 'both instances ready', 40_000);
}, 60_000);

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await smtp?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL database', () => {
  it(
    `turn ${ENQUIRIES} enquiries sent to both into ${ENQUIRIES} rows and send each one's emails exactly once`,
    { timeout: 60_000 },
    async () => {
      const answers = await Promise.all(
        Array.from({ length: ENQUIRIES }, (_, i) =>
          request(instances[i % 2]!.url)
            .post('/api/contact')
            .set('X-Forwarded-For', `192.0.2.${i + 1}`)
            .send({ ...VALID_ENQUIRY, name: `Visitor ${i + 1}`, email: `visitor${i + 1}@example.com` }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(ENQUIRIES).fill(201));

      // A notification to the studio and a confirmation to each visitor.
      await until(() => smtp.messages.length >= 2 * ENQUIRIES, `${2 * ENQUIRIES} emails`, 30_000);
      // Both workers keep looking (each polls every 5 seconds): a second copy would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const toStudio = smtp.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === STUDIO);
      const everyVisitor = Array.from({ length: ENQUIRIES }, (_, i) => `visitor${i + 1}@example.com`).sort();
      // One notification of each enquiry to the studio, by its number; the confirmation goes to the visitor.
      const numbers = answers.map((res) => String(res.body.id)).sort();
      expect(toStudio.map((mail) => mail.headers.get('x-enquiry-id')).sort()).toEqual(numbers);
      const confirmations = smtp.messages.filter((mail) => !toStudio.includes(mail));
      expect(confirmations.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text)).sort()).toEqual(everyVisitor);

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        expect((await client.query("SELECT count(*)::int AS n FROM submissions WHERE kind = 'enquiry'")).rows[0].n).toBe(ENQUIRIES);
        const outbox = await client.query('SELECT status, count(*)::int AS n FROM email_outbox GROUP BY status');
        expect(outbox.rows).toEqual([{ status: 'sent', n: 2 * ENQUIRIES }]);
      } finally {
        await client.end();
      }
    },
  );

  it('share staff sessions: signed in on one, the other knows the session, and signing out ends it on both', async () => {
    const [first, second] = instances as [Instance, Instance];
    // An account signed in on the first (its session is a row of the shared database).
    const db = await openDatabase({ DATABASE_URL: databaseUrl, DATABASE_PATH: join(dir, 'site.db') });
    const { cookie } = await staffSession(db, 'sales').finally(() => db.close());
    expect((await request(first.url).get('/api/contacts').set('Cookie', cookie)).status).toBe(200);

    const list = await request(second.url).get('/api/contacts').set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect(list.body.counts.new).toBe(ENQUIRIES);

    expect((await request(second.url).delete('/api/staff/session').set('Cookie', cookie).set('Origin', SITE_URL)).status).toBe(204);
    expect((await request(first.url).get('/api/contacts').set('Cookie', cookie)).status).toBe(401);
  });
});
