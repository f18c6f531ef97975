-- AI-content labels (issue 25, decision 24). `picture_labels`: the ProduceID of every picture the
-- service made (GB 45438-2025's content id in the implicit label), by the picture's R2 key; it is
-- also written into the file itself. `unlabelled_download_consents`: a user's acceptance of the
-- labelling duty (Article 9 of the labelling measures), with when it was given and withdrawn.
-- `unlabelled_downloads`: each download without the visible label (who, which work and file,
-- when). It has no foreign key on purpose: the log must outlive the work and the account for the
-- six months the measures ask; only the cron's retention prune deletes its rows.
CREATE TABLE `picture_labels` (
	`key` text PRIMARY KEY NOT NULL,
	`produce_id` text NOT NULL,
	`created_at` integer NOT NULL
);
CREATE UNIQUE INDEX `picture_labels_produce_id_unique` ON `picture_labels` (`produce_id`);
CREATE TABLE `unlabelled_download_consents` (
	`user_id` text PRIMARY KEY NOT NULL REFERENCES `user`(`id`) ON DELETE cascade,
	`accepted_at` integer NOT NULL,
	`withdrawn_at` integer
);
CREATE TABLE `unlabelled_downloads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`work_id` text NOT NULL,
	`file_key` text NOT NULL,
	`downloaded_at` integer NOT NULL
);
CREATE INDEX `unlabelled_downloads_user_idx` ON `unlabelled_downloads` (`user_id`, `downloaded_at`);
CREATE INDEX `unlabelled_downloads_time_idx` ON `unlabelled_downloads` (`downloaded_at`);
