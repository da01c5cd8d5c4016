import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../../shared/staff';
import type { Area } from '../../../desk/auth/access';
import { samplePdf } from '../../support/cv-samples';
import { saveApplication, saveEnquiry } from '../../support/stored-submissions';
import { staffSession } from '../../support/staff-accounts';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';

const TOKEN = 'staff-token-for-tests-0123456789';

/**
 * Every route under /staff and every staff route under /api, with the area it belongs to (null:
 * any signed-in account; 'public': no sign-in, as the sign-in itself). The test reads the app's
 * own routes and fails on one missing here, so a new staff route cannot skip its check.
 */
const STAFF_ROUTES: Record<string, Area | null | 'public'> = {
  'GET /staff': null,
  'GET /staff/enquiries/:id': 'enquiry',
  'GET /staff/enquiries/:id/confirm': 'enquiry',
  'POST /staff/enquiries/:id': 'enquiry',
  'POST /staff/enquiries/:id/assignee': 'enquiry',
  'POST /staff/enquiries/:id/reply': 'enquiry',
  'POST /staff/enquiries/:id/resend': 'enquiry',
  'POST /staff/enquiries/:id/replies/:email/retry': 'enquiry',
  'GET /staff/applications': 'application',
  'GET /staff/applications/:id': 'application',
  'GET /staff/applications/:id/confirm': 'application',
  'POST /staff/applications/:id': 'application',
  'POST /staff/applications/:id/assignee': 'application',
  'POST /staff/applications/:id/reply': 'application',
  'POST /staff/applications/:id/resend': 'application',
  'POST /staff/applications/:id/replies/:email/retry': 'application',
  'GET /staff/vitals': 'vitals',
  'GET /staff/accounts': 'accounts',
  'POST /staff/accounts': 'accounts',
  'POST /staff/accounts/:id/invitation': 'accounts',
  'POST /staff/accounts/:id/remove': 'accounts',
  'POST /staff/accounts/:id/role': 'accounts',
  'GET /staff/audit': 'audit',
  'GET /staff/requests': 'requests',
  'POST /staff/requests': 'requests',
  'POST /staff/requests/export': 'requests',
  'POST /staff/requests/erase': 'requests',
  'GET /staff/unmatched': 'unmatched',
  'POST /staff/unmatched/:id/attach': 'unmatched',
  'GET /staff/unmatched/:id/discard': 'unmatched',
  'POST /staff/unmatched/:id/discard': 'unmatched',
  'GET /staff/settings': null,
  'POST /staff/settings': null,
  'POST /staff/sign-out': 'public',
  'GET /staff/invitation': 'public',
  'GET /api/contacts': 'enquiry',
  'GET /api/contacts/:id': 'enquiry',
  'PATCH /api/contacts/:id': 'enquiry',
  'POST /api/contacts/:id/replies': 'enquiry',
  'POST /api/contacts/:id/resend': 'enquiry',
  'GET /api/contacts/:id/mail/:item': 'enquiry',
  'GET /api/contacts/:id/attachments/:item': 'enquiry',
  'GET /api/applications': 'application',
  'GET /api/applications/:id': 'application',
  'PATCH /api/applications/:id': 'application',
  'POST /api/applications/:id/replies': 'application',
  'POST /api/applications/:id/resend': 'application',
  'GET /api/applications/:id/mail/:item': 'application',
  'GET /api/applications/:id/attachments/:item': 'application',
  'GET /api/applications/:id/cv': 'application',
  'POST /api/sitemap': 'sitemap',
  'GET /api/vitals': 'vitals',
};

/** What visitors and the sign-in use under /api: not staff routes. */
const PUBLIC_API = /^(POST \/api\/(contact|applications|vitals|indexnow)$|GET \/api\/(projects|services)$|\w+ \/api\/staff\/)/;

const REACHES: Record<StaffRole, readonly Area[]> = {
  admin: ['enquiry', 'application', 'vitals', 'sitemap', 'accounts', 'audit', 'requests', 'unmatched'],
  sales: ['enquiry', 'vitals'],
  recruiting: ['application', 'vitals'],
};

/** "METHOD /path" of every route the app mounts, nested routers included. */
function routesOf(app: Express): string[] {
  type Layer = { rawPath?: string; route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const walk = (stack: Layer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${prefix}${layer.route!.path}`);
      const inner = layer.handle?.stack;
      return inner ? walk(inner, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '')) : [];
    });
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
}

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp({ STAFF_TOKEN: TOKEN });
  await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
  const cv = { file: 'b'.repeat(32), kind: 'pdf' as const, bytes: samplePdf().length, name: 'cv.pdf' };
  await saveApplication(t.db, {
    job: 'ios-developer',
    name: 'Anna',
    email: 'anna@example.ru',
    phone: undefined,
    portfolio: undefined,
    note: 'Five years of iOS work.',
    locale: 'ru',
    cv,
  });
  for (const role of STAFF_ROLES) cookies[role] = (await staffSession(t.db, role)).cookie;
  // A second admin whose account the walk may invite again or remove: never the walkers.
  accountId = (await staffSession(t.db, 'admin')).account.id;
});
afterAll(() => t.close());

const call = (route: string, cookie?: string) => {
  const [method, pattern] = route.split(' ') as [string, string];
  const path = pattern.replace(':id', pattern.startsWith('/staff/accounts') ? String(accountId) : '1');
  const verb = method.toLowerCase() as 'get' | 'post' | 'patch';
  const req = request(t.app)[verb](path).set('Origin', TEST_SITE_URL).set('Accept-Language', 'en');
  return (cookie ? req.set('Cookie', cookie) : req).type('form').send({});
};

describe('every staff route checks the role', () => {
  it('has each of the app’s staff routes in the table', () => {
    const mounted = routesOf(t.app).filter((route) => /^\w+ \/(staff|api)\b/.test(route) && !PUBLIC_API.test(route));
    expect(mounted.filter((route) => !(route in STAFF_ROUTES))).toEqual([]);
    expect(Object.keys(STAFF_ROUTES).filter((route) => !mounted.includes(route))).toEqual([]);
  });

  for (const [route, area] of Object.entries(STAFF_ROUTES).filter(([, area]) => area !== 'public')) {
    it(`${route}: 401 or the sign-in page without a session; 403 for a role it does not reach`, async () => {
      const none = await call(route);
      if (route.includes(' /api/')) expect(none.status).toBe(401);
      else if (route.startsWith('GET')) expect(none.text).toContain(DESK_TEXTS.en.signIn.title);
      else expect([none.status, none.headers.location]).toEqual([303, '/staff?ui=en']);
      for (const role of STAFF_ROLES) {
        const res = await call(route, cookies[role]);
        const allowed = area === null || REACHES[role].includes(area as Area);
        if (allowed) expect([401, 403], `${role} ${route}`).not.toContain(res.status);
        else expect(res.status, `${role} ${route}`).toBe(403);
      }
    });
  }

  it('lets the STAFF_TOKEN into the API, never into the accounts or the audit trail', async () => {
    const bearer = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${TOKEN}`);
    expect((await bearer('/api/contacts')).status).toBe(200);
    expect((await bearer('/api/applications')).status).toBe(200);
    expect((await bearer('/staff/accounts')).text).toContain(DESK_TEXTS.en.signIn.title);
  });
});
