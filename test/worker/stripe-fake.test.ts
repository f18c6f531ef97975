// The Stripe fake against the official SDK inside workerd, configured as the Worker configures it
// (issue 16): what the Worker sends passes, what Stripe refuses is refused with the error class
// the SDK gives for Stripe's answer, and the events the fake produces verify with
// constructEventAsync when signed the way Stripe signs.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { cnySessionParams, signInWorkerd, stripeClient, stripeControl, stripeFakeUrl } from "./support/stripe-fake";

const stripe = stripeClient();

describe("Stripe fake: Checkout Sessions", () => {
  it("creates a CNY session with card, Alipay and WeChat Pay and retrieves it", async () => {
    const session = await stripe.checkout.sessions.create(cnySessionParams("order-create"));
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: 3000,
      amount_total: 3000,
      currency: "cny",
      metadata: { orderId: "order-create" },
      client_reference_id: "user_1",
      payment_method_types: ["card", "alipay", "wechat_pay"],
      payment_intent: null,
      livemode: false,
      mode: "payment",
      locale: "zh",
      url: `${stripeFakeUrl}/c/pay/${session.id}`,
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again).toEqual(session);
  });

  it("after payment, the session is complete and paid, expands its payment intent and lists by it", async () => {
    const session = await stripe.checkout.sessions.create(cnySessionParams("order-pay"));
    const [event] = await stripeControl(`/__sessions/${session.id}/pay`, { method: "wechat_pay", outcome: "paid" });
    expect(event.type).toBe("checkout.session.completed");
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    expect(paid).toMatchObject({ status: "complete", payment_status: "paid" });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: "payment_intent",
      status: "succeeded",
      amount: 3000,
      currency: "cny",
      payment_method_types: ["wechat_pay"],
      metadata: { orderId: "order-pay" },
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    const list = await stripe.checkout.sessions.list({ payment_intent: intent.id });
    expect(list.object).toBe("list");
    expect(list.data.map((s) => s.id)).toEqual([session.id]);
  });

  it("refuses WeChat Pay without payment_method_options.wechat_pay.client", async () => {
    const params = { ...cnySessionParams("order-wechat"), payment_method_options: {} };
    await expect(stripe.checkout.sessions.create(params)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      param: "payment_method_options[wechat_pay][client]",
    });
  });

  it("refuses an unknown parameter, and payment_method_types at the SDK's API version", async () => {
    const unknown = { ...cnySessionParams("order-unknown"), shipping_fee: 5 } as Stripe.Checkout.SessionCreateParams;
    await expect(stripe.checkout.sessions.create(unknown)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      message: "Received unknown parameter: shipping_fee",
      param: "shipping_fee",
    });
    // Removed from session creation in 2026-09-30.endive; the SDK pins a later version.
    const { allowed_payment_method_types: types, ...rest } = cnySessionParams("order-legacy");
    const legacy = { ...rest, payment_method_types: types } as Stripe.Checkout.SessionCreateParams;
    await expect(stripe.checkout.sessions.create(legacy)).rejects.toMatchObject({ param: "payment_method_types" });
  });

  it("refuses a wrong key with 401 (StripeAuthenticationError) and a live key outright", async () => {
    for (const key of ["sk_test_invalid_key_123", "sk_live_0123456789abcdef"]) {
      await expect(stripeClient(key).checkout.sessions.create(cnySessionParams("order-key"))).rejects.toBeInstanceOf(
        Stripe.errors.StripeAuthenticationError,
      );
    }
  });

  it("answers an unknown session with 404 resource_missing", async () => {
    await expect(stripe.checkout.sessions.retrieve("cs_test_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such checkout.session: 'cs_test_missing'",
    });
  });

  it("replays an idempotent create and refuses the key with other parameters", async () => {
    const idempotencyKey = `order-idem-${crypto.randomUUID()}`;
    const first = await stripe.checkout.sessions.create(cnySessionParams("order-idem"), { idempotencyKey });
    const replay = await stripe.checkout.sessions.create(cnySessionParams("order-idem"), { idempotencyKey });
    expect(replay.id).toBe(first.id);
    await expect(
      stripe.checkout.sessions.create(cnySessionParams("order-other"), { idempotencyKey }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe("Stripe fake: events", () => {
  it("produces a checkout.session.completed event that verifies with constructEventAsync when signed in workerd", async () => {
    const session = await stripe.checkout.sessions.create(cnySessionParams("order-event"));
    const [event] = await stripeControl(`/__sessions/${session.id}/pay`, { method: "alipay", outcome: "paid" });
    expect(event).toMatchObject({
      object: "event",
      type: "checkout.session.completed",
      api_version: Stripe.API_VERSION,
    });
    const payload = JSON.stringify(event);
    const secret = "whsec_workerd_test_secret";
    const header = await signInWorkerd(payload, secret);
    const verified = await stripe.webhooks.constructEventAsync(
      payload,
      header,
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
    expect(verified.id).toBe(event.id);
    expect((verified.data.object as Stripe.Checkout.Session).metadata).toEqual({ orderId: "order-event" });
    await expect(
      stripe.webhooks.constructEventAsync(
        payload,
        header,
        "whsec_other",
        undefined,
        Stripe.createSubtleCryptoProvider(),
      ),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeSignatureVerificationError);
  });
});
