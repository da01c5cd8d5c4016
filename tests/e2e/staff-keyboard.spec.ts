import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { accountMenu, inviteToDesk, virtualAuthenticator } from './support/staff-sign-in';
import { focusProblemsOnEveryStop } from './support/visible-focus';
import { DESK_TEXTS } from '../../desk/texts/desk-texts';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';

const desk = DESK_TEXTS.en;

/** Presses Tab until `target` has the focus (at most `most` times). */
async function tabTo(page: Page, target: Locator, most = 400): Promise<void> {
  for (let press = 0; press < most; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached with Tab`);
}

test.describe('the staff desk with the keyboard only', () => {
  // Under reduced motion nothing moves, so only the focus can change the picture.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('an admin creates a passkey, invites a recruiter by name, gives their own name and changes the time zone from the account menu, and every stop of every desk page shows its focus', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await virtualAuthenticator(page);
    await page.goto((await inviteToDesk({ role: 'admin', lang: 'en' })).link);
    await tabTo(page, page.getByRole('button', { name: desk.invitation.submit }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KIND_TEXTS.enquiry.en.desk.list);

    const nav = page.getByRole('navigation', { name: desk.nav.label });
    await tabTo(page, nav.getByRole('link', { name: desk.nav.accounts }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.accounts.title);
    const email = `keyboard-${Date.now()}@northbeam.test`;
    await tabTo(page, page.getByLabel(desk.accounts.name));
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(desk.accounts.email)).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    // A closed select takes the first letter of an option.
    await page.keyboard.type('R');
    await expect(page.getByLabel(desk.accounts.role, { exact: true })).toHaveValue('recruiting');
    await tabTo(page, page.getByRole('button', { name: desk.accounts.submit }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(desk.accounts.invited.replace('{email}', email));

    // The settings are under who is signed in, a menu that opens with Enter.
    await tabTo(page, accountMenu(page));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: desk.nav.settings }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel(desk.settings.name, { exact: true }));
    await page.keyboard.type('Ada Admin');
    await tabTo(page, page.getByLabel(desk.settings.timeZone));
    await page.keyboard.type('Makassar');
    await tabTo(page, page.getByRole('button', { name: desk.settings.save }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(desk.settings.saved);
    await expect(page.getByLabel(desk.settings.timeZone)).toHaveValue('Asia/Makassar');

    for (const path of ['/staff?ui=en', '/staff/accounts?ui=en', '/staff/audit?ui=en', '/staff/settings?ui=en', '/staff/vitals?ui=en']) {
      await page.goto(path);
      const { problems, stops } = await focusProblemsOnEveryStop(page, path);
      expect(problems, path).toEqual([]);
      expect(stops, path).toBeGreaterThan(5);
    }
    // The audit trail shows this walk in the new zone, named.
    await page.goto('/staff/audit?ui=en');
    await expect(page.getByRole('cell', { name: /GMT\+8/ }).first()).toBeVisible();
  });
});
