CREATE TABLE `reply_waits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`replied_at` integer,
	`reminded_at` integer,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reply_waits_open` ON `reply_waits` (`submission_id`) WHERE replied_at is null;--> statement-breakpoint
CREATE INDEX `reply_waits_submission` ON `reply_waits` (`submission_id`);--> statement-breakpoint
CREATE INDEX `reply_waits_started_at` ON `reply_waits` (`started_at`);--> statement-breakpoint
DROP INDEX `email_outbox_submission_kind`;--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_submission_kind` ON `email_outbox` (`submission_id`,`kind`) WHERE kind in ('notification', 'confirmation');--> statement-breakpoint
ALTER TABLE `submissions` ADD `awaiting_since` integer;--> statement-breakpoint
-- The promise counts waits now (decision 0064): every record has waited once, from its arrival to its first reply, and was reminded of it if a reminder was queued.
UPDATE `submissions` SET `awaiting_since` = `created_at` WHERE `first_reply_at` IS NULL;--> statement-breakpoint
INSERT INTO `reply_waits` (`submission_id`, `started_at`, `replied_at`, `reminded_at`)
SELECT `s`.`id`, `s`.`created_at`, `s`.`first_reply_at`,
  (SELECT min(coalesce(`o`.`queued_at`, `o`.`next_attempt_at`)) FROM `email_outbox` `o` WHERE `o`.`submission_id` = `s`.`id` AND `o`.`kind` = 'reminder')
FROM `submissions` `s` ORDER BY `s`.`id`;
