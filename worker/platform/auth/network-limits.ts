// better-auth's per-address limits (../../auth/rate-limit.ts) group IPv6 by /64. Providers hand
// a household or a rented server a /56 as often as a /64, and a /56 holds 256 /64s: 256 fresh
// buckets for sign-ups (each with its bonus) or reset mails. So those two are also counted per
// /56, with the same numbers as per address, in account_limits (one UPSERT, counted before the
// request runs, so a parallel burst is counted too).
import { AppError } from "../errors";
import { countEvent, type AccountRule } from "./account-limits";
import { AUTH_LIMITS } from "./rate-limit";
import { clientIp, ipv6Block } from "../http/client-ip";

const ruleFor = (path: string, name: string): AccountRule => {
  const rule = AUTH_LIMITS.find(([prefix]) => path.startsWith(prefix))![1];
  return { name, windowSeconds: rule.window, max: rule.max };
};

/** better-auth's path (after /api/auth) → its per-/56 rule. */
const PER_NETWORK = new Map<string, AccountRule>([
  ["/sign-up/email", ruleFor("/sign-up/email", "sign-ups-per-56")],
  ["/request-password-reset", ruleFor("/request-password-reset", "resets-per-56")],
]);

/** Counts a sign-up or reset request against its client's /56; 429 RATE_LIMITED over the limit. */
export async function admitPerNetwork(d1: D1Database, headers: Headers, path: string, now = Date.now()) {
  const rule = PER_NETWORK.get(path);
  const ip = rule && clientIp(headers);
  const block = ip && ipv6Block(ip, 56);
  if (!rule || !block) return;
  const counted = await countEvent(d1, `${rule.name}:${block}`, rule, now);
  if (counted.count <= rule.max) return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((counted.window_started_at + rule.windowSeconds * 1000 - now) / 1000),
  );
  throw new AppError("RATE_LIMITED", "Too many attempts from this network; please wait and try again.", {
    retryAfterSeconds,
  });
}
