import { or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One condition per word of `q`: each word must appear, in any letter case, in one of `columns`. */
export function wordsWhere(q: string | undefined, columns: SQLiteColumn[]): SQL[] {
  return (q?.trim().split(/\s+/).filter(Boolean) ?? []).map((word) => {
    const pattern = `%${escapeLike(word.toLowerCase())}%`;
    // casefold: server/db/open-database.ts.
    return or(...columns.map((column) => sql`casefold(${column}) LIKE ${pattern} ESCAPE '\\'`))!;
  });
}
