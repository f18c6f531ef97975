// How many requests moderation refused, per UTC day and category (moderation_refusals, migration
// 0019), for the admin dashboard: one upsert per refusal, never the refused text. "unchecked"
// counts the requests Llama Guard could not classify (they went ahead on the terms list alone).
import { gte, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { moderationRefusals } from "../../platform/db/schema";
import { MODERATION_CATEGORIES, isModerationCategory, type ModerationCategory } from "../../../shared/moderation";
import { DAY_MS, utcDate, utcDayStart } from "../../platform/format";

export const REFUSAL_DAYS = 30;
const UNCHECKED = "unchecked";

/** Counts one refusal (or one unchecked request); a failed count never fails the request. */
export async function countRefusal(db: Database, category: ModerationCategory | typeof UNCHECKED, now = Date.now()) {
  try {
    await db
      .insert(moderationRefusals)
      .values({ day: utcDate(now), category, count: 1 })
      .onConflictDoUpdate({
        target: [moderationRefusals.day, moderationRefusals.category],
        set: { count: sql`${moderationRefusals.count} + 1` },
      });
  } catch (error) {
    console.error(`moderation: could not count a ${category} refusal`, error);
  }
}

export const countUnchecked = (db: Database) => countRefusal(db, UNCHECKED);

/** The last REFUSAL_DAYS UTC days: totals per category, refusals per day (oldest first), and unchecked requests. */
export async function refusalCounts(db: Database, now = Date.now()) {
  const since = utcDayStart(now) - (REFUSAL_DAYS - 1) * DAY_MS;
  const rows = await db
    .select()
    .from(moderationRefusals)
    .where(gte(moderationRefusals.day, utcDate(since)))
    .all();
  const byCategory = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, 0])) as Record<ModerationCategory, number>;
  const perDay = new Map<string, number>();
  let unchecked = 0;
  for (const row of rows) {
    if (isModerationCategory(row.category)) {
      byCategory[row.category] += row.count;
      perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
    } else if (row.category === UNCHECKED) {
      unchecked += row.count;
    }
  }
  const daily = Array.from({ length: REFUSAL_DAYS }, (_, i) => {
    const date = utcDate(since + i * DAY_MS);
    return { date, refusals: perDay.get(date) ?? 0 };
  });
  return { byCategory, daily, unchecked, total: Object.values(byCategory).reduce((a, b) => a + b, 0) };
}
