-- Issue 25, holes 1 and 9 (decision 28).
-- An open charge: a synchronous paid creation's charge that has neither its result nor its refund
-- yet. It is written in the charge's own batch and closed in its work's (or the refund sweep's),
-- so a Worker that dies in between leaves it here, and the cron refunds it after 15 minutes.
-- `credits` is what the charge gives back if it is abandoned now: all of it until its works are
-- stored, the failed variants' share after that. A charge made before this table has no row.
CREATE TABLE `open_charges` (
	`charge_id` text PRIMARY KEY NOT NULL,
	`credits` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`charge_id`) REFERENCES `usage_records`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "open_charges_credits_positive" CHECK("open_charges"."credits" > 0)
);
--> statement-breakpoint
CREATE INDEX `open_charges_created_idx` ON `open_charges` (`created_at`);--> statement-breakpoint
-- A storybook's progress that survives a retried queue message: the story, then each finished
-- page (its picture and narration are already in R2), written with the page's progress update.
ALTER TABLE `generation_tasks` ADD `checkpoint` text;
