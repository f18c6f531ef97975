// What a new user gets: a profile, a credit account, a referral code, and the sign-up bonus once
// per person (one mailbox, aliases folded, also across a deleted account: identity_claims).
// Idempotent, so it can run again if a first attempt broke off half way (better-auth's
// after-create hook is not in a transaction with the user insert). The admin role from
// ADMIN_EMAILS is not granted here: only a confirmed address earns it (platform/auth/email-verification.ts).
import { sql } from "drizzle-orm";
import { SIGNUP_BONUS } from "../../../shared/prices";
import { constraintFailure, type Database } from "../../platform/db/client";
import { profiles, userCredits } from "../../platform/db/schema";
import { identityHash } from "../../platform/auth/email-identity";
import { signupBonusKey } from "../../platform/ledger-keys";
import { ledgerInsert } from "../credits/service";
import { claimOnce } from "../../platform/auth/identity-claims";
import { ensureReferralCode } from "../referrals/service";

export function usernameFromEmail(email: string) {
  return email.split("@")[0] || email;
}

export async function setUpAccount(db: Database, user: { id: string; email: string }, secret: string) {
  const emailHash = await identityHash(secret, user.email);
  await db.batch([
    db
      .insert(profiles)
      .values({ id: user.id, username: usernameFromEmail(user.email), emailHash })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { emailHash: sql`coalesce(${profiles.emailHash}, excluded.email_hash)` },
      }),
    db.insert(userCredits).values({ userId: user.id, balance: 0 }).onConflictDoNothing(),
  ]);
  await grantSignupBonus(db, user.id, emailHash);
  await ensureReferralCode(db, user.id);
}

/** The sign-up bonus, paid only if this account is the first of its person to claim it. */
async function grantSignupBonus(db: Database, userId: string, emailHash: string) {
  const [claim, paid] = claimOnce(db, { hash: emailHash, kind: "signup_bonus", userId });
  const bonus = {
    userId,
    action: "signup_bonus",
    creditsUsed: -SIGNUP_BONUS,
    idempotencyKey: signupBonusKey(userId),
  } as const;
  try {
    await db.batch([claim, ledgerInsert(db, bonus, undefined, paid)]);
  } catch (error) {
    // Set-up ran before for this account: the bonus is already paid.
    if (constraintFailure(error) !== "unique") throw error;
  }
}
