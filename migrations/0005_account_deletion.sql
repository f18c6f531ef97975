-- Account deletion keeps the anonymised ledger: usage_records, recharge_records and
-- referral_relationships no longer vanish with their user (ON DELETE CASCADE) but lose the link
-- to them (nullable, ON DELETE SET NULL), so the back office's spend, revenue and referral totals
-- do not change when someone deletes their account (worker/services/account-deletion.ts).
-- Nothing references these three tables, so rebuilding them cascades nowhere. The balance
-- trigger is dropped with usage_records and created again only after the copy, so the copied
-- rows are not applied to any balance a second time.
PRAGMA defer_foreign_keys = on;
--> statement-breakpoint
CREATE TABLE `usage_records_new` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`action_type` text NOT NULL,
	`credits_used` integer NOT NULL,
	`metadata` text,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `usage_records_new` (`id`, `user_id`, `action_type`, `credits_used`, `metadata`, `idempotency_key`, `created_at`)
	SELECT `id`, `user_id`, `action_type`, `credits_used`, `metadata`, `idempotency_key`, `created_at` FROM `usage_records`;
--> statement-breakpoint
DROP TABLE `usage_records`;
--> statement-breakpoint
ALTER TABLE `usage_records_new` RENAME TO `usage_records`;
--> statement-breakpoint
CREATE UNIQUE INDEX `usage_records_idempotency_key_unique` ON `usage_records` (`idempotency_key`);
--> statement-breakpoint
CREATE INDEX `usage_records_user_created_idx` ON `usage_records` (`user_id`,`created_at`);
--> statement-breakpoint
-- As in 0000_init: every ledger row moves its user's balance in the same statement; a row
-- without a credit account (a deleted user's id, or none at all) is refused.
CREATE TRIGGER `usage_records_apply_to_balance` AFTER INSERT ON `usage_records`
BEGIN
	SELECT RAISE(ABORT, 'NO_CREDIT_ACCOUNT')
		WHERE NOT EXISTS (SELECT 1 FROM `user_credits` WHERE `user_id` = NEW.`user_id`);
	UPDATE `user_credits`
		SET `balance` = `balance` - NEW.`credits_used`,
		    `updated_at` = unixepoch('subsec') * 1000
		WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TABLE `recharge_records_new` (
	`order_id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`amount_cents` integer NOT NULL,
	`credits` integer NOT NULL,
	`status` text DEFAULT 'completed' NOT NULL,
	`note` text,
	`created_by` text,
	`usage_record_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `recharge_records_new` (`order_id`, `user_id`, `amount_cents`, `credits`, `status`, `note`, `created_by`, `usage_record_id`, `created_at`)
	SELECT `order_id`, `user_id`, `amount_cents`, `credits`, `status`, `note`, `created_by`, `usage_record_id`, `created_at` FROM `recharge_records`;
--> statement-breakpoint
DROP TABLE `recharge_records`;
--> statement-breakpoint
ALTER TABLE `recharge_records_new` RENAME TO `recharge_records`;
--> statement-breakpoint
CREATE INDEX `recharge_records_created_idx` ON `recharge_records` (`created_at`);
--> statement-breakpoint
CREATE TABLE `referral_relationships_new` (
	`id` text PRIMARY KEY NOT NULL,
	`inviter_id` text,
	`invitee_id` text,
	`referral_code` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`inviter_reward` integer DEFAULT 0 NOT NULL,
	`invitee_reward` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`inviter_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invitee_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `referral_relationships_new` (`id`, `inviter_id`, `invitee_id`, `referral_code`, `status`, `inviter_reward`, `invitee_reward`, `created_at`, `completed_at`)
	SELECT `id`, `inviter_id`, `invitee_id`, `referral_code`, `status`, `inviter_reward`, `invitee_reward`, `created_at`, `completed_at` FROM `referral_relationships`;
--> statement-breakpoint
DROP TABLE `referral_relationships`;
--> statement-breakpoint
ALTER TABLE `referral_relationships_new` RENAME TO `referral_relationships`;
--> statement-breakpoint
-- UNIQUE still lets one user be invited once; the NULLs of deleted invitees do not collide.
CREATE UNIQUE INDEX `referral_relationships_invitee_id_unique` ON `referral_relationships` (`invitee_id`);
--> statement-breakpoint
CREATE INDEX `referral_relationships_inviter_idx` ON `referral_relationships` (`inviter_id`,`created_at`);
