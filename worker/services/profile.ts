// What /api/me shows: username, balance and admin role, read in ONE D1 round trip (a single
// SELECT with subqueries) because this route is hit on every page load.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export type ProfileRow = { username: string | null; balance: number | null; isAdmin: number };

export async function readProfile(db: Database, userId: string): Promise<ProfileRow> {
  const row = await db.get<ProfileRow>(sql`
    SELECT
      (SELECT username FROM profiles WHERE id = ${userId}) AS username,
      (SELECT balance FROM user_credits WHERE user_id = ${userId}) AS balance,
      EXISTS (SELECT 1 FROM user_roles WHERE user_id = ${userId} AND role = 'admin') AS isAdmin`);
  return row ?? { username: null, balance: null, isAdmin: 0 };
}
