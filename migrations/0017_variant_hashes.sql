-- Content-addressed picture variants (issue 24, decision 21): the SHA-256 (hex) of each stored
-- variant's bytes, by its original's R2 key, so that every answer listing pictures can hand the
-- SPA `…?v=thumb&h=<hash>` URLs the browser keeps for a year. R2 custom metadata on the variant
-- itself is what the file route trusts (it travels with the bytes); this table is the index the
-- listings read in one query. A column is NULL until that variant's hash is known (a variant made
-- before this table gets it on its first request or from `npm run variants:backfill`).
CREATE TABLE `variant_hashes` (
	`key` text PRIMARY KEY NOT NULL,
	`thumb` text,
	`display` text
);
