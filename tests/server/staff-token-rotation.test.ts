import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { saveEnquiry } from '../support/stored-submissions';
import { en } from '../../shared/i18n/en';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../support/test-app';
import { VALID_ENQUIRY } from '../support/valid-enquiry';

const OLD_TOKEN = 'staff-token-that-leaked-0123456789';
const NEW_TOKEN = 'staff-token-after-rotation-9876543210';

const apps: TestApp[] = [];
afterEach(async () => {
  // Restarts first: the first app owns the folder and removes it.
  for (const app of apps.splice(0).reverse()) await app.close();
});

/** The site started with `token`; with `after`, on that app's database file and data folder, as a restart does. */
async function start(token: string, after?: TestApp): Promise<TestApp> {
  const t = await createTestApp({ STAFF_TOKEN: token, ...(after && { DATABASE_PATH: join(after.dir, 'site.db') }) });
  apps.push(t);
  return t;
}

/** Signs in with the API and returns the session cookie. */
async function signIn(t: TestApp, token: string): Promise<string> {
  const res = await request(t.app).post('/api/staff/session').send({ token });
  expect(res.status).toBe(204);
  return String(res.headers['set-cookie']?.[0]).split(';')[0]!;
}

const readsContacts = async (t: TestApp, cookie: string) => (await request(t.app).get('/api/contacts').set('Cookie', cookie)).status;
/** What the desk shows this cookie: the enquiry list, or the sign-in form. */
async function deskShows(t: TestApp, cookie: string): Promise<'list' | 'sign-in'> {
  const res = await request(t.app).get('/staff?ui=en').set('Cookie', cookie);
  expect(res.status).toBe(200);
  if (res.text.includes(VALID_ENQUIRY.name)) return 'list';
  expect(res.text).toContain(en.staffDesk.signIn.title);
  expect(res.text).toContain('name="token"');
  return 'sign-in';
}

describe('changing STAFF_TOKEN', () => {
  it('signs out every desk the old token signed in: the API and the desk refuse its cookie after the restart', async () => {
    const before = await start(OLD_TOKEN);
    const { id } = await saveEnquiry(before.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const leaked = await signIn(before, OLD_TOKEN);
    expect(await readsContacts(before, leaked)).toBe(200);
    expect(await deskShows(before, leaked)).toBe('list');

    const after = await start(NEW_TOKEN, before);
    const refused = await request(after.app).get('/api/contacts').set('Cookie', leaked);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(en.api.staffUnauthorized);
    expect(await deskShows(after, leaked)).toBe('sign-in');
    expect((await request(after.app).get(`/staff/enquiries/${id}?ui=en`).set('Cookie', leaked)).text).not.toContain(VALID_ENQUIRY.email);
    // Its changes are refused too: the desk's form sends it to sign in, the API answers 401.
    const change = await request(after.app)
      .post(`/staff/enquiries/${id}?ui=en`)
      .set('Cookie', leaked)
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send({ status: 'spam' });
    expect(change.status).toBe(303);
    expect(change.headers.location).toBe('/staff?ui=en');
    const patch = await request(after.app)
      .patch(`/api/contacts/${id}`)
      .set('Cookie', leaked)
      .set('Origin', TEST_SITE_URL)
      .send({ status: 'spam' });
    expect(patch.status).toBe(401);
    expect((await request(after.app).get(`/api/contacts/${id}`).set('Authorization', `Bearer ${NEW_TOKEN}`)).body.status).toBe('new');
    // Neither the old token nor anything kept in the database signs in.
    expect((await request(after.app).post('/api/staff/session').send({ token: OLD_TOKEN })).status).toBe(401);
    for (const row of await after.db.select().from(after.db.tables.staffSessions)) {
      expect(await readsContacts(after, `staff_session=${row.id}`)).toBe(401);
    }

    const current = await signIn(after, NEW_TOKEN);
    expect(await readsContacts(after, current)).toBe(200);
    expect(await deskShows(after, current)).toBe('list');
  });

  it('going back to the old token revives its sessions that were not ended, and refuses the new token’s', async () => {
    const first = await start(OLD_TOKEN);
    await saveEnquiry(first.db, { ...VALID_ENQUIRY, budget: undefined, privacy: true, locale: 'en' });
    const kept = await signIn(first, OLD_TOKEN);
    const ended = await signIn(first, OLD_TOKEN);
    expect((await request(first.app).delete('/api/staff/session').set('Cookie', ended).set('Origin', TEST_SITE_URL)).status).toBe(204);

    const rotated = await start(NEW_TOKEN, first);
    const made = await signIn(rotated, NEW_TOKEN);
    expect(await readsContacts(rotated, kept)).toBe(401);

    // The binding is to the credential: whoever holds the old token could sign in again anyway.
    const back = await start(OLD_TOKEN, first);
    expect(await readsContacts(back, kept)).toBe(200);
    expect(await deskShows(back, kept)).toBe('list');
    expect(await readsContacts(back, ended)).toBe(401);
    expect(await deskShows(back, ended)).toBe('sign-in');
    expect(await readsContacts(back, made)).toBe(401);
    expect(await deskShows(back, made)).toBe('sign-in');
  });

  it('still removes the expired sessions of any token when someone signs in', async () => {
    const before = await start(OLD_TOKEN);
    await signIn(before, OLD_TOKEN);
    const after = await start(NEW_TOKEN, before);
    const { staffSessions } = after.db.tables;
    await after.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await signIn(after, NEW_TOKEN);
    expect(await after.db.select().from(staffSessions)).toHaveLength(1);
  });
});
