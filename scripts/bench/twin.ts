import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** One page as the site served it to one user agent. */
export interface CapturedPage {
  path: string;
  userAgent: string;
  contentType: string;
  body: Buffer;
}

export interface Twin {
  origin: string;
  stop: () => void;
}

/**
 * Starts twin-server.ts serving `pages`. It runs in a process of its own, like the site:
 * in this one it would share an event loop with autocannon and look slower than it is.
 */
export async function startTwin(pages: CapturedPage[]): Promise<Twin> {
  // process.execArgv carries tsx's loader, which the child needs to run TypeScript.
  const child = spawn(process.execPath, [...process.execArgv, join(import.meta.dirname, 'twin-server.ts')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const port = new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(Number(message)));
    child.once('exit', (code) => reject(new Error(`the twin exited with code ${code}`)));
  });
  child.send(pages);
  return { origin: `http://localhost:${await port}`, stop: () => child.kill() };
}
