CREATE TABLE `style_presets` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`icon` text DEFAULT '🎨' NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`prompt` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `style_presets_enabled_order_idx` ON `style_presets` (`enabled`,`sort_order`);--> statement-breakpoint
ALTER TABLE `generated_artworks` ADD `source` text DEFAULT 'nano' NOT NULL;--> statement-breakpoint
CREATE INDEX `generated_artworks_user_source_created_idx` ON `generated_artworks` (`user_id`,`source`,`created_at`);
-- The 21 styles this migration used to insert are seeded by 0008_style_catalogue.sql, the
-- one source of the catalogue; a database that ran the old version of this file has the same rows.
