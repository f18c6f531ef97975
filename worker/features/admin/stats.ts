// The back office's dashboard numbers: totals, and per-day spend and sign-ups for the last
// 30 UTC days (oldest first, days without activity filled with zeros).
import { count, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { rechargeRecords, referralRelationships, usageRecords, user, userCredits } from "../../platform/db/schema";
import { DAY_MS, utcDate, utcDayStart, yuanFromCents } from "../../platform/format";

export const STATS_DAYS = 30;

const dayOf = (column: unknown) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

export async function adminStats(db: Database, now = Date.now()) {
  const since = utcDayStart(now) - (STATS_DAYS - 1) * DAY_MS;
  const spentDay = dayOf(usageRecords.createdAt);
  const signUpDay = dayOf(user.createdAt);
  const [users, credit, referrals, recharged, spent, signUps] = await db.batch([
    db.select({ n: count() }).from(user),
    db.select({ total: sql<number>`coalesce(sum(${userCredits.balance}), 0)` }).from(userCredits),
    db.select({ n: count() }).from(referralRelationships).where(eq(referralRelationships.status, "completed")),
    // Money received, net of what refunds and lost disputes gave back.
    db
      .select({
        cents: sql<number>`coalesce(sum(${rechargeRecords.amountCents} - ${rechargeRecords.refundedCents} - ${rechargeRecords.disputedCents}), 0)`,
      })
      .from(rechargeRecords)
      .where(inArray(rechargeRecords.status, ["completed", "refunded", "disputed"])),
    // Spend: what users spent on creations, less the refunds of those charges (negative rows
    // marked refundOf). An admin's deduction is a correction, and credits a refund took back are
    // not spend either.
    db
      .select({
        day: spentDay,
        credits: sql<number>`coalesce(sum(case
          when ${usageRecords.actionType} in ('admin_adjustment', 'recharge_reversal') then 0
          when ${usageRecords.creditsUsed} > 0 then ${usageRecords.creditsUsed}
          when ${usageRecords.creditsUsed} < 0 and json_extract(${usageRecords.metadata}, '$.refundOf') is not null then ${usageRecords.creditsUsed}
          else 0 end), 0)`,
      })
      .from(usageRecords)
      .where(gte(usageRecords.createdAt, new Date(since)))
      .groupBy(spentDay),
    db
      .select({ day: signUpDay, n: count() })
      .from(user)
      .where(gte(user.createdAt, new Date(since)))
      .groupBy(signUpDay),
  ]);

  const spentBy = new Map(spent.map((r) => [r.day, Number(r.credits)]));
  const signUpsBy = new Map(signUps.map((r) => [r.day, Number(r.n)]));
  const daily = Array.from({ length: STATS_DAYS }, (_, i) => {
    const date = utcDate(since + i * DAY_MS);
    return { date, creditsSpent: spentBy.get(date) ?? 0, signUps: signUpsBy.get(date) ?? 0 };
  });

  return {
    totals: {
      users: users[0]?.n ?? 0,
      creditBalance: Number(credit[0]?.total ?? 0),
      referrals: referrals[0]?.n ?? 0,
      rechargeYuan: yuanFromCents(Number(recharged[0]?.cents ?? 0)),
    },
    daily,
  };
}
