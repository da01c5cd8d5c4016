import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails on a console error, an uncaught exception or a React hydration
 * warning, whatever it was asserting.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A 404 page is loaded on purpose; Chromium still logs its status as a failed resource.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) notFoundDocuments.add(response.url());
      });
      page.on('console', (message) => {
        const text = message.text();
        if (notFoundDocuments.has(message.location().url) && text.startsWith('Failed to load resource')) return;
        if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Marks the window; the mark survives client-side navigation and is lost on a full page load. */
export async function markWindow(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
}

export async function windowIsMarked(page: import('@playwright/test').Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}
