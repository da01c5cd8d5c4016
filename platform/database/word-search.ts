import { sql, type SQL } from 'drizzle-orm';
import type { Db, SqliteOrm, Tx } from './open-database';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The shortest word the trigram indexes answer; a shorter one is looked for in every row. */
const INDEXED_LENGTH = 3;

/**
 * One condition per word of `q`: each word must appear, in any letter case, in a submission's
 * search text: the text folded as below, LIKE '%word%'. Each letter case: SQLite's LIKE and
 * lower() fold only ASCII, so it has `casefold` (open-database.ts); PostgreSQL's lower() follows
 * the collation, and ICU's root one folds every script whatever locale the database was created
 * with. Both engines index the folded text's
 * trigrams for words of three or more characters (decision 0071): PostgreSQL's GIN index on the
 * folded column serves the LIKE; SQLite's FTS5 table answers the same question by its own match.
 * A shorter word is looked for in every row.
 */
export function searchWhere(db: Db, q: string | undefined): SQL[] {
  const { submissions } = db.tables;
  // PostgreSQL keeps the folded text in a column of its own, search_folded (its migration 0019).
  const folded = db.engine === 'sqlite' ? sql`casefold(${submissions.searchText})` : sql`${submissions}.search_folded`;
  return (q?.trim().split(/\s+/).filter(Boolean) ?? []).map((word) => {
    const like = sql`${folded} LIKE ${`%${escapeLike(word.toLowerCase())}%`} ESCAPE '\\'`;
    if (db.engine === 'postgres' || [...word].length < INDEXED_LENGTH) return like;
    // One FTS5 phrase: the word's trigrams one after another, in any letter case (the trigram
    // tokenizer folds Unicode's cases): the word inside the text, as the LIKE finds it, from the index alone.
    const phrase = `"${word.replaceAll('"', '""')}"`;
    return sql`${submissions.id} IN (SELECT rowid FROM submissions_search WHERE submissions_search MATCH ${phrase})`;
  });
}

/**
 * After deleting submissions: SQLite's search index marks a deleted row's trigrams as deleted and
 * keeps them in its older segments until those merge. Merging every segment now leaves nothing of
 * what was deleted, as a deletion must (decision 0037); about 3 s at 100,000 submissions, where
 * FTS5's own secure-delete took 13 ms a row (decision 0071). PostgreSQL's VACUUM clears its index.
 */
export async function purgeDeletedFromSearch(tx: Tx, db: Db): Promise<void> {
  if (db.engine === 'sqlite') (tx as unknown as SqliteOrm).run(sql`INSERT INTO submissions_search(submissions_search) VALUES ('optimize')`);
}
