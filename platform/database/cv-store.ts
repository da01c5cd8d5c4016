import { mkdirSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq, type Table } from 'drizzle-orm';
import { cvDirOf } from './cv-files';
import type { Db } from './open-database';
import { cvFiles } from './schema-pg-only';

/**
 * Where CV files live (decision 0042): a folder beside the SQLite file, or, on PostgreSQL, the
 * database itself, so that every instance reads every CV and `pg_dump` holds them. A received
 * file is first written to `stagingDir` on this machine, where its size and type are checked.
 */
export interface CvStore {
  /** Where an upload is written while it arrives. */
  stagingDir: string;
  /** Keeps a checked upload (a file in `stagingDir`) as `name`; the staged file is gone after. */
  keep(name: string, stagedPath: string): Promise<void>;
  /** A kept file's bytes; null when there is none by that name. */
  read(name: string): Promise<Buffer | null>;
  /** Deletes a kept file; false when there was none. */
  remove(name: string): Promise<boolean>;
  /** The tables holding the files (PostgreSQL's), for a scrub after an erasure (Db.scrub). */
  tables: readonly Table[];
}

/** What `work` gives, or `absent` when the file it reaches for is not there. */
async function unlessMissing<T>(work: () => Promise<T>, absent: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return absent;
    throw error;
  }
}

/** SQLite's: files in `cvs/` beside the database; an upload is written there straight away. */
export function folderCvStore(dir: string): CvStore {
  return {
    stagingDir: dir,
    tables: [],
    async keep(name, stagedPath) {
      const path = join(dir, name);
      if (stagedPath !== path) await rename(stagedPath, path);
    },
    read: (name) => unlessMissing(() => readFile(join(dir, name)), null),
    remove: (name) => unlessMissing(() => rm(join(dir, name)).then(() => true), false),
  };
}

/** PostgreSQL's: one row a file in `cv_files`; an upload is staged on this machine first, in `stagingDir`. */
export function postgresCvStore(db: Db, stagingDir: string): CvStore {
  return {
    stagingDir,
    tables: [cvFiles],
    async keep(name, stagedPath) {
      const bytes = await readFile(stagedPath);
      await db.insert(cvFiles).values({ name, bytes });
      await rm(stagedPath, { force: true });
    },
    async read(name) {
      const [row] = await db.select({ bytes: cvFiles.bytes }).from(cvFiles).where(eq(cvFiles.name, name));
      return row?.bytes ?? null;
    },
    async remove(name) {
      const deleted = await db.delete(cvFiles).where(eq(cvFiles.name, name)).returning({ name: cvFiles.name });
      return deleted.length > 0;
    },
  };
}

/** The store of a configuration: the database's on PostgreSQL, else the folder beside the SQLite file. */
export function cvStoreOf(db: Db, databasePath: string): CvStore {
  // On PostgreSQL, DATABASE_PATH's folder holds only what this machine writes for itself.
  const store =
    db.engine === 'postgres' ? postgresCvStore(db, join(dirname(databasePath), 'cv-uploads')) : folderCvStore(cvDirOf(databasePath));
  mkdirSync(store.stagingDir, { recursive: true });
  return store;
}
