// Money that went back — a refund, a lost dispute — takes its credits back, once, through the
// ledger. The order keeps what Stripe reported (refunded_cents: the charge's cumulative
// amount_refunded; disputed_cents: the lost dispute's amount; each stored at most the order's
// amount), and from those the credits owed back in total: credits × (refunded + disputed) /
// amount, rounded, at most the order's credits. Each
// rise of that figure writes one recharge_reversal row keyed `reversal:<order>:<owed>`, so a
// replayed or out-of-order event (an older, smaller refund) finds nothing left to take.
// The balance never goes negative: the row takes what is left of it and the rest is recorded as
// the order's shortfall for the back office. All three statements are one D1 batch, and each
// reads the order as the previous one left it, so two events at once cannot take twice.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { rechargeRecords, usageRecords } from "../../platform/db/schema";
import { LEDGER_KEY_PREFIX } from "../../platform/ledger-keys";
import type { Order } from "./orders";

export type Reversal = { refundedCents?: number; disputedCents?: number; reason: "refund" | "dispute_lost" };

/** Credits owed back in total, from the order's columns (SQL, evaluated on the row). */
const OWED = sql.raw(
  "min(credits, (credits * (refunded_cents + disputed_cents) * 2 + amount_cents) / (2 * amount_cents))",
);

export async function reverseOrder(db: Database, order: Order, r: Reversal) {
  const refunded = r.refundedCents ?? 0;
  const disputed = r.disputedCents ?? 0;
  const prefix = LEDGER_KEY_PREFIX.reversal;
  const orderIs = eq(rechargeRecords.orderId, order.orderId);
  await db.batch([
    db
      .update(rechargeRecords)
      .set({
        // Stripe never refunds more than it charged; a figure past the order's amount is stored as the amount.
        refundedCents: sql`min(amount_cents, max(refunded_cents, ${refunded}))`,
        disputedCents: sql`min(amount_cents, max(disputed_cents, ${disputed}))`,
        status: sql`CASE WHEN max(disputed_cents, ${disputed}) > 0 THEN 'disputed' WHEN max(refunded_cents, ${refunded}) > 0 THEN 'refunded' ELSE status END`,
      })
      .where(and(orderIs, inArray(rechargeRecords.status, ["completed", "refunded", "disputed"]))),
    // Columns in usage_records' order: id, user_id, action_type, credits_used, metadata, idempotency_key, created_at.
    db.insert(usageRecords).select(
      sql`SELECT ${crypto.randomUUID()}, r.user_id, 'recharge_reversal', min(r.owed - r.reversed_credits, c.balance),
             json_object('orderId', r.order_id, 'reason', ${r.reason}), ${prefix} || r.order_id || ':' || r.owed, unixepoch('subsec') * 1000
          FROM (SELECT order_id, user_id, reversed_credits, ${OWED} AS owed FROM recharge_records WHERE order_id = ${order.orderId}) r
          JOIN user_credits c ON c.user_id = r.user_id
          WHERE r.owed > r.reversed_credits AND c.balance > 0`,
    ),
    db
      .update(rechargeRecords)
      .set({
        shortfallCredits: sql`shortfall_credits + (${OWED} - reversed_credits)
          - coalesce((SELECT credits_used FROM usage_records WHERE idempotency_key = ${prefix} || order_id || ':' || ${OWED}), 0)`,
        reversedCredits: sql`${OWED}`,
      })
      .where(and(orderIs, sql`${OWED} > reversed_credits`)),
  ]);
  return db.select().from(rechargeRecords).where(eq(rechargeRecords.orderId, order.orderId)).get();
}
