// What /api/me shows: username, balance and admin role in one SELECT. /api/me usually reads them
// together with the session (platform/auth/session-reader); this is for when it could not (a session
// better-auth just refreshed, or an account whose set-up had to be finished).
import type { Database } from "../../platform/db/client";
import { isAdminSql } from "../../platform/auth/admin-role";

export type ProfileRow = { username: string | null; balance: number | null; isAdmin: number; hasIdentity: number };

export async function readProfile(db: Database, userId: string): Promise<ProfileRow> {
  const row = await db.$client
    .prepare(
      `SELECT
        (SELECT username FROM profiles WHERE id = ?1) AS username,
        (SELECT balance FROM user_credits WHERE user_id = ?1) AS balance,
        (SELECT email_hash IS NOT NULL FROM profiles WHERE id = ?1) AS hasIdentity,
        ${isAdminSql("?1")} AS isAdmin`,
    )
    .bind(userId)
    .first<ProfileRow>();
  return row ?? { username: null, balance: null, isAdmin: 0, hasIdentity: 0 };
}
