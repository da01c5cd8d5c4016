import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { databaseEnv } from '../../support/engines';
import { samplePdf } from '../../support/cv-samples';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

// Three instances on one PostgreSQL database count a client's requests together (issue 30, decision 0041).

const LIMITS = { max: 4, windowMs: 10 * 60_000 };
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** `count` instances of the site on one database, each with the same limits. */
async function instances(env: Record<string, string>, count: number): Promise<TestApp[]> {
  const started: TestApp[] = [];
  // One after another: each applies the migrations on opening.
  for (let i = 0; i < count; i++)
    started.push(await createTestApp(env, { submissionLimits: { enquiry: LIMITS, application: LIMITS }, signInLimits: LIMITS }));
  apps.push(...started);
  return started;
}

const enquire = (t: TestApp) => request(t.app).post('/api/contact').send(VALID_ENQUIRY);
function apply(t: TestApp) {
  const req = request(t.app).post('/api/applications');
  for (const [name, value] of Object.entries(VALID_APPLICATION)) req.field(name, value);
  return req.attach('cv', samplePdf(), { filename: 'Maya Fischer CV.pdf', contentType: 'application/pdf' });
}
/** A sign-in with no passkey answer: refused, so it counts as a failed try. */
const failSignIn = (t: TestApp) => request(t.app).post('/api/staff/session').set('Origin', TEST_SITE_URL).send({});

describe('rate limits on PostgreSQL, across three instances', () => {
  it('hold for enquiries, applications and sign-in tries sent to each instance in turn', async () => {
    const three = await instances(await databaseEnv('postgres'), 3);
    const statuses = async (send: (t: TestApp) => PromiseLike<{ status: number }>, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i++) seen.push((await send(three[i % 3]!)).status);
      return seen;
    };

    expect(await statuses(enquire, 6)).toEqual([201, 201, 201, 201, 429, 429]);
    expect(await statuses(apply, 6)).toEqual([201, 201, 201, 201, 429, 429]);
    expect(await statuses(failSignIn, 6)).toEqual([400, 400, 400, 400, 429, 429]);

    // Each limit counts apart, and its window's end is the same on every instance.
    const refused = await Promise.all(three.map((t) => enquire(t)));
    const retryAfter = refused.map((res) => Number(res.headers['retry-after']));
    expect(Math.max(...retryAfter) - Math.min(...retryAfter)).toBeLessThanOrEqual(1);
    expect(refused[0]!.body.error).toBe(en.submission.errors.tooMany.replace('{minutes}', '10'));
  });

  it('count apart on SQLite, where one process is the whole site', async () => {
    const [t] = await instances({}, 1);
    expect((await Promise.all([0, 1, 2, 3, 4].map(() => enquire(t!)))).map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 429]);
  });
});
