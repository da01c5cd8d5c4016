import { or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from './open-database';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Each letter case: SQLite's LIKE and lower() fold only ASCII, so it has `casefold`
 * (open-database.ts); PostgreSQL's lower() follows the collation, and ICU's root one folds every
 * script whatever locale the database was created with.
 */
const folded = (db: Db, column: Column) => (db.engine === 'sqlite' ? sql`casefold(${column})` : sql`lower(${column} COLLATE "und-x-icu")`);

/** One condition per word of `q`: each word must appear, in any letter case, in one of `columns`. */
export function wordsWhere(db: Db, q: string | undefined, columns: Column[]): SQL[] {
  return (q?.trim().split(/\s+/).filter(Boolean) ?? []).map((word) => {
    const pattern = `%${escapeLike(word.toLowerCase())}%`;
    return or(...columns.map((column) => sql`${folded(db, column)} LIKE ${pattern} ESCAPE '\\'`))!;
  });
}
