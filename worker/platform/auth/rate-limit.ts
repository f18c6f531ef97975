// better-auth's limiter for /api/auth/*, counted per client IP in D1 (table rate_limit), so the
// limits hold across isolates and restarts. Guessing passwords and farming sign-up bonuses are
// what it stops; the numbers leave room for a family or an office behind one address.
import type { BetterAuthOptions } from "better-auth/minimal";
import { clientIp } from "../http/client-ip";

type Rule = { window: number; max: number };

const MINUTE = 60;

/** Auth path (after /api/auth) → its limit; the first matching prefix wins. */
export const AUTH_LIMITS: [prefix: string, rule: Rule][] = [
  ["/sign-in", { window: MINUTE, max: 10 }],
  ["/sign-up", { window: 60 * MINUTE, max: 10 }],
  ["/request-password-reset", { window: 15 * MINUTE, max: 5 }],
  ["/reset-password", { window: 15 * MINUTE, max: 10 }],
  ["/change-password", { window: MINUTE, max: 5 }],
  // Per address; each account also has its own hourly limit (./account-limits.ts).
  ["/send-verification-email", { window: 15 * MINUTE, max: 10 }],
];

/** Everything else (session reads, sign-out, session lists): generous, against floods only. */
const DEFAULT_RULE: Rule = { window: MINUTE, max: 120 };

export function authRuleFor(request: Request): Rule | false {
  // No outside client to count (tests, local runs on loopback): see clientIp.
  if (!clientIp(request.headers)) return false;
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  return AUTH_LIMITS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? DEFAULT_RULE;
}

/** The longest window above: better-auth prunes counters older than the longest it knows of. */
export const LONGEST_WINDOW = Math.max(DEFAULT_RULE.window, ...AUTH_LIMITS.map(([, rule]) => rule.window));

export const authRateLimit = {
  enabled: true,
  storage: "database",
  modelName: "rateLimit",
  window: DEFAULT_RULE.window,
  max: DEFAULT_RULE.max,
  customRules: {
    "/**": (request: Request) => authRuleFor(request),
    // Never matched ("/**" comes first); it is here because better-auth cannot see the windows a
    // rule function returns, and would otherwise prune a blocked address's hour-long sign-up
    // count after a minute in any isolate that has not itself seen a sign-up.
    "/__longest-window": { window: LONGEST_WINDOW, max: 1 },
  },
} satisfies BetterAuthOptions["rateLimit"];

/** The client IP better-auth keys its counters on. */
export const authIpAddress = { ipAddressHeaders: ["cf-connecting-ip"] };

/**
 * better-auth answers an exceeded limit with a bare message; give it the stable code the rest of
 * the API uses (RATE_LIMITED) and a standard Retry-After, so the SPA can say it in the user's
 * language and how long to wait.
 */
export function withRateLimitCode(res: Response): Response {
  if (res.status !== 429) return res;
  const retryAfterSeconds = Number(res.headers.get("x-retry-after")) || MINUTE;
  return Response.json(
    { code: "RATE_LIMITED", message: "Too many attempts; please wait and try again.", retryAfterSeconds },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}
