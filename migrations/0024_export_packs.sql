-- Issue 28 (decision 0034): marketplace export packs. A row per export a user asked for: the
-- queue consumer renders its files into R2 under u/<user>/exports/<id>/ and marks it ready (or
-- failed, with a stable error code); the POST that asked streams the ZIP once it is ready, and a
-- GET may download it again until expires_at, when the cron sweeper deletes the files and the row.
CREATE TABLE `export_packs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`work_id` text NOT NULL,
	`targets` text NOT NULL,
	`locale` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`error_code` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `export_packs_expires_idx` ON `export_packs` (`expires_at`);
