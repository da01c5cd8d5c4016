/**
 * What staff download stays inert (issue 51): a CV, a CSV export and a person's data archive are
 * sent with a policy under which nothing in them runs or loads, and that policy is the one on
 * the wire, not the site's written over it as the answer goes out.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL, createTestApp, type TestApp } from '../../support/test-app';
import { rawRequest, type WireAnswer } from '../../support/raw-http';
import { samplePdf } from '../../support/cv-samples';
import { staffSession } from '../../support/staff-accounts';
import { VALID_APPLICATION } from '../../support/valid-application';

const TOKEN = 'staff-token-for-download-tests';
const BEARER = { Authorization: `Bearer ${TOKEN}` };
const SANDBOX = "default-src 'none'; sandbox";
/** Well inside every position's dates in the content. */
const OPEN_DAY = new Date('2026-11-20T12:00:00Z');

let t: TestApp;
let application: number;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ STAFF_TOKEN: TOKEN }, { clock: () => OPEN_DAY });
  const applied = request(t.app).post('/api/applications');
  for (const [name, value] of Object.entries(VALID_APPLICATION)) applied.field(name, value);
  const { body } = await applied.attach('cv', samplePdf(), { filename: 'cv.pdf', contentType: 'application/pdf' }).expect(201);
  application = body.id as number;
  adminCookie = (await staffSession(t.db, 'admin')).cookie;
});
afterAll(() => t.close());

/** Every value of one header, a line each, as the lines came on the wire (rawHeaders: name, value, …). */
const valuesOf = (answer: WireAnswer, name: string) =>
  answer.rawHeaders.flatMap((value, at) => (at % 2 === 1 && answer.rawHeaders[at - 1]!.toLowerCase() === name ? [value] : []));

describe('a download’s headers on the wire', () => {
  const downloads = [
    {
      what: 'a CV',
      send: () => rawRequest(t.app, { path: `/api/applications/${application}/cv`, headers: BEARER }),
      type: /^application\/pdf$/,
    },
    {
      what: 'the enquiries’ CSV',
      send: () => rawRequest(t.app, { path: '/api/contacts?format=csv', headers: BEARER }),
      type: /^text\/csv/,
    },
    {
      what: 'the applications’ CSV',
      send: () => rawRequest(t.app, { path: '/api/applications?format=csv', headers: BEARER }),
      type: /^text\/csv/,
    },
    {
      what: 'a person’s data archive',
      send: () =>
        rawRequest(t.app, {
          method: 'POST',
          path: '/staff/requests/export?ui=en',
          headers: { Cookie: adminCookie, Origin: TEST_SITE_URL, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: VALID_APPLICATION.email }).toString(),
        }),
      type: /^application\/zip$/,
    },
  ];

  it.each(downloads)(
    '$what carries its own sandboxing policy, the only one sent, as an attachment never cached',
    async ({ send, type }) => {
      const answer = await send();
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThan(0);
      expect(valuesOf(answer, 'content-security-policy')).toEqual([SANDBOX]);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('leaves the site’s policy on the answers that set none of their own', async () => {
    for (const path of [`/api/applications/${application}`, '/en/careers']) {
      const answer = await rawRequest(t.app, { path, headers: BEARER });
      expect(answer.status, path).toBe(200);
      const [policy] = valuesOf(answer, 'content-security-policy');
      expect(policy, path).toMatch(/^default-src 'self';/);
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
  });
});
