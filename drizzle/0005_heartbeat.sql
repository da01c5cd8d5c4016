CREATE TABLE `heartbeat` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`at` integer NOT NULL
);
