import { defineConfig, devices } from '@playwright/test';
import { E2E_OUTPUT, E2E_POSTGRES_DATABASE_URL, E2E_POSTGRES_SITE_URL, E2E_SITE_URL } from './tests/e2e/support/e2e-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: E2E_OUTPUT,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers on a 2-core machine: a test that takes 20 s alone can take 30 s beside the other.
  timeout: 60_000,
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_SITE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    // Without DOM snapshots: one per action doubled the time of tests that press Tab hundreds of
    // times. A failure's trace still has every action, the screencast, the console and the network.
    trace: { mode: 'retain-on-failure', snapshots: false },
    // The service worker answers requests from its caches once it controls a page, which
    // would change what other tests measure and intercept; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'sqlite' },
    // The journeys that store what visitors send (tagged @stores), again on PostgreSQL
    // (tests/e2e/support/postgres-site.ts); the rest of the forms' journeys is the browser's
    // alone, the same on either database, and the server tests run on both (tests/support/engines.ts).
    {
      name: 'postgres',
      testMatch: /(contact-form|job-application)\.spec\.ts$/,
      grep: /@stores/,
      use: { baseURL: E2E_POSTGRES_SITE_URL },
      metadata: { databaseUrl: E2E_POSTGRES_DATABASE_URL },
    },
  ],
  webServer: [
    {
      command: 'tsx tests/e2e/support/postgres-site.ts',
      url: `${E2E_POSTGRES_SITE_URL}/healthz`,
      reuseExistingServer: false,
      stdout: 'pipe',
      // It stops its server, then its database cluster.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: 'tsx tests/e2e/support/sqlite-site.ts',
      url: `${E2E_SITE_URL}/healthz`,
      reuseExistingServer: false,
      stdout: 'pipe',
      // It stops its server, then its mailbox.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
