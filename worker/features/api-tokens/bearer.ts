// The API-token side of the session guard (platform/middleware/session.ts): a request that carries
// `Authorization: Bearer …` is the token's user and only the token's — its cookies, if any, are
// not read — and only on the routes token-routes.ts lists (403 API_TOKEN_NOT_ACCEPTED elsewhere).
// A malformed, unknown or revoked token is 401 API_TOKEN_INVALID. Each token has its own rate
// limit (API_TOKEN_LIMIT); the routes' own limits (CREATION_LIMIT per user) apply as well.
import type { Context } from "hono";
import type { AppEnv } from "../../platform/env";
import { clientIp, limitKey } from "../../platform/http/client-ip";
import { countRequest } from "../../platform/middleware/rate-limit";
import { callerOf } from "./service";
import { acceptsApiToken, tokenNotAccepted } from "../../platform/auth/token-routes";

export async function signInWithToken(c: Context<AppEnv>, secret: string) {
  if (!acceptsApiToken(c.req.method, c.req.path)) throw tokenNotAccepted();
  const { tokenId, user } = await callerOf(c.env.DB, secret).catch(async (error: unknown) => {
    // A wrong token costs a read on the primary database: wrong guesses are limited per address,
    // as the other public checks are (a valid token is counted per token below).
    const ip = clientIp(c.req.raw.headers);
    if (ip) await countRequest(c.env, c.req.raw.headers, "PUBLIC_CHECK_LIMIT", `token-miss:${limitKey(ip)}`);
    throw error;
  });
  await countRequest(c.env, c.req.raw.headers, "API_TOKEN_LIMIT", `token:${tokenId}`);
  c.set("user", user);
  // No session: nothing a token may call looks at it (the account's device list is session-only).
  c.set("sessionId", "");
}
