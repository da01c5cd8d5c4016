import { join } from 'node:path';
import { startPostgresCluster } from '../../support/postgres-cluster';
import { serveUntilStopped, startInstance } from '../../support/production-instance';
import { E2E_OUTPUT, E2E_POSTGRES_PORT, E2E_POSTGRES_SERVER_PORT, E2E_POSTGRES_SITE_URL } from './e2e-server';
import { E2E_STAFF_TOKEN } from './staff-token';

// Playwright's second web server: a throwaway PostgreSQL cluster and the production server on it.
// Stopped by Playwright (SIGTERM), it stops the server, then removes the cluster.

const cluster = await startPostgresCluster({ port: E2E_POSTGRES_SERVER_PORT });
const site = startInstance(
  E2E_POSTGRES_PORT,
  {
    SITE_URL: E2E_POSTGRES_SITE_URL,
    DATABASE_URL: cluster.url,
    // On PostgreSQL this folder holds only uploads being checked and, without SMTP, .eml files.
    DATABASE_PATH: join(`${E2E_OUTPUT}-postgres`, 'site.db'),
    STAFF_TOKEN: E2E_STAFF_TOKEN,
  },
  'inherit',
);
serveUntilStopped(site, () => cluster.stop());
