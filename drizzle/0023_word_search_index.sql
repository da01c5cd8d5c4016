-- The staff search's index (decision 0071): the trigrams of each submission's search text, in any
-- letter case, so that a word of three or more characters is found inside the text without reading
-- every row. Kept by triggers; a deletion merges the index's segments after it, so that nothing of
-- a deleted row stays in them (submission-deletion.ts, decision 0037).
CREATE VIRTUAL TABLE `submissions_search` USING fts5(search_text, content='submissions', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `submissions_search`(`submissions_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `submissions_search_insert` AFTER INSERT ON `submissions` BEGIN
  INSERT INTO `submissions_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `submissions_search_delete` AFTER DELETE ON `submissions` BEGIN
  INSERT INTO `submissions_search`(`submissions_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `submissions_search_update` AFTER UPDATE OF search_text ON `submissions` BEGIN
  INSERT INTO `submissions_search`(`submissions_search`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO `submissions_search`(rowid, search_text) VALUES (new.id, new.search_text);
END;
