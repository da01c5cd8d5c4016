import { LANGS } from '../../shared/i18n/langs';
import { paths } from '../../shared/routes';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { expectRestMerged, restOfStylesheet } from './support/rest-of-stylesheet';
import { VIEWPORTS, itemPaths, screens } from './support/screens';
import { atEachWidth } from './support/widths';
import { AFTER_LOAD_CHUNKS, AFTER_LOAD_CHUNK_MAX_BYTES } from './support/after-load-chunks';

test('every page fits the screen at 1280 and 375 px', async ({ page }) => {
  // Layout only: one page per template is also read to its end (images, axe) in accessibility.spec.ts,
  // and every page's markup is checked on the server (tests/server/site/page-structure.test.ts).
  test.setTimeout(240_000);
  const wide: string[] = [];
  await atEachWidth(page, async (width) => {
    for (const lang of LANGS) {
      for (const path of [...screens(lang).map((screen) => screen.path), ...itemPaths(lang)]) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        if (overflow > 0) wide.push(`${path} scrolls sideways by ${overflow} px (${width})`);
      }
    }
  });
  expect(wide).toEqual([]);
});

test.describe('JavaScript after the first paint', () => {
  // 14 pages, each waited on until the network is idle: over 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const lang of LANGS) {
    // The 80 KB first-load budget is the build's, per page with its islands: tests/server/site/build-budgets.test.ts.
    test(`web vitals and the service worker's registration load after load and the first paint on every ${lang} screen, and are small`, async ({
      page,
    }) => {
      const afterLoad: { path: string; name: string; startTime: number; loadStart: number; firstPaint: number; bytes: number }[] = [];
      for (const { path } of screens(lang)) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const { later, loadStart, firstPaint } = await page.evaluate((chunks) => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return {
            later: performance
              .getEntriesByType('resource')
              .filter((entry): entry is PerformanceResourceTiming => chunks.some((chunk) => entry.name.endsWith(chunk)))
              .map((entry) => ({ name: entry.name, startTime: entry.startTime, bytes: entry.encodedBodySize })),
            loadStart: navigation.loadEventStart,
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
          };
        }, AFTER_LOAD_CHUNKS);
        afterLoad.push(...later.map((chunk) => ({ ...chunk, path, loadStart, firstPaint })));
      }
      // Requested once the page has loaded and its first paint is on the screen (decision 0026), and small.
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

test('a page only read never asks for the rest of the stylesheet; the first touch asks once, after the first paint (decision 0048), and adds its rules to the page’s own in their order (decision 0049)', async ({
  page,
}) => {
  await page.goto('/en/about', { waitUntil: 'networkidle' });
  const style = page.locator('style[data-stylesheet]');
  const href = await style.getAttribute('data-stylesheet');
  expect(href).toMatch(/^\/assets\/[\w-]+\.rules\.css$/);
  const url = new URL(href!, page.url()).href;
  const requests = () => page.evaluate((url) => performance.getEntriesByName(url).map((entry) => entry.startTime), url);
  expect(await requests()).toEqual([]);
  const services = page.locator('header').getByRole('link', { name: 'Services', exact: true });
  const background = () => services.evaluate((link) => getComputedStyle(link).backgroundColor);
  const still = await background();

  await page.mouse.move(200, 300);
  await expectRestMerged(page);
  await page.keyboard.press('Tab');
  await page.mouse.click(200, 300);
  await page.waitForLoadState('networkidle');
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  const [only, ...more] = await requests();
  expect(more).toEqual([]);
  expect(only).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await services.hover();
  await expect.poll(background, 'a link of the menu under the pointer').not.toBe(still);

  // Every rule of the rest is in the page's sheet, in the rest's order, so the cascade is the
  // whole stylesheet's; besides them, only the font faces and the page's own rules cut to fewer
  // selectors, each just before its whole rule.
  const { rest, own, changed } = await page.evaluate(async (href) => {
    const leaves = (rules: CSSRuleList): CSSRule[] =>
      [...rules].flatMap((rule) => (rule instanceof CSSMediaRule ? leaves(rule.cssRules) : [rule]));
    const textOf = (rule: CSSRule) =>
      (rule.parentRule instanceof CSSMediaRule ? `@media ${rule.parentRule.conditionText} ` : '') + rule.cssText;
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'not all', href });
    await new Promise((loaded) => document.head.append(Object.assign(link, { onload: loaded })));
    const rest = leaves(link.sheet!.cssRules);
    // The client copies a rule by its text: one the browser writes back otherwise would change.
    const changed = rest.filter((rule) => {
      const copy = new CSSStyleSheet();
      copy.insertRule(rule.cssText);
      return copy.cssRules[0]!.cssText !== rule.cssText;
    });
    link.remove();
    return {
      rest: rest.map(textOf),
      own: leaves(document.querySelector('style')!.sheet!.cssRules).map(textOf),
      changed: changed.map(textOf),
    };
  }, href);
  expect(changed, 'rules the browser writes back otherwise').toEqual([]);
  let next = 0;
  const besides = own.filter((text) => (text === rest[next] ? (next++, false) : true));
  expect(next, 'rules of the rest found in order').toBe(rest.length);
  const declarations = (text: string) => text.slice(text.indexOf('{'));
  for (const text of besides) {
    const after = own[own.indexOf(text) + 1];
    if (!text.startsWith('@font-face')) expect(after && declarations(after), text).toBe(declarations(text));
  }
});

test('the rest of the stylesheet lost on the way is asked again at the next touch', async ({ page }) => {
  const requested: string[] = [];
  await page.route('**/*.rules.css', (route) => (requested.push(route.request().url()) === 1 ? route.abort() : route.fallback()));
  expectFailedResponses(page, '.rules.css');
  await page.goto('/ru/about', { waitUntil: 'networkidle' });
  await page.mouse.move(200, 300);
  await expect.poll(() => restOfStylesheet(page), 'the lost request given up').toMatch(/^not asked/);
  expect(requested).toHaveLength(1);
  await page.keyboard.press('Shift');
  await expectRestMerged(page);
  expect(requested, 'asked again, once').toHaveLength(2);
});

test('a long page lays its far sections out when they near the screen, and a link from its contents lands on the heading (decision 0050)', async ({
  page,
}) => {
  await page.goto(paths.privacy('ru'));
  const sections = page.locator('.legal-section');
  const laidOut = (index: number) =>
    sections.nth(index).evaluate((section) => section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const last = (await sections.count()) - 1;
  expect(await laidOut(0), 'the first section, on the screen').toBe(true);
  expect(await laidOut(last), 'the last section, far below').toBe(false);

  await page.locator('.legal-toc__link').last().click();
  const heading = sections.nth(last).locator('h2');
  await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(96);
  expect(await laidOut(last)).toBe(true);
  await expect(heading).toBeInViewport();
});

test('at load a phone lays out late only the blocks near its first screen, once each, and a list’s first screen whole (decision 0050)', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  // The browser says when it starts laying out a block it had left for later.
  await page.addInitScript(() => {
    const late: string[] = [];
    Object.assign(window, { lateBlocks: late });
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => {
        if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) late.push((event.target as Element).className);
      },
      true,
    );
  });
  const late: Record<string, string[]> = {};
  for (const path of [paths.home('ru'), paths.home('en'), paths.blog('en'), paths.projects('ru')]) {
    await page.goto(path);
    // Two frames after the load event: the one that lays out what neared the screen, and the one after.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    late[path] = await page.evaluate(() => (window as unknown as { lateBlocks: string[] }).lateBlocks);
  }
  // The selected work starts below the first screen; the services after it stay far until it is laid out.
  expect(late).toEqual({
    [paths.home('ru')]: ['section home-work'],
    [paths.home('en')]: ['section home-work'],
    [paths.blog('en')]: [],
    [paths.projects('ru')]: [],
  });
});

test.describe('a service’s address', () => {
  for (const lang of LANGS) {
    test(`${lang} opens the services page at that service, outlined and focused, from its first painted frame, with a largest contentful paint`, async ({
      page,
    }) => {
      // The scroll position of every frame from the page's start, with the frame's time.
      await page.addInitScript(() => {
        const frames: [number, number][] = [];
        (window as unknown as { scrollFrames: [number, number][] }).scrollFrames = frames;
        const watch = (time: number) => {
          frames.push([time, Math.round(scrollY)]);
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      const slug = 'analytics-optimization';
      await page.goto(paths.service(lang, slug));
      const card = page.locator(`#${slug}`);
      await expect(card).toBeFocused();
      await expect(card).toHaveClass(/service-card--highlight/);
      // Its title is on the screen, below the header.
      const title = await card.getByRole('heading').evaluate((heading) => {
        const { top, bottom } = heading.getBoundingClientRect();
        return { top, bottom, header: document.querySelector('header')!.getBoundingClientRect().bottom, screen: innerHeight };
      });
      expect(title.top).toBeGreaterThanOrEqual(title.header);
      expect(title.bottom).toBeLessThanOrEqual(title.screen);
      // Whatever runs after load (hydration, the deferred scripts) has had its frames: ten drawn
      // since the network went quiet, any of which would have recorded a scroll.
      await page.waitForLoadState('networkidle');
      const drawn = await page.evaluate(() => (window as unknown as { scrollFrames: unknown[] }).scrollFrames.length);
      await page.waitForFunction((drawn) => (window as unknown as { scrollFrames: unknown[] }).scrollFrames.length >= drawn + 10, drawn);
      // The browser focused it before the first frame it painted: the page was never seen at the top, nor anywhere on
      // the way. Frames before that one drew nothing (the parser may not have reached the service yet).
      const stops = await page.evaluate(() => {
        const frames = (window as unknown as { scrollFrames: [number, number][] }).scrollFrames;
        const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const first = frames.findLastIndex(([time]) => time <= painted);
        return [...new Set(frames.slice(Math.max(first, 0)).map(([, stop]) => stop))];
      });
      expect(stops).toHaveLength(1);
      expect(stops[0]).toBeGreaterThan(0);
      // Scrolling before the first paint left these pages without a largest contentful paint.
      // The browser's buffer of the page's entries is read again until one is there.
      const lcpEntries = () =>
        page.evaluate(() => {
          const observer = new PerformanceObserver(() => undefined);
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          const count = observer.takeRecords().length;
          observer.disconnect();
          return count;
        });
      await expect.poll(lcpEntries, { message: 'largest contentful paint entries' }).toBeGreaterThan(0);
      // The outline is for a moment: gone after 3 s, the focus stays.
      await expect(card).not.toHaveClass(/service-card--highlight/, { timeout: 5000 });
      await expect(card).toBeFocused();
    });
  }
});
