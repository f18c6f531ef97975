// What /api/me shows: username, balance and admin role in one SELECT. /api/me usually reads them
// together with the session (auth/session-reader); this is for when it could not (a session
// better-auth just refreshed, or an account whose set-up had to be finished).
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export type ProfileRow = { username: string | null; balance: number | null; isAdmin: number };

export async function readProfile(db: Database, userId: string): Promise<ProfileRow> {
  const row = await db.get<ProfileRow>(sql`
    SELECT
      (SELECT username FROM profiles WHERE id = ${userId}) AS username,
      (SELECT balance FROM user_credits WHERE user_id = ${userId}) AS balance,
      EXISTS (SELECT 1 FROM user_roles r JOIN user u ON u.id = r.user_id
              WHERE r.user_id = ${userId} AND r.role = 'admin' AND u.email_verified = 1) AS isAdmin`);
  return row ?? { username: null, balance: null, isAdmin: 0 };
}
