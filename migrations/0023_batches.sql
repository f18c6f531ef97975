-- Issue 28 (decision 35): batches from a spreadsheet. A batch and its rows; each row is one
-- generation, charged when it runs. Photos named by the sheet are in R2 under the batch's prefix
-- (u/<user>/batches/<id>/), mapped by file name in `photos`, and deleted with the batch.
CREATE TABLE `batches` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`stop_reason` text,
	`run_token` text NOT NULL,
	`photos` text NOT NULL,
	`idempotency_key` text,
	`request_hash` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `batches_user_created_idx` ON `batches` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `batches_user_key_unique` ON `batches` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `batch_rows` (
	`id` text PRIMARY KEY NOT NULL,
	`batch_id` text NOT NULL,
	`position` integer NOT NULL,
	`line` integer NOT NULL,
	`prompt` text NOT NULL,
	`photo` text,
	`variants` integer NOT NULL,
	`aspect_ratio` text NOT NULL,
	`cost` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`claimed_by` text,
	`attempt` integer DEFAULT 0 NOT NULL,
	`work_ids` text,
	`charged` integer DEFAULT 0 NOT NULL,
	`error_code` text,
	`error_details` text,
	`finished_at` integer,
	FOREIGN KEY (`batch_id`) REFERENCES `batches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batch_rows_batch_position_unique` ON `batch_rows` (`batch_id`,`position`);
