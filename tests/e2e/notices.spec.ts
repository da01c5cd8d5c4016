import type { Page } from '@playwright/test';
import { en } from '../../shared/i18n/en';
import { LANGS } from '../../shared/i18n/langs';
import { ru } from '../../shared/i18n/ru';
import { paths } from '../../shared/routes';
import { fillRequiredFields } from './support/enquiry-form';
import { pausePageClockSoon } from './support/fill-time';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { atEachWidth } from './support/widths';

const DICTS = { en, ru };
/** docs/requirements.md section 9. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

test.describe('notices', () => {
  for (const lang of LANGS) {
    const dict = DICTS[lang];
    const region = (page: Page) => page.getByRole('region', { name: dict.submission.notices.region });
    const notices = (page: Page) => region(page).locator('.notice');

    /** Sends a valid enquiry that the (routed) server refuses; each refusal makes a notice. */
    async function openFailingForm(page: Page) {
      await page.goto(paths.contact(lang));
      await fillRequiredFields(page.locator('main form'));
      // The notices are the form's: live once reaching for the form has loaded its code.
      await expect(page.locator('.island[data-island="contact-form"]')).toHaveAttribute('data-hydrated');
      expectFailedResponses(page, '/api/contact');
      return () => page.getByRole('button', { name: dict.contactForm.submit }).click();
    }

    // Their timing is the same script at any width; where they sit and the swipe are checked at both.
    test(`${lang} one at a time, each gone after 5 s`, async ({ page }) => {
      await page.clock.install();
      const submit = await openFailingForm(page);
      await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: dict.submission.errors.server } }));
      await submit();
      await expect(notices(page)).toContainText(dict.submission.errors.server);
      // From here the page's clock moves only when told, so the second notice's 5 s are exact.
      await pausePageClockSoon(page);
      await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }));
      await submit();
      await expect(notices(page).filter({ hasText: dict.submission.notices.errorFallback })).toBeVisible();
      await expect(notices(page)).toHaveCount(1);
      await page.clock.runFor(DURATION_MS - 100);
      await expect(notices(page), 'gone early').toHaveCount(1);
      await page.clock.runFor(200);
      await expect(notices(page)).toHaveCount(0);
    });

    test(`${lang} F8 reaches the notice, a swipe right of more than 50 px dismisses it, at 1280 and 375 px`, async ({ page }) => {
      await atEachWidth(page, async () => {
        const submit = await openFailingForm(page);
        await page.keyboard.press('F8');
        await expect(region(page), 'F8 without a notice').toBeFocused();
        await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: dict.submission.errors.server } }));
        await submit();
        const notice = page.getByRole('alert').filter({ hasText: dict.submission.notices.errorTitle });
        await expect(notice).toBeVisible();
        await page.keyboard.press('F8');
        await expect(notice).toBeFocused();

        const swipe = async (dx: number) => {
          const box = (await notice.boundingBox())!;
          const y = box.y + box.height / 2;
          await page.mouse.move(box.x + 24, y);
          await page.mouse.down();
          await page.mouse.move(box.x + 24 + dx, y, { steps: 6 });
          await page.mouse.up();
        };
        await swipe(SWIPE_THRESHOLD_PX - 10);
        await expect(notice, 'a short swipe springs back').toBeVisible();
        await expect.poll(() => notice.evaluate((element) => element.style.getPropertyValue('--swipe-x'))).toBe('0px');
        await swipe(SWIPE_THRESHOLD_PX + 20);
        await expect(notice).toHaveCount(0);
      });
    });
  }
});
