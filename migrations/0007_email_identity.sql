-- Accounts people can trust (issue 10): one person (one mailbox, aliases folded) gets the sign-up
-- bonus and a referral once, also after deleting an account (identity_claims keeps a keyed hash,
-- never the address); failed sign-ins are counted per account as well as per client address.
ALTER TABLE `profiles` ADD `email_hash` text;
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
CREATE TABLE `account_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_started_at` integer NOT NULL
);
