/**
 * The production server the browser tests start. E2E_PORT lets two checkouts, or two runs of
 * one checkout, test side by side: each port has its own database and its own output folder.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_OUTPUT = `test-results/e2e-${E2E_PORT}`;
/** In a folder of its own, emptied when the server starts: a run begins with no accounts or records, as on a clean clone. */
export const E2E_DATABASE = `${E2E_OUTPUT}-sqlite/site.db`;
/**
 * The address the browser uses, and the server's SITE_URL: localhost, not 127.0.0.1, because
 * WebAuthn refuses an IP address as its relying party (the desk's passkeys). Node listens on
 * every address, so localhost reaches it whichever loopback Chromium picks.
 */
export const E2E_SITE_URL = `http://localhost:${E2E_PORT}`;

/**
 * The same site on PostgreSQL, for the journeys that store what visitors send (the project
 * "postgres" in playwright.config.ts): its own port, and its database server on the next one.
 */
export const E2E_POSTGRES_PORT = E2E_PORT + 1;
export const E2E_POSTGRES_SITE_URL = `http://localhost:${E2E_POSTGRES_PORT}`;
export const E2E_POSTGRES_SERVER_PORT = E2E_PORT + 2;
export const E2E_POSTGRES_DATABASE_URL = `postgres://site@127.0.0.1:${E2E_POSTGRES_SERVER_PORT}/postgres`;

/**
 * The mailbox visitors' answers reach (issue 53): a dovecot of the run's own beside the SQLite
 * site, on the port after PostgreSQL's, read by the site as INBOUND_IMAP_URL.
 */
export const E2E_MAILBOX_PORT = E2E_PORT + 3;
export const E2E_INBOUND_ADDRESS = 'desk@studio.example';
export const E2E_INBOUND_SECRET = 'e2e-inbound-secret-not-a-secret-0123456789';
