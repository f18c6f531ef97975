-- Issue 25 (decision 25): a failed background task keeps why it failed as a stable error code and
-- its details (the same ones an API error carries), so the SPA says it in the user's language;
-- error_message stays the English text for API clients and logs. Older failed rows have no code.
ALTER TABLE `generation_tasks` ADD `error_code` text;--> statement-breakpoint
ALTER TABLE `generation_tasks` ADD `error_details` text;
