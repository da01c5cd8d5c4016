import express, { type Express } from 'express';
import request from 'supertest';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaffAuth } from '../../../desk/auth/staff-auth';
import { staffSessions, SESSION_COOKIE } from '../../../desk/auth/staff-sessions';
import { recordAudit } from '../../../desk/audit/audit-trail';
import { accountById, changeSettings, listAccounts } from '../../../desk/accounts/account-store';
import { formatTime } from '../../../desk/pages/desk-labels';
import { plural } from '../../../shared/i18n/plural';
import { adminRoutes } from '../../../desk/pages/admin-routes';
import { KINDS_TABLE } from '../../../desk/kinds-table';
import { saveEnquiry } from '../../support/stored-submissions';
import { staffSession } from '../../support/staff-accounts';
import { signedInAs, signInWithPasskey } from '../../support/staff-sign-in';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

const MAIL_FROM = 'website@northbeam.test';

interface Desk extends TestApp {
  /** The admin routes over the test app's database (until app.ts mounts them, then the app itself). */
  web: Express;
}

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function desk(): Promise<Desk> {
  const t = await createTestApp();
  apps.push(t);
  const web = express();
  web.use(
    adminRoutes({
      db: t.db,
      files: { stylesheets: t.ssr.stylesheets, fontPreloads: t.ssr.fontPreloads },
      auth: createStaffAuth({ token: undefined, db: t.db, siteUrl: TEST_SITE_URL }),
      siteUrl: TEST_SITE_URL,
      onChanged: () => {},
      kinds: Object.values(KINDS_TABLE),
      mailFrom: MAIL_FROM,
    }),
  );
  return { ...t, web };
}

/** A form post from the desk's own pages. */
const post = (t: Desk, path: string, cookie: string, form: Record<string, string> = {}) =>
  request(t.web).post(path).set('Cookie', cookie).set('Origin', TEST_SITE_URL).type('form').send(form);

const get = (t: Desk, path: string, cookie: string) => request(t.web).get(path).set('Cookie', cookie);

/** A page's text as read: no tags (a line-break opportunity is no space), entities decoded, spaces (no-break ones too) collapsed. */
const text = (html: string) =>
  html
    .replaceAll('<wbr/>', '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/[\s\u00a0]+/g, ' ');
/** A dictionary's text as `text` reads it (the Russian ones hold no-break spaces). */
const plain = (said: string) => said.replace(/[\s\u00a0]+/g, ' ');

const invitations = (t: Desk) => t.db.select().from(t.db.tables.staffInvitations).orderBy(asc(t.db.tables.staffInvitations.createdAt));
const invitationEmails = (t: Desk) =>
  t.db
    .select()
    .from(t.db.tables.emailOutbox)
    .where(eq(t.db.tables.emailOutbox.kind, 'invitation'))
    .orderBy(asc(t.db.tables.emailOutbox.id));
const auditRows = (t: Desk) => t.db.select().from(t.db.tables.auditEvents).orderBy(asc(t.db.tables.auditEvents.id));

/** Everything an admin's form could change, to show that a refused one changed nothing. */
const snapshot = async (t: Desk) => ({
  accounts: await listAccounts(t.db),
  invitations: await invitations(t),
  emails: await invitationEmails(t),
  audit: await auditRows(t),
});

describe('/staff/accounts', () => {
  it('lists the accounts for an admin: name and title, address, role, marks the viewer and names each row’s buttons', async () => {
    const t = await desk();
    const { account: admin, cookie } = await staffSession(t.db, 'admin', {
      email: 'ada@northbeam.test',
      timeZone: 'Asia/Makassar',
      name: 'Ada Lovelace',
    });
    await changeSettings(t.db, admin.id, { title: 'Project strategist' });
    // Made before names were asked: the address stands where the name would be.
    const { account: sales } = await staffSession(t.db, 'sales', { email: 'sam@northbeam.test', lang: 'ru', timeZone: 'America/Denver' });
    const accounts = t.db.tables.staffAccounts;
    await t.db.transaction((tx) =>
      tx
        .update(accounts)
        .set({ createdAt: new Date('2026-12-04T20:00:00Z') })
        .where(eq(accounts.id, sales.id)),
    );
    const res = await get(t, '/staff/accounts?ui=en', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('<script');
    const page = text(res.text);
    expect(page).toContain(DESK_TEXTS.en.accounts.title);
    expect(page).toContain(`Ada Lovelace (${DESK_TEXTS.en.accounts.you}) Project strategist ada@northbeam.test`);
    expect(page).toContain(`sam@northbeam.test ${DESK_TEXTS.en.accounts.roleOf.replace('{email}', 'sam@northbeam.test')}`);
    expect(page).not.toContain(`sam@northbeam.test (${DESK_TEXTS.en.accounts.you})`);
    // A narrow column wraps an address after its "@", not inside its domain.
    expect(res.text).toContain('<span class="desk-muted">ada@<wbr/>northbeam.test</span>');
    expect(res.text).toContain('<strong>sam@<wbr/>northbeam.test</strong>');
    // Each row's role is a list with the account's own chosen, and a button that changes it.
    expect(res.text).toMatch(
      new RegExp(`<select id="role-${sales.id}" name="role"><option value="admin">[^<]+</option><option value="sales" selected="">`),
    );
    expect(res.text).toContain(`action="/staff/accounts/${sales.id}/role?ui=en"`);
    expect(res.text).toContain(`aria-label="${DESK_TEXTS.en.accounts.changeRoleLabel.replace('{email}', 'sam@northbeam.test')}"`);
    // Nobody has signed in or made a passkey yet.
    expect(page).toContain(`${DESK_TEXTS.en.accounts.never} ${DESK_TEXTS.en.accounts.noPasskey}`);
    expect(page).toContain('Русский America/Denver');
    // Since when, as a day in the viewer's zone: made at 20:00 UTC on Dec 4, it is Dec 5 in Makassar.
    expect(res.text).toContain(
      `<td data-label="${DESK_TEXTS.en.accounts.columns.since}"><time dateTime="2026-12-04T20:00:00.000Z">Dec 5, 2026</time></td>`,
    );
    expect(res.text).toContain(`aria-label="${DESK_TEXTS.en.accounts.removeLabel.replace('{email}', 'sam@northbeam.test')}"`);
    expect(res.text).toContain(`aria-label="${DESK_TEXTS.en.accounts.reinviteLabel.replace('{email}', 'sam@northbeam.test')}"`);
    expect(res.text).toContain(`action="/staff/accounts/${admin.id}/remove?ui=en"`);
    expect(res.text).toContain('class="desk-table-wrap"');
  });

  it('shows when each account last signed in, in the reader’s zone, with how many passkeys it has', async () => {
    const t = await desk();
    const { cookie } = await staffSession(t.db, 'admin', { timeZone: 'Asia/Makassar' });
    const { account, authenticator } = await signedInAs(t.app, t.db, 'sales', { email: 'sam@northbeam.test' });
    // Creating the passkey signed them in.
    const registered = (await accountById(t.db, account.id))!.lastSignInAt;
    expect(registered).toBeInstanceOf(Date);
    await signInWithPasskey(t.app, authenticator);
    const { lastSignInAt } = (await accountById(t.db, account.id))!;
    expect(lastSignInAt!.getTime()).toBeGreaterThanOrEqual(registered!.getTime());

    for (const ui of ['en', 'ru'] as const) {
      const res = await get(t, `/staff/accounts?ui=${ui}`, cookie);
      const viewer = { ui, account: { timeZone: 'Asia/Makassar' } } as Parameters<typeof formatTime>[1];
      const copy = DESK_TEXTS[ui].accounts;
      // The passkey's last use is this sign-in: the one time says both.
      expect(res.text).toContain(
        `<td data-label="${copy.columns.lastSignIn}"><time dateTime="${lastSignInAt!.toISOString()}">${formatTime(lastSignInAt!, viewer)}</time><span class="desk-muted desk-passkeys">${plural(copy.passkeyCount, 1, ui, 'count')}</span></td>`,
      );
    }
  });

  it('invites someone: the account, its invitation, the email in their language with the link, the audit', async () => {
    const t = await desk();
    const { account: admin, cookie } = await staffSession(t.db, 'admin');
    const res = await post(t, '/staff/accounts?ui=en', cookie, {
      name: '  Nadia Petrova ',
      email: ' New.Person@Northbeam.test ',
      role: 'recruiting',
      lang: 'ru',
    });
    expect(res.status).toBe(303);
    const invited = (await listAccounts(t.db)).find((account) => account.email === 'new.person@northbeam.test');
    expect(invited).toMatchObject({ name: 'Nadia Petrova', title: null, role: 'recruiting', lang: 'ru' });
    expect(res.headers.location).toBe(`/staff/accounts?ui=en&done=invited&account=${invited!.id}`);

    const [invitation] = await invitations(t);
    expect(invitation).toMatchObject({ accountId: invited!.id, invitedBy: admin.id, usedAt: null });
    const emails = await invitationEmails(t);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.message).toMatchObject({
      from: MAIL_FROM,
      to: 'new.person@northbeam.test',
      subject: DESK_TEXTS.ru.invitationEmail.subject,
    });
    expect(emails[0]!.message!.text).toMatch(new RegExp(`${TEST_SITE_URL}/staff/invitation\\?ui=ru#[\\w-]{43}`));
    expect(emails[0]!.message!.text).toContain(DESK_TEXTS.ru.roles.recruiting);
    expect(
      (await auditRows(t)).map(({ actorId, action, subjectKind, subjectId, detail }) => ({
        actorId,
        action,
        subjectKind,
        subjectId,
        detail,
      })),
    ).toEqual([{ actorId: admin.id, action: 'invite', subjectKind: 'account', subjectId: invited!.id, detail: 'recruiting' }]);

    const after = await get(t, res.headers.location!, cookie);
    expect(after.text).toMatch(/<p class="desk-notice" role="status">[^<]*new\.person@northbeam\.test/);
    expect(text(after.text)).toContain(plain(DESK_TEXTS.en.accounts.invited.replace('{email}', 'new.person@northbeam.test')));
    expect(text(after.text)).toContain('Nadia Petrova new.person@northbeam.test');
    // The notice names an account by id: an address cannot make it say anything else.
    expect((await get(t, '/staff/accounts?ui=en&done=invited&account=999', cookie)).text).not.toContain('role="status"');

    // A new invitation replaces the old one: its link stops working.
    const again = await post(t, `/staff/accounts/${invited!.id}/invitation?ui=en`, cookie);
    expect(again.status).toBe(303);
    const [first, second] = await invitations(t);
    expect(first!.usedAt).not.toBeNull();
    expect(second!.usedAt).toBeNull();
    expect(await invitationEmails(t)).toHaveLength(2);
  });

  it('refuses a missing name, a wrong or taken address in the desk’s language, the field marked and described, the values kept', async () => {
    const t = await desk();
    const { cookie } = await staffSession(t.db, 'admin', { lang: 'ru' });
    await staffSession(t.db, 'sales', { email: 'taken@northbeam.test' });
    const before = await snapshot(t);

    for (const name of ['   ', 'N'.repeat(81), 'Two\nlines']) {
      const unnamed = await post(t, '/staff/accounts', cookie, { name, email: 'someone@northbeam.test', role: 'sales', lang: 'en' });
      expect(unnamed.status, name).toBe(400);
      expect(text(unnamed.text)).toContain(plain(DESK_TEXTS.ru.accounts.errors.name));
      expect(unnamed.text).toMatch(
        /<input(?=[^>]*id="invite-name")(?=[^>]*aria-invalid="true")(?=[^>]*aria-describedby="invite-name-error")/,
      );
      expect(unnamed.text).toMatch(/<p class="desk-alert" role="alert"><a href="#invite-name">/);
      expect(unnamed.text).toContain('value="someone@northbeam.test"');
    }

    const wrong = await post(t, '/staff/accounts', cookie, { name: 'Someone', email: 'not an <address>', role: 'sales', lang: 'en' });
    expect(wrong.status).toBe(400);
    expect(text(wrong.text)).toContain(plain(DESK_TEXTS.ru.accounts.errors.email));
    expect(wrong.text).toMatch(
      /<input(?=[^>]*id="invite-email")(?=[^>]*aria-invalid="true")(?=[^>]*aria-describedby="invite-email-error")/,
    );
    expect(wrong.text).toContain('id="invite-email-error"');
    // Said at the page's start too, leading to the field.
    expect(wrong.text).toMatch(/<p class="desk-alert" role="alert"><a href="#invite-email">/);
    expect(wrong.text).toContain('value="not an &lt;address&gt;"');

    const taken = await post(t, '/staff/accounts', cookie, {
      name: 'Someone',
      email: 'TAKEN@northbeam.test',
      role: 'recruiting',
      lang: 'en',
    });
    expect(taken.status).toBe(409);
    expect(text(taken.text)).toContain(plain(DESK_TEXTS.ru.accounts.errors.exists));
    expect(taken.text).toContain('value="TAKEN@northbeam.test"');
    expect(taken.text).toMatch(/<option value="recruiting" selected="">/);

    const role = await post(t, '/staff/accounts', cookie, { name: 'Someone', email: 'someone@northbeam.test', role: 'owner', lang: 'en' });
    expect(role.status).toBe(400);
    expect(text(role.text)).toContain(plain(DESK_TEXTS.ru.accounts.errors.choice));
    expect(await snapshot(t)).toEqual(before);
  });

  it('removes an account: its session ends at once, the removal is audited', async () => {
    const t = await desk();
    const { account: admin, cookie } = await staffSession(t.db, 'admin');
    const { account: sales, cookie: salesCookie } = await staffSession(t.db, 'sales', { email: 'leaving@northbeam.test' });
    expect((await get(t, '/staff/settings?ui=en', salesCookie)).status).toBe(200);

    const res = await post(t, `/staff/accounts/${sales.id}/remove?ui=en`, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/staff/accounts?ui=en&done=removed&account=${sales.id}`);
    expect(await accountById(t.db, sales.id)).toBeUndefined();
    const after = await get(t, res.headers.location!, cookie);
    expect(text(after.text)).toContain(plain(DESK_TEXTS.en.accounts.removed.replace('{email}', 'leaving@northbeam.test')));
    expect(after.text).not.toContain(`/staff/accounts/${sales.id}/remove`);

    // The removed account's cookie opens nothing: its session is gone from the store.
    expect(await staffSessions(t.db).find(salesCookie.slice(SESSION_COOKIE.length + 1))).toBeUndefined();
    const signedOut = await get(t, '/staff/settings?ui=en', salesCookie);
    expect(signedOut.text).not.toContain(DESK_TEXTS.en.settings.title);
    const change = await post(t, '/staff/settings?ui=en', salesCookie, { lang: 'ru', timeZone: 'UTC' });
    expect(change.status).toBe(303);
    expect(change.headers.location).toBe('/staff?ui=en');

    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'remove-account',
      subjectKind: 'account',
      subjectId: sales.id,
      detail: 'sales',
    });
    // Gone already: said so, nothing recorded again.
    const twice = await post(t, `/staff/accounts/${sales.id}/remove?ui=en`, cookie);
    expect(twice.status).toBe(404);
    expect(text(twice.text)).toContain(plain(DESK_TEXTS.en.accounts.errors.missing));
    expect(await auditRows(t)).toHaveLength(1);
  });

  it('does not remove the last admin', async () => {
    const t = await desk();
    const { account: admin, cookie } = await staffSession(t.db, 'admin', { lang: 'ru' });
    const res = await post(t, `/staff/accounts/${admin.id}/remove`, cookie);
    expect(res.status).toBe(409);
    expect(res.text).toMatch(/<p class="desk-alert" role="alert">/);
    expect(text(res.text)).toContain(plain(DESK_TEXTS.ru.accounts.errors.lastAdmin));
    expect(await accountById(t.db, admin.id)).toBeDefined();
    expect(await auditRows(t)).toHaveLength(0);
  });

  it('changes a role in place, at once: audited with both roles, said in words in both languages; never the last admin’s', async () => {
    const t = await desk();
    const { account: admin, cookie } = await staffSession(t.db, 'admin', { lang: 'ru' });
    const { account: sales, cookie: salesCookie } = await staffSession(t.db, 'sales', { email: 'sam@northbeam.test' });
    expect((await get(t, '/staff/accounts', salesCookie)).status).toBe(403);

    const res = await post(t, `/staff/accounts/${sales.id}/role`, cookie, { role: 'admin' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/staff/accounts?ui=ru&done=role&account=${sales.id}`);
    expect(await accountById(t.db, sales.id)).toMatchObject({ role: 'admin' });
    // Their session has the new role from its next request.
    expect((await get(t, '/staff/accounts', salesCookie)).status).toBe(200);
    const after = await get(t, res.headers.location!, cookie);
    expect(after.text).toMatch(/<p class="desk-notice" role="status">/);
    const { accounts: copy, roles, audit } = DESK_TEXTS.ru;
    expect(text(after.text)).toContain(plain(copy.roleChanged.replace('{email}', 'sam@northbeam.test').replace('{role}', roles.admin)));
    expect(after.text).toMatch(new RegExp(`<select id="role-${sales.id}" name="role"><option value="admin" selected="">`));
    const trail = () => auditRows(t).then((rows) => rows.filter((row) => row.action === 'change-role'));
    expect(await trail()).toMatchObject([
      { actorId: admin.id, action: 'change-role', subjectKind: 'account', subjectId: sales.id, detail: 'sales → admin' },
    ]);
    expect(text((await get(t, '/staff/audit?ui=ru', cookie)).text)).toContain(
      plain(`${audit.actions['change-role']} sam@northbeam.test ${roles.sales} → ${roles.admin}`),
    );
    const { audit: auditEn, roles: rolesEn } = DESK_TEXTS.en;
    expect(text((await get(t, '/staff/audit?ui=en', cookie)).text)).toContain(
      `${auditEn.actions['change-role']} sam@northbeam.test ${rolesEn.sales} → ${rolesEn.admin}`,
    );

    // The same role again changes and records nothing; a role not on the list, or an account that is gone, is refused.
    expect((await post(t, `/staff/accounts/${sales.id}/role`, cookie, { role: 'admin' })).status).toBe(303);
    const owner = await post(t, `/staff/accounts/${sales.id}/role`, cookie, { role: 'owner' });
    expect(owner.status).toBe(400);
    expect(text(owner.text)).toContain(plain(copy.errors.role));
    const gone = await post(t, '/staff/accounts/9999/role', cookie, { role: 'sales' });
    expect(gone.status).toBe(404);
    expect(text(gone.text)).toContain(plain(copy.errors.missing));
    expect(await trail()).toHaveLength(1);

    // With two admins one may step down: the desk then opens where the new role does.
    const down = await post(t, `/staff/accounts/${admin.id}/role`, cookie, { role: 'recruiting' });
    expect(down.status).toBe(303);
    expect(down.headers.location).toBe('/staff?ui=ru');
    expect((await get(t, '/staff/accounts', cookie)).status).toBe(403);
    // The last admin cannot, said in the desk's language.
    const last = await post(t, `/staff/accounts/${sales.id}/role?ui=en`, salesCookie, { role: 'sales' });
    expect(last.status).toBe(409);
    expect(last.text).toMatch(/<p class="desk-alert" role="alert">/);
    expect(text(last.text)).toContain(DESK_TEXTS.en.accounts.errors.lastAdminRole);
    expect(await accountById(t.db, sales.id)).toMatchObject({ role: 'admin' });
    expect(await trail()).toHaveLength(2);
  });

  it('is an admin’s only: sales and recruiting get 403 on the pages and the forms, and nothing changes', async () => {
    const t = await desk();
    const { account: admin } = await staffSession(t.db, 'admin');
    for (const role of ['sales', 'recruiting'] as const) {
      const { cookie } = await staffSession(t.db, role);
      const before = await snapshot(t);
      for (const path of ['/staff/accounts', '/staff/audit']) {
        const res = await get(t, `${path}?ui=en`, cookie);
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(text(res.text)).toContain(plain(DESK_TEXTS.en.forbidden.body.replace('{role}', DESK_TEXTS.en.roles[role])));
      }
      const forms: [string, Record<string, string>][] = [
        ['/staff/accounts', { name: 'A Friend', email: `${role}-friend@northbeam.test`, role: 'admin', lang: 'en' }],
        [`/staff/accounts/${admin.id}/invitation`, {}],
        [`/staff/accounts/${admin.id}/remove`, {}],
        [`/staff/accounts/${admin.id}/role`, { role }],
      ];
      for (const [path, form] of forms) expect((await post(t, path, cookie, form)).status, `${role} ${path}`).toBe(403);
      expect(await snapshot(t)).toEqual(before);
    }
  });

  it('refuses forms that do not come from the site’s own pages', async () => {
    const t = await desk();
    const { cookie } = await staffSession(t.db, 'admin');
    const { account: sales } = await staffSession(t.db, 'sales');
    const before = await snapshot(t);
    const form = { email: 'intruder@example.test', role: 'admin', lang: 'en' };
    expect((await request(t.web).post('/staff/accounts').set('Cookie', cookie).type('form').send(form)).status).toBe(403);
    expect(
      (await request(t.web).post('/staff/accounts').set('Cookie', cookie).set('Origin', 'https://elsewhere.test').type('form').send(form))
        .status,
    ).toBe(403);
    expect((await request(t.web).post(`/staff/accounts/${sales.id}/remove`).set('Cookie', cookie)).status).toBe(403);
    expect(
      (await request(t.web).post(`/staff/accounts/${sales.id}/role`).set('Cookie', cookie).type('form').send({ role: 'admin' })).status,
    ).toBe(403);
    expect(
      (await request(t.web).post('/staff/settings').set('Cookie', cookie).type('form').send({ lang: 'ru', timeZone: 'UTC' })).status,
    ).toBe(403);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('/staff/audit', () => {
  it('filters by person and by action, pages 50 at a time, and drops filters that do not parse', async () => {
    const t = await desk();
    const { account: admin, cookie } = await staffSession(t.db, 'admin', { email: 'ada@northbeam.test' });
    const { account: sales } = await staffSession(t.db, 'sales', { email: 'sam@northbeam.test' });
    for (let i = 1; i <= 60; i++)
      await recordAudit(t.db, { actor: { account: sales }, action: 'view', subject: { kind: 'enquiry', id: i } });
    await recordAudit(t.db, { actor: { account: admin }, action: 'change-status', subject: { kind: 'enquiry', id: 7 }, detail: 'spam' });
    await recordAudit(t.db, { actor: { machine: true }, action: 'export-csv', detail: 'enquiry, status new' });
    await recordAudit(t.db, { actor: { account: admin }, action: 'invite', subject: { kind: 'account', id: sales.id }, detail: 'sales' });

    const first = await get(t, '/staff/audit?ui=en', cookie);
    expect(first.status).toBe(200);
    expect(first.text).not.toContain('<script');
    const rows = first.text.match(/<tr>/g)!.length - 1;
    expect(rows).toBe(50);
    // Newest first: the invitation, the script's export, the status change, then the views from 60 down.
    const page = text(first.text);
    expect(page.indexOf(DESK_TEXTS.en.audit.actions.invite)).toBeLessThan(page.indexOf(DESK_TEXTS.en.audit.machine));
    expect(page).toContain(`${DESK_TEXTS.en.audit.actions.invite} sam@northbeam.test ${DESK_TEXTS.en.roles.sales}`);
    expect(page).toContain(`${DESK_TEXTS.en.audit.actions['change-status']} Enquiry 7 ${KIND_TEXTS.enquiry.en.desk.statusOf.spam}`);
    expect(first.text).toContain('<a href="/staff/enquiries/60?ui=en">Enquiry 60</a>');
    expect(first.text).not.toContain('/staff/enquiries/13?');
    const older = /<a href="([^"]+)">Older entries<\/a>/.exec(first.text)?.[1]?.replaceAll('&amp;', '&');
    expect(older).toMatch(/^\/staff\/audit\?ui=en&before=\d+$/);
    const second = await get(t, older!, cookie);
    expect(second.text.match(/<tr>/g)!.length - 1).toBe(13);
    expect(second.text).toContain('/staff/enquiries/1?ui=en');
    expect(second.text).toContain(DESK_TEXTS.en.newest);
    expect(second.text).not.toContain('Older entries');

    const byAdmin = await get(t, `/staff/audit?ui=en&actor=${admin.id}`, cookie);
    expect(byAdmin.text.match(/<tr>/g)!.length - 1).toBe(2);
    expect(byAdmin.text).toMatch(new RegExp(`<option value="${admin.id}" selected="">ada@northbeam.test</option>`));
    const views = await get(t, `/staff/audit?ui=en&action=view&actor=${sales.id}`, cookie);
    expect(views.text.match(/<tr>/g)!.length - 1).toBe(50);
    expect(views.text).not.toContain(`<td>${DESK_TEXTS.en.audit.actions.invite}</td>`);
    const statusChanges = await get(t, '/staff/audit?ui=en&action=change-status', cookie);
    expect(statusChanges.text.match(/<tr>/g)!.length - 1).toBe(1);

    // A filter typed wrong is dropped, the others kept; the page still answers.
    const typo = await get(t, '/staff/audit?ui=en&action=delete-everything&actor=abc&before=-1', cookie);
    expect(typo.status).toBe(200);
    expect(typo.text.match(/<tr>/g)!.length - 1).toBe(50);
    const partly = await get(t, `/staff/audit?ui=en&action=nope&actor=${admin.id}`, cookie);
    expect(partly.text.match(/<tr>/g)!.length - 1).toBe(2);
  });

  it('gives each entry’s time to the second, in the reader’s zone named by its offset and city, in both languages', async () => {
    const t = await desk();
    const { account: admin, cookie: denver } = await staffSession(t.db, 'admin', { timeZone: 'America/Denver' });
    const { cookie: makassar } = await staffSession(t.db, 'admin', { lang: 'ru', timeZone: 'Asia/Makassar' });
    const { cookie: utc } = await staffSession(t.db, 'admin', { timeZone: 'UTC' });
    const at = new Date('2026-12-04T12:00:07Z');
    await recordAudit(t.db, { actor: { account: admin }, action: 'view', subject: { kind: 'enquiry', id: 1 } }, undefined, at);
    const entryTime = async (path: string, cookie: string) =>
      text(/<time dateTime="2026-12-04T12:00:07.000Z">([^<]+)<\/time>/.exec((await get(t, path, cookie)).text)?.[1] ?? '');
    expect(await entryTime('/staff/audit?ui=en', denver)).toBe('Dec 4, 2026, 05:00:07 AM GMT-7 (Denver)');
    expect(await entryTime('/staff/audit?ui=ru', makassar)).toBe('4 дек. 2026 г., 20:00:07 GMT+8 (Макасар)');
    // A zone that names no place keeps its name alone.
    expect(await entryTime('/staff/audit?ui=en', utc)).toBe('Dec 4, 2026, 12:00:07 PM UTC');
  });

  it('names removed people in the filter, and never holds a visitor’s words', async () => {
    const t = await desk();
    const { account: admin, cookie } = await staffSession(t.db, 'admin');
    const { account: sales } = await staffSession(t.db, 'sales', { email: 'gone@northbeam.test' });
    const enquiry = await saveEnquiry(t.db, {
      ...VALID_ENQUIRY,
      name: 'Private Visitor',
      project: 'A secret project about cheese.',
      budget: undefined,
      privacy: true,
      locale: 'en',
    });
    // The real desk's note form, as staff use it.
    const note = await request(t.app)
      .post(`/staff/enquiries/${enquiry.id}?ui=en`)
      .set('Cookie', cookie)
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send({ note: 'Called back: Mrs Example prefers Tuesdays.' });
    expect(note.status).toBe(303);
    expect((await post(t, `/staff/accounts/${sales.id}/remove`, cookie)).status).toBe(303);

    const trail = await auditRows(t);
    expect(trail.map((entry) => entry.action)).toEqual(['add-note', 'remove-account']);
    const stored = JSON.stringify(trail);
    for (const words of ['Mrs Example', 'Tuesdays', 'Private Visitor', 'cheese']) expect(stored).not.toContain(words);

    const res = await get(t, '/staff/audit?ui=en', cookie);
    for (const words of ['Mrs Example', 'Tuesdays', 'Private Visitor', 'cheese']) expect(res.text).not.toContain(words);
    expect(res.text).toContain(
      `<option value="${sales.id}">${DESK_TEXTS.en.audit.removedPerson.replace('{email}', 'gone@northbeam.test')}</option>`,
    );
    expect(res.text).toContain(`<option value="${admin.id}">${admin.email}</option>`);
  });
});

describe('/staff/settings', () => {
  it('changes the name, title, language and time zone: every desk page then names the person and speaks their language, times in their zone', async () => {
    const t = await desk();
    const { account, cookie } = await staffSession(t.db, 'admin', { email: 'ada@northbeam.test', lang: 'en', timeZone: 'UTC' });
    const page = await get(t, '/staff/settings', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(DESK_TEXTS.en.settings.title);
    // Made before names were asked: asked for one, and named by the address meanwhile.
    expect(text(page.text)).toContain(DESK_TEXTS.en.settings.askName);
    expect(text(/<summary>.*?<\/summary>/s.exec(page.text)![0]).trim()).toBe(
      `${DESK_TEXTS.en.signedInAs} ada@northbeam.test , ${DESK_TEXTS.en.roles.admin}`,
    );
    expect(page.text).toMatch(/<option value="UTC" selected="">/);
    expect(page.text).toContain(`<optgroup label="${DESK_TEXTS.en.settings.regions.Asia}">`);
    expect(page.text).toContain('<option value="Asia/Makassar">Makassar — Central Indonesia Time</option>');
    expect(page.text).toContain('<option value="America/Argentina/La_Rioja">Argentina / La Rioja — ');
    expect(text((await get(t, '/staff/accounts', cookie)).text)).toContain('UTC');

    const form = { name: ' Ада Лавлейс ', title: ' Руководитель проектов ', lang: 'ru', timeZone: 'Asia/Makassar' };
    const saved = await post(t, '/staff/settings?ui=en', cookie, form);
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/staff/settings?ui=ru&done=saved');
    expect(await accountById(t.db, account.id)).toMatchObject({
      name: 'Ада Лавлейс',
      title: 'Руководитель проектов',
      lang: 'ru',
      timeZone: 'Asia/Makassar',
    });
    const after = await get(t, saved.headers.location!, cookie);
    expect(after.text).toMatch(/<p class="desk-notice" role="status">/);
    expect(text(after.text)).toContain(plain(DESK_TEXTS.ru.settings.saved));
    expect(text(after.text)).not.toContain(plain(DESK_TEXTS.ru.settings.askName));
    expect(after.text).toContain('value="Ада Лавлейс"');
    expect(after.text).toMatch(/<option value="Asia\/Makassar" selected="">Makassar — /);

    // Without ?ui= the desk now opens in Russian, says who is signed in, every time in the new zone, named.
    const audit = await get(t, '/staff/audit', cookie);
    expect(audit.text).toContain('<html lang="ru">');
    const menu = /<details class="desk-account">.*?<\/details>/s.exec(audit.text)![0];
    expect(text(menu).trim()).toBe(
      plain(
        `${DESK_TEXTS.ru.signedInAs} Ада Лавлейс , ${DESK_TEXTS.ru.roles.admin} Ада Лавлейс ada@northbeam.test ${DESK_TEXTS.ru.nav.settings} ${DESK_TEXTS.ru.signOut}`,
      ),
    );
    expect(menu).toContain('<a href="/staff/settings?ui=ru">');
    expect(menu).toContain('<form action="/staff/sign-out?ui=ru" method="post">');
    expect(text(audit.text)).toContain(plain(DESK_TEXTS.ru.audit.actions['change-settings']));
    expect(audit.text).toMatch(/<time dateTime="[^"]+">[^<]*GMT\+8 \(Макасар\)<\/time>/);
    expect(text((await get(t, '/staff/accounts', cookie)).text)).toContain('Asia/Makassar');
    const [entry] = await auditRows(t);
    expect(entry).toMatchObject({ actorId: account.id, action: 'change-settings', subjectKind: 'account', subjectId: account.id });

    // An empty title is none.
    await post(t, '/staff/settings', cookie, { ...form, title: '  ' });
    expect(await accountById(t.db, account.id)).toMatchObject({ name: 'Ада Лавлейс', title: null });
  });

  it('is every account’s own, and refuses with 400 an empty or overlong name or title, or what is not on the lists', async () => {
    const t = await desk();
    const { account, cookie } = await staffSession(t.db, 'recruiting', { lang: 'ru', name: 'Rita Ray' });
    expect((await get(t, '/staff/settings', cookie)).status).toBe(200);
    const valid = { name: 'Rita Ray', title: '', lang: 'en', timeZone: 'UTC' };
    const { settings: copy } = DESK_TEXTS.ru;
    const refusals: [Record<string, string>, string, string][] = [
      [{ ...valid, name: '   ' }, copy.invalidName, 'settings-name'],
      [{ ...valid, name: 'R'.repeat(81) }, copy.invalidName, 'settings-name'],
      [{ ...valid, name: 'Rita\nRay' }, copy.invalidName, 'settings-name'],
      [{ lang: 'en', timeZone: 'UTC' }, copy.invalidName, 'settings-name'],
      [{ ...valid, title: 'T'.repeat(81) }, copy.invalidJobTitle, 'settings-title'],
      [{ ...valid, lang: 'de' }, copy.invalid, 'settings-zone'],
      [{ ...valid, timeZone: 'Mars/Olympus_Mons' }, copy.invalid, 'settings-zone'],
      [{ name: 'Rita Ray', lang: 'en' }, copy.invalid, 'settings-zone'],
    ];
    for (const [form, message, field] of refusals) {
      const res = await post(t, '/staff/settings', cookie, form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(text(res.text)).toContain(plain(message));
      expect(res.text).toMatch(
        new RegExp(`<(input|select)(?=[^>]*id="${field}")(?=[^>]*aria-invalid="true")(?=[^>]*aria-describedby="settings-problem)`),
      );
    }
    expect(await accountById(t.db, account.id)).toMatchObject({ name: 'Rita Ray', lang: 'ru', timeZone: 'UTC' });
    expect(await auditRows(t)).toHaveLength(0);
  });
});
