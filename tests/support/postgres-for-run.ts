import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the run's PostgreSQL server, on which each test creates the databases it needs. */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole server test run, instead of one per test file: a cluster's
 * initdb and start cost a second or two of a core each, and three files run at a time. A test that
 * stops or breaks its server (tests/server/platform/database-faults.test.ts) starts its own.
 */
export default async function postgresForRun({ provide }: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
