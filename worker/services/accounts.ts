// What a new user gets: a profile, a credit account with the sign-up bonus, a referral code, and
// the admin role when their email is in ADMIN_EMAILS. Idempotent, so it can run again if a first
// attempt broke off half way (better-auth's after-create hook is not in a transaction with the
// user insert).
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles, userCredits, userRoles } from "../db/schema";
import { grantCredits, SIGNUP_BONUS } from "./credits";
import { ensureReferralCode } from "./referrals";

export function usernameFromEmail(email: string) {
  return email.split("@")[0] || email;
}

export function isAdminEmail(adminEmails: string | undefined, email: string) {
  return (adminEmails ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .includes(email.trim().toLowerCase());
}

export async function setUpAccount(db: Database, user: { id: string; email: string }, adminEmails: string | undefined) {
  await db.batch([
    db.insert(profiles).values({ id: user.id, username: usernameFromEmail(user.email) }).onConflictDoNothing(),
    db.insert(userCredits).values({ userId: user.id, balance: 0 }).onConflictDoNothing(),
  ]);
  await grantCredits(db, {
    userId: user.id,
    amount: SIGNUP_BONUS,
    action: "signup_bonus",
    idempotencyKey: `signup-bonus:${user.id}`,
  });
  await ensureReferralCode(db, user.id);
  if (isAdminEmail(adminEmails, user.email)) await grantAdmin(db, user.id);
}

export async function grantAdmin(db: Database, userId: string) {
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId, role: "admin" }).onConflictDoNothing();
}

export async function isAdmin(db: Database, userId: string) {
  const row = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .get();
  return Boolean(row);
}
