CREATE TABLE `submission_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`detail` text NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `submission_events_submission` ON `submission_events` (`submission_id`,`id`);--> statement-breakpoint
CREATE TABLE `submission_numbers` (
	`kind` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`number` integer NOT NULL,
	`created_at` integer NOT NULL,
	`locale` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`idempotency_key` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`fields` text NOT NULL,
	`search_text` text NOT NULL,
	`file_name` text,
	`file_type` text,
	`file_bytes` integer,
	`file_original_name` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `submissions_kind_number` ON `submissions` (`kind`,`number`);--> statement-breakpoint
CREATE INDEX `submissions_kind_status` ON `submissions` (`kind`,`status`,`number`);--> statement-breakpoint
CREATE INDEX `submissions_idempotency_key` ON `submissions` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `submissions_created_at` ON `submissions` (`created_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `submission_id` integer REFERENCES submissions(id);--> statement-breakpoint
-- Every enquiry and application moves into submissions under its own number, with its history and its emails.
INSERT INTO `submissions` (`kind`, `number`, `created_at`, `locale`, `status`, `idempotency_key`, `name`, `email`, `fields`, `search_text`)
SELECT 'enquiry', `id`, `created_at`, `locale`, `status`, `idempotency_key`, `name`, `email`,
  json_object('phone', `phone`, 'company', `company`, 'project', `project`, 'budget', `budget`),
  concat_ws(char(10), `name`, `email`, `company`, `project`)
FROM `enquiries` ORDER BY `id`;--> statement-breakpoint
INSERT INTO `submissions` (`kind`, `number`, `created_at`, `locale`, `status`, `idempotency_key`, `name`, `email`, `fields`, `search_text`, `file_name`, `file_type`, `file_bytes`, `file_original_name`)
SELECT 'application', `id`, `created_at`, `locale`, `status`, `idempotency_key`, `name`, `email`,
  json_object('job', `job`, 'phone', `phone`, 'portfolio', `portfolio`, 'note', `note`),
  concat_ws(char(10), `name`, `email`, `job`, `note`), `cv_file`, `cv_kind`, `cv_bytes`, `cv_name`
FROM `applications` ORDER BY `id`;--> statement-breakpoint
INSERT INTO `submission_numbers` (`kind`, `last`) SELECT 'enquiry', coalesce(max(`id`), 0) FROM `enquiries`;--> statement-breakpoint
INSERT INTO `submission_numbers` (`kind`, `last`) SELECT 'application', coalesce(max(`id`), 0) FROM `applications`;--> statement-breakpoint
INSERT INTO `submission_events` (`submission_id`, `at`, `kind`, `detail`)
SELECT `s`.`id`, `e`.`at`, `e`.`kind`, `e`.`detail` FROM `enquiry_events` `e`
JOIN `submissions` `s` ON `s`.`kind` = 'enquiry' AND `s`.`number` = `e`.`enquiry_id` ORDER BY `e`.`id`;--> statement-breakpoint
UPDATE `email_outbox` SET `submission_id` = (
  SELECT `s`.`id` FROM `submissions` `s`
  WHERE (`s`.`kind` = 'enquiry' AND `s`.`number` = `email_outbox`.`enquiry_id`)
     OR (`s`.`kind` = 'application' AND `s`.`number` = `email_outbox`.`application_id`)
);
