// What the Stripe fake remembers between requests (sessions, payment intents, charges) and the
// state changes a customer or the card networks would cause: paying, a delayed method settling,
// expiry, refunds and disputes. Each change returns the events Stripe would send for it, with the
// object as it is at that moment; stripe-fake.ts delivers them.
import { StripeParamError } from "./stripe-errors";
import {
  buildCharge,
  buildDispute,
  buildEvent,
  buildPaymentIntent,
  buildRefund,
  buildSession,
  now,
  stripeId,
  type LineItem,
  type SessionInput,
  type StripeEvent,
  type StripeObject,
} from "./stripe-objects";

type SessionRecord = { session: StripeObject; items: LineItem[]; intentData: SessionInput["intentData"] };

const notFound = (kind: string, id: string, param: string) =>
  new StripeParamError(`No such ${kind}: '${id}'`, param, "resource_missing", 404);
const conflict = (message: string) => new StripeParamError(message, undefined, undefined, 400);

export class StripeState {
  sessions = new Map<string, SessionRecord>();
  paymentIntents = new Map<string, StripeObject>();
  charges = new Map<string, StripeObject>();

  reset() {
    this.sessions.clear();
    this.paymentIntents.clear();
    this.charges.clear();
  }

  createSession(input: Omit<SessionInput, "id" | "url">, baseUrl: string): StripeObject {
    // Live Checkout ids are long (cs_test_ + ~58 characters); some integrations store them in columns sized for that.
    const id = stripeId("cs_test_", 58);
    const session = buildSession({ ...input, id, url: `${baseUrl}/c/pay/${id}` });
    this.sessions.set(id, { session, items: input.lineItems, intentData: input.intentData });
    return session;
  }

  /** An open session past its expires_at is expired, as Stripe's sweeper would have made it. */
  record(id: string): SessionRecord {
    const record = this.sessions.get(id);
    if (!record) throw notFound("checkout.session", id, "session");
    const { session } = record;
    if (session.status === "open" && (session.expires_at as number) <= now()) session.status = "expired";
    return record;
  }

  session = (id: string) => this.record(id).session;

  charge(id: string): StripeObject {
    const charge = this.charges.get(id);
    if (!charge) throw notFound("charge", id, "id");
    return charge;
  }

  paymentIntent(id: string): StripeObject {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw notFound("payment_intent", id, "intent");
    return intent;
  }

  pay(id: string, method: string, outcome: "paid" | "processing"): StripeEvent[] {
    const { session, intentData } = this.record(id);
    if (session.status !== "open")
      throw conflict(`This Checkout Session is ${session.status}; it can no longer be paid.`);
    if (!(session.payment_method_types as string[]).includes(method))
      throw conflict(`This Checkout Session does not offer ${method}.`);
    const succeeded = outcome === "paid";
    const intent = buildPaymentIntent(session, method, succeeded, intentData);
    const charge = buildCharge(intent, method, succeeded);
    intent.latest_charge = charge.id;
    this.paymentIntents.set(intent.id, intent);
    this.charges.set(charge.id, charge);
    // What the customer typed on the page; the fake has no form, so the prefilled email or a stand-in.
    const customerDetails = {
      address: null,
      email: session.customer_email ?? "customer@example.com",
      name: null,
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    };
    Object.assign(session, {
      status: "complete",
      payment_status: succeeded ? "paid" : "unpaid",
      payment_intent: intent.id,
      customer_details: customerDetails,
    });
    return [buildEvent("checkout.session.completed", session)];
  }

  /** A delayed method settles: payment_status paid, or the payment fails and stays unpaid. */
  settle(id: string, outcome: "succeeded" | "failed"): StripeEvent[] {
    const session = this.session(id);
    const intent = session.payment_intent ? this.paymentIntents.get(session.payment_intent as string) : undefined;
    if (!intent || intent.status !== "processing")
      throw conflict(
        'This Checkout Session has no payment waiting to settle (pay it with outcome "processing" first).',
      );
    const charge = this.charge(intent.latest_charge as string);
    if (outcome === "succeeded") {
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
      Object.assign(charge, { status: "succeeded", paid: true, captured: true, amount_captured: charge.amount });
      session.payment_status = "paid";
    } else {
      Object.assign(intent, { status: "requires_payment_method" });
      Object.assign(charge, {
        status: "failed",
        failure_code: "payment_method_provider_decline",
        failure_message: "The payment was declined.",
      });
    }
    return [buildEvent(`checkout.session.async_payment_${outcome}`, session)];
  }

  expire(id: string): StripeEvent[] {
    const session = this.session(id);
    if (session.status !== "open")
      throw conflict(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    session.status = "expired";
    return [buildEvent("checkout.session.expired", session)];
  }

  refund(chargeId: string, amount?: number): StripeEvent[] {
    const charge = this.charge(chargeId);
    if (!charge.paid) throw conflict(`Charge ${chargeId} has not been paid; there is nothing to refund.`);
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    if (left === 0)
      throw new StripeParamError(`Charge ${chargeId} has already been refunded.`, undefined, "charge_already_refunded");
    const value = amount ?? left;
    if (!Number.isInteger(value) || value <= 0) throw conflict("Refund amount must be a positive integer.");
    if (value > left) throw conflict(`Refund amount (${value}) is greater than unrefunded amount on charge (${left})`);
    const refund = buildRefund(charge, value);
    const refunds = charge.refunds as { data: StripeObject[] };
    refunds.data.unshift(refund);
    Object.assign(charge, { amount_refunded: (charge.amount_refunded as number) + value, refunded: value === left });
    return [buildEvent("charge.refunded", charge)];
  }

  /** A dispute opened and decided at once: created (needs_response), then closed won or lost. */
  dispute(chargeId: string, status: "won" | "lost", amount?: number): StripeEvent[] {
    const charge = this.charge(chargeId);
    if (!charge.paid) throw conflict(`Charge ${chargeId} has not been paid; it cannot be disputed.`);
    const dispute = buildDispute(charge, amount ?? (charge.amount as number));
    charge.disputed = true;
    const created = buildEvent("charge.dispute.created", dispute);
    Object.assign(dispute, {
      status,
      evidence_details: { ...(dispute.evidence_details as object), has_evidence: status === "won" },
    });
    return [created, buildEvent("charge.dispute.closed", dispute)];
  }

  /** The object a retrieve answers, with `expand` applied (payment_intent is the one that matters here). */
  expandSession(session: StripeObject, expand: string[]): StripeObject {
    if (!expand.includes("payment_intent") || !session.payment_intent) return session;
    return { ...session, payment_intent: this.paymentIntent(session.payment_intent as string) };
  }

  sessionsFor(paymentIntent: string | null): StripeObject[] {
    return [...this.sessions.keys()]
      .map((id) => this.session(id))
      .filter((s) => paymentIntent === null || s.payment_intent === paymentIntent)
      .reverse();
  }
}
