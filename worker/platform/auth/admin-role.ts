// The admin role (spec §3): ADMIN_EMAILS names the addresses that earn it when their owner shows
// both the mailbox and the password (platform/auth/email-verification.ts grants it then: a
// user_roles row, kept), and one SQL definition of "is an admin" that
// the session reader, the admin guard and the back office all use.
import type { Database } from "../db/client";
import { userRoles } from "../db/schema";

export function isAdminEmail(adminEmails: string | undefined, email: string) {
  return (adminEmails ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .includes(email.trim().toLowerCase());
}

export async function grantAdmin(db: Database, userId: string) {
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId, role: "admin" }).onConflictDoNothing();
}

/**
 * The one definition of "is an admin", as SQL over a user-id expression: a user_roles row on a
 * confirmed address (a role on an unconfirmed one grants nothing). Every admin check uses it.
 */
export const isAdminSql = (userId: string) =>
  `EXISTS (SELECT 1 FROM user_roles r JOIN user ru ON ru.id = r.user_id WHERE r.user_id = ${userId} AND r.role = 'admin' AND ru.email_verified = 1)`;

export async function isAdmin(db: Database, userId: string) {
  return Boolean(
    await db.$client
      .prepare(`SELECT ${isAdminSql("?1")} AS admin`)
      .bind(userId)
      .first<number>("admin"),
  );
}
