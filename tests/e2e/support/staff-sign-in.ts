import type { CDPSession, Page } from '@playwright/test';
import type { Lang } from '../../../shared/i18n/langs';
import type { StaffRole } from '../../../shared/staff';
import { openSqlite } from '../../../platform/database/open-database';
import { addAccount, type StaffAccount } from '../../../desk/accounts/account-store';
import { inviteAccount } from '../../../desk/accounts/invitations';
import { E2E_DATABASE, E2E_SITE_URL } from './e2e-server';
import { expect } from './fixtures';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';

/** The page's virtual authenticator, made once per page: the passkeys it creates stay in it for the page's life. */
const authenticators = new WeakMap<Page, Promise<{ cdp: CDPSession; authenticatorId: string }>>();

/**
 * Gives the page Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform
 * authenticator that keeps discoverable passkeys, verifies its user and answers every prompt at
 * once, as a person touching their fingerprint reader would.
 */
export function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  let made = authenticators.get(page);
  if (!made) {
    made = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      return { cdp, authenticatorId };
    })();
    authenticators.set(page, made);
  }
  return made;
}

let invited = 0;

/** An account of `role` and its invitation, written straight into the e2e server's database: the link it would email. */
export async function inviteToDesk({
  role,
  lang,
  email,
}: {
  role: StaffRole;
  lang: Lang;
  email?: string;
}): Promise<{ account: StaffAccount; link: string }> {
  const db = openSqlite(E2E_DATABASE);
  try {
    invited += 1;
    const address = email ?? `${role}-${lang}-${process.pid}-${invited}-${Date.now()}@northbeam.test`;
    const account = await addAccount(db, { email: address, role, lang });
    const { link } = await inviteAccount(db, {
      account,
      by: { operator: true },
      siteUrl: E2E_SITE_URL,
      mailFrom: 'website@northbeam.test',
    });
    return { account, link };
  } finally {
    await db.close();
  }
}

/**
 * Signs the page in to the staff desk as a new account of `role`, the way a person does: opens
 * the invitation's link, creates a passkey with the page's virtual authenticator and lands in the
 * desk, in `lang`. Later sign-ins on the same page use that passkey (signInWithPasskey).
 */
export async function signInToDesk(
  page: Page,
  { role, lang }: { role: StaffRole; lang: Lang },
): Promise<{ account: StaffAccount; link: string }> {
  await virtualAuthenticator(page);
  const invitation = await inviteToDesk({ role, lang });
  // The link as sent, in the account's language: the page reads the secret from the fragment.
  await page.goto(invitation.link);
  await page.getByRole('button', { name: DESK_TEXTS[lang].invitation.submit }).click();
  await page.waitForURL((url) => url.pathname !== '/staff/invitation');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(DESK_TEXTS[lang].signIn.title);
  return invitation;
}

/** On the desk's sign-in page: signs in with the passkey the page's virtual authenticator holds, and waits for the desk. */
export async function signInWithPasskey(page: Page, lang: Lang): Promise<void> {
  const { signIn } = DESK_TEXTS[lang];
  await page.getByRole('button', { name: signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(signIn.title);
}

/** Who is signed in, in the desk's header: the account menu's summary, which opens on the settings and the sign-out. */
export const accountMenu = (page: Page) => page.locator('header details > summary');

/** Signs out as a person does: opens the header's account menu and presses its button; the sign-in page comes. */
export async function signOutOfDesk(page: Page, lang: Lang): Promise<void> {
  const desk = DESK_TEXTS[lang];
  await accountMenu(page).click();
  await page.getByRole('button', { name: desk.signOut }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.signIn.title);
}
