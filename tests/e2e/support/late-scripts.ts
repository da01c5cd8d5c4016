import type { Page } from '@playwright/test';

/**
 * Holds every script of the page back, as a slow connection would, until the returned
 * function is called: for what a visitor does before the behaviours start.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const arrive = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await arrive;
    await route.continue();
  });
  return release;
}
