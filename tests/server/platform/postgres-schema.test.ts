import { getTableName } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, expectTypeOf, inject, it } from 'vitest';
import { openSqliteOrm } from '../../../platform/database/open-database';
import { projectRoot } from '../../../platform/config/project-root';
import * as sqliteSchema from '../../../platform/database/schema';
import * as pgSchema from '../../../platform/database/schema-pg';
import * as pgOnlySchema from '../../../platform/database/schema-pg-only';
import { newDatabaseOn } from '../../support/postgres-cluster';

/** What a database holds, by table: columns with their nullability, indexes, foreign keys, checks. */
interface TableShape {
  columns: Record<string, 'null' | 'not null'>;
  indexes: Record<string, string>;
  references: string[];
  checks: string[];
}
type Shape = Record<string, TableShape>;

/** What each table of a schema module selects or inserts, by table. */
type Rows<Schema, Kind extends '$inferSelect' | '$inferInsert'> = {
  [Table in keyof Schema]: Schema[Table] extends Record<Kind, infer Row> ? Row : never;
};

function sqliteShape(): Shape {
  const sqlite = openSqliteOrm(':memory:').$client;
  const shape: Shape = {};
  const tables = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'")
    .all() as { name: string; sql: string }[];
  // The search's full-text index (a virtual table and its shadow tables) is SQLite's own; PostgreSQL's is a column and its GIN index (decision 0071).
  const fullText = tables.filter((table) => table.sql.startsWith('CREATE VIRTUAL TABLE')).map((table) => table.name);
  const ownToSqlite = (name: string) => fullText.some((index) => name === index || name.startsWith(`${index}_`));
  for (const { name, sql } of tables.filter((table) => !ownToSqlite(table.name))) {
    const columns = sqlite.pragma(`table_info(${name})`) as { name: string; notnull: number; pk: number }[];
    const indexes = (sqlite.pragma(`index_list(${name})`) as { name: string; unique: number; origin: string }[]).filter(
      (index) => index.origin === 'c',
    );
    const keys = sqlite.pragma(`foreign_key_list(${name})`) as { table: string; from: string; to: string }[];
    shape[name] = {
      columns: Object.fromEntries(columns.map((c) => [c.name, c.notnull || c.pk ? 'not null' : 'null'])),
      indexes: Object.fromEntries(
        indexes.map((index) => {
          const on = (sqlite.pragma(`index_info(${index.name})`) as { name: string }[]).map((c) => c.name).join(', ');
          return [index.name, `${index.unique ? 'unique ' : ''}(${on})`];
        }),
      ),
      references: keys.map((key) => `${key.from} -> ${key.table}.${key.to}`).sort(),
      checks: [...sql.matchAll(/CONSTRAINT "([^"]+)" CHECK/g)].map((match) => match[1]!).sort(),
    };
  }
  sqlite.close();
  return shape;
}

async function postgresShape(client: pg.Pool): Promise<Shape> {
  const shape: Shape = {};
  const table = (name: string) => (shape[name] ??= { columns: {}, indexes: {}, references: [], checks: [] });
  const columns = await client.query<{ table_name: string; column_name: string; is_nullable: string }>(
    "SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position",
  );
  for (const c of columns.rows) table(c.table_name).columns[c.column_name] = c.is_nullable === 'YES' ? 'null' : 'not null';
  const indexes = await client.query<{ table_name: string; index_name: string; unique: boolean; on: string }>(`
    SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS unique,
      (SELECT string_agg(a.attname, ', ' ORDER BY k.o) FROM unnest(x.indkey) WITH ORDINALITY k(n, o)
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n) AS on
    FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace s ON s.oid = t.relnamespace
    WHERE s.nspname = 'public' AND NOT x.indisprimary`);
  for (const index of indexes.rows) table(index.table_name).indexes[index.index_name] = `${index.unique ? 'unique ' : ''}(${index.on})`;
  const constraints = await client.query<{
    table_name: string;
    name: string;
    type: string;
    column_name: string | null;
    target: string | null;
  }>(`
    SELECT t.relname AS table_name, c.conname AS name, c.contype AS type,
      (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.conrelid AND a.attnum = c.conkey[1]) AS column_name,
      (SELECT r.relname || '.' || a.attname FROM pg_class r JOIN pg_attribute a ON a.attrelid = r.oid AND a.attnum = c.confkey[1]
        WHERE r.oid = c.confrelid) AS target
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace s ON s.oid = t.relnamespace
    WHERE s.nspname = 'public' AND c.contype IN ('c', 'f')`);
  for (const c of constraints.rows) {
    if (c.type === 'f') table(c.table_name).references.push(`${c.column_name} -> ${c.target}`);
    else table(c.table_name).checks.push(c.name);
  }
  for (const t of Object.values(shape)) {
    t.references.sort();
    t.checks.sort();
  }
  return shape;
}

describe('the PostgreSQL schema', () => {
  let pool: pg.Pool;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await newDatabaseOn(inject('postgresUrl')) });
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('has, after its committed migrations, the tables, columns, indexes, keys and checks of the SQLite one', async () => {
    await migrate(drizzle(pool), { migrationsFolder: join(projectRoot, 'drizzle-pg') });
    const expected = sqliteShape();
    expect(Object.keys(expected)).toHaveLength(Object.keys(sqliteSchema).length);
    const actual = await postgresShape(pool);
    // PostgreSQL's own tables (what several instances share), and nothing else beyond the twins.
    const own = Object.values(pgOnlySchema).map((table) => getTableName(table));
    expect(own.every((name) => name in actual)).toBe(true);
    for (const name of own) delete actual[name];
    // The search's folded text and its trigram index stand where SQLite has its full-text table.
    const submissions = actual.submissions!;
    expect([submissions.columns.search_folded, submissions.indexes.submissions_search_trigrams]).toEqual(['null', '(search_folded)']);
    delete submissions.columns.search_folded;
    delete submissions.indexes.submissions_search_trigrams;
    expect(actual).toEqual(expected);
  });

  it('reads and writes every table as the same TypeScript types', () => {
    expect(Object.keys(pgSchema).sort()).toEqual(Object.keys(sqliteSchema).sort());
    expectTypeOf<Rows<typeof pgSchema, '$inferSelect'>>().toEqualTypeOf<Rows<typeof sqliteSchema, '$inferSelect'>>();
    expectTypeOf<Rows<typeof pgSchema, '$inferInsert'>>().toEqualTypeOf<Rows<typeof sqliteSchema, '$inferInsert'>>();
  });
});
