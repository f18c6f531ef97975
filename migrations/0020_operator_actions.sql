-- Operator actions (issue 25, decision 26): suspended accounts, reports against share links, and
-- the audit log of every admin action.
--
-- A suspension is one row per suspended account (deleted on unsuspend; the audit log keeps the
-- history). Every request that could let the user in reads it on the request itself: the session
-- lookup, the API-token lookup and better-auth's session creation (worker/features/operator/).
CREATE TABLE `account_suspensions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`suspended_by` text,
	`suspended_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A visitor's report of a share link. The share, work and owner are copied (not referenced):
-- the report outlives the link and the work it names, so the back office still shows what was
-- removed. `reporter_key` is the per-address limit's key (never the address itself).
CREATE TABLE `share_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`share_id` text NOT NULL,
	`work_id` text,
	`storybook_id` text,
	`owner_id` text,
	`title` text NOT NULL,
	`reason` text NOT NULL,
	`reporter_user_id` text,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CHECK (`status` IN ('open', 'removed', 'dismissed'))
);
--> statement-breakpoint
CREATE INDEX `share_reports_status_created_idx` ON `share_reports` (`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `share_reports_share_idx` ON `share_reports` (`share_id`);
--> statement-breakpoint
-- One row per admin action, written in the same D1 batch as the action where the action is one
-- batch. Admin and target ids are plain text (no foreign key): the log outlives both accounts.
CREATE TABLE `admin_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`admin_email` text NOT NULL,
	`action` text NOT NULL,
	`target_user_id` text,
	`reason` text,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`,`id`);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_admin_idx` ON `admin_audit_log` (`admin_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_action_idx` ON `admin_audit_log` (`action`,`created_at`);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_target_idx` ON `admin_audit_log` (`target_user_id`,`created_at`);
--> statement-breakpoint
-- The admin usage list pages by (created_at, id) over all users.
CREATE INDEX `usage_records_created_idx` ON `usage_records` (`created_at`,`id`);
