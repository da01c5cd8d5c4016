import type { BuildManifest } from './build-manifest';

/**
 * The server build's entry that writes the answers the service worker precaches but the server
 * sends itself (site/web-app/server-written-shell.ts, built to dist/server/server-written-shell.js).
 * The worker's build runs after the server's and hashes them into the worker's version, with
 * the code that serves them.
 */
export const SERVER_WRITTEN_SHELL_ENTRY = 'server-written-shell';

/** Those answers' bodies by URL, for the client build that `manifest` describes. */
export type ServerWrittenShell = (manifest: BuildManifest) => Map<string, string>;
