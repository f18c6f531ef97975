// Buying credits (issue 16) against the Stripe fake (test/fakes/stripe-fake.ts) with the official
// SDK on both sides: the app runs over an env with the Stripe secrets, opens Checkout Sessions on
// the fake, and receives the fake's events signed as Stripe signs them. Credits move only on a
// verified event, once per session; refunds and lost disputes take them back once, never past 0.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { rechargeRecords, usageRecords } from "../../worker/platform/db/schema";
import { ABANDONED_AFTER_MS, failAbandonedOrders } from "../../worker/features/payments/orders";
import { spendCredits } from "../../worker/features/credits/service";
import { BASE, clientFor, ok, refusal, type Handler } from "./support/client";
import { expectBalance, ledgerRows } from "./support/ledger";
import { signInWorkerd, stripeControl, stripeFakeUrl, type StripeEventJson } from "./support/stripe-fake";
import { db, newAdmin, newUser, type TestUser } from "./support/users";

const WEBHOOK_SECRET = "whsec_atelier_payments_test";
const app = createApp();
const configured = {
  ...env,
  STRIPE_SECRET_KEY: "sk_test_atelier_payments",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripeFakeUrl,
};
const payHandler: Handler = (request) => app.fetch(request, configured);
const SIGNUP_BONUS = 5;

/** POSTs an event to the webhook as Stripe does: the JSON body and its Stripe-Signature. */
async function deliver(event: StripeEventJson, secret = WEBHOOK_SECRET, tamper?: (payload: string) => string) {
  const payload = JSON.stringify(event);
  const signature = await signInWorkerd(payload, secret);
  return payHandler(
    new Request(`${BASE}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: tamper ? tamper(payload) : payload,
    }),
  );
}

async function deliverAll(events: StripeEventJson[]) {
  for (const event of events) expect((await deliver(event)).status, event.type).toBe(200);
}

/** A user's checkout of `packageId` on the configured app: the order and its session id on the fake. */
async function checkout(user: TestUser, packageId = "advanced") {
  const body = await ok(
    clientFor(user.cookie, payHandler).payments.checkout.$post({ json: { packageId, locale: "zh-CN" } }),
    201,
  );
  expect(body.url).toMatch(new RegExp(`^${stripeFakeUrl}/c/pay/cs_test_`));
  const sessionId = new URL(body.url).pathname.split("/").pop()!;
  return { orderId: body.orderId, sessionId };
}

const orderRow = (orderId: string) =>
  db().select().from(rechargeRecords).where(eq(rechargeRecords.orderId, orderId)).get();
const chargeOf = (events: StripeEventJson[]) => {
  const session = events[0].data.object as { payment_intent: string };
  return session.payment_intent;
};
async function chargeIdOf(paymentIntentId: string) {
  const res = await fetch(`${stripeFakeUrl}/v1/payment_intents/${paymentIntentId}`, {
    headers: { authorization: "Bearer sk_test_atelier_payments" },
  });
  return ((await res.json()) as { latest_charge: string }).latest_charge;
}

describe("without the Stripe secrets (the spec's default)", () => {
  it("lists the three seed packages, none purchasable, and refuses checkout and the webhook", async () => {
    const user = await newUser();
    const list = await ok(clientFor().credits.packages.$get());
    expect(list.methods).toEqual([]);
    expect(list.packages).toEqual([
      { id: "starter", name: null, credits: 5, priceYuan: "9.90", popular: false, purchasable: false },
      { id: "advanced", name: null, credits: 20, priceYuan: "29.90", popular: true, purchasable: false },
      { id: "professional", name: null, credits: 50, priceYuan: "59.90", popular: false, purchasable: false },
    ]);
    expect(await refusal(user.api.payments.checkout.$post({ json: { packageId: "advanced" } }))).toMatchObject({
      status: 503,
      code: "PAYMENTS_UNAVAILABLE",
    });
    await expectBalance(user.id, SIGNUP_BONUS);
  });

  it("a key without the webhook secret is not enough", async () => {
    const half = { ...env, STRIPE_SECRET_KEY: "sk_test_half" };
    const list = await ok(clientFor(undefined, (r) => app.fetch(r, half)).credits.packages.$get());
    expect(list.packages.every((p) => !p.purchasable)).toBe(true);
  });
});

describe("with Stripe configured", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await newUser();
  });

  it("lists the packages as purchasable with card, Alipay and WeChat Pay", async () => {
    const list = await ok(clientFor(undefined, payHandler).credits.packages.$get());
    expect(list.methods).toEqual(["card", "alipay", "wechat_pay"]);
    expect(list.packages.map((p) => [p.id, p.purchasable])).toEqual([
      ["starter", true],
      ["advanced", true],
      ["professional", true],
    ]);
  });

  it("opens a CNY Checkout Session for the package and keeps a pending order; nothing is granted yet", async () => {
    await fetch(`${stripeFakeUrl}/__reset`, { method: "POST" });
    const { orderId, sessionId } = await checkout(user);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      userId: user.id,
      status: "pending",
      source: "stripe",
      packageId: "advanced",
      amountCents: 2990,
      credits: 20,
      checkoutSessionId: sessionId,
    });
    const sent = (await (await fetch(`${stripeFakeUrl}/__requests`)).json()) as {
      method: string;
      path: string;
      form?: Record<string, string>;
    }[];
    const create = sent.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
    // The fake records the form as sent: bracketed names, string values.
    expect(create?.form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "cny",
      "line_items[0][price_data][unit_amount]": "2990",
      "line_items[0][price_data][product_data][name]": "Atelier 积分 × 20",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "alipay",
      "allowed_payment_method_types[2]": "wechat_pay",
      "payment_method_options[wechat_pay][client]": "web",
      client_reference_id: orderId,
      customer_email: user.email,
      "metadata[orderId]": orderId,
      "metadata[userId]": user.id,
      "metadata[packageId]": "advanced",
      locale: "zh",
    });
    expect(create?.form).not.toHaveProperty("payment_method_types[0]");
    await expectBalance(user.id, SIGNUP_BONUS);
  });

  it("refuses an unknown or disabled package and bad input, before any order", async () => {
    const api = clientFor(user.cookie, payHandler);
    expect(await refusal(api.payments.checkout.$post({ json: { packageId: "platinum" } }))).toMatchObject({
      status: 404,
      code: "PACKAGE_NOT_FOUND",
    });
    expect(await refusal(api.payments.checkout.$post({ json: { packageId: "" } }))).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
    });
    expect(
      await refusal(api.payments.checkout.$post({ json: { packageId: "advanced", locale: "xx-XX" as "zh-CN" } })),
    ).toMatchObject({ status: 400 });
  });

  it("a Stripe refusal answers 502 PAYMENT_FAILED and leaves a failed order, not a pending one", async () => {
    const refused = { ...configured, STRIPE_SECRET_KEY: "sk_live_not_for_a_fake" };
    const api = clientFor(user.cookie, (r) => app.fetch(r, refused));
    expect(await refusal(api.payments.checkout.$post({ json: { packageId: "starter" } }))).toMatchObject({
      status: 502,
      code: "PAYMENT_FAILED",
    });
    const orders = await db().select().from(rechargeRecords).where(eq(rechargeRecords.userId, user.id)).all();
    expect(orders.filter((o) => o.packageId === "starter").map((o) => o.status)).toEqual(["failed"]);
  });
});

describe("the webhook", () => {
  it("a card payment grants the package's credits once, as a completed order and one ledger entry", async () => {
    const buyer = await newUser();
    const { orderId, sessionId } = await checkout(buyer);
    const events = await stripeControl(`/__sessions/${sessionId}/pay`, { method: "card", outcome: "paid" });
    expect(events.map((e) => e.type)).toEqual(["checkout.session.completed"]);
    const res = await deliver(events[0]);
    expect(await res.json()).toEqual({ received: true, outcome: "granted" });
    await expectBalance(buyer.id, SIGNUP_BONUS + 20);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      status: "completed",
      amountCents: 2990,
      paymentMethod: "card",
      paymentIntentId: chargeOf(events),
    });
    const grants = await ledgerRows(buyer.id, "recharge");
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      creditsUsed: -20,
      idempotencyKey: `checkout:${sessionId}`,
      id: order!.usageRecordId,
    });

    // Stripe sends it again, and again at once: nothing more.
    const replays = await Promise.all([deliver(events[0]), deliver(events[0]), deliver(events[0])]);
    for (const r of replays) expect(await r.json()).toEqual({ received: true, outcome: "already_granted" });
    await expectBalance(buyer.id, SIGNUP_BONUS + 20);

    // The buyer sees the order; another user does not.
    const own = await ok(buyer.api.payments.orders[":orderId"].$get({ param: { orderId } }));
    expect(own.order).toMatchObject({
      orderId,
      status: "completed",
      credits: 20,
      amountYuan: "29.90",
      paymentMethod: "card",
    });
    const stranger = await newUser();
    expect(await refusal(stranger.api.payments.orders[":orderId"].$get({ param: { orderId } }))).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
    expect((await ok(stranger.api.payments.orders.$get())).orders).toEqual([]);
    expect((await ok(buyer.api.payments.orders.$get())).orders.map((o) => o.orderId)).toEqual([orderId]);
  });

  it("concurrent deliveries of one completion grant once", async () => {
    const buyer = await newUser();
    const { sessionId } = await checkout(buyer, "starter");
    const [event] = await stripeControl(`/__sessions/${sessionId}/pay`, { method: "alipay", outcome: "paid" });
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => deliver(event).then((r) => r.json() as Promise<{ outcome: string }>)),
    );
    expect(outcomes.filter((o) => o.outcome === "granted")).toHaveLength(1);
    await expectBalance(buyer.id, SIGNUP_BONUS + 5);
  });

  it("a wrong or missing signature is 400 and grants nothing", async () => {
    const buyer = await newUser();
    const { orderId, sessionId } = await checkout(buyer);
    const [event] = await stripeControl(`/__sessions/${sessionId}/pay`, { method: "card", outcome: "paid" });
    expect(await refusal(deliver(event, "whsec_someone_else"))).toMatchObject({
      status: 400,
      code: "WEBHOOK_SIGNATURE_INVALID",
    });
    // Signed, then changed on the way: the amount of credits cannot be edited in transit.
    expect(await refusal(deliver(event, WEBHOOK_SECRET, (p) => p.replace('"paid"', '"paid" ')))).toMatchObject({
      status: 400,
      code: "WEBHOOK_SIGNATURE_INVALID",
    });
    const unsigned = await payHandler(
      new Request(`${BASE}/api/payments/webhook`, { method: "POST", body: JSON.stringify(event) }),
    );
    expect(await refusal(unsigned)).toMatchObject({ status: 400, code: "WEBHOOK_SIGNATURE_INVALID" });
    // A forged event for this order, signed with a guessed secret, and an old signature replayed with a new body.
    const forged = { ...event, id: "evt_forged" };
    expect(await refusal(deliver(forged, "whsec_guess"))).toMatchObject({ status: 400 });
    await expectBalance(buyer.id, SIGNUP_BONUS);
    expect((await orderRow(orderId))?.status).toBe("pending");
  });

  it("a body over the limit is refused before it is read", async () => {
    const res = await payHandler(
      new Request(`${BASE}/api/payments/webhook`, {
        method: "POST",
        headers: { "stripe-signature": "t=1,v1=00" },
        body: "x".repeat(300 * 1024),
      }),
    );
    expect(await refusal(res)).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
  });

  it("a delayed method grants when its payment succeeds, not before", async () => {
    const buyer = await newUser();
    const { orderId, sessionId } = await checkout(buyer);
    await deliverAll(
      await stripeControl(`/__sessions/${sessionId}/pay`, { method: "wechat_pay", outcome: "processing" }),
    );
    await expectBalance(buyer.id, SIGNUP_BONUS);
    expect((await orderRow(orderId))?.status).toBe("pending");
    await deliverAll(await stripeControl(`/__sessions/${sessionId}/async`, { outcome: "succeeded" }));
    await expectBalance(buyer.id, SIGNUP_BONUS + 20);
    expect((await orderRow(orderId))?.status).toBe("completed");
  });

  it("a delayed payment that fails grants nothing and fails the order", async () => {
    const buyer = await newUser();
    const { orderId, sessionId } = await checkout(buyer);
    await deliverAll(await stripeControl(`/__sessions/${sessionId}/pay`, { method: "alipay", outcome: "processing" }));
    await deliverAll(await stripeControl(`/__sessions/${sessionId}/async`, { outcome: "failed" }));
    await expectBalance(buyer.id, SIGNUP_BONUS);
    expect((await orderRow(orderId))?.status).toBe("failed");
    expect(await ledgerRows(buyer.id, "recharge")).toEqual([]);
  });

  it("events out of order: success before the unpaid completion, and an expiry after payment, change nothing twice", async () => {
    const buyer = await newUser();
    const { orderId, sessionId } = await checkout(buyer);
    const [completedUnpaid] = await stripeControl(`/__sessions/${sessionId}/pay`, {
      method: "alipay",
      outcome: "processing",
    });
    const [succeeded] = await stripeControl(`/__sessions/${sessionId}/async`, { outcome: "succeeded" });
    await deliverAll([succeeded, completedUnpaid, succeeded]);
    await expectBalance(buyer.id, SIGNUP_BONUS + 20);
    expect((await orderRow(orderId))?.status).toBe("completed");
  });

  it("an expired session fails its pending order", async () => {
    const buyer = await newUser();
    const { orderId, sessionId } = await checkout(buyer);
    await deliverAll(await stripeControl(`/__sessions/${sessionId}/expire`));
    expect(await orderRow(orderId)).toMatchObject({ status: "failed", note: "expired" });
    await expectBalance(buyer.id, SIGNUP_BONUS);
  });

  it("a cancelled checkout expires its session at Stripe and fails the order; a paid one is not cancelled", async () => {
    const buyer = await newUser();
    const api = clientFor(buyer.cookie, payHandler);
    const { orderId, sessionId } = await checkout(buyer);
    const stranger = clientFor((await newUser()).cookie, payHandler);
    expect(await refusal(stranger.payments.orders[":orderId"].cancel.$post({ param: { orderId } }))).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
    const cancelled = await ok(api.payments.orders[":orderId"].cancel.$post({ param: { orderId } }));
    expect(cancelled).toMatchObject({ cancelled: true, order: { status: "failed" } });
    // The page cannot be paid any more.
    await expect(stripeControl(`/__sessions/${sessionId}/pay`, { method: "card", outcome: "paid" })).rejects.toThrow(
      /400/,
    );
    expect((await ok(api.payments.orders[":orderId"].cancel.$post({ param: { orderId } }))).cancelled).toBe(false);

    const paid = await checkout(buyer, "starter");
    await deliverAll(await stripeControl(`/__sessions/${paid.sessionId}/pay`, { method: "card", outcome: "paid" }));
    expect(await ok(api.payments.orders[":orderId"].cancel.$post({ param: { orderId: paid.orderId } }))).toMatchObject({
      cancelled: false,
      order: { status: "completed" },
    });
    await expectBalance(buyer.id, SIGNUP_BONUS + 5);
  });

  it("the minute's cron fails pending orders nobody paid once their session is long gone; a payment still settling waits", async () => {
    const buyer = await newUser();
    const abandoned = await checkout(buyer, "starter");
    const settling = await checkout(buyer, "starter");
    await deliverAll(
      await stripeControl(`/__sessions/${settling.sessionId}/pay`, { method: "alipay", outcome: "processing" }),
    );
    const fresh = await checkout(buyer, "starter");
    const past = new Date(Date.now() - ABANDONED_AFTER_MS - 60_000);
    for (const { orderId } of [abandoned, settling])
      await db().update(rechargeRecords).set({ createdAt: past }).where(eq(rechargeRecords.orderId, orderId));
    expect(await failAbandonedOrders(env.DB)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(abandoned.orderId)).toMatchObject({ status: "failed", note: "abandoned" });
    expect((await orderRow(settling.orderId))?.status).toBe("pending");
    expect((await orderRow(fresh.orderId))?.status).toBe("pending");
  });

  it("ignores events it does not handle and sessions that are not Atelier's orders", async () => {
    const buyer = await newUser();
    const { sessionId } = await checkout(buyer);
    const [event] = await stripeControl(`/__sessions/${sessionId}/pay`, { method: "card", outcome: "paid" });
    const foreign = { ...event, data: { object: { ...event.data.object, metadata: {}, client_reference_id: null } } };
    expect(await (await deliver(foreign)).json()).toEqual({ received: true, outcome: "unknown_order" });
    const other = { ...event, type: "customer.created" };
    expect(await (await deliver(other)).json()).toEqual({ received: true, outcome: "ignored" });
    await expectBalance(buyer.id, SIGNUP_BONUS);
  });
});

describe("refunds and disputes", () => {
  async function paidOrder(packageId = "advanced") {
    const buyer = await newUser();
    const { orderId, sessionId } = await checkout(buyer, packageId);
    const events = await stripeControl(`/__sessions/${sessionId}/pay`, { method: "card", outcome: "paid" });
    await deliverAll(events);
    const chargeId = await chargeIdOf(chargeOf(events));
    return { buyer, orderId, sessionId, chargeId };
  }

  it("a full refund takes the credits back once", async () => {
    const { buyer, orderId, chargeId } = await paidOrder();
    const [refunded] = await stripeControl(`/__charges/${chargeId}/refund`);
    expect(refunded.type).toBe("charge.refunded");
    await deliverAll([refunded, refunded]);
    await expectBalance(buyer.id, SIGNUP_BONUS);
    expect(await orderRow(orderId)).toMatchObject({
      status: "refunded",
      refundedCents: 2990,
      reversedCredits: 20,
      shortfallCredits: 0,
    });
    const reversals = await ledgerRows(buyer.id, "recharge_reversal");
    expect(reversals.map((r) => r.creditsUsed)).toEqual([20]);
  });

  it("partial refunds take back their share; an older, smaller refund event arriving late takes nothing", async () => {
    const { buyer, orderId, chargeId } = await paidOrder();
    const [first] = await stripeControl(`/__charges/${chargeId}/refund`, { amount: 1000 });
    const [second] = await stripeControl(`/__charges/${chargeId}/refund`, { amount: 1990 });
    await deliverAll([second, first]);
    // 2990 of 2990 refunded in total: all 20 credits, in one take since the larger event came first.
    await expectBalance(buyer.id, SIGNUP_BONUS);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refundedCents: 2990, reversedCredits: 20 });

    const other = await paidOrder();
    const [part] = await stripeControl(`/__charges/${other.chargeId}/refund`, { amount: 1000 });
    await deliverAll([part]);
    // 20 × 1000 / 2990 = 6.69 → 7 credits.
    await expectBalance(other.buyer.id, SIGNUP_BONUS + 20 - 7);
    expect(await orderRow(other.orderId)).toMatchObject({ status: "refunded", reversedCredits: 7 });
  });

  it("credits already spent are not taken below zero: the shortfall is on the order for the admin", async () => {
    const { buyer, orderId, chargeId } = await paidOrder();
    await spendCredits(db(), {
      userId: buyer.id,
      amount: 22,
      action: "generate_image",
      idempotencyKey: `spent:${buyer.id}`,
    });
    await expectBalance(buyer.id, 3);
    await deliverAll(await stripeControl(`/__charges/${chargeId}/refund`));
    await expectBalance(buyer.id, 0);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", reversedCredits: 20, shortfallCredits: 17 });

    const admin = await newAdmin();
    const { records } = await ok(admin.api.admin.recharges.$get());
    expect(records.find((r) => r.orderId === orderId)).toMatchObject({
      source: "stripe",
      status: "refunded",
      refundedYuan: "29.90",
      reversedCredits: 3,
      shortfallCredits: 17,
      paymentMethod: "card",
    });
  });

  it("a lost dispute takes the credits back; a won one does not", async () => {
    const lost = await paidOrder();
    await deliverAll(await stripeControl(`/__charges/${lost.chargeId}/dispute`, { status: "lost" }));
    await expectBalance(lost.buyer.id, SIGNUP_BONUS);
    expect(await orderRow(lost.orderId)).toMatchObject({
      status: "disputed",
      disputedCents: 2990,
      reversedCredits: 20,
    });

    const won = await paidOrder();
    await deliverAll(await stripeControl(`/__charges/${won.chargeId}/dispute`, { status: "won" }));
    await expectBalance(won.buyer.id, SIGNUP_BONUS + 20);
    expect((await orderRow(won.orderId))?.status).toBe("completed");
  });

  it("a refund whose payment's completion has not arrived yet completes the order first, then takes it back", async () => {
    const buyer = await newUser();
    const { orderId, sessionId } = await checkout(buyer);
    const events = await stripeControl(`/__sessions/${sessionId}/pay`, { method: "card", outcome: "paid" });
    const chargeId = await chargeIdOf(chargeOf(events));
    await deliverAll(await stripeControl(`/__charges/${chargeId}/refund`));
    await expectBalance(buyer.id, SIGNUP_BONUS);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", reversedCredits: 20 });
    // The completion, late: already granted (and taken back), nothing moves.
    await deliverAll(events);
    await expectBalance(buyer.id, SIGNUP_BONUS);
    expect(await ledgerRows(buyer.id, "recharge")).toHaveLength(1);
  });

  it("the dashboard counts completed money net of refunds", async () => {
    const admin = await newAdmin();
    const before = Number((await ok(admin.api.admin.stats.$get())).totals.rechargeYuan);
    const { chargeId } = await paidOrder("professional");
    const afterPaid = Number((await ok(admin.api.admin.stats.$get())).totals.rechargeYuan);
    expect(afterPaid - before).toBeCloseTo(59.9, 2);
    await deliverAll(await stripeControl(`/__charges/${chargeId}/refund`, { amount: 1990 }));
    const afterRefund = Number((await ok(admin.api.admin.stats.$get())).totals.rechargeYuan);
    expect(afterRefund - before).toBeCloseTo(40, 2);
  });

  it("every user's balance still equals their ledger", async () => {
    const rows = await db().select({ userId: usageRecords.userId }).from(usageRecords).all();
    for (const userId of new Set(rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))) {
      const { getBalance, ledgerBalance } = await import("../../worker/features/credits/service");
      expect(await getBalance(db(), userId)).toBe(await ledgerBalance(db(), userId));
    }
  });
});
