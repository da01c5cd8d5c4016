CREATE TABLE `inbound_mail` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_key` text NOT NULL,
	`message_id` text,
	`in_reply_to` text,
	`received_at` integer NOT NULL,
	`sent_at` integer,
	`from_address` text NOT NULL,
	`from_name` text NOT NULL,
	`subject` text NOT NULL,
	`new_words` text NOT NULL,
	`body_text` text NOT NULL,
	`raw` blob NOT NULL,
	`raw_bytes` integer NOT NULL,
	`class` text NOT NULL,
	`bounced_message_id` text,
	`submission_id` integer,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_mail_message_key` ON `inbound_mail` (`message_key`);--> statement-breakpoint
CREATE INDEX `inbound_mail_submission` ON `inbound_mail` (`submission_id`,`received_at`);