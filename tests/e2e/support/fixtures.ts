import { test as base, expect, type Page } from '@playwright/test';

/** Responses a test makes fail on purpose (page.route); the browser's log of them is expected. */
const intendedFailures = new WeakMap<Page, string[]>();

export function expectFailedResponses(page: Page, urlPart: string): void {
  intendedFailures.set(page, [...(intendedFailures.get(page) ?? []), urlPart]);
}

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
        const source = message.location().url;
        if (
          text.startsWith('Failed to load resource') &&
          (notFoundDocuments.has(source) || intendedFailures.get(page)?.some((part) => source.includes(part)))
        )
          return;
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

/** Marks the window; a full page load loses the mark. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}
