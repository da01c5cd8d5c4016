import { afterAll } from 'vitest';
import type { Engine } from '../../platform/database/open-database';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

/** The databases the site runs on; suites that must pass on both run once per engine. */
export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

let cluster: Promise<PostgresCluster> | undefined;

/**
 * What createTestApp needs to run on `engine`: nothing for SQLite (a file of its own is the
 * default), a new database for PostgreSQL, on a cluster this test file starts at its first use.
 */
export async function databaseEnv(engine: Engine): Promise<Record<string, string>> {
  if (engine === 'sqlite') return {};
  cluster ??= startPostgresCluster();
  return { DATABASE_URL: await (await cluster).newDatabase() };
}

afterAll(async () => {
  const started = cluster;
  cluster = undefined;
  if (started) (await started).stop();
});
