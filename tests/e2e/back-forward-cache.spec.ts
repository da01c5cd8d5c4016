import { LANGS } from '../../shared/i18n/langs';
import { paths } from '../../shared/routes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { expect, test } from './support/fixtures';

// Playwright launches Chromium with the back/forward cache off; these pages are tested with it on.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

for (const lang of LANGS) {
  test(`${lang} pages come back from the back/forward cache as they were left`, async ({ page }) => {
    // Whether the page the browser shows came back whole (persisted) or loaded again.
    await page.addInitScript(() => {
      addEventListener('pageshow', (event) => {
        (window as { restored?: boolean }).restored = event.persisted;
      });
    });
    for (const [from, to] of [
      [paths.home(lang), paths.about(lang)],
      [paths.contact(lang), paths.careers(lang)],
    ] as const) {
      await page.goto(from);
      await page.evaluate(() => void ((window as { marker?: string }).marker = 'left here'));
      await page.locator(`a[href="${to}"]`).first().click();
      await expect(page).toHaveURL(to);
      // A page restored whole fires no load event: wait for the navigation to commit.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(from);
      expect(await page.evaluate(() => (window as { restored?: boolean }).restored), `${from} restored`).toBe(true);
      expect(await page.evaluate(() => (window as { marker?: string }).marker), `${from} kept its state`).toBe('left here');
    }
  });
}
