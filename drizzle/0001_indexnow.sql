CREATE TABLE `indexnow_submissions` (
	`url` text PRIMARY KEY NOT NULL,
	`lastmod` text NOT NULL,
	`submitted_at` integer NOT NULL
);
