// The API-token side of the session guard (platform/middleware/session.ts): a request that carries
// `Authorization: Bearer …` is the token's user and only the token's — its cookies, if any, are
// not read — and only on the routes token-routes.ts lists (403 API_TOKEN_NOT_ACCEPTED elsewhere).
// A malformed, unknown or revoked token is 401 API_TOKEN_INVALID. Each token has its own rate
// limit (API_TOKEN_LIMIT); the routes' own limits (CREATION_LIMIT per user) apply as well.
// Making, listing and revoking tokens is the api-tokens feature's (features/api-tokens/).
import type { Context } from "hono";
import type { AppEnv, SessionUser } from "../env";
import { AppError } from "../errors";
import { clientIp, limitKey } from "../http/client-ip";
import { countRequest } from "../middleware/rate-limit";
import { accountSuspended, isSuspendedSql } from "../suspension";
import { TOKEN_PATTERN, tokenHash } from "./api-token-secrets";
import { acceptsApiToken, tokenNotAccepted } from "./token-routes";

/** last_used_at is written at most this often per token: a write on every call would cost more than it tells. */
export const LAST_USED_EVERY_MS = 60_000;

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

const invalid = () => new AppError("API_TOKEN_INVALID", "The API token is malformed, unknown or revoked.");

type CallerRow = {
  token_id: string;
  last_used_at: number | null;
  user_id: string;
  email: string;
  name: string;
  email_verified: number;
  suspended: number;
};

/**
 * The user a bearer secret belongs to, or 401 API_TOKEN_INVALID. Asked of the primary database
 * (`d1`, never a read replica), so a token revoked a moment ago is refused at once.
 */
export async function callerOf(
  d1: D1Database,
  secret: string,
  now = Date.now(),
): Promise<{ tokenId: string; user: SessionUser }> {
  if (!TOKEN_PATTERN.test(secret)) throw invalid();
  const row = await d1
    .prepare(
      `SELECT t.id AS token_id, t.last_used_at, u.id AS user_id, u.email, u.name, u.email_verified, ${isSuspendedSql("u.id")} AS suspended
       FROM api_tokens t JOIN user u ON u.id = t.user_id WHERE t.token_hash = ?`,
    )
    .bind(await tokenHash(secret))
    .first<CallerRow>();
  if (!row) throw invalid();
  // Kept while the account is suspended (they work again after it), refused on each request.
  if (row.suspended) throw accountSuspended();
  if (row.last_used_at === null || now - row.last_used_at >= LAST_USED_EVERY_MS) {
    await d1.prepare("UPDATE api_tokens SET last_used_at = ?1 WHERE id = ?2").bind(now, row.token_id).run();
  }
  return {
    tokenId: row.token_id,
    user: { id: row.user_id, email: row.email, name: row.name, emailVerified: Boolean(row.email_verified) },
  };
}
