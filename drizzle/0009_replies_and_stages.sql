DROP INDEX `email_outbox_submission_kind`;--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_submission_kind` ON `email_outbox` (`submission_id`,`kind`) WHERE kind in ('notification', 'confirmation');--> statement-breakpoint
ALTER TABLE `submission_events` ADD `actor_id` integer REFERENCES staff_accounts(id);--> statement-breakpoint
ALTER TABLE `submission_events` ADD `actor` text;--> statement-breakpoint
ALTER TABLE `submission_events` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `submission_events_key` ON `submission_events` (`submission_id`,`idempotency_key`);--> statement-breakpoint
ALTER TABLE `submissions` ADD `assignee_id` integer REFERENCES staff_accounts(id);--> statement-breakpoint
ALTER TABLE `submissions` ADD `first_reply_at` integer;--> statement-breakpoint
CREATE INDEX `submissions_kind_assignee` ON `submissions` (`kind`,`assignee_id`,`number`);--> statement-breakpoint
-- Applications move through hiring stages now: one answered is in screening, one archived was turned down (spam stays spam).
UPDATE `submission_events` SET `detail` = CASE `detail` WHEN 'replied' THEN 'screening' ELSE 'rejected' END
WHERE `kind` = 'status' AND `detail` IN ('replied', 'archived') AND `submission_id` IN (SELECT `id` FROM `submissions` WHERE `kind` = 'application');--> statement-breakpoint
UPDATE `submissions` SET `status` = CASE `status` WHEN 'replied' THEN 'screening' ELSE 'rejected' END
WHERE `kind` = 'application' AND `status` IN ('replied', 'archived');
