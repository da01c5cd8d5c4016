import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cvStoreOf } from '../../platform/database/cv-store';
import { cvDirOf } from '../../platform/database/cv-files';
import { cvFiles } from '../../platform/database/schema-pg-only';
import type { TestApp } from './test-app';

/** The names of the CVs a test app keeps: the files of its folder on SQLite, the rows of `cv_files` on PostgreSQL. */
export async function storedCvNames(t: TestApp): Promise<string[]> {
  if (t.db.engine === 'postgres') return (await t.db.select({ name: cvFiles.name }).from(cvFiles)).map((row) => row.name).sort();
  const dir = cvDirOf(join(t.dir, 'site.db'));
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** A kept CV's bytes, or null. */
export const storedCv = (t: TestApp, name: string) => cvStoreOf(t.db, join(t.dir, 'site.db')).read(name);

/** Uploads still staged on this machine (none once a request has ended, whatever its outcome). */
export function stagedUploads(t: TestApp): string[] {
  const dir = cvStoreOf(t.db, join(t.dir, 'site.db')).stagingDir;
  return t.db.engine === 'postgres' && existsSync(dir) ? readdirSync(dir) : [];
}
