// Delivers the fake's events the way Stripe does: POST the event JSON to the endpoint with a
// Stripe-Signature header made by the official SDK (generateTestHeaderStringAsync: the same
// t=…,v1=HMAC-SHA256(secret, "t.payload") that constructEventAsync checks), retrying an answer
// that is not 2xx. Stripe retries for days with backoff; the fake retries 3 times, 500 ms apart,
// so a test sees a flaky endpoint recover without waiting.
//
// workerd tests sign their own events inside workerd with the same SDK call and Web Crypto:
//   await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret,
//     cryptoProvider: Stripe.createSubtleCryptoProvider() })
// (see test/worker/stripe-fake.test.ts); signStripeEvent below is the Node side of it.
import Stripe from "stripe";
import type { StripeEvent } from "./stripe-objects";

export const WEBHOOK_RETRIES = 3;
export const WEBHOOK_RETRY_DELAY_MS = 500;

export type WebhookTarget = { webhookUrl: string; webhookSecret: string };

export type Delivery = {
  eventId: string;
  type: string;
  url: string;
  attempts: { status: number | null; body: string; error?: string; at: string }[];
  delivered: boolean;
};

const sdk = new Stripe("sk_test_signing_only");

/** A Stripe-Signature header for `payload` (the exact bytes that will be sent) with `secret`. */
export function signStripeEvent(payload: string, secret: string, timestamp?: number): Promise<string> {
  return sdk.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts one event, re-signing each attempt as Stripe does (a fresh timestamp per attempt). */
export async function deliverEvent(event: StripeEvent, target: WebhookTarget): Promise<Delivery> {
  const delivery: Delivery = {
    eventId: event.id,
    type: event.type,
    url: target.webhookUrl,
    attempts: [],
    delivered: false,
  };
  const payload = JSON.stringify(event, null, 2);
  for (let attempt = 0; attempt <= WEBHOOK_RETRIES; attempt++) {
    if (attempt > 0) await sleep(WEBHOOK_RETRY_DELAY_MS);
    const at = new Date().toISOString();
    try {
      const res = await fetch(target.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "stripe-signature": await signStripeEvent(payload, target.webhookSecret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.attempts.push({ status: res.status, body: (await res.text()).slice(0, 500), at });
      if (res.ok) {
        delivery.delivered = true;
        break;
      }
    } catch (error) {
      delivery.attempts.push({ status: null, body: "", error: String(error), at });
    }
  }
  return delivery;
}
