import { afterEach, inject } from 'vitest';
import type { Engine } from '../../platform/database/open-database';
import { newDatabaseOn } from './postgres-cluster';
import { createTestApp, type TestApp } from './test-app';

/** The databases the site runs on; suites that must pass on both run once per engine. */
export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

/**
 * What createTestApp needs to run on `engine`: nothing for SQLite (a file of its own is the
 * default), a new database for PostgreSQL, on the run's server (tests/support/postgres-for-run.ts)
 * unless `server` names another.
 */
export async function databaseEnv(engine: Engine, server?: string): Promise<Record<string, string>> {
  if (engine === 'sqlite') return {};
  return { DATABASE_URL: await newDatabaseOn(server ?? inject('postgresUrl')) };
}

/**
 * A maker of test apps on an engine, with `env` (and a call's own `more`) besides its database;
 * each app is closed after the test that made it. Call it once, at the top of a test file.
 */
export function appsClosedAfterEach(env: Record<string, string> = {}): (engine: Engine, more?: Record<string, string>) => Promise<TestApp> {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  return async (engine, more = {}) => {
    const t = await createTestApp({ ...env, ...more, ...(await databaseEnv(engine)) });
    apps.push(t);
    return t;
  };
}
