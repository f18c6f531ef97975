-- Moderation before the charge (issue 25, decision 0025): how many requests were refused, per UTC
-- day and category (a Llama Guard category "S1"…"S14", "terms" for the admin's list of refused
-- terms, "provider" for a provider's own safety refusal), for the admin dashboard. One row a day
-- and category, counted up by an upsert; the refused text itself is never stored. The list of
-- refused terms lives in system_config (key MODERATION_TERMS) like the other admin settings.
CREATE TABLE `moderation_refusals` (
	`day` text NOT NULL,
	`category` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `category`)
);
