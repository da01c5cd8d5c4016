ALTER TABLE `email_outbox` ADD `queued_at` integer;--> statement-breakpoint
-- Rows queued before this column: the time they were first due is when they were queued, or the nearest we know.
UPDATE `email_outbox` SET `queued_at` = `next_attempt_at` WHERE `queued_at` IS NULL;
