/**
 * The production build (dist/server/main.js) started for an operator script: on a free port,
 * with its own database in a temporary directory, and always stopped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/support/free-port';

const ROOT = join(import.meta.dirname, '..', '..');
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** /readyz is asked every 100 ms for a minute: a site with a long blog may take more than the usual seconds. */
const READY_ATTEMPTS = 600;

/** The started site's process and how long after its start /readyz first answered 200. */
export interface StartedSite {
  pid: number;
  readyMs: number;
}

async function startSite(
  root: string,
  port: number,
  databasePath: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; readyMs: number }> {
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // Canonical and hreflang must name this origin, or Lighthouse counts them as pointing elsewhere.
      SITE_URL: `http://localhost:${port}`,
      DATABASE_PATH: databasePath,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  // Ready means the top pages are rendered ahead (decisions 0014, 0070): what is measured of them is never a first render.
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) {
        const readyMs = performance.now() - started;
        console.log(`The site was ready ${(readyMs / 1000).toFixed(1)} s after it was started.`);
        return { child, readyMs };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the site was not ready within ${READY_ATTEMPTS / 10} s`);
}

/**
 * Runs `use` against a freshly started production site (its origin, e.g.
 * http://localhost:41234, and its process), then stops the site and removes its database, also
 * when `use` throws or the operator presses Ctrl-C. `root` is the project whose build runs: this
 * one unless a bench built a copy.
 */
export async function withProductionSite<T>(
  name: string,
  use: (origin: string, site: StartedSite) => Promise<T>,
  env: Record<string, string> = {},
  root = ROOT,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  let site: ChildProcess | undefined;
  const stop = () => {
    site?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = (signal: NodeJS.Signals) => {
    stop();
    // A later listener (chrome-launcher's, in the audit) cleans up after itself and exits.
    if (process.listenerCount(signal) === 0) process.exit(130);
  };
  for (const signal of STOP_SIGNALS) process.once(signal, interrupted);
  try {
    const port = await freePort();
    const started = await startSite(root, port, join(dataDir, `${name}.db`), env);
    site = started.child;
    return await use(`http://localhost:${port}`, { pid: started.child.pid!, readyMs: started.readyMs });
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, interrupted);
    stop();
  }
}
