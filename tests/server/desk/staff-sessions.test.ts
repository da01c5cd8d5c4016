import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAccount } from '../../../desk/accounts/account-store';
import { SESSION_IDLE_MS, SESSION_TTL_MS, staffSessions } from '../../../desk/auth/staff-sessions';
import { saveEnquiry } from '../../support/stored-submissions';
import { staffSession } from '../../support/staff-accounts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';

const OLD_TOKEN = 'staff-token-that-leaked-0123456789';
const NEW_TOKEN = 'staff-token-after-rotation-9876543210';
const MINUTE = 60_000;

const apps: TestApp[] = [];
afterEach(async () => {
  // Restarts first: the first app owns the folder and removes it.
  for (const app of apps.splice(0).reverse()) await app.close();
});

async function start(token: string, after?: TestApp): Promise<TestApp> {
  const t = await createTestApp({ STAFF_TOKEN: token, ...(after && { DATABASE_PATH: join(after.dir, 'site.db') }) });
  apps.push(t);
  return t;
}

/** What the desk shows this cookie: the enquiry list, or the sign-in page. */
async function deskShows(t: TestApp, cookie: string): Promise<'list' | 'sign-in'> {
  const res = await request(t.app).get('/staff?ui=en').set('Cookie', cookie);
  expect(res.status).toBe(200);
  if (res.text.includes(VALID_ENQUIRY.name)) return 'list';
  expect(res.text).toContain(DESK_TEXTS.en.signIn.title);
  return 'sign-in';
}

const secretOf = (cookie: string) => cookie.split('=')[1]!;

describe('desk sessions', () => {
  it('end after 30 minutes without a request, and 12 hours after they began however busy', async () => {
    const t = await start(OLD_TOKEN);
    const { account, cookie } = await staffSession(t.db, 'sales');
    const sessions = staffSessions(t.db);
    const began = new Date();
    const secret = secretOf(cookie);
    // Used every 25 minutes, it lives on: each use moves the idle limit.
    let now = began;
    while (now.getTime() + 25 * MINUTE < began.getTime() + SESSION_TTL_MS) {
      now = new Date(now.getTime() + 25 * MINUTE);
      expect((await sessions.find(secret, now))?.id, `at ${(now.getTime() - began.getTime()) / MINUTE} min`).toBe(account.id);
    }
    // …until 12 hours after it began.
    expect(await sessions.find(secret, new Date(began.getTime() + SESSION_TTL_MS))).toBeUndefined();

    const idle = secretOf((await staffSession(t.db, 'sales')).cookie);
    const later = Date.now();
    expect(await sessions.find(idle, new Date(later + SESSION_IDLE_MS - MINUTE))).toBeDefined();
    expect(await sessions.find(idle, new Date(later + 2 * SESSION_IDLE_MS))).toBeUndefined();
  });

  it('end at once when their account is removed: the API and the desk refuse the cookie', async () => {
    const t = await start(OLD_TOKEN);
    await saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    await staffSession(t.db, 'admin');
    const { account, cookie } = await staffSession(t.db, 'sales');
    expect(await deskShows(t, cookie)).toBe('list');
    await removeAccount(t.db, account.id, { operator: true });
    const refused = await request(t.app).get('/api/contacts').set('Cookie', cookie);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(DESK_TEXTS.en.api.staffUnauthorized);
    expect(await deskShows(t, cookie)).toBe('sign-in');
    expect(await t.db.select().from(t.db.tables.staffSessions)).toHaveLength(1);
  });

  it('outlive a new STAFF_TOKEN, which changes what scripts send and nothing for people', async () => {
    const before = await start(OLD_TOKEN);
    await saveEnquiry(before.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const { cookie } = await staffSession(before.db, 'sales');
    const after = await start(NEW_TOKEN, before);
    expect(await deskShows(after, cookie)).toBe('list');
    const bearer = (token: string) => request(after.app).get('/api/contacts').set('Authorization', `Bearer ${token}`);
    expect((await bearer(OLD_TOKEN)).status).toBe(401);
    expect((await bearer(NEW_TOKEN)).status).toBe(200);
  });

  it('are removed from the database once ended, when someone next signs in', async () => {
    const t = await start(OLD_TOKEN);
    const { account } = await staffSession(t.db, 'sales');
    const sessions = staffSessions(t.db);
    // Started at those times, each start removing what had ended by then: the idle one first, as time runs.
    await sessions.start(account.id, new Date(Date.now() - SESSION_IDLE_MS - MINUTE));
    await sessions.start(account.id, new Date(Date.now() - SESSION_TTL_MS - MINUTE));
    expect(await t.db.select().from(t.db.tables.staffSessions)).toHaveLength(3);
    await sessions.start(account.id);
    expect(await t.db.select().from(t.db.tables.staffSessions)).toHaveLength(2);
  });
});
