import { createTestApp, type TestApp } from './test-app';

const sites = new Map<string, Promise<TestApp>>();

/**
 * One app per test worker for the files that only read the public pages: a page is rendered and
 * its stylesheet cut at its first request, and that was most of each such file's time when every
 * file made its own app (docs/performance.md, "Test times"). The worker keeps its modules between
 * files (vitest.config.ts), so a later file finds the pages an earlier one rendered. `at` fixes
 * the app's clock (a day every position is open); the real clock otherwise. A file that writes,
 * counts renders or watches the logs makes its own app.
 */
export function sharedSite(at?: string): Promise<TestApp> {
  const key = at ?? 'now';
  let site = sites.get(key);
  if (!site) {
    // Never closed: its folder goes with the run's (temp-folder-for-run.ts).
    site = createTestApp({}, at ? { clock: () => new Date(at) } : {});
    sites.set(key, site);
  }
  return site;
}
