ALTER TABLE `submissions` ADD `consent_version` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `consent_at` integer;--> statement-breakpoint
ALTER TABLE `submissions` ADD `consent_address` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `consent_lang` text;--> statement-breakpoint
ALTER TABLE `submissions` ADD `consent_purpose` text;