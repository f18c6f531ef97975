-- Accounts people can trust (issue 10): one person (one mailbox, aliases folded) gets the sign-up
-- bonus and a referral once, also after deleting an account (identity_claims keeps a keyed hash,
-- never the address); sign-in attempts and verification mails are counted per account as well as
-- per client address (account_limits). drizzle-kit generated the tables; the UPDATE is by hand.
CREATE TABLE `account_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `identity_claims` (
	`hash` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`hash`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `identity_claims_user_idx` ON `identity_claims` (`user_id`);
--> statement-breakpoint
ALTER TABLE `profiles` ADD `email_hash` text;
--> statement-breakpoint
-- Accounts made before confirmation existed keep what they had: they could spend, and their
-- admins stay admins (nobody could confirm an address then; review the admin list after deploy).
-- Their identity hash is filled in at their next sign-in or page load (worker/services/identity.ts).
UPDATE `user` SET `email_verified` = 1;
