// POST /api/payments/webhook: Stripe's events, believed only when their Stripe-Signature verifies
// against STRIPE_WEBHOOK_SECRET (constructEventAsync with Web Crypto). They are the only thing that
// grants or takes back purchased credits. Stripe may send an event twice, late, or before the one
// it follows; every handler is idempotent (./orders.ts, ./reversals.ts), and a refund or dispute
// for a payment whose completion has not arrived yet completes the order first, from the session
// Stripe reports for that payment.
import Stripe from "stripe";
import type { Database } from "../../platform/db/client";
import { AppError } from "../../platform/errors";
import { CHECKOUT_CURRENCY } from "./config";
import {
  completeOrder,
  failOrder,
  idOf,
  noteMismatch,
  notePayment,
  orderOfPayment,
  orderOfSession,
  paidInOrderCurrency,
  type Order,
} from "./orders";
import { reverseOrder } from "./reversals";

const cryptoProvider = Stripe.createSubtleCryptoProvider();

export async function verifiedEvent(
  stripe: Stripe,
  webhookSecret: string,
  payload: string,
  signature: string | undefined,
) {
  if (!signature) throw new AppError("WEBHOOK_SIGNATURE_INVALID", "No Stripe-Signature header.");
  let event: Stripe.Event | null;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, webhookSecret, undefined, cryptoProvider);
  } catch {
    throw new AppError("WEBHOOK_SIGNATURE_INVALID", "The Stripe-Signature does not match this payload.");
  }
  // Signed, but not an event (JSON null, a number): nothing Stripe would send.
  if (!event || typeof event !== "object" || typeof event.type !== "string")
    throw new AppError("VALIDATION_ERROR", "The body is not a Stripe event.");
  return event;
}

/** What happened, for the response and the logs: "granted", "ignored", … */
export type Outcome =
  | "granted"
  | "already_granted"
  | "awaiting_payment"
  | "amount_mismatch"
  | "failed"
  | "reversed"
  | "unknown_order"
  | "ignored";

export async function handleEvent(db: Database, stripe: Stripe, event: Stripe.Event): Promise<Outcome> {
  // Only Stripe can sign, but a body it signed without an object is still nothing to act on.
  if (!event.data?.object) return "ignored";
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return settleSession(db, stripe, event.data.object);
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const order = await orderOfSession(db, event.data.object);
      if (!order) return "unknown_order";
      await failOrder(db, order, event.type === "checkout.session.expired" ? "expired" : "payment_failed");
      return "failed";
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const order = await paidOrder(db, stripe, idOf(charge.payment_intent));
      if (!order) return "unknown_order";
      const refundedCents = inOrderCents(order, charge.amount_refunded, charge.currency, charge.amount);
      await reverseOrder(db, order, { refundedCents, reason: "refund" });
      return "reversed";
    }
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      if (dispute.status !== "lost") return "ignored";
      const order = await paidOrder(db, stripe, idOf(dispute.payment_intent));
      if (!order) return "unknown_order";
      // A dispute in another currency is measured against its charge, which Stripe has.
      const chargeAmount =
        dispute.currency === CHECKOUT_CURRENCY
          ? order.amountCents
          : (await stripe.charges.retrieve(idOf(dispute.charge)!)).amount;
      const disputedCents = inOrderCents(order, dispute.amount, dispute.currency, chargeAmount);
      await reverseOrder(db, order, { disputedCents, reason: "dispute_lost" });
      return "reversed";
    }
    default:
      return "ignored";
  }
}

/**
 * An amount Stripe reports (a refund, a dispute) in the order's fen: as is in CNY; otherwise as
 * the same share of the order as it is of the charge it came from.
 */
function inOrderCents(order: Order, amount: number, currency: string, chargeAmount: number) {
  if (currency === CHECKOUT_CURRENCY) return amount;
  return chargeAmount > 0 ? Math.round((order.amountCents * amount) / chargeAmount) : 0;
}

/**
 * A session paid (now, or later for a delayed method) completes its order, if it paid the
 * order's price; an unpaid one waits.
 */
async function settleSession(db: Database, stripe: Stripe, session: Stripe.Checkout.Session): Promise<Outcome> {
  const order = await orderOfSession(db, session);
  if (!order) return "unknown_order";
  if (session.payment_status !== "paid") {
    await notePayment(db, order, idOf(session.payment_intent));
    return "awaiting_payment";
  }
  if (paidInOrderCurrency(session) !== order.amountCents) {
    // Not what we asked Stripe to charge: nothing is granted; the order says why for an admin.
    console.error("Stripe session paid another amount than its order", {
      orderId: order.orderId,
      sessionId: session.id,
    });
    await noteMismatch(db, order);
    return "amount_mismatch";
  }
  const granted = await completeOrder(db, order, session, await paymentMethodOf(stripe, idOf(session.payment_intent)));
  return granted ? "granted" : "already_granted";
}

/**
 * The order a refunded or disputed payment paid for, completed first if its completion event
 * has not been handled yet (Stripe does not promise order). Null when no Atelier order has it.
 */
async function paidOrder(db: Database, stripe: Stripe, paymentIntentId: string | null): Promise<Order | null> {
  if (!paymentIntentId) return null;
  const known = await orderOfPayment(db, paymentIntentId);
  if (known && known.status !== "pending" && known.status !== "failed") return known;
  const { data } = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  const session = data[0];
  if (!session || session.payment_status !== "paid") return null;
  const order = await orderOfSession(db, session);
  if (!order || paidInOrderCurrency(session) !== order.amountCents) return null;
  await completeOrder(db, order, session, await paymentMethodOf(stripe, paymentIntentId));
  return orderOfPayment(db, paymentIntentId);
}

/** "card", "alipay", "wechat_pay": how the buyer paid, for the back office; null if Stripe cannot say. */
async function paymentMethodOf(stripe: Stripe, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  try {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] });
    const charge = intent.latest_charge;
    return (
      (typeof charge === "object" && charge?.payment_method_details?.type) || intent.payment_method_types[0] || null
    );
  } catch (error) {
    console.warn("Stripe payment method unknown", { paymentIntentId, error: String(error) });
    return null;
  }
}
