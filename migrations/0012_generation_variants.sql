-- Variants (issue 15): one generation may make 1–4 images under one charge, each its own work.
-- A work now says which of its charge's images it is (variant_index, 0 for every work made so far
-- and for every other creation), and the one-work-per-charge index becomes one work per charge
-- and index: a charge still pays for each of its images at most once.
ALTER TABLE `generated_artworks` ADD `variant_index` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX `generated_artworks_usage_record_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `generated_artworks_usage_record_unique` ON `generated_artworks` (`usage_record_id`,`variant_index`);
