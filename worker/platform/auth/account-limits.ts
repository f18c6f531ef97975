// Limits per account rather than per client address: someone guessing one person's password
// from many addresses, or asking for verification mail to one address again and again, is
// stopped here as well as by the per-address limits (./rate-limit.ts). A fixed window per key
// in D1 (account_limits), counted with one UPSERT so concurrent requests cannot both slip by.
import { AppError } from "../errors";
import { accountKey } from "./email-identity";

export type AccountRule = { name: string; windowSeconds: number; max: number };

export const SIGN_IN_FAILURES: AccountRule = { name: "sign-in-failures", windowSeconds: 15 * 60, max: 10 };
export const VERIFICATION_MAILS: AccountRule = { name: "verification-mails", windowSeconds: 60 * 60, max: 5 };

export const limitKeyFor = async (secret: string, rule: AccountRule, email: string) =>
  `${rule.name}:${await accountKey(secret, email)}`;

type Counter = { count: number; window_started_at: number };

/** Counts one event (a window that has ended starts again) and returns the count in the window. */
export async function countEvent(d1: D1Database, key: string, rule: AccountRule, now = Date.now()): Promise<Counter> {
  const row = await d1
    .prepare(
      `INSERT INTO account_limits (key, count, window_started_at) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_started_at <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_started_at = CASE WHEN window_started_at <= ?2 - ?3 THEN ?2 ELSE window_started_at END
       RETURNING count, window_started_at`,
    )
    .bind(key, now, rule.windowSeconds * 1000)
    .first<Counter>();
  return row!;
}

export async function clearCount(d1: D1Database, key: string) {
  await d1.prepare("DELETE FROM account_limits WHERE key = ?").bind(key).run();
}

export const accountLimited = (retryAfterSeconds: number) =>
  new AppError("RATE_LIMITED", "Too many attempts for this account; please wait and try again.", { retryAfterSeconds });

/** A password reset proves the mailbox: the account's sign-in lock (if any) ends with it. */
export async function clearSignInLock(env: Pick<Env, "DB" | "BETTER_AUTH_SECRET">, email: string) {
  await clearCount(env.DB, await limitKeyFor(env.BETTER_AUTH_SECRET, SIGN_IN_FAILURES, email));
}

/** The longest window above: a counter older than it counts nothing any more. */
export const LONGEST_ACCOUNT_WINDOW_SECONDS = Math.max(
  SIGN_IN_FAILURES.windowSeconds,
  VERIFICATION_MAILS.windowSeconds,
);

/** Cron: drops counters whose window has ended (an attacker spraying made-up addresses leaves many). */
export async function pruneAccountLimits(d1: D1Database, now = Date.now()) {
  const { meta } = await d1
    .prepare("DELETE FROM account_limits WHERE window_started_at < ?")
    .bind(now - LONGEST_ACCOUNT_WINDOW_SECONDS * 1000)
    .run();
  return meta.changes;
}
