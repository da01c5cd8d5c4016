import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { VitalSample, VitalsReport } from '../../shared/vitals';
import type { VitalName } from '../../shared/vitals-limits';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { E2E_STAFF_TOKEN } from './support/staff-token';
import { VITALS_CHUNK } from './support/after-load-chunks';

/** Waits until the idle-loaded reporter is running and web-vitals has taken the buffered entries. */
async function waitForReporter(page: Page): Promise<void> {
  await page.waitForFunction((chunk) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(chunk)), VITALS_CHUNK);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
}

/** A trusted input: web-vitals finalizes LCP on the first one (after an idle callback). */
async function interact(page: Page): Promise<void> {
  await page.locator('h1').click();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** What switching to another tab does; headless Chromium never hides a page by itself. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const isReport = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals';
const samplesOf = (request: Request): VitalSample[] => (request.postDataJSON() as VitalsReport).samples;

/** Stored sample counts of a page, per metric, from the staff endpoint. */
async function storedCounts(request: APIRequestContext, path: string): Promise<Partial<Record<VitalName, number>>> {
  const response = await request.get('/api/vitals?days=1', { headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` } });
  expect(response.status()).toBe(200);
  const { pages } = (await response.json()) as { pages: { path: string; metrics: Partial<Record<VitalName, { count: number }>> }[] };
  const metrics = pages.find((page) => page.path === path)?.metrics ?? {};
  return Object.fromEntries(Object.entries(metrics).map(([name, summary]) => [name, summary.count]));
}

const increased = (before: Partial<Record<VitalName, number>>, after: Partial<Record<VitalName, number>>, names: VitalName[]) =>
  names.every((name) => (after[name] ?? 0) > (before[name] ?? 0));

test('a hidden page reports its LCP, FCP, TTFB and CLS, stored for its path without query or hash', async ({ page, request }) => {
  const path = '/en/about';
  const before = await storedCounts(request, path);
  await page.goto(`${path}?utm_source=e2e#team`);
  await waitForReporter(page);
  await interact(page);
  const posted = page.waitForRequest(isReport);
  await hide(page);
  const report = await posted;
  const samples = samplesOf(report);
  expect(samples.map((sample) => sample.name).sort()).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  for (const sample of samples) {
    expect(sample.path).toBe(path);
    expect(sample.value).toBeGreaterThanOrEqual(0);
  }
  expect(samples.find((sample) => sample.name === 'LCP')!.value).toBeGreaterThan(0);
  expect((await report.response())?.status()).toBe(204);
  await expect.poll(async () => increased(before, await storedCounts(request, path), ['LCP', 'FCP', 'TTFB', 'CLS'])).toBe(true);
});

// Playwright does not see the keepalive request of a document being unloaded: the server's
// totals show that it arrived.
test('leaving the page stores the report of the page left', async ({ page, request }) => {
  const path = '/ru/careers';
  const before = await storedCounts(request, path);
  await page.goto(path);
  await waitForReporter(page);
  await interact(page);
  await page.goto('/ru/contact');
  await expect.poll(async () => increased(before, await storedCounts(request, path), ['LCP', 'FCP', 'TTFB', 'CLS'])).toBe(true);
});

test('a refusing endpoint only logs a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  expectFailedResponses(page, '/api/vitals');
  await page.route('**/api/vitals', (route) => route.fulfill({ status: 503, json: { error: 'Web vitals cannot be stored right now.' } }));
  await page.goto('/en/blog');
  await waitForReporter(page);
  await hide(page);
  await expect.poll(() => warnings).toContain('Web vitals: 503: {"error":"Web vitals cannot be stored right now."}');
});

test('a reporter that cannot load only logs a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  expectFailedResponses(page, VITALS_CHUNK);
  await page.route(`**/${VITALS_CHUNK}`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/en');
  // The reporter is asked for once the page is idle, or 5 s after its first paint at the latest
  // (site/vitals/measure-when-idle.ts), which a busy machine reaches.
  await expect.poll(() => warnings.some((text) => text.startsWith('Web vitals: ')), { timeout: 15_000 }).toBe(true);
});
