import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startPostgresCluster } from '../support/postgres-cluster';
import { E2E_OUTPUT, E2E_PORT, E2E_POSTGRES_PORT, E2E_POSTGRES_SITE_URL } from './e2e-server';
import { E2E_STAFF_TOKEN } from './staff-token';

// Playwright's second web server: a throwaway PostgreSQL cluster and the production server on it.
// Stopped by Playwright (SIGTERM), it stops the server, then removes the cluster.

const cluster = await startPostgresCluster({ port: E2E_PORT + 2 });
const site = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(E2E_POSTGRES_PORT),
    SITE_URL: E2E_POSTGRES_SITE_URL,
    DATABASE_URL: cluster.url,
    // On PostgreSQL this folder holds only uploads being checked and, without SMTP, .eml files.
    DATABASE_PATH: join(`${E2E_OUTPUT}-postgres`, 'site.db'),
    STAFF_TOKEN: E2E_STAFF_TOKEN,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  site.kill('SIGTERM');
  const end = () => {
    try {
      cluster.stop();
    } finally {
      process.exit(code);
    }
  };
  if (site.exitCode !== null) end();
  else site.once('exit', end);
};
site.once('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(0));
