import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { projectRoot } from '../project-root';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens (creating if needed) the SQLite file in WAL mode with full syncs and applies pending migrations. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // Said explicitly: builds of SQLite may default WAL to NORMAL, which can lose the last commits on power loss.
  sqlite.pragma('synchronous = FULL');
  // Concurrent writers wait for the lock instead of failing with SQLITE_BUSY.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // SQLite's LIKE and lower() fold only ASCII; the staff search must also find «КЛИНИКА» by «клиника».
  sqlite.function('casefold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: join(projectRoot, 'drizzle') });
  return db;
}
