import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { createApp, type AppDeps } from '../../app/app';
import type Database from 'better-sqlite3';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Db, type SqliteOrm } from '../../platform/database/open-database';
import { loadEnv, type Env } from '../../platform/config/env';
import type { Logger } from '../../platform/logging/logger';
import { captureLogs, type LogLine } from './log-capture';
import { projectRoot } from '../../platform/config/project-root';
import { createProductionRuntime } from '../../site/render/production-runtime';
import type { SsrRuntime } from '../../site/render/runtime';

export const TEST_SITE_URL = 'https://northbeam.test';

export interface TestApp {
  app: Express;
  /** The configuration it started with. */
  env: Env;
  db: Db;
  ssr: SsrRuntime;
  /** Temporary folder of this app's SQLite database (or, on PostgreSQL, its data), its CVs and its .eml outbox. */
  dir: string;
  logger: Logger;
  /** Every line the app and its worker logged, parsed. */
  logs: LogLine[];
  close(): Promise<void>;
}

type TestDeps = Partial<
  Pick<
    AppDeps,
    | 'outbox'
    | 'kinds'
    | 'submissionLimits'
    | 'vitalsLimits'
    | 'signInLimits'
    | 'indexNow'
    | 'clock'
    | 'renderPagesAhead'
    | 'keptPagesSettings'
    | 'metrics'
    | 'uploadIdleMs'
    | 'inbound'
  >
> & {
  /** Wraps the production runtime, to watch or break what the page handler asks of it. */
  wrapRuntime?: (runtime: SsrRuntime) => SsrRuntime;
};

/**
 * The real app over the production build, with its own SQLite file in a temporary folder, or
 * on PostgreSQL when `env` names a DATABASE_URL (a database of tests/support/postgres-cluster.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: TestDeps | ((db: Db, env: Env) => TestDeps | Promise<TestDeps>) = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const config = loadEnv({ SITE_URL: TEST_SITE_URL, DATABASE_PATH: join(dir, 'site.db'), ...env });
  const db = await openDatabase(config);
  const { wrapRuntime = (runtime: SsrRuntime) => runtime, ...appDeps } = typeof deps === 'function' ? await deps(db, config) : deps;
  const ssr = wrapRuntime(await createProductionRuntime(join(projectRoot, 'dist')));
  const { logger, lines: logs } = captureLogs();
  return {
    app: createApp({ env: config, db, ssr, logger, ...appDeps }),
    env: config,
    dir,
    logger,
    logs,
    db,
    ssr,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The SQLite connection under a test app on SQLite, for what only SQLite has (pragmas). */
export function sqliteOf(t: TestApp): Database.Database {
  if (t.db.engine !== 'sqlite') throw new Error('This test app runs on PostgreSQL.');
  return (t.db as unknown as SqliteOrm).$client;
}

/** Every row of a test app's email outbox, in the order they were queued, with the number and kind of its submission. */
export async function outboxRows(t: TestApp) {
  const { emailOutbox, submissions } = t.db.tables;
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .innerJoin(submissions, eq(submissions.id, emailOutbox.submissionId))
    .orderBy(asc(emailOutbox.id));
  return rows.map(({ email_outbox: row, submissions: { kind, number } }) => ({ ...row, about: { kind, number } }));
}
