// Personal API tokens (issue 15): the owner creates one (the secret is answered this once and
// never again), lists them (name, prefix, created, last used) and revokes one (the row goes, so
// the token is refused from the next request on). Signing a request in with a token is the
// platform's (platform/auth/api-token-sign-in.ts, beside the session guard). Every owner-side read
// and write is scoped by user_id: another user's token is simply not found.
import { and, desc, eq } from "drizzle-orm";
import { API_TOKENS_PER_USER } from "../../../shared/limits";
import type { Database } from "../../platform/db/client";
import { apiTokens } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { PREFIX_LENGTH, newTokenSecret, tokenHash } from "../../platform/auth/api-token-secrets";

export type ApiToken = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};
const toToken = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiToken => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select(columns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .all();
  return rows.map(toToken);
}

/**
 * A new token and its secret (the only time anyone sees it). One INSERT decides whether the user
 * is still under API_TOKENS_PER_USER, so two racing requests cannot both take the last place.
 */
export async function createToken(
  db: Database,
  userId: string,
  name: string,
): Promise<{ token: ApiToken; secret: string }> {
  const secret = newTokenSecret();
  const id = crypto.randomUUID();
  const inserted = await db.$client
    .prepare(
      `INSERT INTO api_tokens (id, user_id, name, token_hash, prefix)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE (SELECT count(*) FROM api_tokens WHERE user_id = ?2) < ?6`,
    )
    .bind(id, userId, name, await tokenHash(secret), secret.slice(0, PREFIX_LENGTH), API_TOKENS_PER_USER)
    .run();
  if (inserted.meta.changes === 0)
    throw new AppError("TOO_MANY_API_TOKENS", `At most ${API_TOKENS_PER_USER} API tokens; revoke one first.`, {
      max: API_TOKENS_PER_USER,
    });
  const row = await db.select(columns).from(apiTokens).where(eq(apiTokens.id, id)).get();
  if (!row) throw new AppError("INTERNAL", "The new token was not found.");
  return { token: toToken(row), secret };
}

/** Revokes: the row goes, and the token is refused from the next request on. */
export async function revokeToken(db: Database, userId: string, id: string) {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (gone.length === 0) throw new AppError("NOT_FOUND", "That API token does not exist.");
}
