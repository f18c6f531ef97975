CREATE TABLE `generation_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`task_type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`input_data` text NOT NULL,
	`credits_cost` integer NOT NULL,
	`error_message` text,
	`progress` text,
	`result_work_id` text,
	`usage_record_id` text,
	`claimed_by` text,
	`attempt` integer DEFAULT 0 NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `generation_tasks_user_status_idx` ON `generation_tasks` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `generation_tasks_status_started_idx` ON `generation_tasks` (`status`,`started_at`);--> statement-breakpoint
CREATE TABLE `interior_designs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`task_id` text NOT NULL,
	`source_image_key` text NOT NULL,
	`generated_image_key` text NOT NULL,
	`prompt` text NOT NULL,
	`room_type` text NOT NULL,
	`design_style` text NOT NULL,
	`credits_used` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interior_designs_task_id_unique` ON `interior_designs` (`task_id`);--> statement-breakpoint
CREATE INDEX `interior_designs_user_created_idx` ON `interior_designs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `storybooks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`task_id` text NOT NULL,
	`title` text NOT NULL,
	`idea` text NOT NULL,
	`style` text NOT NULL,
	`language` text NOT NULL,
	`num_pages` integer NOT NULL,
	`pages` text NOT NULL,
	`reference_image_key` text,
	`credits_used` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `storybooks_task_id_unique` ON `storybooks` (`task_id`);--> statement-breakpoint
CREATE INDEX `storybooks_user_created_idx` ON `storybooks` (`user_id`,`created_at`);