-- Share links (issue 15): a public, unguessable, revocable link to one work or one storybook. The
-- id is the token; revoking deletes the row; a work, storybook or account deleted takes its links
-- along (ON DELETE CASCADE). One live link per shared thing (the unique indexes).
CREATE TABLE `shares` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`work_id` text,
	`storybook_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`work_id`) REFERENCES `generated_artworks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`storybook_id`) REFERENCES `storybooks`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "shares_one_target" CHECK(("shares"."work_id" IS NULL) <> ("shares"."storybook_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shares_work_unique` ON `shares` (`work_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shares_storybook_unique` ON `shares` (`storybook_id`);--> statement-breakpoint
CREATE INDEX `shares_user_created_idx` ON `shares` (`user_id`,`created_at`);
