// Paying a referral (spec §5): once the invitee has verified their address and signed in (in
// either order; sign-up signs in) both sides get their reward, exactly once, and only for a new
// person: the invitee's mailbox must not have been referred before under another alias or a
// deleted account (the "referral" identity claim, ./identity-claims.ts). D1 has no interactive transactions, so it is one batch (itself atomic) in the
// pattern of worker/tasks/complete.ts: a conditional pending → completed flip stamped with this
// attempt's completed_at, then the ledger rows and the inviter's totals, each inserted/updated
// only if the relationship was completed by this very attempt (WHERE EXISTS … completed_at).
// A second, concurrent or later, attempt finds the flip already done and changes nothing; the
// UNIQUE ledger keys back that up.
import { and, eq } from "drizzle-orm";
import { constraintFailure, type Database } from "../db/client";
import { profiles, referralRelationships, user } from "../db/schema";
import { claimOnce } from "./identity-claims";
import { readReferralSettings } from "./referral-settings";

export type ReferralPayout = { relationshipId: string; inviterId: string; inviterReward: number; inviteeReward: number };

/** True only when this attempt made the flip: its own completed_at is on the completed row. */
const COMPLETED_BY_THIS_ATTEMPT = "EXISTS (SELECT 1 FROM referral_relationships WHERE id = ? AND status = 'completed' AND completed_at = ?)";

// workerd only advances Date.now() across I/O, so two attempts started together in one isolate
// would read the same millisecond and both pass the guard. A per-isolate strictly increasing
// stamp keeps them apart (across isolates the clocks move, and the ledger keys still hold).
let lastStamp = 0;
function nextStamp() {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/**
 * Completes the invitee's pending referral and pays both sides with the amounts configured now.
 * Returns what was paid, or null when there was nothing to do (no referral, already completed,
 * or another attempt won the race). Safe to call on every sign-in.
 */
export async function processReferralReward(db: Database, inviteeId: string): Promise<ReferralPayout | null> {
  const pending = await db
    .select({ id: referralRelationships.id, inviterId: referralRelationships.inviterId, verified: user.emailVerified, emailHash: profiles.emailHash })
    .from(referralRelationships)
    .innerJoin(user, eq(user.id, referralRelationships.inviteeId))
    .leftJoin(profiles, eq(profiles.id, referralRelationships.inviteeId))
    .where(and(eq(referralRelationships.inviteeId, inviteeId), eq(referralRelationships.status, "pending")))
    .get();
  // An inviter who deleted their account left no one to pay (their pending rows go with them);
  // an unverified invitee could be anyone's address, so nothing is paid until it is verified.
  if (!pending?.inviterId || !pending.verified) return null;
  const inviterId = pending.inviterId;

  const { inviterReward, inviteeReward } = await readReferralSettings(db);
  const completedAt = nextStamp();
  const guard = [pending.id, completedAt] as const;
  const d1 = db.$client;
  const reward = (userId: string, amount: number, role: "inviter" | "invitee") =>
    d1
      .prepare(
        `INSERT INTO usage_records (id, user_id, action_type, credits_used, metadata, idempotency_key)
         SELECT ?, ?, 'referral_reward', ?, ?, ? WHERE ${COMPLETED_BY_THIS_ATTEMPT}`,
      )
      .bind(crypto.randomUUID(), userId, -amount, JSON.stringify({ relationshipId: pending.id, role }), `referral-${role}:${pending.id}`, ...guard);

  // An account set up before identities were kept has no hash: it stands for itself.
  const [claim, isNewPerson] = claimOnce(d1, { hash: pending.emailHash ?? `user:${inviteeId}`, kind: "referral", userId: inviteeId });

  const statements = [
    claim,
    d1
      .prepare(
        `UPDATE referral_relationships SET status = 'completed', completed_at = ?, inviter_reward = ?, invitee_reward = ?
         WHERE id = ? AND status = 'pending' AND ${isNewPerson.sql}`,
      )
      .bind(completedAt, inviterReward, inviteeReward, pending.id, ...isNewPerson.params),
    // Someone already referred under another alias (or a deleted account): this invitation will
    // never pay, so it goes rather than wait forever.
    d1.prepare(`DELETE FROM referral_relationships WHERE id = ? AND status = 'pending' AND NOT ${isNewPerson.sql}`).bind(pending.id, ...isNewPerson.params),
    // A reward of 0 leaves no ledger row: the ledger records credits that moved.
    ...(inviterReward > 0 ? [reward(inviterId, inviterReward, "inviter")] : []),
    ...(inviteeReward > 0 ? [reward(inviteeId, inviteeReward, "invitee")] : []),
    d1
      .prepare(
        `UPDATE referral_codes SET total_invites = total_invites + 1, total_rewards = total_rewards + ?
         WHERE user_id = ? AND ${COMPLETED_BY_THIS_ATTEMPT}`,
      )
      .bind(inviterReward, inviterId, ...guard),
  ];
  try {
    await d1.batch(statements);
  } catch (error) {
    // A used ledger key means another attempt paid this referral; the batch rolled back whole.
    if (constraintFailure(error) === "unique") return null;
    throw error;
  }

  const after = await db
    .select({ status: referralRelationships.status, completedAt: referralRelationships.completedAt })
    .from(referralRelationships)
    .where(eq(referralRelationships.id, pending.id))
    .get();
  if (after?.status !== "completed" || after.completedAt?.getTime() !== completedAt) return null;
  return { relationshipId: pending.id, inviterId, inviterReward, inviteeReward };
}
