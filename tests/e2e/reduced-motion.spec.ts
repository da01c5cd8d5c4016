import type { Locator } from '@playwright/test';
import { PAGE_COPY } from '../../shared/content/pages/en';
import { en } from '../../shared/i18n/en';
import { paths } from '../../shared/routes';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/screens';
import { runningAnimations } from './support/motion';
import { holdScripts } from './support/late-scripts';

/** How far on a moment later is: what moves should have moved by then. */
const A_MOMENT_MS = 600;

/**
 * Where the element is drawn now and a moment later. Rather than waiting, the page's time is
 * moved on: its CSS animations (seeked) and, on Playwright's clock (install it before the page
 * loads), its timers and animation frames, so motion driven by script moves as well.
 */
async function positionsOverTime(locator: Locator): Promise<[string, string]> {
  const page = locator.page();
  const where = () => locator.evaluate((element) => JSON.stringify(element.getBoundingClientRect()));
  const before = await where();
  await page.evaluate((ms) => {
    for (const animation of document.getAnimations())
      if (animation.playState === 'running') animation.currentTime = Number(animation.currentTime) + ms;
  }, A_MOMENT_MS);
  await page.clock.runFor(A_MOMENT_MS);
  return [before, await where()];
}

/** HTMLMediaElement.networkState once the browser has stopped fetching (or never started). */
const NETWORK_IDLE = 1;

test.describe('reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('the hero backdrop and the client names stand still', async ({ page }) => {
    await page.clock.install();
    await page.goto(paths.home('en'), { waitUntil: 'networkidle' });
    const [backdropBefore, backdropAfter] = await positionsOverTime(page.locator('.home-hero__backdrop'));
    expect(backdropAfter).toBe(backdropBefore);
    await page.locator('#clients').scrollIntoViewIfNeeded();
    const names = page.locator('#clients li').first();
    const [namesBefore, namesAfter] = await positionsOverTime(names);
    expect(namesAfter).toBe(namesBefore);
    // Standing still, the list needs no pause button.
    await expect(page.locator('#clients button')).toBeHidden();
  });

  test('the case-study clip does not play by itself', async ({ page }) => {
    await page.goto(paths.project('en', 'banking-app'), { waitUntil: 'networkidle' });
    const video = page.locator('main video');
    // Started by script, the clip would be playing since the page's scripts ran; started by the
    // browser (autoplay), once enough of it had come. Once the browser fetches no more of it,
    // either would have happened.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.networkState)).toBe(NETWORK_IDLE);
    expect(await video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }))).toEqual({
      paused: true,
      time: 0,
    });
    await expect(page.getByRole('button', { name: PAGE_COPY.projects.playVideo })).toBeVisible();
  });

  test('the mobile menu opens and closes without sliding', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(paths.home('en'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: en.a11y.openMenu }).click();
    expect(await runningAnimations(page)).toEqual([]);
    await page.getByRole('button', { name: en.a11y.closeMenu }).click();
    expect(await runningAnimations(page)).toEqual([]);
  });
});

// The same checks without the preference: they see the motion, so they can tell it apart.
test.describe('without reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('the hero drifts, the names glide and the clip plays', async ({ page }) => {
    await page.clock.install();
    await page.goto(paths.home('en'), { waitUntil: 'networkidle' });
    expect(await runningAnimations(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^home-hero-drift/), expect.stringMatching(/^client-marquee/)]),
    );
    const [namesBefore, namesAfter] = await positionsOverTime(page.locator('#clients li').first());
    expect(namesAfter).not.toBe(namesBefore);
    await page.goto(paths.project('en', 'banking-app'), { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.locator('main video').evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
  });

  test('a section already on screen when the script starts is never hidden', async ({ page }) => {
    // The scripts arrive late, as on a slow connection: only once the visitor has scrolled to the last section.
    const scrolled = await holdScripts(page);
    await page.goto(paths.about('en'), { waitUntil: 'commit' });
    const section = page.locator('.reveal').last();
    await page.locator('footer').waitFor({ state: 'attached' });
    await section.scrollIntoViewIfNeeded();
    scrolled();
    await page.waitForLoadState('networkidle');
    // The behaviours ran (the header turned solid), and left the section as the server rendered it.
    await expect(page.locator('.site-header')).toHaveAttribute('data-solid', 'true');
    await expect(section).not.toHaveClass(/reveal--pending/);
    expect(await section.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('a section below the fold fades in once, when scrolled to', async ({ page }) => {
    await page.goto(paths.about('en'), { waitUntil: 'networkidle' });
    const section = page.locator('.reveal').last();
    await expect(section).toHaveClass(/reveal--pending/);
    expect(await section.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveClass(/reveal--shown/);
    await expect.poll(() => runningAnimations(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^opacity/)]));
    await expect.poll(() => section.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.evaluate(() => scrollTo(0, 0));
    await section.scrollIntoViewIfNeeded();
    await expect(section).not.toHaveClass(/reveal--pending/);
    expect(await section.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });
});
