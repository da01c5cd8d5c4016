import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, getTableName, isNotNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { UsageError } from '../config/run-cli';
import { cvDirOf } from './cv-files';
import type { Db, Tables, Tx } from './open-database';
import { cvFiles } from './schema-pg-only';

type TableKey = keyof Tables;

/** The readiness probe's row and the instances' leases are the running processes' own: not the site's data. */
const NOT_COPIED: readonly TableKey[] = ['heartbeat', 'leases'];

/** Tables whose rows the migrations write (each kind's counter at 0): replaced by the copy's, not counted as data. */
const SEEDED: readonly TableKey[] = ['submissionNumbers'];

/** Rows an INSERT carries at once: far below PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 200;

export interface CopySummary {
  /** Rows copied, by table name. */
  rows: Record<string, number>;
  cvFiles: number;
}

/** The twin tables in an order where each comes after those its foreign keys name. */
function tablesInOrder(tables: Tables): TableKey[] {
  const keys = (Object.keys(tables) as TableKey[]).filter((key) => !NOT_COPIED.includes(key));
  const nameOf = (key: TableKey) => getTableName(tables[key]);
  const needs = new Map<TableKey, string[]>(
    keys.map((key) => [key, getTableConfig(tables[key] as PgTable).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable))]),
  );
  const ordered: TableKey[] = [];
  while (ordered.length < keys.length) {
    const done = new Set<string>(ordered.map(nameOf));
    const next = keys.find((key) => !ordered.includes(key) && needs.get(key)!.every((name) => name === nameOf(key) || done.has(name)));
    if (!next) throw new Error('The tables’ foreign keys form a cycle.');
    ordered.push(next);
  }
  return ordered;
}

const rowsIn = async (db: Db | Tx, table: PgTable) => Number((await db.select({ n: count() }).from(table as Tables['submissions']))[0]!.n);

/**
 * Copies a SQLite site (every table but the heartbeat, and the CV files beside it) into an empty
 * PostgreSQL database in one transaction, then checks each table's count: the target holds all
 * of it or, on any failure, nothing. Serial ids keep their values, and their sequences go on
 * from the highest; the planner's statistics are gathered at once.
 */
export async function copyToPostgres(source: Db, sourcePath: string, target: Db): Promise<CopySummary> {
  if (target.engine !== 'postgres') throw new UsageError('Set DATABASE_URL to the PostgreSQL database to copy into.');
  const order = tablesInOrder(target.tables);
  const held = [];
  for (const key of order.filter((key) => !SEEDED.includes(key))) {
    const n = await rowsIn(target, target.tables[key]);
    if (n > 0) held.push(`${n} in ${getTableName(target.tables[key])}`);
  }
  if ((await rowsIn(target, cvFiles)) > 0) held.push('CV files');
  if (held.length > 0) throw new UsageError(`The PostgreSQL database is not empty (${held.join(', ')}); copy into an empty one.`);

  const { submissions } = source.tables;
  const cvNames = (await source.select({ name: submissions.fileName }).from(submissions).where(isNotNull(submissions.fileName))).map(
    (row) => row.name!,
  );
  const cvDir = cvDirOf(sourcePath);
  const missing = cvNames.filter((name) => !existsSync(join(cvDir, name)));
  if (missing.length > 0)
    throw new UsageError(`${missing.length} CV files that applications name are not in ${cvDir}; nothing was copied.`);

  const summary = await target.transaction(async (tx) => {
    const rows: Record<string, number> = {};
    for (const key of SEEDED) await tx.delete(target.tables[key]);
    for (const key of order) {
      const all = await source.select().from(source.tables[key]);
      for (let at = 0; at < all.length; at += BATCH) await tx.insert(target.tables[key]).values(all.slice(at, at + BATCH) as never);
      const name = getTableName(target.tables[key]);
      const copied = await rowsIn(tx, target.tables[key]);
      if (copied !== all.length) throw new Error(`${name}: ${all.length} rows read, ${copied} in PostgreSQL.`);
      rows[name] = copied;
      for (const column of getTableConfig(target.tables[key] as PgTable).columns.filter((c) => c.columnType === 'PgSerial'))
        await (tx as unknown as NodePgDatabase).execute(
          sql`SELECT setval(pg_get_serial_sequence(${name}, ${column.name}), coalesce(max(${sql.identifier(column.name)}), 1), max(${sql.identifier(column.name)}) IS NOT NULL) FROM ${sql.identifier(name)}`,
        );
    }
    for (const name of cvNames) await tx.insert(cvFiles).values({ name, bytes: await readFile(join(cvDir, name)) });
    return { rows, cvFiles: cvNames.length };
  });
  // The planner's statistics now, not when autovacuum comes round: without them the desk's
  // first page took 24 ms instead of 5 at 10,000 enquiries (decision 0030).
  await (target as unknown as NodePgDatabase).execute(sql`ANALYZE`);
  return summary;
}
