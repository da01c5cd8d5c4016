import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'site-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    // No NODE_ENV, as an operator may start it (`node dist/server/main.js`): the process picks production itself.
    env: { PATH: process.env.PATH, DATABASE_PATH: join(dir, 'site.db'), ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, ms = 25_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the server process', () => {
  it('refuses to start on invalid configuration and names each bad variable', async () => {
    const server = startServer({ PORT: 'not-a-port', SITE_URL: 'example.com' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('SITE_URL');
  });

  it('stops with a line naming the problem when PostgreSQL does not answer', { timeout: 30_000 }, async () => {
    // Nothing listens on port 1 of this machine: the connection is refused at once.
    const server = startServer({ DATABASE_URL: 'postgres://site@127.0.0.1:1/site', LOG_LEVEL: 'fatal' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('cannot open the database');
    expect(server.output()).toContain('ECONNREFUSED');
  });

  // Start-up opens the database and loads the renderer; on a busy machine that takes seconds.
  it('finishes the response in flight after SIGTERM, then exits cleanly', { timeout: 30_000 }, async () => {
    const port = 4300 + Math.floor(Math.random() * 500);
    const server = startServer({ PORT: String(port) });
    await waitFor(() => server.output().includes('server on'));
    // The signal arrives while the response is on its way; it must still arrive whole.
    const { status, body } = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      get({ port, path: '/en/about', headers: { 'User-Agent': 'Googlebot' } }, (res) => {
        server.child.kill('SIGTERM');
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      }).on('error', reject);
    });
    expect(status).toBe(200);
    expect(body).toContain('<h1');
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
    // The log's lines go out asynchronously, several in one write: those still waiting when the process exits are written then.
    expect(server.output()).toMatch(/"path":"\/en\/about","status":200/);
  });
});
