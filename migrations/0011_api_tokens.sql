-- Personal API tokens (issue 15): a user's tokens for calling the creation routes with
-- `Authorization: Bearer atl_…`. Only the SHA-256 of the secret is kept (hex), never the secret;
-- `prefix` is its first characters, shown so the owner can tell tokens apart. Revoking deletes
-- the row, so a revoked token is unknown at once; deleting the account takes its tokens along.
CREATE TABLE `api_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_hash_unique` ON `api_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `api_tokens_user_created_idx` ON `api_tokens` (`user_id`,`created_at`);
