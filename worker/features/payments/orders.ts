// Stripe orders in recharge_records: found from what an event names (a Checkout Session, a
// payment), completed once with their credits, failed, and listed for their buyer.
import type Stripe from "stripe";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { constraintFailure, type Database } from "../../platform/db/client";
import { rechargeRecords, userCredits } from "../../platform/db/schema";
import { checkoutKey } from "../../platform/ledger-keys";
import { ledgerInsert } from "../credits/service";
import { yuanFromCents } from "../../platform/format";
import { AppError } from "../../platform/errors";
import { CHECKOUT_CURRENCY } from "./config";

export type Order = typeof rechargeRecords.$inferSelect;

/** The id of a field Stripe sends as an id or, when expanded, as the object. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * The order a Checkout Session was opened for: the one its metadata names, made for the same
 * user, holding this very session's id. startCheckout stores the id before the buyer gets the
 * page's address, so a session that could be paid always matches; any other session on the
 * account (a Payment Link, another product, a session whose creation we recorded as failed) does
 * not, whatever its client_reference_id says.
 */
export async function orderOfSession(db: Database, session: Stripe.Checkout.Session): Promise<Order | null> {
  const orderId: unknown = session.metadata?.orderId;
  if (orderId === undefined || orderId === null || orderId === "") return null;
  // Stripe's metadata values are strings; anything else is a malformed event, not a crash.
  if (typeof orderId !== "string") throw new AppError("VALIDATION_ERROR", "metadata.orderId is not a string.");
  const order = await db
    .select()
    .from(rechargeRecords)
    .where(and(eq(rechargeRecords.orderId, orderId), eq(rechargeRecords.source, "stripe")))
    .get();
  if (!order || order.checkoutSessionId !== session.id) return null;
  if (order.userId && session.metadata?.userId !== order.userId) return null;
  return order;
}

/**
 * What the session charged, in the order's currency: Stripe's own figure, or the source figure
 * when it presented another currency (Adaptive Pricing is off, but an account may force it).
 */
export function paidInOrderCurrency(session: Stripe.Checkout.Session) {
  const conversion = session.currency_conversion;
  if (conversion?.source_currency === CHECKOUT_CURRENCY) return conversion.amount_total;
  return session.currency === CHECKOUT_CURRENCY ? session.amount_total : null;
}

export async function orderOfPayment(db: Database, paymentIntentId: string): Promise<Order | null> {
  return (
    (await db.select().from(rechargeRecords).where(eq(rechargeRecords.paymentIntentId, paymentIntentId)).get()) ?? null
  );
}

/**
 * Completes a paid order and grants its credits, once: the order moves to completed only from
 * pending or failed, the grant is written only if that move happened in the same batch, and its
 * ledger key is the session id. A replayed or concurrent event changes nothing.
 */
export async function completeOrder(
  db: Database,
  order: Order,
  session: Stripe.Checkout.Session,
  paymentMethod: string | null,
  now = new Date(),
) {
  const usageRecordId = crypto.randomUUID();
  const completion = db
    .update(rechargeRecords)
    .set({
      status: "completed",
      checkoutSessionId: session.id,
      paymentIntentId: idOf(session.payment_intent),
      paymentMethod,
      usageRecordId: order.userId ? usageRecordId : null,
      completedAt: now,
    })
    .where(and(eq(rechargeRecords.orderId, order.orderId), inArray(rechargeRecords.status, ["pending", "failed"])));
  // A buyer who deleted their account since has nobody left to credit; the payment is still recorded.
  if (!order.userId) return (await completion.run()).meta.changes > 0;
  const movedNow = sql`EXISTS (SELECT 1 FROM recharge_records WHERE order_id = ${order.orderId} AND usage_record_id = ${usageRecordId})`;
  try {
    const [, , granted] = await db.batch([
      db.insert(userCredits).values({ userId: order.userId, balance: 0 }).onConflictDoNothing(),
      completion,
      ledgerInsert(
        db,
        {
          userId: order.userId,
          action: "recharge",
          creditsUsed: -order.credits,
          idempotencyKey: checkoutKey(session.id),
          metadata: { orderId: order.orderId },
        },
        usageRecordId,
        movedNow,
      ),
    ]);
    return granted.length > 0;
  } catch (error) {
    // The session's credits were granted already (an order completed another way): nothing to do.
    if (constraintFailure(error) === "unique") return false;
    throw error;
  }
}

/** A pending order whose session expired or whose delayed payment failed; a paid one stays as it is. */
export async function failOrder(db: Database, order: Order, note: string) {
  await db
    .update(rechargeRecords)
    .set({ status: "failed", note })
    .where(and(eq(rechargeRecords.orderId, order.orderId), eq(rechargeRecords.status, "pending")));
}

/** A session that paid another amount than its order's: left for an admin, never granted. */
export async function noteMismatch(db: Database, order: Order) {
  await db.update(rechargeRecords).set({ note: "amount_mismatch" }).where(eq(rechargeRecords.orderId, order.orderId));
}

/** Notes the payment of a session still waiting for a delayed method, so its refund finds the order. */
export async function notePayment(db: Database, order: Order, paymentIntentId: string | null) {
  if (!paymentIntentId || order.paymentIntentId) return;
  await db.update(rechargeRecords).set({ paymentIntentId }).where(eq(rechargeRecords.orderId, order.orderId));
}

export const ORDER_LIST_LIMIT = 50;

/** The buyer's own Stripe orders, newest first, as the credits page shows them. */
export async function listOwnOrders(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(rechargeRecords)
    .where(and(eq(rechargeRecords.userId, userId), eq(rechargeRecords.source, "stripe")))
    .orderBy(desc(rechargeRecords.createdAt), desc(rechargeRecords.orderId))
    .limit(ORDER_LIST_LIMIT)
    .all();
  return rows.map(ownOrderView);
}

export async function findOwnOrder(db: Database, userId: string, orderId: string) {
  const row = await db
    .select()
    .from(rechargeRecords)
    .where(
      and(
        eq(rechargeRecords.orderId, orderId),
        eq(rechargeRecords.userId, userId),
        eq(rechargeRecords.source, "stripe"),
      ),
    )
    .get();
  return row ? ownOrderView(row) : null;
}

function ownOrderView(o: Order) {
  return {
    orderId: o.orderId,
    status: o.status,
    amountYuan: yuanFromCents(o.amountCents),
    credits: o.credits,
    refundedYuan: yuanFromCents(o.refundedCents),
    reversedCredits: o.reversedCredits,
    paymentMethod: o.paymentMethod,
    createdAt: o.createdAt.toISOString(),
    completedAt: o.completedAt?.toISOString() ?? null,
  };
}

/** Past this, a pending order without a payment can no longer be paid (its session lives 1 hour). */
export const ABANDONED_AFTER_MS = 2 * 60 * 60 * 1000;

/**
 * Cron: pending orders nobody paid whose session has long expired — the expiry event was missed,
 * or the session id was never stored — become failed, so they stop counting as open checkouts.
 * An order with a payment (a delayed method still settling) waits for Stripe's answer.
 */
export async function failAbandonedOrders(d1: D1Database, now = Date.now()) {
  const { meta } = await d1
    .prepare(
      "UPDATE recharge_records SET status = 'failed', note = 'abandoned' WHERE source = 'stripe' AND status = 'pending' AND payment_intent_id IS NULL AND created_at < ?",
    )
    .bind(now - ABANDONED_AFTER_MS)
    .run();
  return meta.changes;
}
