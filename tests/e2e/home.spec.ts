import type { Page } from '@playwright/test';
import { PAGE_COPY as COPY_EN } from '../../shared/content/pages/en';
import { PAGE_COPY as COPY_RU } from '../../shared/content/pages/ru';
import { LANGS } from '../../shared/i18n/langs';
import { paths } from '../../shared/routes';
import { expect, test } from './support/fixtures';
import { atEachWidth } from './support/widths';

const COPY = { en: COPY_EN, ru: COPY_RU };

/** How far (in whole pixels, either way) the section below the hero sits from where `scroll-padding-top` puts a scroll target. */
const offsetFromScrollTarget = (page: Page) =>
  page.evaluate(() => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    return Math.abs(Math.round(document.getElementById('clients')!.getBoundingClientRect().top - padding));
  });

test.describe('home at 1280 and 375 px', () => {
  for (const lang of LANGS) {
    const copy = COPY[lang].home;

    test(`${lang} the hero's arrow scrolls to the next section and takes focus there`, async ({ page }) => {
      await atEachWidth(page, async () => {
        await page.goto(paths.home(lang));
        await page.getByRole('button', { name: copy.hero.scrollLabel }).click();
        await expect.poll(() => offsetFromScrollTarget(page)).toBe(0);
        await expect(page.locator('#clients')).toBeFocused();
      });
    });

    // Each way in on a page of its own. Pressed at once after a script had scrolled the page
    // back to the top, Enter moved the focus but the page stayed at the top in about one run in
    // fifty on a busy machine: a race of two scrolls inside the browser, not a visitor's path.
    // The keys wait for the page's scripts to have started (the network quiet).
    test(`${lang} Enter on the hero's arrow does the same, and the next Tab continues inside that section`, async ({ page }) => {
      await atEachWidth(page, async () => {
        await page.goto(paths.home(lang), { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: copy.hero.scrollLabel }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => offsetFromScrollTarget(page)).toBe(0);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: copy.clients.pause })).toBeFocused();
      });
    });
  }
});
