import type { Page } from '@playwright/test';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { projectVideo } from '../../shared/content/media';
import { PROJECTS } from '../../shared/content/.generated/projects';
import { LANGS } from '../../shared/i18n/langs';
import { paths } from '../../shared/routes';
import { expect, markWindow, test, windowIsMarked } from './support/fixtures';
import { otherLang } from './support/screens';
import { SITE_TEXTS } from '../../site/texts/site-texts';

// The only browser tests that let pages register the service worker (playwright.config.ts
// blocks it elsewhere). Each test has a fresh context, so no worker outlives its test.
test.use({ serviceWorkers: 'allow' });

/** HTMLMediaElement.readyState once the current frame can be shown. */
const HAVE_CURRENT_DATA = 2;

/**
 * Same-origin files of the page's visit that no cache of the worker holds yet. Pages vary by
 * User-Agent (crawlers get their own variant), which a kept navigation request carries and
 * this lookup does not: like the worker's own lookups, it ignores Vary.
 */
function unkept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
    const missing: string[] = [];
    for (const url of urls)
      if (new URL(url).origin === location.origin && !(await caches.match(url, { ignoreVary: true }))) missing.push(url);
    return missing;
  });
}

/** Cuts the network, and waits until the page has been told (the browser says so asynchronously). */
async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

/**
 * Counts the reloads the tab's pages ask for, and notes when a page's own registration of the
 * worker has been answered. A reload is counted when it is asked for (the Navigation API's
 * navigate event), not when the page comes back, in session storage, which the reload keeps.
 */
async function watchReloads(page: Page): Promise<{ count: () => Promise<number>; registered: () => Promise<unknown> }> {
  await page.addInitScript(() => {
    const key = 'e2e-reloads';
    const { navigation } = window as unknown as { navigation: EventTarget };
    navigation.addEventListener('navigate', (event) => {
      if ((event as Event & { navigationType: string }).navigationType === 'reload')
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key)) + 1));
    });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      const registered = register.apply(this, args);
      void registered.then(() => Object.assign(window, { __workerRegistered: true }));
      return registered;
    };
  });
  return {
    count: () => page.evaluate(() => Number(sessionStorage.getItem('e2e-reloads'))),
    registered: () => page.waitForFunction(() => (window as unknown as { __workerRegistered?: boolean }).__workerRegistered === true),
  };
}

/** Opens a page and waits until the worker controls it and has kept it with all it loaded. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => unkept(page)).toEqual([]);
}

for (const lang of LANGS) {
  test.describe(`offline, ${lang}`, () => {
    test('pages visited before and after the install reload offline with their content', async ({ page }) => {
      // The first page loads before any worker: the worker keeps it when the page asks.
      await visit(page, paths.services(lang));
      const services = await page.locator('h1').textContent();
      // The next one goes through the worker, which keeps it on the way.
      await visit(page, paths.projects(lang));
      const projects = await page.locator('h1').textContent();

      await goOffline(page);
      await page.reload();
      await expect(page.locator('h1')).toHaveText(projects!);
      await expect(page.locator('.project-card').first()).toBeVisible();
      // A tooltip's code comes at its first hover: the worker kept it at install.
      await page.locator(`.lang-switch__option[lang="${otherLang(lang)}"]`).hover();
      await expect(page.getByRole('tooltip')).toHaveText(DICTIONARIES[lang].tooltips.readIn[otherLang(lang)]);
      await page.locator(`.site-nav a[href="${paths.services(lang)}"]`).click();
      await expect(page.locator('h1')).toHaveText(services!);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('.service-card').first()).toBeVisible();
    });

    test('a page not visited yet shows the offline page in the visitor’s language, by link or by address', async ({ page, context }) => {
      const texts = SITE_TEXTS[lang].offline;
      const expectOfflinePage = async (path: string) => {
        await expect(page.locator('h1')).toHaveText(texts.title);
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page.getByRole('link', { name: texts.home, exact: true })).toHaveAttribute('href', paths.home(lang));
      };
      await visit(page, paths.home(lang));
      await goOffline(page);
      const careers = paths.careers(lang);
      await page.locator(`.site-nav a[href="${careers}"]`).click();
      await expectOfflinePage(careers);
      await page.goto(paths.blog(lang));
      await expectOfflinePage(paths.blog(lang));

      await context.setOffline(false);
      await page.getByRole('link', { name: texts.retry }).click();
      await expect(page.locator('h1')).not.toHaveText(texts.title);
      expect(new URL(page.url()).pathname).toBe(paths.blog(lang));
    });
  });
}

// What the worker does with the site's files is the same in either language: once, on English pages.
test.describe('offline, the worker', () => {
  const lang = 'en';

  test('a case study’s loop plays offline, from the whole file the worker kept', async ({ page }) => {
    const study = PROJECTS.find((project) => projectVideo(project) !== null)!;
    await visit(page, paths.home(lang));
    await visit(page, paths.project(lang, study.slug));
    const video = page.locator('video');
    const ready = () => video.evaluate((element: HTMLVideoElement) => (element.error ? -1 : element.readyState));
    await expect.poll(ready).toBeGreaterThanOrEqual(HAVE_CURRENT_DATA);

    await goOffline(page);
    await page.reload();
    await expect.poll(ready).toBeGreaterThanOrEqual(HAVE_CURRENT_DATA);
  });

  test('the first install does not reload the page; a new worker reloads it exactly once', async ({ page, context }) => {
    // Chromium's update check (the byte comparison with the installed worker) is made by the
    // browser itself, out of Playwright's reach; the install's script fetch can be routed.
    // So the page first installs the worker with a comment appended, as the previous build,
    // and the update check then finds the server's /sw.js different: a deploy, as browsers see it.
    let previousServed = 0;
    await context.route('**/sw.js', async (route) => {
      const response = await route.fetch();
      previousServed += 1;
      await route.fulfill({ response, body: `${await response.text()}\n// previous build\n` });
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const reloads = await watchReloads(page);
    // Controlled, the page has had the first install's controller change, and the worker kept
    // its visit only after that: a reload for it would have been asked for by now.
    await visit(page, paths.about(lang));
    expect(previousServed, 'the previous build was installed').toBe(1);
    expect(await reloads.count(), 'reloads asked for on the first install').toBe(0);
    expect(loads, 'reloads on the first install').toHaveLength(1);

    await context.unrouteAll();
    await markWindow(page);
    await page.evaluate(() => void navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect.poll(() => loads.length, { timeout: 10_000 }).toBe(2);
    expect(await windowIsMarked(page), 'a full page load').toBe(false);
    // Only another controller change could reload the page again. The reloaded page has
    // registered the worker again: with no newer one installing or waiting, none can come.
    await reloads.registered();
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return {
        controlled: navigator.serviceWorker.controller !== null,
        installing: Boolean(found?.installing),
        waiting: Boolean(found?.waiting),
      };
    });
    expect(registration, 'the worker after the update').toEqual({ controlled: true, installing: false, waiting: false });
    expect(await reloads.count(), 'reloads asked for after the update').toBe(1);
    expect(loads, 'reloads after the update').toHaveLength(2);
  });

  test('a failed registration is only a console warning from the site', async ({ page, context, consoleProblems }) => {
    await context.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    await page.goto(paths.contact(lang));
    await expect.poll(() => warnings.some((text) => text.startsWith('ServiceWorker registration failed'))).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
    // Chromium reports the failed script fetch itself, as an error; the site adds none.
    expect(consoleProblems).toEqual(['error: A bad HTTP response code (404) was received when fetching the script.']);
    consoleProblems.length = 0;
  });

  test('Chromium finds the site installable', async ({ browser, baseURL }, testInfo) => {
    // Test contexts are incognito, where Chromium never offers to install: this test opens
    // a profile of its own.
    const context = await browser.browserType().launchPersistentContext(testInfo.outputPath('profile'), {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await visit(page, paths.home(lang));
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest', {});
      expect(manifest.errors).toEqual([]);
      expect(new URL(manifest.url).pathname).toBe('/manifest.json');
    } finally {
      await context.close();
    }
  });
});
