CREATE TABLE `inbound_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mail_id` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`bytes` integer NOT NULL,
	`file_name` text,
	FOREIGN KEY (`mail_id`) REFERENCES `inbound_mail`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `inbound_attachments_mail` ON `inbound_attachments` (`mail_id`);--> statement-breakpoint
ALTER TABLE `inbound_mail` ADD `staff_account_id` integer REFERENCES staff_accounts(id);