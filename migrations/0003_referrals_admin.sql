CREATE TABLE `recharge_records` (
	`order_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`credits` integer NOT NULL,
	`status` text DEFAULT 'completed' NOT NULL,
	`note` text,
	`created_by` text,
	`usage_record_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recharge_records_created_idx` ON `recharge_records` (`created_at`);--> statement-breakpoint
CREATE TABLE `referral_codes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`total_invites` integer DEFAULT 0 NOT NULL,
	`total_rewards` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_codes_code_unique` ON `referral_codes` (`code`);--> statement-breakpoint
CREATE TABLE `referral_relationships` (
	`id` text PRIMARY KEY NOT NULL,
	`inviter_id` text NOT NULL,
	`invitee_id` text NOT NULL,
	`referral_code` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`inviter_reward` integer DEFAULT 0 NOT NULL,
	`invitee_reward` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`inviter_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitee_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_relationships_invitee_id_unique` ON `referral_relationships` (`invitee_id`);--> statement-breakpoint
CREATE INDEX `referral_relationships_inviter_idx` ON `referral_relationships` (`inviter_id`,`created_at`);--> statement-breakpoint
-- Users who signed up before referrals existed get a code too (8 uppercase hex characters).
INSERT INTO `referral_codes` (`user_id`, `code`) SELECT `id`, upper(hex(randomblob(4))) FROM `user` WHERE `id` NOT IN (SELECT `user_id` FROM `referral_codes`);
