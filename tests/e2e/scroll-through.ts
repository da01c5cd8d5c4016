import type { Page } from '@playwright/test';

/** Scrolls through the page so lazy images load, deferred sections hydrate and every section has faded in. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    scrollTo(0, document.documentElement.scrollHeight);
  });
}

/**
 * Scrolls through, waits until the deferred code has arrived and no section is still fading
 * in, and returns to the top: the page as a visitor who has read it sees it.
 */
export async function settle(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelector('.reveal--pending') === null &&
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
  );
  await page.evaluate(() => scrollTo(0, 0));
}
