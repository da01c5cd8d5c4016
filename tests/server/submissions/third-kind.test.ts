import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { KINDS_TABLE, TABLE_KINDS } from '../../../desk';
import { cvStoreOf } from '../../../platform/database/cv-store';
import { outboxDirOf } from '../../../platform/mail/mail-transport';
import { DEFAULT_RETENTION } from '../../../shared/retention-periods';
import type { StaffRole } from '../../../shared/staff';
import { ARCHIVE_DOCUMENT } from '../../../submissions';
import { runRetention } from '../../../submissions/retention/retention';
import { monthsBefore } from '../../../submissions/retention/retention-rules';
import { NEWSLETTER, NEWSLETTER_DESK } from '../../fixtures/newsletter-kind';
import { ENGINES, databaseEnv } from '../../support/engines';
import { deskOf } from '../../support/mailed-app';
import { staffSession } from '../../support/staff-accounts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { vitalsSweep } from '../../../site/vitals-api/vitals-store';

const TOKEN = 'staff-token-for-tests-0123456789';
const NOW = new Date('2026-06-01T12:00:00Z');

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

/** The site's app with a kind of the tests' own beside the table's, given only as its entries. */
async function appWithNewsletter(engine: (typeof ENGINES)[number]): Promise<TestApp> {
  const t = await createTestApp(
    { STAFF_TOKEN: TOKEN, ...(await databaseEnv(engine)) },
    { kinds: [...Object.values(KINDS_TABLE), NEWSLETTER_DESK], clock: () => NOW },
  );
  apps.push(t);
  return t;
}

const signUp = async (t: TestApp, name: string, email: string) => {
  const res = await request(t.app).post('/api/newsletter').send({ name, email, consent: true, locale: 'en', fillMs: 5000 });
  expect(res.status).toBe(201);
  return res.body.id as number;
};

const storedNumbers = async (t: TestApp) =>
  (
    await t.db
      .select({ number: t.db.tables.submissions.number })
      .from(t.db.tables.submissions)
      .where(eq(t.db.tables.submissions.kind, NEWSLETTER.name))
  ).map((row) => row.number);

describe.each(ENGINES)('a third kind of form, registered by its entries alone, on %s', (engine) => {
  it('is stored, reached on the desk and the staff API by its roles only, exported, erased and deleted by retention', async () => {
    const t = await appWithNewsletter(engine);
    const id = await signUp(t, 'Darya Volkova', 'darya@example.org');
    expect(await storedNumbers(t)).toEqual([id]);

    // Its roles (admin, recruiting) reach its list, its record and its staff API; sales, who reaches the enquiries, does not.
    const reached: Record<StaffRole, boolean> = { admin: true, recruiting: true, sales: false };
    for (const [role, reaches] of Object.entries(reached)) {
      const { cookie } = await staffSession(t.db, role as StaffRole);
      const desk = deskOf(t, cookie);
      const list = await desk.get('/staff/newsletter?ui=en');
      const record = await desk.get(`/staff/newsletter/${id}?ui=en`);
      const api = await request(t.app).get('/api/newsletter-sign-ups').set('Cookie', cookie);
      expect([role, list.status, record.status, api.status]).toEqual(reaches ? [role, 200, 200, 200] : [role, 403, 403, 403]);
      // Its list is a section of the desk's bar, named by its texts, for its roles only.
      const bar = (await desk.get('/staff/settings?ui=en')).text;
      expect([role, bar.includes('<a href="/staff/newsletter?ui=en">Newsletter</a>')]).toEqual([role, reaches]);
      if (reaches) {
        expect(list.text).toContain('Darya Volkova');
        expect(record.text).toContain('darya@example.org');
        expect(api.body.items.map((item: { id: number }) => item.id)).toEqual([id]);
      }
    }
    const byToken = await request(t.app).get('/api/newsletter-sign-ups').set('Authorization', `Bearer ${TOKEN}`);
    expect(byToken.body.items.map((item: { email: string }) => item.email)).toEqual(['darya@example.org']);

    // A person's export has it; their erasure removes it.
    const admin = deskOf(t, (await staffSession(t.db, 'admin')).cookie);
    const exported = await admin
      .post('/staff/requests/export?ui=en', { email: 'darya@example.org' })
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => done(null, Buffer.concat(parts)));
      });
    expect(exported.status).toBe(200);
    const doc = JSON.parse(Buffer.from(unzipSync(new Uint8Array(exported.body as Buffer))[ARCHIVE_DOCUMENT]!).toString('utf8'));
    expect(doc.submissions.map((row: { kind: string; number: number }) => `${row.kind} ${row.number}`)).toEqual([`newsletter ${id}`]);
    const erased = await admin.post('/staff/requests/erase?ui=en', { email: 'darya@example.org', confirm: 'darya@example.org' });
    expect(erased.status).toBe(303);
    expect(await storedNumbers(t)).toEqual([]);

    // Retention deletes it when the period its entry names ends, counted from arrival as its rule says.
    const kept = await signUp(t, 'Ivan Petrov', 'ivan@example.org');
    const databasePath = join(t.dir, 'site.db');
    const target = {
      db: t.db,
      periods: DEFAULT_RETENTION,
      cvs: cvStoreOf(t.db, databasePath),
      outboxDir: outboxDirOf(databasePath),
      log: t.logger,
      vitals: vitalsSweep,
      kinds: [...TABLE_KINDS, NEWSLETTER],
    };
    const months = DEFAULT_RETENTION[NEWSLETTER.retention.period];
    const justInside = new Date(monthsBefore(NOW, -months).getTime() - 1000);
    expect((await runRetention(target, justInside)).submissions).toEqual([]);
    const report = await runRetention(target, monthsBefore(NOW, -months));
    expect(report.submissions).toMatchObject([{ kind: 'newsletter', number: kept, why: 'newsletter-received' }]);
    expect(await storedNumbers(t)).toEqual([]);
    // A whole life of a submission, and on PostgreSQL the cluster's start.
  }, 30_000);
});
