CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` integer,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`subject_kind` text,
	`subject_id` integer,
	`detail` text,
	FOREIGN KEY (`actor_id`) REFERENCES `staff_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_events_actor` ON `audit_events` (`actor_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_events_action` ON `audit_events` (`action`,`id`);--> statement-breakpoint
CREATE TABLE `staff_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`lang` text NOT NULL,
	`time_zone` text NOT NULL,
	`user_handle` text NOT NULL,
	`created_at` integer NOT NULL,
	`removed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_accounts_email` ON `staff_accounts` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_accounts_user_handle` ON `staff_accounts` (`user_handle`);--> statement-breakpoint
CREATE TABLE `staff_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`invited_by` integer,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `staff_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invited_by`) REFERENCES `staff_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_invitations_account` ON `staff_invitations` (`account_id`);--> statement-breakpoint
CREATE TABLE `staff_passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer NOT NULL,
	`transports` text,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `staff_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_passkeys_account` ON `staff_passkeys` (`account_id`);--> statement-breakpoint
CREATE TABLE `webauthn_challenges` (
	`challenge` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`invitation_id` text,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webauthn_challenges_expires_at` ON `webauthn_challenges` (`expires_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer,
	`kind` text DEFAULT 'notification' NOT NULL,
	`recipient` text,
	`message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_email_outbox`("id", "submission_id", "kind", "recipient", "message", "status", "attempts", "next_attempt_at", "last_error", "sent_at") SELECT "id", "submission_id", "kind", "recipient", NULL, "status", "attempts", "next_attempt_at", "last_error", "sent_at" FROM `email_outbox`;--> statement-breakpoint
DROP TABLE `email_outbox`;--> statement-breakpoint
ALTER TABLE `__new_email_outbox` RENAME TO `email_outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_outbox_due` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_submission_kind` ON `email_outbox` (`submission_id`,`kind`);--> statement-breakpoint
CREATE INDEX `email_outbox_recipient` ON `email_outbox` (`recipient`);--> statement-breakpoint
-- The token's sessions end: people sign in with passkeys now.
DROP TABLE `staff_sessions`;--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `staff_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_expires_at` ON `staff_sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `staff_sessions_account` ON `staff_sessions` (`account_id`);
