import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { startDovecot } from '../../support/dovecot';
import { serveUntilStopped, startInstance } from '../../support/production-instance';
import { E2E_DATABASE, E2E_INBOUND_ADDRESS, E2E_INBOUND_SECRET, E2E_MAILBOX_PORT, E2E_PORT, E2E_SITE_URL } from './e2e-server';
import { E2E_STAFF_TOKEN } from './staff-token';

// Playwright's first web server: the production server on SQLite, reading the answers of a
// mailbox of its own (a dovecot in a temporary folder). Stopped by Playwright (SIGTERM), it stops
// the server, then the mailbox.

// The database, the CVs and the outbox of the run before are left behind: the desk's lists would grow with every local run.
rmSync(dirname(E2E_DATABASE), { recursive: true, force: true });
mkdirSync(dirname(E2E_DATABASE), { recursive: true });
const mailbox = await startDovecot({ port: E2E_MAILBOX_PORT });
const site = startInstance(
  E2E_PORT,
  {
    // SITE_URL is the address the browser uses: the desk's forms are checked against its origin.
    SITE_URL: E2E_SITE_URL,
    DATABASE_PATH: E2E_DATABASE,
    STAFF_TOKEN: E2E_STAFF_TOKEN,
    INBOUND_IMAP_URL: mailbox.url,
    INBOUND_ADDRESS: E2E_INBOUND_ADDRESS,
    INBOUND_SECRET: E2E_INBOUND_SECRET,
  },
  'inherit',
);
serveUntilStopped(site, () => mailbox.stop());
