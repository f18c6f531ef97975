-- better-auth's rate limiter on durable storage (worker/auth/rate-limit.ts): sign-in, sign-up and
-- password-reset attempts per client IP survive isolate restarts and are shared by all isolates.
CREATE TABLE `rate_limit` (
  `id` text PRIMARY KEY NOT NULL,
  `key` text NOT NULL,
  `count` integer NOT NULL,
  `last_request` integer NOT NULL
);
CREATE UNIQUE INDEX `rate_limit_key_unique` ON `rate_limit` (`key`);
CREATE INDEX `rate_limit_last_request_idx` ON `rate_limit` (`last_request`);
