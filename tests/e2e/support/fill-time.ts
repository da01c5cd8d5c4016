import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../../shared/submissions/traps';

/**
 * The enquiry and application forms send how long the page has been open
 * (`performance.now()`), and the server keeps a form filled in under MIN_FILL_MS as spam
 * (still answering 201). A test fills a form far faster than a person, so instead of waiting
 * it runs the page on Playwright's clock and moves that clock on.
 *
 * Call before `page.goto`: the clock then fakes Date, the timers and `performance.now` from the
 * page's first script on. It runs at the real pace until moved, so the page behaves as usual,
 * except that its `performance` is a stand-in: `getEntriesByType` and the like return nothing.
 */
export async function installPageClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * Stops the page's clock a second from the page's own now (on a busy machine it can run more
 * than a second ahead of the test's), so what follows moves only when the test moves it.
 */
export async function pausePageClockSoon(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Moves the page's clock on as long as a person takes to fill the form (past MIN_FILL_MS). */
export async function takeTimeToFill(page: Page): Promise<void> {
  await page.clock.fastForward(MIN_FILL_MS + 200);
}
