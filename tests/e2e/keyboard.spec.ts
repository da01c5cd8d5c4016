import type { Locator, Page } from '@playwright/test';
import { BUDGETS } from '../../shared/content/budgets';
import { MIN_FILL_MS } from '../../shared/enquiry-fields';
import { en } from '../../shared/i18n/en';
import { LANGS } from '../../shared/i18n/langs';
import { ru } from '../../shared/i18n/ru';
import { paths } from '../../shared/routes';
import { expect, expectFailedResponses, test } from './fixtures';
import { screens, VIEWPORTS } from './screens';

const DICTS = { en, ru };

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${limit} presses of Tab`).toBeFocused();
}

/** Loads a page and waits until its script has run, so keys reach React's handlers. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((selector) => document.activeElement?.closest(selector) !== null, selector);

for (const lang of LANGS) {
  const dict = DICTS[lang];

  test.describe(`keyboard only, ${lang}`, () => {
    test('the first Tab reaches the skip link, which is shown and moves the focus to the content', async ({ page }) => {
      await open(page, paths.about(lang));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: dict.a11y.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, 'main'), 'the next Tab stays in the content').toBe(true);
      expect(await focusedInside(page, 'header'), 'the next Tab skipped the header').toBe(false);
    });

    test('the contact form is filled in and sent', async ({ page }) => {
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
      const submit = form.getByRole('button', { name: labels.submit });
      await expect(submit).toBeFocused();

      await expect(field('name')).toHaveValue(`Keyboard ${lang}`);
      await expect(field('phone')).toHaveValue('+44 20 7946 0958');
      await expect(field('company')).toHaveValue('Example Co');
      await expect(field('project')).toHaveValue('A booking app for three yoga studios.');
      // People take longer than the bot threshold to fill a form.
      await page.waitForTimeout(MIN_FILL_MS);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: dict.enquiry.notices.sentTitle })).toContainText(dict.enquiry.notices.sentText);
      await expect(field('name')).toHaveValue('');
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    });

    test('a link followed with the keyboard opens the page with the focus at its start: the next Tab is the skip link', async ({ page }) => {
      await open(page, paths.home(lang));
      const careers = page.getByRole('navigation', { name: dict.a11y.mainNav }).getByRole('link', { name: dict.nav.careers });
      await tabTo(page, careers);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(paths.careers(lang));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: dict.a11y.skipToContent })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, 'main'), 'Tab goes on inside the content').toBe(true);
    });
  });

  test.describe(`mobile menu with the keyboard, ${lang}`, () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('opens, keeps the focus inside, closes on Escape and returns the focus', async ({ page }) => {
      // About thirty presses of Tab, each checked: 10 s alone, more beside another worker.
      test.setTimeout(90_000);
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

/** The problems with how the focused element shows its focus; its marker tells a second visit. */
async function focusProblems(page: Page, label: string): Promise<{ marker: string; problems: string[] } | null> {
  const info = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    // A card's stretched link (an absolutely placed ::after) shows its focus on the whole card.
    const stretched = getComputedStyle(active, '::after').position === 'absolute' && active.offsetParent;
    const rect = (stretched || active).getBoundingClientRect();
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30);
    // The nearest opaque surface behind the element.
    let surface = 'rgb(255, 255, 255)';
    for (let node = active.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      const alpha = color.startsWith('rgba') ? Number(color.split(',')[3]!.replace(')', '')) : 1;
      if (alpha === 1) {
        surface = color;
        break;
      }
    }
    const style = getComputedStyle(active);
    active.dataset.focusStop ??= String(Math.random());
    return {
      describe: `${active.tagName.toLowerCase()}.${String(active.className).split(' ')[0]} "${name}"`,
      marker: active.dataset.focusStop,
      rect: { x: rect.left - 10, y: rect.top - 10, right: rect.right + 10, bottom: rect.bottom + 10 },
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? style.outlineColor : null,
      surface,
    };
  });
  if (!info) return null;
  const problems: string[] = [];
  const viewport = page.viewportSize()!;
  const x = Math.max(0, info.rect.x);
  const y = Math.max(0, info.rect.y);
  const clip = { x, y, width: Math.min(info.rect.right, viewport.width) - x, height: Math.min(info.rect.bottom, viewport.height) - y };
  const focused = await page.screenshot({ clip });
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  const unfocused = await page.screenshot({ clip });
  await page.evaluate((marker) => document.querySelector<HTMLElement>(`[data-focus-stop="${marker}"]`)?.focus({ preventScroll: true }), info.marker);
  if (focused.equals(unfocused)) problems.push(`${label}: no visible focus on ${info.describe}`);
  if (info.outline) {
    const ratio = contrast(info.outline, info.surface);
    if (ratio < 3) problems.push(`${label}: focus outline ${info.outline} on ${info.surface} is ${ratio.toFixed(2)}:1 on ${info.describe}`);
  }
  return { marker: info.marker, problems };
}

/** WCAG contrast ratio of two computed `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Tabs through the page until the focus comes round again, comparing each focused control
 * with itself unfocused: the focus must change what is drawn around it, and an outline must
 * stand out 3:1 from the surface it is drawn on. Returns the number of stops.
 */
async function expectVisibleFocusOnEveryStop(page: Page, label: string): Promise<number> {
  await page.mouse.move(0, 0);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < 200; stop++) {
    await page.keyboard.press('Tab');
    const result = await focusProblems(page, label);
    if (!result) continue;
    if (seen.has(result.marker)) break;
    seen.add(result.marker);
    problems.push(...result.problems);
  }
  expect(problems).toEqual([]);
  return seen.size;
}

test.describe('visible keyboard focus', () => {
  // Under reduced motion nothing moves, so only the focus can change the picture.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  // Two screenshots per stop; the home page has about sixty.
  test.describe.configure({ timeout: 120_000 });

  for (const { path } of screens('en')) {
    test(`every control on ${path} shows its focus`, async ({ page }) => {
      await open(page, path);
      const stops = await expectVisibleFocusOnEveryStop(page, path);
      console.log(`focus stops on ${path}: ${stops}`);
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
    expectFailedResponses(page, '/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: en.enquiry.errors.server } }));
    await form.getByRole('button', { name: en.contactForm.submit }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('alert')).toBeFocused();
    const problems = [(await focusProblems(page, 'error notice'))?.problems];
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: en.enquiry.notices.close })).toBeFocused();
    problems.push((await focusProblems(page, 'error notice close button'))?.problems);
    expect(problems).toEqual([[], []]);
  });
});
