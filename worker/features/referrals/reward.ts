// Paying a referral (spec §5): once the invitee has verified their address and signed in (in
// either order; sign-up signs in) both sides get their reward, exactly once, and only for a new
// person: the invitee's mailbox must not have been referred before under another alias or a
// deleted account (the "referral" identity claim, platform/auth/identity-claims.ts). D1 has no
// interactive transactions, so it is one batch (itself atomic) in the pattern of
// features/tasks/complete.ts: a conditional pending → completed flip stamped with this attempt's
// completed_at, then the ledger rows (the guarded ledger insert of credits/service.ts) and the
// inviter's totals, each written only if the relationship was completed by this very attempt
// (WHERE EXISTS … completed_at).
// A second, concurrent or later, attempt finds the flip already done and changes nothing; the
// UNIQUE ledger keys back that up. Called through ./service.ts (processReferralReward).
import { and, eq, not, sql } from "drizzle-orm";
import { constraintFailure, type Database } from "../../platform/db/client";
import { profiles, referralCodes, referralRelationships, user } from "../../platform/db/schema";
import { referralRewardKey } from "../../platform/ledger-keys";
import { ledgerInsert } from "../credits/service";
import { claimOnce } from "../../platform/auth/identity-claims";
import type { ReferralSettings } from "./settings";

export type ReferralPayout = {
  relationshipId: string;
  inviterId: string;
  inviterReward: number;
  inviteeReward: number;
};

/** True only when this attempt made the flip: its own completed_at is on the completed row. */
const completedByThisAttempt = (relationshipId: string, completedAt: number) =>
  sql`EXISTS (SELECT 1 FROM referral_relationships WHERE id = ${relationshipId} AND status = 'completed' AND completed_at = ${completedAt})`;

// workerd only advances Date.now() across I/O, so two attempts started together in one isolate
// would read the same millisecond and both pass the guard. A per-isolate strictly increasing
// stamp keeps them apart (across isolates the clocks move, and the ledger keys still hold).
let lastStamp = 0;
function nextStamp() {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/**
 * Completes the invitee's pending referral and pays both sides the amounts `readAmounts` gives
 * (read only when there is something to pay). Returns what was paid, or null when there was
 * nothing to do (no referral, already completed, or another attempt won the race).
 */
export async function payReferral(
  db: Database,
  inviteeId: string,
  readAmounts: () => Promise<Pick<ReferralSettings, "inviterReward" | "inviteeReward">>,
): Promise<ReferralPayout | null> {
  const pending = await db
    .select({
      id: referralRelationships.id,
      inviterId: referralRelationships.inviterId,
      verified: user.emailVerified,
      emailHash: profiles.emailHash,
    })
    .from(referralRelationships)
    .innerJoin(user, eq(user.id, referralRelationships.inviteeId))
    .leftJoin(profiles, eq(profiles.id, referralRelationships.inviteeId))
    .where(and(eq(referralRelationships.inviteeId, inviteeId), eq(referralRelationships.status, "pending")))
    .get();
  // An inviter who deleted their account left no one to pay (their pending rows go with them);
  // an unverified invitee could be anyone's address, so nothing is paid until it is verified.
  if (!pending?.inviterId || !pending.verified) return null;
  const inviterId = pending.inviterId;

  const { inviterReward, inviteeReward } = await readAmounts();
  const completedAt = nextStamp();
  const thisAttempt = completedByThisAttempt(pending.id, completedAt);
  // Each side's row goes through the guarded ledger insert, written only if this attempt did the flip.
  const reward = (userId: string, amount: number, role: "inviter" | "invitee") =>
    ledgerInsert(
      db,
      {
        userId,
        action: "referral_reward",
        creditsUsed: -amount,
        metadata: { relationshipId: pending.id, role },
        idempotencyKey: referralRewardKey(role, pending.id),
      },
      undefined,
      thisAttempt,
    );

  // An account set up before identities were kept has no hash: it stands for itself.
  const [claim, isNewPerson] = claimOnce(db, {
    hash: pending.emailHash ?? `user:${inviteeId}`,
    kind: "referral",
    userId: inviteeId,
  });

  const isPending = and(eq(referralRelationships.id, pending.id), eq(referralRelationships.status, "pending"));
  const statements = [
    claim,
    db
      .update(referralRelationships)
      .set({ status: "completed", completedAt: new Date(completedAt), inviterReward, inviteeReward })
      .where(and(isPending, isNewPerson)),
    // Someone already referred under another alias (or a deleted account): this invitation will
    // never pay, so it goes rather than wait forever.
    db.delete(referralRelationships).where(and(isPending, not(isNewPerson))),
    // A reward of 0 leaves no ledger row: the ledger records credits that moved.
    ...(inviterReward > 0 ? [reward(inviterId, inviterReward, "inviter")] : []),
    ...(inviteeReward > 0 ? [reward(inviteeId, inviteeReward, "invitee")] : []),
    db
      .update(referralCodes)
      .set({
        totalInvites: sql`${referralCodes.totalInvites} + 1`,
        totalRewards: sql`${referralCodes.totalRewards} + ${inviterReward}`,
      })
      .where(and(eq(referralCodes.userId, inviterId), thisAttempt)),
  ] as const;
  try {
    await db.batch(statements);
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
