import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// 'experimental' adds the rules axe keeps off by default, such as label-content-name-mismatch (WCAG 2.5.3).
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];

/** No axe violations on the page as it stands, each named by its rule and element. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
  expect(found, `axe violations on ${label}`).toEqual([]);
}

/** A desk page as it stands: no axe violations, and nothing wider than the screen. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}
