-- The staff search's index (decision 0069): the trigrams of each submission's search text folded
-- to lower case as the search folds it, so that LIKE '%word%' on that expression is answered from
-- the index for words of three or more characters. pg_trgm is a trusted extension: the database's
-- owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "submissions_search_trigrams" ON "submissions" USING gin (lower("search_text" COLLATE "und-x-icu") gin_trgm_ops);
