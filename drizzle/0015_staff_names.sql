ALTER TABLE `staff_accounts` ADD `name` text;--> statement-breakpoint
ALTER TABLE `staff_accounts` ADD `title` text;--> statement-breakpoint
ALTER TABLE `staff_accounts` ADD `last_sign_in_at` integer;