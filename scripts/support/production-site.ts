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

async function startSite(port: number, databasePath: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], {
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
  // Ready means every page is rendered ahead (decision 0014): what is measured is never a first render.
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) {
        console.log(`The site was ready ${((performance.now() - started) / 1000).toFixed(1)} s after it was started.`);
        return child;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the site was not ready within 20 s');
}

/**
 * Runs `use` against a freshly started production site (its origin, e.g.
 * http://localhost:41234), then stops the site and removes its database, also when `use`
 * throws or the operator presses Ctrl-C.
 */
export async function withProductionSite<T>(
  name: string,
  use: (origin: string) => Promise<T>,
  env: Record<string, string> = {},
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
    site = await startSite(port, join(dataDir, `${name}.db`), env);
    return await use(`http://localhost:${port}`);
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, interrupted);
    stop();
  }
}
