import { defineConfig, devices } from '@playwright/test';
import { E2E_STAFF_TOKEN } from './tests/e2e/staff-token';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers on a 2-core machine: a test that takes 20 s alone can take 30 s beside the other.
  timeout: 60_000,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
    // The service worker answers requests from its caches once it controls a page, which
    // would change what other tests measure and intercept; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    // SITE_URL is the address the browser uses: the desk's forms are checked against its origin.
    // A line per request would bury the report; warnings and errors still show.
    env: { NODE_ENV: 'production', PORT: String(PORT), SITE_URL: `http://127.0.0.1:${PORT}`, DATABASE_PATH: 'test-results/e2e-site.db', STAFF_TOKEN: E2E_STAFF_TOKEN, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
