// What users have been doing, for the back office: the latest ledger rows across all users,
// and the referral leaderboard.
import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { profiles, referralCodes, usageRecords, user, type ActionType } from "../../platform/db/schema";
import { nextCursor, type Cursor } from "../../platform/cursor";
import { LEDGER_KEY_PREFIX } from "../../platform/ledger-keys";

export const USAGE_LIMIT = 100;
export const RANKING_LIMIT = 100;

export type UsageQuery = { q?: string; action?: ActionType | "refund"; cursor?: Cursor; limit?: number };

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (column: SQL | typeof user.email, term: string) =>
  sql`${column} like ${`%${likeEscape(term)}%`} escape '\\'`;

function usageFilter(p: UsageQuery): SQL | undefined {
  const term = p.q?.trim();
  return and(
    term
      ? or(eq(usageRecords.userId, term), contains(user.email, term), contains(sql`${profiles.username}`, term))
      : undefined,
    // A refund keeps its charge's action; its key names it (platform/ledger-keys.ts).
    p.action === "refund"
      ? sql`${usageRecords.idempotencyKey} like ${`${LEDGER_KEY_PREFIX.refund}%`}`
      : p.action
        ? eq(usageRecords.actionType, p.action)
        : undefined,
    p.cursor
      ? or(
          lt(usageRecords.createdAt, new Date(p.cursor.at)),
          and(eq(usageRecords.createdAt, new Date(p.cursor.at)), lt(usageRecords.id, p.cursor.id)),
        )
      : undefined,
  );
}

/**
 * Ledger rows across users, newest first, searched by user (email, name or id) and action, a page
 * at a time (pass nextCursor back for the page after). A refund is marked as one (metadata.refundOf,
 * as the user's own history marks it); an admin's adjustment carries its reason and admin.
 */
export async function recentUsage(db: Database, p: UsageQuery = {}) {
  const limit = p.limit ?? USAGE_LIMIT;
  const rows = await db
    .select({
      id: usageRecords.id,
      createdAt: usageRecords.createdAt,
      userId: usageRecords.userId,
      username: profiles.username,
      email: user.email,
      actionType: usageRecords.actionType,
      creditsUsed: usageRecords.creditsUsed,
      metadata: usageRecords.metadata,
    })
    .from(usageRecords)
    .leftJoin(profiles, eq(profiles.id, usageRecords.userId))
    .leftJoin(user, eq(user.id, usageRecords.userId))
    .where(usageFilter(p))
    .orderBy(desc(usageRecords.createdAt), desc(usageRecords.id))
    .limit(limit)
    .all();
  // A deleted account's rows stay, anonymised: no user id, no name.
  const records = rows.map(({ metadata, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    userId: r.userId ?? "",
    username: r.username ?? "",
    email: r.email ?? "",
    metadata: adminMetadata(metadata),
  }));
  return { records, nextCursor: nextCursor(rows, limit) };
}

/** What the back office shows of a row's metadata: a refund's charge and reason, an adjustment's reason and admin. */
function adminMetadata(
  metadata: Record<string, unknown> | null,
): { refundOf?: string; reason?: string; adminId?: string } | null {
  if (!metadata) return null;
  const pick = (field: string) => (typeof metadata[field] === "string" ? { [field]: metadata[field] as string } : {});
  const shown = { ...pick("refundOf"), ...pick("reason"), ...pick("adminId") };
  return Object.keys(shown).length ? shown : null;
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
    .orderBy(
      desc(referralCodes.totalInvites),
      desc(referralCodes.totalRewards),
      asc(referralCodes.createdAt),
      asc(referralCodes.userId),
    )
    .limit(limit)
    .all();
  return rows.map((r, i) => ({ rank: i + 1, ...r, username: r.username ?? "" }));
}
