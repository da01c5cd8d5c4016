import { LANGS } from '../../shared/i18n/langs';
import { openSqlite } from '../../platform/database/open-database';
import { removeAccount } from '../../desk/accounts/account-store';
import { E2E_DATABASE, E2E_SITE_URL } from './support/e2e-server';
import { expectNoAxeViolations } from './support/axe-checks';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { inviteToDesk, signInToDesk, signInWithPasskey, signOutOfDesk, virtualAuthenticator } from './support/staff-sign-in';
import { DESK_TEXTS } from '../../desk/texts/desk-texts';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';

for (const lang of LANGS) {
  const desk = DESK_TEXTS[lang];

  test.describe(`the desk's passkeys in ${lang}`, () => {
    // The invitation's link carries no language: the page speaks the browser's.
    test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB' });

    test(`${lang}: an invitation's link creates a passkey and opens the desk; signed out, the passkey signs in again with the keyboard; the used link says it is spent`, async ({
      page,
    }) => {
      await virtualAuthenticator(page);
      const { link } = await inviteToDesk({ role: 'sales', lang });
      const heading = page.getByRole('heading', { level: 1 });

      await page.goto(link);
      await expect(heading).toHaveText(desk.invitation.title);
      const create = page.getByRole('button', { name: desk.invitation.submit });
      await expect(create).toBeEnabled();
      // The secret is off the address bar before anything else.
      expect(page.url()).toBe(`${E2E_SITE_URL}/staff/invitation?ui=${lang}`);
      await expect(page.getByText(desk.invitation.needsScript)).toBeHidden();
      await expectNoAxeViolations(page, 'the invitation page');
      await create.click();
      await expect(page).toHaveURL(`${E2E_SITE_URL}/staff?ui=${lang}`);
      await expect(heading).toHaveText(KIND_TEXTS.enquiry[lang].desk.list);

      await signOutOfDesk(page, lang);
      const signIn = page.getByRole('button', { name: desk.signIn.submit });
      await expect(signIn).toBeEnabled();
      await expect(page.getByText(desk.signIn.needsScript)).toBeHidden();
      await expect(page.getByText(desk.signIn.unsupported)).toBeHidden();
      await expectNoAxeViolations(page, 'the sign-in page');
      await signIn.focus();
      await page.keyboard.press('Enter');
      await expect(heading).toHaveText(KIND_TEXTS.enquiry[lang].desk.list);
      await expect(page).toHaveURL(`${E2E_SITE_URL}/staff?ui=${lang}`);

      expectFailedResponses(page, '/api/staff/invitation/options');
      await page.goto(link);
      await expect(page.getByRole('alert')).toHaveText(desk.invitation.invalid);
      await expect(page.getByRole('alert')).toBeFocused();
      await expect(create).toBeHidden();
      expect(page.url()).toBe(`${E2E_SITE_URL}/staff/invitation?ui=${lang}`);
    });
  });
}

test('a passkey the desk no longer knows, or a prompt cancelled, is said in the alert, and the button works again', async ({ page }) => {
  const desk = DESK_TEXTS.en;
  const { account } = await signInToDesk(page, { role: 'recruiting', lang: 'en' });
  // Recruiting opens on the applications.
  await expect(page).toHaveURL(/\/staff\/applications\?ui=en$/);
  await signOutOfDesk(page, 'en');
  await signInWithPasskey(page, 'en');
  await signOutOfDesk(page, 'en');

  const db = openSqlite(E2E_DATABASE);
  try {
    await removeAccount(db, account.id, { operator: true });
  } finally {
    await db.close();
  }
  expectFailedResponses(page, '/api/staff/session');
  const signIn = page.getByRole('button', { name: desk.signIn.submit });
  await signIn.click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(desk.signIn.failed);
  await expect(alert).toBeFocused();
  await expect(signIn).toBeEnabled();
  await expect(page.getByRole('status')).toHaveText('');

  // A person closing the browser's prompt: its promise is refused with NotAllowedError.
  await page.evaluate(() => {
    navigator.credentials.get = () => Promise.reject(new DOMException('The operation was cancelled.', 'NotAllowedError'));
  });
  await signIn.click();
  await expect(alert).toHaveText(desk.signIn.cancelled);
  await expect(signIn).toBeEnabled();
});

test('without the secret or without passkeys in the browser, the pages say what is missing; without a script nothing can be pressed', async ({
  page,
  browser,
}) => {
  const desk = DESK_TEXTS.en;
  await page.goto('/staff/invitation?ui=en');
  await expect(page.getByRole('alert')).toHaveText(desk.invitation.missing);
  await expect(page.getByRole('button', { name: desk.invitation.submit })).toBeHidden();

  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });
  await page.goto('/staff?ui=en');
  await expect(page.getByText(desk.signIn.unsupported)).toBeVisible();
  await expect(page.getByRole('button', { name: desk.signIn.submit })).toBeDisabled();

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    // Chromium's emulation without script still parses <noscript> as script-on (its text is checked
    // in tests/server/desk/passkeys.test.ts); what shows here is that nothing can be pressed.
    const still = await context.newPage();
    await still.goto(`${E2E_SITE_URL}/staff?ui=en`);
    await expect(still.getByRole('button', { name: desk.signIn.submit })).toBeDisabled();
  } finally {
    await context.close();
  }
});
