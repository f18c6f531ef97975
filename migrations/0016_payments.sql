-- Buying credits with Stripe Checkout (issue 16).
-- credit_packages: what the credits page sells, edited by admins; the spec's three are the seed.
-- `name` is NULL while a seed package keeps its translated name (package_<id> in messages/);
-- an admin's name is shown as typed in every language. Prices in fen, like recharge orders.
CREATE TABLE `credit_packages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text,
	`credits` integer NOT NULL CHECK (`credits` > 0),
	`price_cents` integer NOT NULL CHECK (`price_cents` > 0),
	`popular` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT 1 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `credit_packages` (`id`, `credits`, `price_cents`, `popular`, `sort_order`) VALUES
	('starter', 5, 990, 0, 1),
	('advanced', 20, 2990, 1, 2),
	('professional', 50, 5990, 0, 3);
--> statement-breakpoint
-- A Stripe order is a recharge_records row from the moment its Checkout Session is made (pending)
-- until the verified webhook completes it (its grant keyed by the session id) or it fails.
-- Refunds and lost disputes raise refunded_cents / disputed_cents; reversed_credits is how many
-- credits those took back in total, shortfall_credits the part the user had already spent.
ALTER TABLE `recharge_records` ADD `source` text DEFAULT 'manual' NOT NULL;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `package_id` text;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `checkout_session_id` text;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `payment_intent_id` text;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `payment_method` text;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `disputed_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `reversed_credits` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `shortfall_credits` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `completed_at` integer;
--> statement-breakpoint
-- When an admin marked a shortfall settled (paid back some other way): the account may buy again.
ALTER TABLE `recharge_records` ADD `shortfall_settled_at` integer;
--> statement-breakpoint
CREATE UNIQUE INDEX `recharge_records_checkout_session_unique` ON `recharge_records` (`checkout_session_id`);
--> statement-breakpoint
CREATE INDEX `recharge_records_payment_intent_idx` ON `recharge_records` (`payment_intent_id`);
--> statement-breakpoint
CREATE INDEX `recharge_records_user_created_idx` ON `recharge_records` (`user_id`,`created_at`);
