import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../../platform/config/project-root';
import { samplePdf } from '../../support/cv-samples';
import { freePort } from '../../support/free-port';
import { readyz, startInstance, type Instance } from '../../support/production-instance';
import { newDatabaseOn } from '../../support/postgres-cluster';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';
import { until } from '../../support/until';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { staffSession } from '../../support/staff-accounts';
import { openDatabase } from '../../../platform/database/open-database';

// Three instances on three "machines" (no folder in common) behind nginx, on one PostgreSQL
// database, with docs/production.md's nginx configuration (issue 30). Its instances are the only
// production instances on PostgreSQL the suite starts: each start renders pages ahead, so what
// several instances must share (submissions, emails, rate limits, staff sessions) is checked on these.

const TOKEN = 'load-balancer-staff-token';
const STUDIO = 'studio@northbeam.test';
const CAREERS = 'careers@northbeam.test';
const SITE_URL = 'https://northbeam.test';
const ENQUIRIES = 60;
const APPLICATIONS = 6;

const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
let databaseUrl: string;
let smtp: TestSmtp;
let nginx: ChildProcess | undefined;
let site: string;
const instances: Instance[] = [];

/** The production server on its own machine: a data folder of its own, the shared database. */
const startOn = (index: number, port: number) =>
  startInstance(port, {
    SITE_URL,
    DATABASE_URL: databaseUrl,
    DATABASE_PATH: join(dir, `machine-${index}`, 'site.db'),
    SMTP_URL: smtp.url,
    MAIL_TO: STUDIO,
    CAREERS_TO: CAREERS,
    STAFF_TOKEN: TOKEN,
    // nginx is on loopback: the visitor is the address before it in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  });

/** docs/production.md's nginx block, with this test's addresses, in a configuration of its own. */
function nginxConfig(port: number): string {
  const docs = readFileSync(join(projectRoot, 'docs/production.md'), 'utf8');
  const block = /## Behind nginx[\s\S]*?```nginx\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!block) throw new Error('docs/production.md has no nginx block under "Behind nginx".');
  let next = 0;
  const site = block
    .replace(/server 10\.0\.0\.\d+:3000/g, () => `server 127.0.0.1:${instances[next++]!.port}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  expect(next).toBe(3);
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'nginx', name)};`;
  return [
    process.getuid?.() === 0 ? 'user root root;' : '',
    `pid ${join(dir, 'nginx', 'nginx.pid')};`,
    `error_log ${join(dir, 'nginx', 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    site,
    '}',
  ].join('\n');
}

beforeAll(async () => {
  databaseUrl = await newDatabaseOn(inject('postgresUrl'));
  smtp = await startTestSmtp();
  for (let i = 0; i < 3; i++) instances.push(startOn(i, await freePort()));
  await until(async () => (await Promise.all(instances.map(readyz))).every((status) => status === 200), 'three instances ready', 150_000);
  mkdirSync(join(dir, 'nginx'));
  const port = await freePort();
  writeFileSync(join(dir, 'nginx', 'nginx.conf'), nginxConfig(port));
  nginx = spawn(
    existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-p', join(dir, 'nginx'), '-c', join(dir, 'nginx', 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  site = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${site}/healthz`).catch(() => null))?.status === 200, 'nginx in front', 10_000);
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await smtp?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Sends one submission as the site's forms do: with an Idempotency-Key, again with the same key
 * while no answer came (an instance died under it), until it is acknowledged; its number.
 */
async function submit(send: (key: string) => request.Test): Promise<number> {
  const key = randomUUID();
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await send(key).catch(() => null);
    if (res?.status === 201) return res.body.id as number;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a submission was never acknowledged');
}

const enquiry = (i: number) => (key: string) =>
  request(site)
    .post('/api/contact')
    .set('Idempotency-Key', key)
    .set('X-Forwarded-For', `198.51.100.${i + 1}`)
    .send({ ...VALID_ENQUIRY, name: `Visitor ${i + 1}`, email: `visitor${i + 1}@example.com` });

const application = (i: number) => (key: string) => {
  const req = request(site)
    .post('/api/applications')
    .set('Idempotency-Key', key)
    .set('X-Forwarded-For', `203.0.113.${i + 1}`);
  for (const [name, value] of Object.entries({ ...VALID_APPLICATION, name: `Applicant ${i + 1}`, email: `applicant${i + 1}@example.com` }))
    req.field(name, value);
  return req.attach('cv', samplePdf(`Applicant ${i + 1}`), { filename: `Applicant ${i + 1} CV.pdf`, contentType: 'application/pdf' });
};

describe('three instances behind nginx on one PostgreSQL database', () => {
  it(
    `store and email each of ${ENQUIRIES} enquiries and ${APPLICATIONS} applications once while one instance is killed and restarted`,
    { timeout: 180_000 },
    async () => {
      const numbers: number[] = [];
      const applicationNumbers: number[] = [];
      // Four visitors at a time; the second instance dies after the 20th and comes back after the 40th.
      for (let i = 0; i < ENQUIRIES; i += 4) {
        numbers.push(...(await Promise.all([0, 1, 2, 3].map((j) => submit(enquiry(i + j))))));
        if (i + 4 === 20) {
          // As an operator or an orchestrator stops it: what it took in is answered, what it was sending is recorded.
          // (Killed with SIGKILL in the middle of a send, an email can go twice: decision 0024.)
          instances[1]!.child.kill('SIGTERM');
          await instances[1]!.exited;
          expect(await readyz(instances[1]!)).toBe('no answer');
          applicationNumbers.push(...(await Promise.all([0, 1, 2].map((j) => submit(application(j))))));
        }
        if (i + 4 === 40) {
          expect(await readyz(instances[1]!)).toBe('no answer');
          instances[1] = startOn(1, instances[1]!.port);
          await until(async () => (await readyz(instances[1]!)) === 200, 'the killed instance ready again', 60_000);
          applicationNumbers.push(...(await Promise.all([3, 4, 5].map((j) => submit(application(j))))));
        }
      }
      expect(new Set(numbers).size).toBe(ENQUIRIES);
      expect(new Set(applicationNumbers).size).toBe(APPLICATIONS);

      const emails = 2 * ENQUIRIES + 2 * APPLICATIONS;
      await until(() => smtp.messages.length >= emails, `${emails} emails`, 60_000);
      // Every worker keeps looking (each polls every 5 seconds): a second copy would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      // Every notification names its number and every visitor has an address of their own: a second copy of any email would repeat its line.
      const sent = smtp.messages.map((mail) => `${Array.isArray(mail.to) ? '' : mail.to?.text} ${mail.subject}`);
      expect(sent).toHaveLength(emails);
      expect(new Set(sent).size).toBe(emails);

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const kinds = await client.query('SELECT kind, count(*)::int AS n FROM submissions GROUP BY kind ORDER BY kind');
        expect(kinds.rows).toEqual([
          { kind: 'application', n: APPLICATIONS },
          { kind: 'enquiry', n: ENQUIRIES },
        ]);
        expect((await client.query("SELECT count(*)::int AS n FROM email_outbox WHERE status <> 'sent'")).rows[0].n).toBe(0);
      } finally {
        await client.end();
      }

      // Every CV through every instance, none of which shares a folder with another.
      for (const [i, number] of applicationNumbers.entries())
        for (const instance of instances) {
          const cv = await request(instance.url).get(`/api/applications/${number}/cv`).set('Authorization', `Bearer ${TOKEN}`).buffer(true);
          expect(cv.status, `CV #${number} on ${instance.url}`).toBe(200);
          expect(Buffer.from(cv.body as Buffer)).toEqual(samplePdf(`Applicant ${i + 1}`));
        }
    },
  );

  it('hold one rate limit for a visitor whichever instance answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request(site)
        .post('/api/contact')
        .set('X-Forwarded-For', '192.0.2.99')
        .send({ ...VALID_ENQUIRY, email: 'busy@example.com' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('share staff sessions: every instance knows a session, and signing out on one ends it on all', async () => {
    const db = await openDatabase({ DATABASE_URL: databaseUrl, DATABASE_PATH: join(dir, 'staff.db') });
    const { cookie } = await staffSession(db, 'sales').finally(() => db.close());
    const list = (instance: Instance) => request(instance.url).get('/api/contacts').set('Cookie', cookie);
    for (const instance of instances) expect((await list(instance)).status, instance.url).toBe(200);
    expect((await list(instances[0]!)).body.counts.new).toBeGreaterThanOrEqual(ENQUIRIES);

    expect((await request(instances[1]!.url).delete('/api/staff/session').set('Cookie', cookie).set('Origin', SITE_URL)).status).toBe(204);
    for (const instance of instances) expect((await list(instance)).status, instance.url).toBe(401);
  });
});
