import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { en } from '../../shared/i18n/en';
import { LANGS } from '../../shared/i18n/langs';
import { ru } from '../../shared/i18n/ru';
import { expect, test } from './fixtures';
import { VIEWPORTS } from './screens';
import { E2E_STAFF_TOKEN } from './staff-token';

const DICTS = { en, ru };
const E2E_DATABASE = 'test-results/e2e-site.db';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

/** An enquiry as the server would have stored it, written straight into the e2e server's database. */
function storeEnquiry(name: string): number {
  const db = new Database(E2E_DATABASE);
  db.pragma('busy_timeout = 5000');
  const { lastInsertRowid } = db
    .prepare("INSERT INTO enquiries (name, email, phone, project, locale, status) VALUES (?, 'desk@example.com', '+7 900 000 00 00', 'Онлайн-запись для трёх клиник.', 'ru', 'new')")
    .run(name);
  db.close();
  return Number(lastInsertRowid);
}

async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
  expect(found, `axe violations on ${label}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    const desk = DICTS[lang].staffDesk;
    test(`${lang} staff desk at ${viewport.width} px: sign in, read and answer an enquiry with the keyboard, no axe violations (${width})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const name = `Desk visitor ${lang} ${viewport.width} ${Date.now()}`;
      const id = storeEnquiry(name);

      await page.goto(`/staff?ui=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.signIn.title);
      await expectAccessible(page, 'the sign-in form');
      await page.getByLabel(desk.signIn.token).fill('not-the-token');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(desk.signIn.wrong);
      await page.getByLabel(desk.signIn.token).fill(E2E_STAFF_TOKEN);
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.nav.inbox);
      await expect(page.getByRole('link', { name })).toBeVisible();
      await expectAccessible(page, 'the enquiries');
      await page.getByRole('link', { name }).focus();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/staff/enquiries/${id}\\?ui=${lang}$`));
      await expect(page.getByText('Онлайн-запись для трёх клиник.')).toBeVisible();
      await expectAccessible(page, 'an enquiry');
      await page.getByRole('button', { name: desk.statusOf.replied }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listitem').filter({ hasText: desk.detail.events.status.replace('{status}', desk.statusOf.replied) })).toBeVisible();
      await page.getByLabel(desk.detail.note).fill('Перезвонили, договорились о созвоне в четверг.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Перезвонили, договорились о созвоне в четверг.')).toBeVisible();

      await page.getByRole('link', { name: desk.nav.vitals }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.vitals.title);
      await expectAccessible(page, 'the web vitals');
      await page.getByRole('button', { name: desk.signOut }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.signIn.title);
    });
  }
}
