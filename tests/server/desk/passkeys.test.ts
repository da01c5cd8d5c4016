import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../shared/staff';
import type { Engine } from '../../../platform/database/open-database';
import { readBuildManifest } from '../../../platform/assets/build-manifest';
import { projectRoot } from '../../../platform/config/project-root';
import { addAccount, removeAccount } from '../../../desk/accounts/account-store';
import { inviteAccount } from '../../../desk/accounts/invitations';
import { readAudit } from '../../../desk/audit/audit-trail';
import { sourcesOf } from '../../support/csp';
import { databaseEnv, ENGINES } from '../../support/engines';
import { softAuthenticator, type SoftAuthenticator } from '../../support/soft-authenticator';
import { secretOf, sessionCookieOf, signedInAs, signInWithPasskey } from '../../support/staff-sign-in';
import { createTestApp, TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
const OTHER_ORIGIN = 'https://northbeam.test.evil.example';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function setup(engine: Engine, { limited = false } = {}): Promise<TestApp> {
  // With a STAFF_TOKEN, as a site with scripts has: a request without a session is then 401, not 503.
  const t = await createTestApp(
    { STAFF_TOKEN: 'staff-token-for-tests-0123456789', ...(await databaseEnv(engine)) },
    limited ? {} : { signInLimits: NO_LIMIT },
  );
  apps.push(t);
  return t;
}

const post = (t: TestApp, path: string, body?: object) => {
  const req = request(t.app).post(path).set('Origin', TEST_SITE_URL);
  return body === undefined ? req : req.send(body);
};

/** An account and the secret of its invitation's link. */
async function invited(t: TestApp, role: StaffRole = 'sales') {
  const account = await addAccount(t.db, { email: `${role}-${Math.random().toString(36).slice(2)}@northbeam.test`, role });
  const { link } = await inviteAccount(t.db, {
    account,
    by: { operator: true },
    siteUrl: TEST_SITE_URL,
    mailFrom: 'website@northbeam.test',
  });
  return { account, invitation: secretOf(link) };
}

/** Creates the passkey from the invitation: the answer of the registration. */
async function register(t: TestApp, invitation: string, authenticator: SoftAuthenticator) {
  const options = await post(t, '/api/staff/invitation/options', { invitation });
  expect(options.status).toBe(200);
  return post(t, '/api/staff/invitation', { invitation, response: authenticator.register(options.body) });
}

const signInOptions = async (t: TestApp) => {
  const res = await post(t, '/api/staff/session/options');
  expect(res.status).toBe(200);
  return res.body;
};

const passkeysOf = async (t: TestApp, accountId: number) => {
  const p = t.db.tables.staffPasskeys;
  return t.db.select().from(p).where(eq(p.accountId, accountId));
};

const challengeRows = (t: TestApp) => t.db.select().from(t.db.tables.webauthnChallenges);

describe.each(ENGINES)('passkeys on %s', (engine) => {
  it('an invitation’s link creates a passkey and signs in: a strict, HttpOnly, Secure cookie that reaches the role’s areas only', async () => {
    const t = await setup(engine);
    const { account, invitation } = await invited(t, 'sales');
    const asked = await post(t, '/api/staff/invitation/options', { invitation });
    expect(asked.status).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    const userHandle = (await t.db.select().from(t.db.tables.staffAccounts).where(eq(t.db.tables.staffAccounts.id, account.id)))[0]!
      .userHandle;
    expect(asked.body).toMatchObject({
      rp: { id: 'northbeam.test', name: 'Northbeam staff desk' },
      user: { id: userHandle, name: account.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
    });
    expect(await challengeRows(t)).toMatchObject([{ challenge: asked.body.challenge, purpose: 'registration' }]);

    const authenticator = softAuthenticator({ origin: TEST_SITE_URL });
    const res = await post(t, '/api/staff/invitation', { invitation, response: authenticator.register(asked.body) });
    expect(res.status).toBe(204);
    const cookie = String(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]);
    expect(cookie).toMatch(/^staff_session=[\w-]{40,};/);
    for (const part of ['HttpOnly', 'SameSite=Strict', 'Path=/', 'Secure']) expect(cookie).toContain(part);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(12 * 3600);
    // The challenge was taken; the passkey stored for the account.
    expect(await challengeRows(t)).toEqual([]);
    expect(await passkeysOf(t, account.id)).toMatchObject([{ id: authenticator.credentials[0]!.id, counter: 0, transports: ['internal'] }]);

    const session = sessionCookieOf(res);
    expect((await request(t.app).get('/api/contacts').set('Cookie', session)).status).toBe(200);
    expect((await request(t.app).get('/api/applications').set('Cookie', session)).status).toBe(403);
    const desk = await request(t.app).get('/staff?ui=en').set('Cookie', session);
    expect(desk.status).toBe(200);
    expect(desk.text).toContain(KIND_TEXTS.enquiry.en.desk.list);
    expect(desk.text).not.toContain(DESK_TEXTS.en.signIn.title);
  });

  it('signs in again with the passkey from a client without a session: any passkey may answer, and its counter goes up', async () => {
    const t = await setup(engine);
    const { account, authenticator } = await signedInAs(t.app, t.db, 'recruiting');
    const options = await signInOptions(t);
    expect(options).toMatchObject({ rpId: 'northbeam.test', userVerification: 'preferred' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await post(t, '/api/staff/session', { response: authenticator.authenticate(options) });
    expect(res.status).toBe(204);
    expect((await request(t.app).get('/api/applications').set('Cookie', sessionCookieOf(res))).status).toBe(200);
    const [passkey] = await passkeysOf(t, account.id);
    expect(passkey).toMatchObject({ counter: 1 });
    expect(passkey!.lastUsedAt).toBeInstanceOf(Date);
    await signInWithPasskey(t.app, authenticator);
    expect((await passkeysOf(t, account.id))[0]).toMatchObject({ counter: 2 });
  });

  it('takes each challenge once: a replayed answer, an answer to an expired challenge or to one made for the other ceremony is refused', async () => {
    const t = await setup(engine);
    const { authenticator } = await signedInAs(t.app, t.db, 'sales');
    const answer = authenticator.authenticate(await signInOptions(t));
    expect((await post(t, '/api/staff/session', { response: answer })).status).toBe(204);
    const replay = await post(t, '/api/staff/session', { response: answer });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(DESK_TEXTS.en.api.staffSignInFailed);
    expect(replay.headers['set-cookie']).toBeUndefined();

    const options = await signInOptions(t);
    await t.db.update(t.db.tables.webauthnChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post(t, '/api/staff/session', { response: authenticator.authenticate(options) })).status).toBe(401);
    // Expired challenges are cleared when the next ones are made.
    await signInOptions(t);
    expect(await challengeRows(t)).toHaveLength(1);

    const { invitation } = await invited(t);
    const registration = await post(t, '/api/staff/invitation/options', { invitation });
    expect((await post(t, '/api/staff/session', { response: authenticator.authenticate(registration.body) })).status).toBe(401);
  });

  it('refuses an answer made on another origin or for another relying party, and a request from another site', async () => {
    const t = await setup(engine);
    const { invitation } = await invited(t);
    const authenticator = softAuthenticator({ origin: TEST_SITE_URL });
    const options = (await post(t, '/api/staff/invitation/options', { invitation })).body;
    const foreign = await post(t, '/api/staff/invitation', {
      invitation,
      response: authenticator.register(options, { origin: OTHER_ORIGIN }),
    });
    expect(foreign.status).toBe(401);
    // The invitation still works: a failed answer does not use it up.
    expect((await register(t, invitation, authenticator)).status).toBe(204);

    const signIn = await signInOptions(t);
    expect((await post(t, '/api/staff/session', { response: authenticator.authenticate(signIn, { origin: OTHER_ORIGIN }) })).status).toBe(
      401,
    );
    // Signed by the right passkey, on the right page, but for another relying party.
    const credentialId = authenticator.credentials.at(-1)!.id;
    const wrongRp = authenticator.authenticate({ ...(await signInOptions(t)), rpId: 'evil.example' }, { credentialId });
    expect((await post(t, '/api/staff/session', { response: wrongRp })).status).toBe(401);
    expect((await post(t, '/api/staff/session', { response: authenticator.authenticate(await signInOptions(t)) })).status).toBe(204);

    // The request itself from another site's page, or with no sign of where it came from.
    for (const path of ['/api/staff/session/options', '/api/staff/session', '/api/staff/invitation/options', '/api/staff/invitation']) {
      const other = await request(t.app).post(path).set('Origin', OTHER_ORIGIN).set('Accept-Language', 'ru').send({});
      expect(other.status).toBe(403);
      expect(other.body.error).toBe(DESK_TEXTS.ru.api.staffOtherOrigin);
      expect((await request(t.app).post(path).send({})).status).toBe(403);
    }
    const sameSite = await request(t.app).post('/api/staff/session/options').set('Sec-Fetch-Site', 'same-origin');
    expect(sameSite.status).toBe(200);
  });

  it('uses an invitation once; an expired or replaced one is refused in the request’s language', async () => {
    const t = await setup(engine);
    const { account, invitation } = await invited(t);
    expect((await register(t, invitation, softAuthenticator({ origin: TEST_SITE_URL }))).status).toBe(204);
    const again = await post(t, '/api/staff/invitation/options', { invitation });
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(DESK_TEXTS.en.api.staffInvitationInvalid);

    // Options asked for before the link was used do not make it work twice.
    const { invitation: second } = await invited(t);
    const early = (await post(t, '/api/staff/invitation/options', { invitation: second })).body;
    const late = (await post(t, '/api/staff/invitation/options', { invitation: second })).body;
    const authenticator = softAuthenticator({ origin: TEST_SITE_URL });
    expect((await post(t, '/api/staff/invitation', { invitation: second, response: authenticator.register(early) })).status).toBe(204);
    const twice = await post(t, '/api/staff/invitation', { invitation: second, response: authenticator.register(late) }).set(
      'Accept-Language',
      'ru',
    );
    expect(twice.status).toBe(410);
    expect(twice.body.error).toBe(DESK_TEXTS.ru.api.staffInvitationInvalid);

    const { invitation: third } = await invited(t);
    const options = (await post(t, '/api/staff/invitation/options', { invitation: third })).body;
    await t.db.update(t.db.tables.staffInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(t, '/api/staff/invitation', { invitation: third, response: authenticator.register(options) });
    expect(expired.status).toBe(410);
    expect((await post(t, '/api/staff/invitation/options', { invitation: third })).status).toBe(410);
    expect((await post(t, '/api/staff/invitation/options', { invitation: 'A'.repeat(43) })).status).toBe(410);
    expect(await passkeysOf(t, account.id)).toHaveLength(1);
  });

  it('a new invitation replaces a lost passkey: the old one no longer signs in, nor does the earlier link work', async () => {
    const t = await setup(engine);
    const { account, invitation } = await invited(t);
    const lost = softAuthenticator({ origin: TEST_SITE_URL });
    const earlier = (await post(t, '/api/staff/invitation/options', { invitation })).body;
    expect((await register(t, invitation, lost)).status).toBe(204);
    const { link } = await inviteAccount(t.db, {
      account,
      by: { operator: true },
      siteUrl: TEST_SITE_URL,
      mailFrom: 'website@northbeam.test',
    });
    const replacement = softAuthenticator({ origin: TEST_SITE_URL });
    expect((await register(t, secretOf(link), replacement)).status).toBe(204);
    expect(await passkeysOf(t, account.id)).toMatchObject([{ id: replacement.credentials[0]!.id }]);
    expect((await post(t, '/api/staff/session', { response: lost.authenticate(await signInOptions(t)) })).status).toBe(401);
    await signInWithPasskey(t.app, replacement);
    expect((await post(t, '/api/staff/invitation', { invitation, response: lost.register(earlier) })).status).toBe(410);
  });

  it('a removed account cannot sign in, and its sessions end at once', async () => {
    const t = await setup(engine);
    const { account, cookie, authenticator } = await signedInAs(t.app, t.db, 'sales');
    const kept = await signedInAs(t.app, t.db, 'sales');
    // Its passkey kept but the account marked removed: the account is what is checked.
    await t.db.update(t.db.tables.staffAccounts).set({ removedAt: new Date() }).where(eq(t.db.tables.staffAccounts.id, account.id));
    expect((await post(t, '/api/staff/session', { response: authenticator.authenticate(await signInOptions(t)) })).status).toBe(401);
    await t.db.update(t.db.tables.staffAccounts).set({ removedAt: null }).where(eq(t.db.tables.staffAccounts.id, account.id));

    await removeAccount(t.db, account.id, { operator: true });
    expect((await request(t.app).get('/api/contacts').set('Cookie', cookie)).status).toBe(401);
    expect((await request(t.app).get('/staff?ui=en').set('Cookie', cookie)).text).toContain(DESK_TEXTS.en.signIn.title);
    const refused = await post(t, '/api/staff/session', { response: authenticator.authenticate(await signInOptions(t)) });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(DESK_TEXTS.en.api.staffSignInFailed);
    expect((await request(t.app).get('/api/contacts').set('Cookie', kept.cookie)).status).toBe(200);
  });

  it('refuses a counter that did not go up (a cloned passkey) and a user handle that is not the passkey’s account', async () => {
    const t = await setup(engine);
    const { authenticator } = await signedInAs(t.app, t.db, 'sales');
    await signInWithPasskey(t.app, authenticator);
    const stale = authenticator.authenticate(await signInOptions(t), { signCount: 1 });
    expect((await post(t, '/api/staff/session', { response: stale })).status).toBe(401);
    const other = await signedInAs(t.app, t.db, 'admin');
    const answer = authenticator.authenticate(await signInOptions(t));
    const posing = { ...answer, response: { ...answer.response, userHandle: other.authenticator.credentials[0]!.userHandle } };
    expect((await post(t, '/api/staff/session', { response: posing })).status).toBe(401);
  });

  it('records the passkey’s registration and each sign-in in the audit trail, naming the account', async () => {
    const t = await setup(engine);
    const { account, authenticator } = await signedInAs(t.app, t.db, 'sales');
    await signInWithPasskey(t.app, authenticator);
    const entries = await readAudit(t.db, { actorId: account.id, limit: 10 });
    expect(
      entries.map(({ action, actor, actorId, subjectKind, subjectId }) => ({ action, actor, actorId, subjectKind, subjectId })),
    ).toEqual([
      { action: 'sign-in', actor: account.email, actorId: account.id, subjectKind: 'account', subjectId: account.id },
      { action: 'register-passkey', actor: account.email, actorId: account.id, subjectKind: 'account', subjectId: account.id },
    ]);
  });
});

describe('passkey endpoints', () => {
  it('refuse the 6th failed sign-in in 15 minutes with 429 and Retry-After, in the request’s language; a success does not count', async () => {
    const t = await setup('sqlite', { limited: true });
    const { authenticator } = await signedInAs(t.app, t.db, 'sales');
    await signInWithPasskey(t.app, authenticator);
    const stranger = softAuthenticator({ origin: TEST_SITE_URL });
    stranger.register({ ...(await post(t, '/api/staff/invitation/options', { invitation: (await invited(t)).invitation })).body });
    // A spent link opened again and again is not a failed sign-in: the page asks as it opens.
    for (let i = 0; i < 6; i++) expect((await post(t, '/api/staff/invitation/options', { invitation: 'A'.repeat(43) })).status).toBe(410);
    for (let i = 0; i < 5; i++) {
      const res = await post(t, '/api/staff/session', { response: stranger.authenticate(await signInOptions(t)) });
      expect(res.status).toBe(401);
    }
    const limited = await post(t, '/api/staff/session', { response: authenticator.authenticate(await signInOptions(t)) }).set(
      'Accept-Language',
      'ru',
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.body.error).toBe(DESK_TEXTS.ru.api.staffTooManyTries.replace('{minutes}', '15'));
    // The invitation's registration is guarded by the same count.
    expect((await post(t, '/api/staff/invitation', { invitation: 'A'.repeat(43), response: {} })).status).toBe(429);
  });

  it('refuse malformed bodies with 400 (413 when too large) in the request’s language, never 500', async () => {
    const t = await setup('sqlite');
    const { invitation } = await invited(t);
    const options = (await post(t, '/api/staff/invitation/options', { invitation })).body;
    const good = softAuthenticator({ origin: TEST_SITE_URL }).register(options);
    const garbage = 'Z'.repeat(60);
    const bodies: unknown[] = [
      {},
      [],
      'just a string',
      { response: null },
      { response: { id: 'x' } },
      { response: { ...good, type: 'private-key' } },
      { response: { ...good, id: 'not base64url!' } },
      { response: { ...good, response: { ...good.response, clientDataJSON: 42 } } },
      { response: { ...good, response: { clientDataJSON: garbage, authenticatorData: garbage, signature: garbage } } },
      { response: { ...good, response: { clientDataJSON: 'e30', authenticatorData: garbage, signature: garbage } } },
      { invitation: 42, response: good },
      { invitation, response: { ...good, response: { ...good.response, attestationObject: garbage } } },
      { invitation, response: { ...good, response: { ...good.response, clientDataJSON: garbage } } },
      { invitation, response: { ...good, clientExtensionResults: 'none' } },
      { invitation: '../../etc/passwd', response: good },
    ];
    for (const path of ['/api/staff/session', '/api/staff/invitation/options', '/api/staff/invitation']) {
      for (const body of bodies) {
        const res = await post(t, path).set('Accept-Language', 'ru').type('json').send(JSON.stringify(body));
        // The options need only the invitation: what else a body holds is left out.
        if (path === '/api/staff/invitation/options' && (body as { invitation?: unknown }).invitation === invitation) {
          expect(res.status).toBe(200);
          continue;
        }
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        expect([
          DESK_TEXTS.ru.api.staffPasskeyShape,
          DESK_TEXTS.ru.api.staffSignInFailed,
          DESK_TEXTS.ru.api.staffInvitationInvalid,
        ]).toContain(res.body.error);
      }
      const broken = await post(t, path).set('Accept-Language', 'ru').type('json').send('{"response": ');
      expect(broken.status).toBe(400);
      expect(broken.body.error).toBe(DESK_TEXTS.ru.api.staffPasskeyShape);
      const form = await post(t, path).type('form').send('response=x');
      expect(form.status).toBe(400);
      const huge = await post(t, path)
        .type('json')
        .send(JSON.stringify({ invitation, response: { id: 'A'.repeat(20_000) } }));
      expect(huge.status).toBe(413);
      expect(huge.body.error).toBe(DESK_TEXTS.en.api.staffPasskeyShape);
    }
    // Shapes that pass the schema but hold no real answer are failed sign-ins, not errors.
    const noChallenge = await post(t, '/api/staff/session', {
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    });
    expect(noChallenge.status).toBe(401);
    // The invitation is still good after all that (the answers with its challenge took it: a new one is needed).
    expect((await register(t, invitation, softAuthenticator({ origin: TEST_SITE_URL }))).status).toBe(204);
  });
});

describe('the desk’s passkey pages', () => {
  const manifest = readBuildManifest(`${projectRoot}/dist/client`);
  const script = `/${Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === 'passkey-step')!.file}`;

  it('the sign-in page loads the passkey step, its one script, with its texts and a button that waits for it', async () => {
    const t = await setup('sqlite');
    const res = await request(t.app).get('/staff?ui=ru');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text.match(/<script[^>]*>/g)).toEqual([`<script type="module" src="${script}">`]);
    expect(res.text).toMatch(/<button[^>]*type="button"[^>]*data-passkey-start[^>]*disabled/);
    for (const text of [
      DESK_TEXTS.ru.signIn.title,
      DESK_TEXTS.ru.signIn.submit,
      DESK_TEXTS.ru.signIn.needsScript,
      DESK_TEXTS.ru.signIn.unsupported,
    ])
      expect(res.text).toContain(text);
    expect(res.text).toContain(`data-working="${DESK_TEXTS.ru.signIn.working}"`);
    expect(sourcesOf(res.headers['content-security-policy'] as string, 'script-src')).toMatch(/^'self'( 'sha256-[^']+')*$/);
    const file = await request(t.app).get(script);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/javascript/);
  });

  it('the invitation page needs no session, is never kept or indexed, and carries its texts for the step', async () => {
    const t = await setup('sqlite');
    const res = await request(t.app).get('/staff/invitation').set('Accept-Language', 'ru');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain(`<script type="module" src="${script}"></script>`);
    for (const text of [DESK_TEXTS.ru.invitation.title, DESK_TEXTS.ru.invitation.submit, DESK_TEXTS.ru.invitation.needsScript])
      expect(res.text).toContain(text);
    expect(res.text).toContain(`data-invalid="${DESK_TEXTS.ru.invitation.invalid}"`);
    expect(res.text).toContain(`data-missing="${DESK_TEXTS.ru.invitation.missing}"`);
    expect(res.text).toContain('data-desk="/staff?ui=ru"');
    expect((await request(t.app).get('/staff/invitation?ui=en')).text).toContain(DESK_TEXTS.en.invitation.title);
  });
});
