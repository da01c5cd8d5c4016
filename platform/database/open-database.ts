import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { getTableName, sql, type Table } from 'drizzle-orm';
import { drizzle as drizzleSqlite, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../config/project-root';
import { causesOf } from './database-errors';
import * as sqliteSchema from './schema';
import * as pgSchema from './schema-pg';

export type Engine = 'sqlite' | 'postgres';
export type Tables = typeof pgSchema;
/** What a transaction's work gets: the same query builder as the database's. */
export type Tx = Omit<NodePgDatabase<Tables>, 'transaction' | 'execute' | 'refreshMaterializedView'>;

/**
 * The site's database, SQLite or PostgreSQL (decision 0024). Stores are written once against
 * PostgreSQL's types, which offer only what both dialects share: awaited queries, no `.get()`
 * or `.run()`. Tables come from `db.tables`, the dialect's own twin (schema.ts or schema-pg.ts,
 * with the same names and types).
 */
export type Db = Tx & {
  /** Not `dialect`: drizzle's instance has a property of that name, which its builders use. */
  engine: Engine;
  tables: Tables;
  /** Runs `work` in one transaction; on SQLite, `work` must await nothing but statements. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Resolves when the database commits a one-row write (the heartbeat): it can store what visitors send. */
  probeWrite(): Promise<void>;
  /**
   * After deleting what must not stay (a person's erasure, decision 0037): rewrites `tables` and
   * forces a checkpoint, so that the deleted bytes are in neither the data files nor (on SQLite)
   * the WAL. False when the checkpoint could not complete (a reader held the SQLite WAL; the
   * PostgreSQL user may not CHECKPOINT): the bytes then go at the next checkpoint.
   */
  scrub(tables: readonly Table[]): Promise<boolean>;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (GET /metrics). */
  poolUse?: () => { total: number; idle: number; waiting: number };
};

export type SqliteOrm = BetterSQLite3Database<typeof sqliteSchema> & { $client: Database.Database };

export interface DatabaseConfig {
  /** postgres://… when set: the site runs on PostgreSQL and DATABASE_PATH only places CVs and .eml files. */
  DATABASE_URL?: string | undefined;
  DATABASE_PATH: string;
}

/** Told of a PostgreSQL connection that broke (the server stopped, a failover): the process carries on. */
export type ConnectionErrorListener = (error: Error) => void;

/** Opens the configured database and applies pending migrations. */
export function openDatabase(config: DatabaseConfig, onConnectionError: ConnectionErrorListener = () => undefined): Promise<Db> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL, onConnectionError) : Promise.resolve(openSqlite(config.DATABASE_PATH));
}

/**
 * How long a write waits for a lock that another process holds on the SQLite file before it
 * fails (and its request answers 503). It waits between tries, never inside SQLite: a
 * busy_timeout would stop the whole process, every page included, for as long.
 */
export const SQLITE_LOCK_WAIT_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isBusy = (error: unknown) => (error as { code?: unknown }).code === 'SQLITE_BUSY';

/** Opens (creating if needed) the SQLite file in WAL mode with full syncs and applies pending migrations. */
export function openSqliteOrm(path: string): SqliteOrm {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // Said explicitly: builds of SQLite may default WAL to NORMAL, which can lose the last commits on power loss.
  sqlite.pragma('synchronous = FULL');
  // Start-up may wait for another process's lock; once serving, writes wait without blocking (openSqlite).
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Deleted and overwritten content is zeroed in the file, not left in free space: an erasure must leave nothing (decision 0037).
  sqlite.pragma('secure_delete = ON');
  // SQLite's LIKE and lower() fold only ASCII; the staff search must also find «КЛИНИКА» by «клиника».
  sqlite.function('casefold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  const orm = drizzleSqlite(sqlite, { schema: sqliteSchema });
  migrateSqlite(orm, { migrationsFolder: join(projectRoot, 'drizzle') });
  return orm;
}

export function openSqlite(path: string): Db {
  const orm = openSqliteOrm(path);
  const sqlite = orm.$client;
  sqlite.pragma('busy_timeout = 0');
  /** Takes the write lock, trying again (without blocking) while another process holds it, until `deadline`. */
  const begin = async (deadline: number) => {
    for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
      try {
        return void sqlite.exec('BEGIN IMMEDIATE');
      } catch (error) {
        if (!isBusy(error) || Date.now() + wait > deadline) throw error;
        await pause(wait);
      }
    }
  };
  // One connection: transactions take turns, and each holds the write lock from its start.
  let turn: Promise<unknown> = Promise.resolve();
  const transaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    // Counted from the request, not from its turn: writes queued behind a lock all fail within the wait.
    const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
    const result = turn.then(async () => {
      await begin(deadline);
      try {
        const value = await work(db);
        sqlite.exec('COMMIT');
        return value;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        throw error;
      }
    });
    turn = result.catch(() => undefined);
    return result;
  };
  // The SQLite builders answer the same awaited calls; their types differ only in what they add.
  const db = Object.assign(orm as unknown as Tx, {
    engine: 'sqlite' as const,
    tables: sqliteSchema as unknown as Tables,
    transaction,
    ping: async () => void sqlite.prepare('SELECT 1').get(),
    probeWrite: () => transaction((tx) => beat(tx, db.tables.heartbeat)),
    // secure_delete has zeroed the file's freed space; the WAL still holds the pages as they were until it is folded in and truncated.
    scrub: () => truncateWal(sqlite),
    close: async () => void sqlite.close(),
  });
  return db;
}

/** Checkpoints the whole WAL into the file and empties it, trying again for a while when another process is reading. */
async function truncateWal(sqlite: Database.Database): Promise<boolean> {
  for (let tries = 0; tries < 40; tries++) {
    const [result] = sqlite.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (result?.busy === 0) return true;
    await pause(50);
  }
  return false;
}

/** Rewrites the heartbeat's one row. */
const beat = async (tx: Tx, heartbeat: Tables['heartbeat']) => {
  const at = new Date();
  await tx.insert(heartbeat).values({ id: 1, at }).onConflictDoUpdate({ target: heartbeat.id, set: { at } });
};

/** How long an erasure's rewrite waits for the transactions that began before it (see rewriteTables). */
const OLDER_TRANSACTIONS_WAIT_MS = 60_000;

/**
 * Waits until no transaction older than this call is running anywhere on the server, and no
 * session of this database holds a snapshot that old. Until then the deleted rows are only
 * "recently dead": one of them may still see them, so VACUUM FULL copies them into the new file.
 * A transaction in another database counts too (the server's horizon is one for all). False when
 * one is still running after the wait.
 */
async function olderTransactionsEnded(orm: NodePgDatabase<Tables>): Promise<boolean> {
  const marker = (await orm.execute<{ xid: string }>(sql`SELECT pg_current_xact_id()::text AS xid`)).rows[0]!.xid;
  const deadline = Date.now() + OLDER_TRANSACTIONS_WAIT_MS;
  for (;;) {
    const { rows } = await orm.execute<{ ended: boolean }>(sql`
      SELECT pg_snapshot_xmin(pg_current_snapshot()) > ${marker}::xid8
        AND NOT EXISTS (
          SELECT 1 FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND backend_xmin IS NOT NULL AND age(backend_xmin) >= age(${marker}::xid8::xid)
        ) AS ended`);
    if (rows[0]!.ended) return true;
    if (Date.now() > deadline) return false;
    await pause(100);
  }
}

/**
 * A plain VACUUM marks deleted rows' space free but leaves their bytes in the table's pages; VACUUM
 * FULL writes each table anew, and the checkpoint removes the old files. Each table is locked
 * while it is rewritten (milliseconds at the site's sizes).
 */
async function rewriteTables(orm: NodePgDatabase<Tables>, tables: readonly Table[]): Promise<boolean> {
  const ended = await olderTransactionsEnded(orm);
  await orm.execute(sql.raw(`VACUUM FULL ${tables.map((table) => `"${getTableName(table)}"`).join(', ')}`));
  try {
    await orm.execute(sql`CHECKPOINT`);
    return ended;
  } catch (error) {
    // insufficient_privilege: CHECKPOINT needs a superuser or pg_checkpoint; the server's own follows within checkpoint_timeout.
    if (causesOf(error).some(({ code }) => code === '42501')) return false;
    throw error;
  }
}

/** Any fixed number: the lock that lets one process at a time apply migrations. */
const MIGRATION_LOCK = 8_310_245;

async function openPostgres(url: string, onConnectionError: ConnectionErrorListener): Promise<Db> {
  // A server that does not answer fails the request (and /healthz) after 5 s instead of never.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // A connection the server drops, idle or checked out (a transaction's), emits 'error': without a
  // listener that ends the process. Its query fails on its own, and the pool replaces it.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  try {
    const client = await pool.connect();
    try {
      // Two instances starting together would both apply the same migrations.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client), { migrationsFolder: join(projectRoot, 'drizzle-pg') });
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      client.release();
    } catch (error) {
      // Closed rather than reused: it may still hold the lock.
      client.release(true);
      throw error;
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const orm = drizzlePg(pool, { schema: pgSchema });
  /**
   * drizzle's own transaction leaves its client checked out when BEGIN fails, as it does when
   * the server goes away at that moment: a few of those and the pool is empty for good. Here a
   * client that could not roll back is dropped, and every client goes back.
   */
  const transaction = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const value = await work(drizzlePg(client) as unknown as Tx);
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return Object.assign(orm, {
    engine: 'postgres' as const,
    tables: pgSchema,
    transaction,
    ping: async () => void (await orm.execute(sql`SELECT 1`)),
    probeWrite: () => beat(orm, pgSchema.heartbeat),
    scrub: (tables: readonly Table[]) => rewriteTables(orm, tables),
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  });
}
