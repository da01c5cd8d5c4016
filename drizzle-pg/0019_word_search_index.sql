-- The staff search's index (decision 0071): each submission's search text folded to lower case as
-- the search folds it, kept in a column the database computes (so a match's check reads it rather
-- than folding the text again), and the trigrams of that column, so that LIKE '%word%' on it is
-- answered from the index for words of three or more characters. Not in schema-pg.ts: SQLite's
-- twin has no such column, and nothing but the search reads it. pg_trgm is a trusted extension:
-- the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (lower("search_text" COLLATE "und-x-icu")) STORED;
--> statement-breakpoint
CREATE INDEX "submissions_search_trigrams" ON "submissions" USING gin ("search_folded" gin_trgm_ops);
