CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer NOT NULL,
	`job` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`portfolio` text,
	`note` text NOT NULL,
	`locale` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`idempotency_key` text,
	`cv_file` text NOT NULL,
	`cv_kind` text NOT NULL,
	`cv_bytes` integer NOT NULL,
	`cv_name` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `applications_status` ON `applications` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `applications_idempotency_key` ON `applications` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `applications_created_at` ON `applications` (`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enquiry_id` integer,
	`application_id` integer,
	`kind` text DEFAULT 'notification' NOT NULL,
	`recipient` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "email_outbox_one_subject" CHECK(("enquiry_id" IS NULL) <> ("application_id" IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_email_outbox`("id", "enquiry_id", "kind", "recipient", "status", "attempts", "next_attempt_at", "last_error", "sent_at") SELECT "id", "enquiry_id", "kind", "recipient", "status", "attempts", "next_attempt_at", "last_error", "sent_at" FROM `email_outbox`;--> statement-breakpoint
DROP TABLE `email_outbox`;--> statement-breakpoint
ALTER TABLE `__new_email_outbox` RENAME TO `email_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_outbox_due` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_enquiry_kind` ON `email_outbox` (`enquiry_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_application_kind` ON `email_outbox` (`application_id`,`kind`);--> statement-breakpoint
CREATE INDEX `email_outbox_recipient` ON `email_outbox` (`recipient`);