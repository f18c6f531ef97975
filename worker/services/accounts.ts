// What a new user gets: a profile, a credit account, a referral code, and the sign-up bonus once
// per person (one mailbox, aliases folded, also across a deleted account: identity_claims).
// Idempotent, so it can run again if a first attempt broke off half way (better-auth's
// after-create hook is not in a transaction with the user insert). The admin role from
// ADMIN_EMAILS is not granted here: only a verified address earns it (./email-verified.ts).
import { and, eq, sql } from "drizzle-orm";
import { constraintFailure, type Database } from "../db/client";
import { profiles, user as users, userCredits, userRoles } from "../db/schema";
import { identityHash } from "../lib/email-identity";
import { SIGNUP_BONUS } from "./credits";
import { claimOnce } from "./identity-claims";
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

export async function setUpAccount(db: Database, user: { id: string; email: string }, secret: string) {
  const emailHash = await identityHash(secret, user.email);
  await db.batch([
    db
      .insert(profiles)
      .values({ id: user.id, username: usernameFromEmail(user.email), emailHash })
      .onConflictDoUpdate({ target: profiles.id, set: { emailHash: sql`coalesce(${profiles.emailHash}, excluded.email_hash)` } }),
    db.insert(userCredits).values({ userId: user.id, balance: 0 }).onConflictDoNothing(),
  ]);
  await grantSignupBonus(db, user.id, emailHash);
  await ensureReferralCode(db, user.id);
}

/** The sign-up bonus, paid only if this account is the first of its person to claim it. */
async function grantSignupBonus(db: Database, userId: string, emailHash: string) {
  const d1 = db.$client;
  const [claim, paid] = claimOnce(d1, { hash: emailHash, kind: "signup_bonus", userId });
  try {
    await d1.batch([
      claim,
      d1
        .prepare(
          `INSERT INTO usage_records (id, user_id, action_type, credits_used, idempotency_key)
           SELECT ?, ?, 'signup_bonus', ?, ? WHERE ${paid.sql}`,
        )
        .bind(crypto.randomUUID(), userId, -SIGNUP_BONUS, `signup-bonus:${userId}`, ...paid.params),
    ]);
  } catch (error) {
    // Set-up ran before for this account: the bonus is already paid.
    if (constraintFailure(error) !== "unique") throw error;
  }
}

export async function grantAdmin(db: Database, userId: string) {
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId, role: "admin" }).onConflictDoNothing();
}

/** An admin is a user_roles row on a verified address (a role on an unverified one grants nothing). */
export async function isAdmin(db: Database, userId: string) {
  const row = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin"), eq(users.emailVerified, true)))
    .get();
  return Boolean(row);
}
