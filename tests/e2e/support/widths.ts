import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { VIEWPORTS } from './screens';

export type Width = keyof typeof VIEWPORTS;

/**
 * Walks the same path at each width (1280, then 375 px) in one test, a step for each, so a
 * failure says at which width; the walk starts from a fresh page load.
 */
export async function atEachWidth(page: Page, walk: (width: Width) => Promise<void>): Promise<void> {
  for (const [width, viewport] of Object.entries(VIEWPORTS) as [Width, (typeof VIEWPORTS)[Width]][]) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await walk(width);
    });
  }
}
