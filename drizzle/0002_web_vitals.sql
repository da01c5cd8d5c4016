CREATE TABLE `web_vitals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`measurement_id` text NOT NULL,
	`path` text NOT NULL,
	`name` text NOT NULL,
	`value` real NOT NULL,
	`recorded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `web_vitals_measurement` ON `web_vitals` (`name`,`measurement_id`);--> statement-breakpoint
CREATE INDEX `web_vitals_page_metric` ON `web_vitals` (`path`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `web_vitals_recorded_at` ON `web_vitals` (`recorded_at`);