import type { Locator, Page } from '@playwright/test';
import { BUDGETS } from '../../shared/content/budgets';
import { MIN_FILL_MS } from '../../shared/submissions/traps';
import { en } from '../../shared/i18n/en';
import { LANGS } from '../../shared/i18n/langs';
import { ru } from '../../shared/i18n/ru';
import { paths } from '../../shared/routes';
import { installPageClock, takeTimeToFill } from './support/fill-time';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { expectRestMerged } from './support/rest-of-stylesheet';
import { screens, VIEWPORTS } from './support/screens';
import { E2E_STAFF_TOKEN } from './support/staff-token';
import { focusProblems, focusProblemsOnEveryStop } from './support/visible-focus';

const DICTS = { en, ru };

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${limit} presses of Tab`).toBeFocused();
}

/**
 * Loads a page and waits until its script has run, so keys reach React's handlers. A first key
 * that moves nothing (Shift) asks for the rest of the stylesheet, which draws the keyboard's
 * focus, as a visitor's first key does (decision 0048); the walk starts once it has come.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.keyboard.press('Shift');
  await expectRestMerged(page);
}

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((selector) => document.activeElement?.closest(selector) !== null, selector);

for (const lang of LANGS) {
  const dict = DICTS[lang];

  test.describe(`keyboard only, ${lang}`, () => {
    // One walk: the skip link first on the page loaded, then on the page a followed link opened.
    test('the first Tab reaches the skip link; a link followed with the keyboard opens the page with the focus at its start, where the skip link moves it to the content', async ({
      page,
    }) => {
      await open(page, paths.home(lang));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: dict.a11y.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      const careers = page.getByRole('navigation', { name: dict.a11y.mainNav }).getByRole('link', { name: dict.nav.careers });
      await tabTo(page, careers);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(paths.careers(lang));
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, 'main'), 'the next Tab stays in the content').toBe(true);
      expect(await focusedInside(page, 'header'), 'the next Tab skipped the header').toBe(false);
    });

    test('the contact form is filled in and sent', async ({ page, request }) => {
      await installPageClock(page);
      await open(page, paths.contact(lang));
      const labels = dict.contactForm;
      const form = page.locator('main form');
      const field = (name: string) => form.locator(`[name="${name}"]`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await tabTo(page, field('name'));

      // Enter in a text field sends the form: every message appears and the focus stays on the first.
      await page.keyboard.press('Enter');
      await expect(field('name')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('name')).toBeFocused();

      await page.keyboard.type(`Keyboard ${lang}`);
      await page.keyboard.press('Tab');
      await expect(field('email')).toBeFocused();
      await page.keyboard.type('keys@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('+44 20 7946 0958');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(field('project')).toBeFocused();
      await page.keyboard.type('A booking app for three yoga studios.');
      // Back to the company field that was passed over.
      await page.keyboard.press('Shift+Tab');
      await expect(field('company')).toBeFocused();
      await page.keyboard.type('Example Co');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(field('budget')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(field('budget')).toHaveValue(BUDGETS[1]);
      await page.keyboard.press('Tab');
      await expect(field('privacy')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(field('privacy')).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('link', { name: labels.privacyLink })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(field('consent')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(field('consent')).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('link', { name: labels.consentLink })).toBeFocused();
      await page.keyboard.press('Tab');
      const submit = form.getByRole('button', { name: labels.submit });
      await expect(submit).toBeFocused();

      await expect(field('name')).toHaveValue(`Keyboard ${lang}`);
      await expect(field('phone')).toHaveValue('+44 20 7946 0958');
      await expect(field('company')).toHaveValue('Example Co');
      await expect(field('project')).toHaveValue('A booking app for three yoga studios.');
      await takeTimeToFill(page);
      const sent = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/contact',
      );
      await page.keyboard.press('Enter');
      const response = await sent;
      expect(response.status()).toBe(201);
      expect((response.request().postDataJSON() as { fillMs: number }).fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
      await expect(page.getByRole('status').filter({ hasText: dict.enquiry.sentTitle })).toContainText(dict.enquiry.sentText);
      // Stored as a person's enquiry: one filled faster than the threshold would be kept as spam.
      const { id } = (await response.json()) as { id: number };
      const stored = await request.get(`/api/contacts/${id}`, { headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` } });
      expect(((await stored.json()) as { status: string }).status).toBe('new');
      await expect(field('name')).toHaveValue('');
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    });
  });

  test.describe(`mobile menu with the keyboard, ${lang}`, () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('opens, keeps the focus inside, closes on Escape and returns the focus', async ({ page }) => {
      await open(page, paths.home(lang));
      const openButton = page.getByRole('button', { name: dict.a11y.openMenu });
      const nav = page.getByRole('navigation', { name: dict.a11y.mainNav });
      await tabTo(page, openButton, 5);
      await page.keyboard.press('Enter');
      const closeButton = page.getByRole('button', { name: dict.a11y.closeMenu });
      await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
      await expect(closeButton).toBeFocused();

      // Every link of the menu is reached, and nothing behind the overlay ever is.
      const reached = new Set<string>();
      for (let presses = 0; presses < 16; presses++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return { inHeader: true, label: '' };
          return { inHeader: active.closest('header') !== null, label: active.getAttribute('aria-label') ?? active.textContent ?? '' };
        });
        expect(where.inHeader, `focus left the open menu for "${where.label}"`).toBe(true);
        reached.add(where.label);
      }
      for (const link of await nav.getByRole('link').all()) {
        const label = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
        expect(reached, `menu link "${label}" reached`).toContain(label);
      }

      await page.keyboard.press('Escape');
      await expect(openButton).toHaveAttribute('aria-expanded', 'false');
      await expect(openButton).toBeFocused();
      await expect(nav.getByRole('link', { name: dict.nav.careers })).toBeHidden();

      // Space opens it too; a link followed from it opens the new page with the menu closed.
      await page.keyboard.press('Space');
      await expect(closeButton).toBeFocused();
      await tabTo(page, nav.getByRole('link', { name: dict.nav.careers }), 8);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(paths.careers(lang));
      await expect(openButton).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: dict.a11y.skipToContent })).toBeFocused();
    });
  });
}

/** Tabs round the page until the focus comes back: every stop must show its focus (visible-focus.ts). */
async function expectVisibleFocusOnEveryStop(page: Page, label: string): Promise<void> {
  const { problems, stops, byPixels } = await focusProblemsOnEveryStop(page, label);
  expect(problems).toEqual([]);
  console.log(`focus stops on ${label}: ${stops} (${byPixels} told by screenshots)`);
}

test.describe('visible keyboard focus', () => {
  // Under reduced motion nothing moves, so only the focus can change the picture.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  // Five screens a test, a step for each: fifteen tests of their own cost a page and a start each.
  const SCREENS = screens('en');
  for (let first = 0; first < SCREENS.length; first += 5) {
    const group = SCREENS.slice(first, first + 5);
    test(`every control shows its focus on the ${group.map((screen) => screen.page).join(', ')} pages`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const { path } of group) {
        await test.step(path, async () => {
          await open(page, path);
          await expectVisibleFocusOnEveryStop(page, path);
        });
      }
    });
  }

  test('the open mobile menu, the contact form with errors and the error notice show their focus', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await open(page, paths.home('en'));
    await page.getByRole('button', { name: en.a11y.openMenu }).click();
    await expectVisibleFocusOnEveryStop(page, 'menu');
    await page.keyboard.press('Escape');

    await open(page, paths.contact('en'));
    const form = page.locator('main form');
    await form.getByRole('button', { name: en.contactForm.submit }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectVisibleFocusOnEveryStop(page, 'contact form with errors');

    // F8 reaches the notice; its close button sits on the red of an error.
    await form.locator('[name="name"]').fill('Ada');
    await form.locator('[name="email"]').fill('ada@example.com');
    await form.locator('[name="phone"]').fill('+44 20 7946 0958');
    await form.locator('[name="project"]').fill('A rebrand for a small bakery chain.');
    await form.locator('[name="privacy"]').check();
    await form.locator('[name="consent"]').check();
    expectFailedResponses(page, '/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: en.submission.errors.server } }));
    await form.getByRole('button', { name: en.contactForm.submit }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('alert')).toBeFocused();
    const problems = [await focusProblems(page, 'error notice')];
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: en.submission.notices.close })).toBeFocused();
    problems.push(await focusProblems(page, 'error notice close button'));
    expect(problems).toEqual([[], []]);
  });
});
