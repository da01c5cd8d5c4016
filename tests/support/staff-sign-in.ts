import request from 'supertest';
import type { StaffRole } from '../../shared/staff';
import type { Lang } from '../../shared/i18n/langs';
import type { Db } from '../../platform/database/open-database';
import { addAccount, type StaffAccount } from '../../desk/accounts/account-store';
import { inviteAccount } from '../../desk/accounts/invitations';
import { SESSION_COOKIE } from '../../desk/auth/staff-sessions';
import { softAuthenticator, type SoftAuthenticator } from './soft-authenticator';
import { TEST_SITE_URL } from './test-app';

/** What supertest can send requests to: the app itself, or the URL of a server listening. */
type Target = Parameters<typeof request>[0];

export interface SignInOptions {
  /** The account's address; a new one for each call by default. */
  email?: string;
  lang?: Lang;
  /** The site's SITE_URL: the origin the answers are made for and sent from. TEST_SITE_URL by default. */
  siteUrl?: string;
  /** The authenticator that creates the passkey (a new one by default), to sign in with it again later. */
  authenticator?: SoftAuthenticator;
}

export interface SignedIn {
  /** The Cookie header's value for the new session: `staff_session=…`. */
  cookie: string;
  account: StaffAccount;
  authenticator: SoftAuthenticator;
}

let accounts = 0;

/** The session cookie a sign-in answer sets, as a Cookie header's value. */
export function sessionCookieOf(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`No session cookie in the answer (${res.status}: ${res.text})`);
  return cookie.split(';')[0]!;
}

/** The secret of an invitation's link: its fragment. */
export const secretOf = (link: string) => new URL(link).hash.slice(1);

/**
 * A member of staff with `role`, signed in to the desk the way a person is: an account
 * (addAccount), an operator's invitation (inviteAccount, which also queues its email), and the
 * passkey created over HTTP from the invitation with a software authenticator. Two requests to
 * the staff API's sign-in endpoints: one option request and one registration.
 */
export async function signedInAs(app: Target, db: Db, role: StaffRole, options: SignInOptions = {}): Promise<SignedIn> {
  const siteUrl = options.siteUrl ?? TEST_SITE_URL;
  const authenticator = options.authenticator ?? softAuthenticator({ origin: siteUrl });
  accounts += 1;
  const email = options.email ?? `${role}-${accounts}-${Date.now()}@northbeam.test`;
  const account = await addAccount(db, { email, role, ...(options.lang && { lang: options.lang }) });
  const { link } = await inviteAccount(db, { account, by: { operator: true }, siteUrl, mailFrom: 'website@northbeam.test' });
  const invitation = secretOf(link);
  const asked = await request(app).post('/api/staff/invitation/options').set('Origin', siteUrl).send({ invitation });
  if (asked.status !== 200) throw new Error(`The invitation's options were refused (${asked.status}: ${asked.text})`);
  const registered = await request(app)
    .post('/api/staff/invitation')
    .set('Origin', siteUrl)
    .send({ invitation, response: authenticator.register(asked.body) });
  if (registered.status !== 204) throw new Error(`The passkey was refused (${registered.status}: ${registered.text})`);
  return { cookie: sessionCookieOf(registered), account, authenticator };
}

/** Signs in again with a passkey the authenticator holds, from a client without a session: the new session's cookie. */
export async function signInWithPasskey(app: Target, authenticator: SoftAuthenticator, siteUrl = TEST_SITE_URL): Promise<string> {
  const asked = await request(app).post('/api/staff/session/options').set('Origin', siteUrl);
  if (asked.status !== 200) throw new Error(`The sign-in options were refused (${asked.status}: ${asked.text})`);
  const res = await request(app)
    .post('/api/staff/session')
    .set('Origin', siteUrl)
    .send({ response: authenticator.authenticate(asked.body) });
  if (res.status !== 204) throw new Error(`The sign-in was refused (${res.status}: ${res.text})`);
  return sessionCookieOf(res);
}
