import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';

/** The production server (dist/server/main.js) as an operator runs it, started by a test. */
export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Starts the built server on `port` with `env` (NODE_ENV=production, PORT and PATH added; warnings
 * only), its output dropped unless `stdio` says otherwise.
 */
export function startInstance(port: number, env: Record<string, string>, stdio: StdioOptions = 'ignore'): Instance {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { port, url: `http://127.0.0.1:${port}`, child, exited };
}

/** What the instance's /readyz answers: its status, or 'no answer' when nothing listens. */
export const readyz = async (instance: Instance): Promise<number | 'no answer'> =>
  (await fetch(`${instance.url}/readyz`).catch(() => null))?.status ?? 'no answer';

/**
 * Keeps a browser tests' web server up until Playwright stops it (SIGTERM) or Ctrl-C: then stops
 * `site`, then what it stood on (`after`: a database cluster, a mailbox). A site that ends by
 * itself ends the script with its code.
 */
export function serveUntilStopped(site: Instance, after: () => unknown): void {
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    site.child.kill('SIGTERM');
    await site.exited;
    try {
      await after();
    } finally {
      process.exit(code);
    }
  };
  void site.exited.then((code) => stop(code ?? 1));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(0));
}
