import type { Page } from '@playwright/test';
import { LANGS } from '../../shared/i18n/langs';
import { expect, test } from './fixtures';
import { itemPaths, screens, VIEWPORTS } from './screens';
import { AFTER_LOAD_CHUNKS, AFTER_LOAD_CHUNK_MAX_BYTES } from './after-load-chunks';
import { scrollThrough } from './scroll-through';

async function expectSound(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  await scrollThrough(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  // Every image has loaded (no broken image) and names its size, so nothing shifts. A busy
  // browser may not have started a lazy image the quick scroll passed: it is brought into view.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => [...document.images].find((img) => !img.complete)?.scrollIntoView({ block: 'center' }));
        return page.evaluate(() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src));
      },
      { message: `${page.url()}: every image loads`, timeout: 15_000 },
    )
    .toEqual([]);
  const unsized = await page.evaluate(() => [...document.images].filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.src));
  expect(unsized, 'images without width and height').toEqual([]);
  const unlabelled = await page.evaluate(() => [...document.images].filter((img) => img.getAttribute('alt') === null).map((img) => img.src));
  expect(unlabelled, 'images without alt').toEqual([]);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every screen at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const lang of LANGS) {
      for (const { page: id, path } of screens(lang)) {
        test(`${path} renders completely`, async ({ page }) => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await expectSound(page);
          await page.evaluate(() => scrollTo(0, 0));
          await page.screenshot({ path: `test-results/screenshots/${lang}-${id}-${name}.png`, fullPage: true });
        });
      }
    }
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every item page at ${viewport.width} px`, () => {
    test.use({ viewport });
    // 28 pages, each scrolled to the bottom and photographed.
    test.describe.configure({ timeout: 240_000 });
    for (const lang of LANGS) {
      test(`${lang} item pages fit the screen and show their images`, async ({ page }) => {
        for (const path of itemPaths(lang)) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expectSound(page);
          await page.evaluate(() => scrollTo(0, 0));
          await page.screenshot({ path: `test-results/screenshots/${path.slice(1).replaceAll('/', '-')}-${name}.png`, fullPage: true });
        }
      });
    }
  });
}

test.describe('first-load JavaScript', () => {
  // 14 pages, each waited on until the network is idle: over 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const lang of LANGS) {
    test(`stays within 80 KB gzip on every ${lang} screen, islands included`, async ({ page }) => {
      const sizes: Record<string, number> = {};
      const afterLoad: { path: string; name: string; startTime: number; loadStart: number; firstPaint: number; bytes: number }[] = [];
      for (const { path } of screens(lang)) {
        await page.goto(path, { waitUntil: 'networkidle' });
        // Forms load their code when reached for: a visitor's pointer over each island loads them all.
        // (React puts its preload of an eager picture, a <link>, in the island's markup: nothing to point at.)
        for (const island of await page.locator('[data-island] > :first-child:not(link), [data-island] > link:first-child + *').all()) await island.hover();
        await page.waitForLoadState('networkidle');
        const { firstLoad, later, loadStart, firstPaint } = await page.evaluate((chunks) => {
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.js'));
          const isLater = (entry: PerformanceResourceTiming) => chunks.some((chunk) => entry.name.endsWith(chunk));
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return {
            firstLoad: scripts.filter((entry) => !isLater(entry)).reduce((sum, entry) => sum + entry.encodedBodySize, 0),
            later: scripts.filter(isLater).map((entry) => ({ name: entry.name, startTime: entry.startTime, bytes: entry.encodedBodySize })),
            loadStart: navigation.loadEventStart,
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
          };
        }, AFTER_LOAD_CHUNKS);
        sizes[path] = firstLoad;
        afterLoad.push(...later.map((chunk) => ({ ...chunk, path, loadStart, firstPaint })));
      }
      console.log(`first-load JS (gzip bytes), ${lang}:`, sizes);
      for (const [path, bytes] of Object.entries(sizes)) expect(bytes, path).toBeLessThanOrEqual(80 * 1024);
      // Web vitals and the service worker's registration come after first load: requested once the
      // page has loaded and its first paint is on the screen (decision 0026), and small.
      for (const chunk of AFTER_LOAD_CHUNKS) {
        expect(afterLoad.filter((loaded) => loaded.name.endsWith(chunk)).length, `pages that loaded ${chunk}`).toBeGreaterThan(0);
      }
      for (const chunk of afterLoad) {
        expect(chunk.startTime, `${chunk.name} on ${chunk.path}, after load`).toBeGreaterThanOrEqual(chunk.loadStart);
        expect(chunk.startTime, `${chunk.name} on ${chunk.path}, after the first paint`).toBeGreaterThan(chunk.firstPaint);
        expect(chunk.bytes, `${chunk.name} on ${chunk.path}`).toBeLessThanOrEqual(AFTER_LOAD_CHUNK_MAX_BYTES);
      }
    });
  }
});

test('the rest of the stylesheet is requested once, after the first paint (decision 0027)', async ({ page }) => {
  await page.goto('/en/blog', { waitUntil: 'networkidle' });
  const href = await page.locator('style[data-stylesheet]').getAttribute('data-stylesheet');
  expect(href).toMatch(/^\/assets\/[\w-]+\.rules\.css$/);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  const { requests, firstPaint } = await page.evaluate(
    (url) => ({
      requests: performance.getEntriesByName(url).map((entry) => entry.startTime),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    }),
    new URL(href!, page.url()).href,
  );
  expect(requests).toHaveLength(1);
  expect(requests[0]).toBeGreaterThan(firstPaint);
});

test.describe('Russian pages', () => {
  test('show none of the English interface and page copy', async ({ page }) => {
    const { en } = await import('../../shared/i18n/en');
    const { PAGE_COPY } = await import('../../shared/content/pages/en');
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    // Phrases of three words or more: single words such as brand names are the same in both.
    const english = strings([en, PAGE_COPY]).filter((text) => text.split(/\s+/).length >= 3 && !text.includes('{'));
    for (const { path } of screens('ru')) {
      await page.goto(path);
      const text = await page.locator('body').innerText();
      for (const phrase of english) expect(text, `${path} shows "${phrase}"`).not.toContain(phrase);
    }
  });
});
