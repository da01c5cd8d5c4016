import type { Locator, Page } from '@playwright/test';
import { PAGE_COPY } from '../../shared/content/pages/en';
import { en } from '../../shared/i18n/en';
import { LANGS } from '../../shared/i18n/langs';
import { paths } from '../../shared/routes';
import { expect, test } from './fixtures';
import { screens, VIEWPORTS } from './screens';
import { scrollThrough } from './scroll-through';

/** Every animation or transition the document is running, named by what it animates. */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const name = animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : 'script';
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return `${name} on ${target ? `${target.tagName.toLowerCase()}.${String(target.className).split(' ')[0]}` : '?'}`;
    }),
  );

/** Sections that fade in (components/reveal.tsx) and are not fully shown. */
const hiddenSections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.reveal, .reveal-item')]
      .filter((element) => getComputedStyle(element).opacity !== '1' || getComputedStyle(element).transform !== 'none')
      .map((element) => element.className),
  );

/** Where the element is drawn now and a moment later. */
async function positionsOverTime(locator: Locator): Promise<[string, string]> {
  const where = () => locator.evaluate((element) => JSON.stringify(element.getBoundingClientRect()));
  const before = await where();
  await locator.page().waitForTimeout(600);
  return [before, await where()];
}

test.describe('reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const lang of LANGS) {
    test(`nothing moves and nothing waits to appear on any ${lang} screen`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const { path } of [...screens(lang), { path: `${paths.home(lang)}/no-such-page` }]) {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(await runningAnimations(page), `${path} after load`).toEqual([]);
        expect(await hiddenSections(page), `${path} sections hidden before scrolling`).toEqual([]);
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        expect(await runningAnimations(page), `${path} after scrolling through`).toEqual([]);
        expect(await hiddenSections(page), `${path} sections hidden after scrolling`).toEqual([]);
      }
    });
  }

  test('the hero backdrop and the client names stand still', async ({ page }) => {
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
    await page.waitForTimeout(1000);
    expect(await video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }))).toEqual({ paused: true, time: 0 });
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
    await page.goto(paths.home('en'), { waitUntil: 'networkidle' });
    expect(await runningAnimations(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^home-hero-drift/), expect.stringMatching(/^client-marquee/)]));
    const [namesBefore, namesAfter] = await positionsOverTime(page.locator('#clients li').first());
    expect(namesAfter).not.toBe(namesBefore);
    await page.goto(paths.project('en', 'banking-app'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('main video').evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
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
