import type { Page } from '@playwright/test';
import { PAGE_COPY as COPY_EN } from '../../shared/content/pages/en';
import { PAGE_COPY as COPY_RU } from '../../shared/content/pages/ru';
import { LANGS } from '../../shared/i18n/langs';
import { paths } from '../../shared/routes';
import { expect, test } from './fixtures';
import { VIEWPORTS } from './screens';

const COPY = { en: COPY_EN, ru: COPY_RU };

/** How far (in whole pixels, either way) the section below the hero sits from where `scroll-padding-top` puts a scroll target. */
const offsetFromScrollTarget = (page: Page) =>
  page.evaluate(() => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    return Math.abs(Math.round(document.getElementById('clients')!.getBoundingClientRect().top - padding));
  });

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const lang of LANGS) {
      const copy = COPY[lang].home;

      test(`${lang} the hero's arrow scrolls to the next section and takes focus there`, async ({ page }) => {
        await page.goto(paths.home(lang));
        const arrow = page.getByRole('button', { name: copy.hero.scrollLabel });
        await arrow.click();
        await expect.poll(() => offsetFromScrollTarget(page)).toBe(0);
        await expect(page.locator('#clients')).toBeFocused();

        // From the keyboard: Enter does the same, and the next Tab continues inside that section.
        await page.evaluate(() => scrollTo(0, 0));
        await arrow.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => offsetFromScrollTarget(page)).toBe(0);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: copy.clients.pause })).toBeFocused();
      });
    }
  });
}
