// The workerd side of the Stripe fake (test/fakes/stripe-fake.ts): the official SDK configured
// exactly as the Worker configures it (fetch client, the fake's host/port over http, no retries),
// and the fake's test controls, typed.
import Stripe from "stripe";
import { inject } from "vitest";

export const stripeFakeUrl = inject("providerFakes").stripe;

export function stripeClient(apiKey = "sk_test_atelier_worker_tests"): Stripe {
  const url = new URL(stripeFakeUrl);
  return new Stripe(apiKey, {
    httpClient: Stripe.createFetchHttpClient(),
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
}

/** A Checkout Session the way issue 16 creates one: CNY, card + Alipay + WeChat Pay (web). */
export const cnySessionParams = (orderId: string): Stripe.Checkout.SessionCreateParams => ({
  mode: "payment",
  line_items: [
    { quantity: 1, price_data: { currency: "cny", unit_amount: 3000, product_data: { name: "300 credits" } } },
  ],
  allowed_payment_method_types: ["card", "alipay", "wechat_pay"],
  payment_method_options: { wechat_pay: { client: "web" } },
  success_url: "https://atelier.example/credits?paid={CHECKOUT_SESSION_ID}",
  cancel_url: "https://atelier.example/credits",
  client_reference_id: "user_1",
  metadata: { orderId },
  payment_intent_data: { metadata: { orderId } },
  locale: "zh",
});

export type StripeEventJson = {
  id: string;
  object: "event";
  type: string;
  api_version: string;
  data: { object: Record<string, unknown> };
};

/** POSTs a control (/__sessions/:id/pay and the others) and returns the events it produced. */
export async function stripeControl(path: string, body: unknown = {}): Promise<StripeEventJson[]> {
  const res = await fetch(`${stripeFakeUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { events: StripeEventJson[] }).events;
}

/** Signs a payload inside workerd as Stripe would (Web Crypto HMAC), for webhook tests. */
export function signInWorkerd(payload: string, secret: string): Promise<string> {
  return stripeClient().webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}
