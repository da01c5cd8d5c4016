CREATE TABLE `enquiry_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` integer NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`detail` text NOT NULL,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `enquiry_events_enquiry` ON `enquiry_events` (`enquiry_id`,`id`);--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_expires_at` ON `staff_sessions` (`expires_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `kind` text DEFAULT 'notification' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `recipient` text;--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_enquiry_kind` ON `email_outbox` (`enquiry_id`,`kind`);--> statement-breakpoint
CREATE INDEX `email_outbox_recipient` ON `email_outbox` (`recipient`);--> statement-breakpoint
ALTER TABLE `enquiries` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `idempotency_key` text;--> statement-breakpoint
CREATE INDEX `enquiries_status` ON `enquiries` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `enquiries_idempotency_key` ON `enquiries` (`idempotency_key`);