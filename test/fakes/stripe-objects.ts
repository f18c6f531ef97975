// The Stripe objects the fake answers with, built on Stripe's own example objects
// (fixtures/stripe-*.json, from stripe/openapi's fixtures3.json; each file names its commit) so
// every field the real API has is present with its real type; the fake fills in ids, amounts,
// states and links. Event envelopes carry the SDK's pinned api_version, as Stripe's do for a
// webhook endpoint created with that version.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import Stripe from "stripe";

type StripeObject = Record<string, unknown> & { id: string };

const fixture = (name: string): StripeObject =>
  JSON.parse(readFileSync(new URL(`./fixtures/stripe-${name}.json`, import.meta.url), "utf8")).object;

const FIXTURES = {
  session: fixture("checkout-session"),
  paymentIntent: fixture("payment-intent"),
  charge: fixture("charge"),
  refund: fixture("refund"),
  dispute: fixture("dispute"),
  event: fixture("event"),
};

/** The version the SDK pins (node_modules/stripe/esm/apiVersion.js), "2026-10-28.endive" for 23.1.0. */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Ids shaped like Stripe's: a prefix and base62 characters (Checkout's are long, others 24). */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export const now = () => Math.floor(Date.now() / 1000);

const copy = <T>(value: T): T => structuredClone(value);

export type LineItem = { name: string; unitAmount: number; quantity: number; currency: string };

export type SessionInput = {
  id: string;
  url: string;
  mode: string;
  lineItems: LineItem[];
  currency: string | null;
  paymentMethodTypes: string[];
  allowedPaymentMethodTypes: string[] | null;
  paymentMethodOptions: Record<string, unknown>;
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  expiresAt: number;
  submitType: string | null;
  uiMode: string | null;
  /** payment_intent_data: what the PaymentIntent made at payment time carries. */
  intentData: { metadata: Record<string, string>; description: string | null };
};

export function buildSession(input: SessionInput): StripeObject {
  const total = input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  return {
    ...copy(FIXTURES.session),
    id: input.id,
    object: "checkout.session",
    created: now(),
    mode: input.mode,
    status: "open",
    payment_status: "unpaid",
    amount_subtotal: total,
    amount_total: total,
    currency: input.currency,
    metadata: input.metadata,
    client_reference_id: input.clientReferenceId,
    customer_email: input.customerEmail,
    payment_method_types: input.paymentMethodTypes,
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    payment_method_options: input.paymentMethodOptions,
    payment_intent: null,
    url: input.url,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: input.expiresAt,
    livemode: false,
    locale: input.locale,
    submit_type: input.submitType,
    ui_mode: input.uiMode ?? "hosted_page",
    customer_details: null,
  };
}

export function buildPaymentIntent(
  session: StripeObject,
  method: string,
  succeeded: boolean,
  data: SessionInput["intentData"],
): StripeObject {
  return {
    ...copy(FIXTURES.paymentIntent),
    id: stripeId("pi_"),
    created: now(),
    amount: session.amount_total,
    amount_received: succeeded ? session.amount_total : 0,
    currency: session.currency,
    metadata: data.metadata,
    description: data.description,
    payment_method: stripeId("pm_"),
    payment_method_types: [method],
    client_secret: null,
    status: succeeded ? "succeeded" : "processing",
    latest_charge: null,
  };
}

/** A charge as the payment method leaves it; card details only for cards, like the real object. */
export function buildCharge(intent: StripeObject, method: string, succeeded: boolean): StripeObject {
  const base = copy(FIXTURES.charge);
  const cardDetails = (base.payment_method_details as { card: unknown }).card;
  const id = stripeId("ch_");
  return {
    ...base,
    id,
    created: now(),
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    currency: intent.currency,
    captured: succeeded,
    paid: succeeded,
    status: succeeded ? "succeeded" : "pending",
    refunded: false,
    disputed: false,
    description: null,
    billing_details: { ...(base.billing_details as object), name: null },
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    payment_method_details: method === "card" ? { card: cardDetails, type: "card" } : { [method]: {}, type: method },
    refunds: { object: "list", data: [], has_more: false, url: `/v1/charges/${id}/refunds` },
  };
}

export function buildRefund(charge: StripeObject, amount: number): StripeObject {
  return {
    ...copy(FIXTURES.refund),
    id: stripeId("re_"),
    created: now(),
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    status: "succeeded",
  };
}

export function buildDispute(charge: StripeObject, amount: number): StripeObject {
  return {
    ...copy(FIXTURES.dispute),
    id: stripeId("dp_"),
    created: now(),
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    reason: "fraudulent",
    status: "needs_response",
    is_charge_refundable: false,
  };
}

export type StripeEvent = StripeObject & { type: string; data: { object: StripeObject } };

/** A snapshot of the object at the moment of the event, as Stripe sends it. */
export function buildEvent(type: string, object: StripeObject): StripeEvent {
  return {
    ...copy(FIXTURES.event),
    id: stripeId("evt_"),
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: now(),
    data: { object: copy(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export type { StripeObject };
