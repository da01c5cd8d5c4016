import { expect, type Page } from '@playwright/test';

/** Scrolls through the page so lazy images load, deferred sections hydrate and every section has faded in. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      // Two frames: the scroll is drawn and the observers of what came into view have run. Headless
      // Chromium now and then stops producing frames for a while (a CI run waited 90 s on one), so
      // a frame that has not come in 100 ms is not waited for; settle() brings up what was missed.
      for (let frame = 0; frame < 2; frame++) {
        await new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 100);
        });
      }
    }
    scrollTo(0, document.documentElement.scrollHeight);
  });
}

/** What still fades in or transitions: the sections waiting to be scrolled to and the running transitions. */
const unsettled = () => [
  ...[...document.querySelectorAll('.reveal--pending')].map(
    (element) => `pending ${element.className} at ${Math.round(element.getBoundingClientRect().top)} px`,
  ),
  ...document
    .getAnimations()
    .filter((animation) => animation instanceof CSSTransition && animation.playState !== 'finished')
    .map((animation) => `${(animation as CSSTransition).transitionProperty} ${animation.playState}`),
];

/**
 * Scrolls through, waits until the deferred code has arrived and no section is still fading
 * in, and returns to the top: the page as a visitor who has read it sees it. A busy browser
 * can skip frames during the quick scroll, so a section it passed over never counted as seen;
 * each section still waiting is brought into view, as a slower reader would.
 */
export async function settle(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => document.querySelector('.reveal--pending')?.scrollIntoView({ block: 'center' }));
        return page.evaluate(unsettled);
      },
      { message: `${page.url()} settles after scrolling through`, timeout: 15_000 },
    )
    .toEqual([]);
  await page.evaluate(() => scrollTo(0, 0));
}
