-- Children before their parents: foreign keys stay on inside the migration's transaction.
DROP TABLE `enquiry_events`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`kind` text DEFAULT 'notification' NOT NULL,
	`recipient` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_email_outbox`("id", "submission_id", "kind", "recipient", "status", "attempts", "next_attempt_at", "last_error", "sent_at") SELECT "id", "submission_id", "kind", "recipient", "status", "attempts", "next_attempt_at", "last_error", "sent_at" FROM `email_outbox`;--> statement-breakpoint
DROP TABLE `email_outbox`;--> statement-breakpoint
ALTER TABLE `__new_email_outbox` RENAME TO `email_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_outbox_due` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_submission_kind` ON `email_outbox` (`submission_id`,`kind`);--> statement-breakpoint
CREATE INDEX `email_outbox_recipient` ON `email_outbox` (`recipient`);--> statement-breakpoint
DROP TABLE `applications`;--> statement-breakpoint
DROP TABLE `enquiries`;
