import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The merge takes about 0.1 s alone and 1 to 2 s under a tenfold CPU slowdown; one CI run (two
 * workers beside two servers on two cores) found it unfinished at the default 5 s.
 */
const MERGE_WAIT_MS = 15_000;

/** Where the rest of the stylesheet stands (decision 0049), with what a failure should show. */
export function restOfStylesheet(page: Page): Promise<string> {
  return page.evaluate(() => {
    const style = document.querySelector('style');
    if (!style?.hasAttribute('data-stylesheet')) return 'merged';
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][media="not all"]');
    const paints = performance.getEntriesByType('paint').map((entry) => entry.name);
    // A sheet that failed to load stays until its error event removes the link, and Chromium
    // refuses to read its rules (a SecurityError, as for another origin's sheet).
    const rules = () => {
      try {
        return link?.sheet?.cssRules.length ?? 0;
      } catch {
        return 0;
      }
    };
    const state = link ? `asked, ${rules() ? 'merging' : 'loading or lost'}` : 'not asked';
    return `${state} (document ${document.readyState}, paints: ${paints.join(' ') || 'none'}, own rules: ${style.sheet?.cssRules.length})`;
  });
}

/** Waits until every rule of the rest is in the page's own sheet. */
export async function expectRestMerged(page: Page): Promise<void> {
  await expect.poll(() => restOfStylesheet(page), { message: 'the rest of the stylesheet merged', timeout: MERGE_WAIT_MS }).toBe('merged');
}
