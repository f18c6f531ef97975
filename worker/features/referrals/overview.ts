// The "my referrals" page (GET /api/referrals): the user's code and link, their totals and the
// people they invited, newest first.
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { profiles, referralCodes, referralRelationships } from "../../platform/db/schema";
import { ensureReferralCode } from "./service";

/** Invitations the overview lists; a page would be needed beyond this. */
export const INVITATIONS_LIMIT = 200;

export type Invitation = {
  username: string | null;
  createdAt: string;
  status: "pending" | "completed";
  reward: number | null;
};

/** The "my referrals" page: code, link, totals and the invitations, newest first. */
export async function referralOverview(db: Database, userId: string) {
  const [codeRows, rows] = await db.batch([
    db.select().from(referralCodes).where(eq(referralCodes.userId, userId)),
    db
      .select({
        username: profiles.username,
        createdAt: referralRelationships.createdAt,
        status: referralRelationships.status,
        reward: referralRelationships.inviterReward,
      })
      .from(referralRelationships)
      .leftJoin(profiles, eq(profiles.id, referralRelationships.inviteeId))
      .where(eq(referralRelationships.inviterId, userId))
      .orderBy(desc(referralRelationships.createdAt), desc(referralRelationships.id))
      .limit(INVITATIONS_LIMIT),
  ]);
  // A user whose set-up broke off before the code was made gets one now.
  const codeRow = codeRows[0];
  const code = codeRow?.code ?? (await ensureReferralCode(db, userId));
  return {
    code,
    link: `/auth?ref=${code}`,
    totalInvites: codeRow?.totalInvites ?? 0,
    totalRewards: codeRow?.totalRewards ?? 0,
    invitations: rows.map((r): Invitation => ({
      username: r.username ?? null,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      // The amount is only known once paid; a pending row's 0 is not a reward.
      reward: r.status === "completed" ? r.reward : null,
    })),
  };
}
