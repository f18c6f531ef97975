// What users have been doing, for the back office: the latest ledger rows across all users,
// and the referral leaderboard.
import { asc, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles, referralCodes, usageRecords } from "../../db/schema";

export const USAGE_LIMIT = 100;
export const RANKING_LIMIT = 100;

export async function recentUsage(db: Database, limit = USAGE_LIMIT) {
  const rows = await db
    .select({
      id: usageRecords.id,
      createdAt: usageRecords.createdAt,
      userId: usageRecords.userId,
      username: profiles.username,
      actionType: usageRecords.actionType,
      creditsUsed: usageRecords.creditsUsed,
    })
    .from(usageRecords)
    .leftJoin(profiles, eq(profiles.id, usageRecords.userId))
    .orderBy(desc(usageRecords.createdAt), desc(usageRecords.id))
    .limit(limit)
    .all();
  // A deleted account's rows stay, anonymised: no user id, no name.
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), userId: r.userId ?? "", username: r.username ?? "" }));
}

/** Inviters by number of invites (ties: more rewards, then the earlier code), 1-based ranks. */
export async function referralRanking(db: Database, limit = RANKING_LIMIT) {
  const rows = await db
    .select({
      userId: referralCodes.userId,
      username: profiles.username,
      code: referralCodes.code,
      invites: referralCodes.totalInvites,
      rewards: referralCodes.totalRewards,
    })
    .from(referralCodes)
    .leftJoin(profiles, eq(profiles.id, referralCodes.userId))
    .where(gt(referralCodes.totalInvites, 0))
    .orderBy(desc(referralCodes.totalInvites), desc(referralCodes.totalRewards), asc(referralCodes.createdAt), asc(referralCodes.userId))
    .limit(limit)
    .all();
  return rows.map((r, i) => ({ rank: i + 1, ...r, username: r.username ?? "" }));
}
