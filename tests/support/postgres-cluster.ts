import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/** A PostgreSQL server of the test run's own: a fresh cluster in a temporary folder, on 127.0.0.1. */
export interface PostgresCluster {
  /** postgres://… of a database on it, for DATABASE_URL. */
  url: string;
  /** Creates an empty database of its own on the server: postgres://… for DATABASE_URL. */
  newDatabase(): Promise<string>;
  /** Stops the server at once, as a crash or a failover would, keeping its data: connections drop mid-statement. */
  halt(): void;
  /** Starts a halted server again on the same port and data. */
  resume(): void;
  /** Stops the server and removes the cluster. */
  stop(): void;
}

/**
 * Creates an empty database on the server `serverUrl` names, and answers its postgres://… URL.
 * Its name is random: several test files, each in a worker of its own, create theirs on one server.
 */
export async function newDatabaseOn(serverUrl: string): Promise<string> {
  const name = `site_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Debian's server programs, of the newest installed version (`postgresql` package). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`No PostgreSQL server under ${root}: apt-get install postgresql`);
  return join(root, versions[0]!, 'bin');
}

/**
 * Creates and starts a cluster (trust authentication on loopback, fsync off: nothing in it has
 * to survive the machine). Commits are synchronous, so one acknowledged before `halt()` is there
 * after `resume()`, as on a real server. PostgreSQL refuses to run as root, so as root it runs as the package's
 * `postgres` user, which then owns the folder. `port` is for a server others must find (the browser tests'); a free one by default.
 */
export async function startPostgresCluster({ port: fixedPort }: { port?: number } = {}): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, program), asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args, {
      stdio: 'pipe',
    });
  const data = join(dir, 'data');
  // C's order, but a UTF-8 ctype, as a production database has: under a C ctype pg_trgm takes no
  // Cyrillic letter for a letter, and the search's index would hold none of a Russian text (decision 0071).
  run('initdb', ['-D', data, '-U', 'site', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8', '--no-sync']);
  const port = fixedPort ?? (await freePort());
  // Room for the run's server (postgres-for-run.ts): three test files at a time, each with apps of up to 10 connections.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=300`;
  let running = false;
  const start = () => {
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
    running = true;
  };
  const halt = () => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  start();
  const url = `postgres://site@127.0.0.1:${port}/postgres`;
  return {
    url,
    newDatabase: () => newDatabaseOn(url),
    halt,
    resume: start,
    stop() {
      if (running) halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
