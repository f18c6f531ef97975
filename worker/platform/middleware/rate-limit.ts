// Per-user and per-IP request limits on Workers rate-limit bindings (limits in wrangler.toml).
// Over the limit: 429 RATE_LIMITED before the body is read or anything is charged. Like the
// sign-in limits, they count requests from outside clients: on loopback or with no client
// address (tests, `npm start`, the benchmark on this machine) nothing is counted; see clientIp.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { clientIp, limitKey } from "../http/client-ip";
import { annotate } from "../openapi/annotate";

type LimitBinding =
  | "CREATION_LIMIT"
  | "PROMPT_HELP_LIMIT"
  | "PUBLIC_CHECK_LIMIT"
  | "PASSWORD_CHECK_LIMIT"
  | "API_TOKEN_LIMIT"
  | "PAYMENT_LIMIT"
  | "EXPORT_LIMIT";

/** The bindings' period; a client may try again at the latest after it. */
export const LIMIT_PERIOD_SECONDS = 60;

async function admit(limiter: RateLimit, key: string) {
  const { success } = await limiter.limit({ key });
  if (!success) {
    throw new AppError("RATE_LIMITED", "Too many requests; please wait a moment and try again.", {
      retryAfterSeconds: LIMIT_PERIOD_SECONDS,
    });
  }
}

/** Counts one request against `binding` under `key` (an API token's id…); none without a client address. */
export async function countRequest(env: Env, headers: Headers, binding: LimitBinding, key: string) {
  if (clientIp(headers)) await admit(env[binding], key);
}

/** What the OpenAPI document says of a limited route. */
const LIMITED = { errors: ["RATE_LIMITED" as const] };

/** After requireUser: counts the signed-in user's requests (from any address). */
export const limitPerUser = (binding: LimitBinding) =>
  annotate(
    createMiddleware<AppEnv>(async (c, next) => {
      if (clientIp(c.req.raw.headers)) await admit(c.env[binding], `user:${c.var.user.id}`);
      await next();
    }),
    LIMITED,
  );

/** Counts a public route's requests per client IP (none to count without one; see clientIp). */
export const limitPerIp = (binding: LimitBinding) =>
  annotate(
    createMiddleware<AppEnv>(async (c, next) => {
      const ip = clientIp(c.req.raw.headers);
      if (ip) await admit(c.env[binding], `ip:${limitKey(ip)}`);
      await next();
    }),
    LIMITED,
  );
