// Whether this deployment sells credits, and the Stripe client it sells them with. Payments are
// on only when both secrets are set (STRIPE_SECRET_KEY to open Checkout Sessions,
// STRIPE_WEBHOOK_SECRET to believe the webhook that grants the credits); otherwise every package
// says "coming soon", as the spec has it, and only admins record recharges.
import Stripe from "stripe";

/** Checkout's currency: prices are kept in fen (1/100 yuan), which is Stripe's unit for CNY. */
export const CHECKOUT_CURRENCY = "cny";

/** The payment methods Atelier offers, in Checkout's order; STRIPE_PAYMENT_METHODS picks among them. */
export const PAYMENT_METHODS = ["card", "alipay", "wechat_pay"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const setting = (value: string | undefined) => (value ?? "").trim();

export type PaymentsConfig = { secretKey: string; webhookSecret: string; methods: PaymentMethod[]; apiBase: string };

export function paymentsConfig(env: Env): PaymentsConfig | null {
  const secretKey = setting(env.STRIPE_SECRET_KEY);
  const webhookSecret = setting(env.STRIPE_WEBHOOK_SECRET);
  if (!secretKey || !webhookSecret) return null;
  const listed = (setting(env.STRIPE_PAYMENT_METHODS) || PAYMENT_METHODS.join(",")).split(",").map((m) => m.trim());
  const methods = PAYMENT_METHODS.filter((m) => listed.includes(m));
  return {
    secretKey,
    webhookSecret,
    methods: methods.length ? methods : ["card"],
    apiBase: setting(env.STRIPE_API_BASE),
  };
}

/**
 * The official SDK on fetch (it runs in workerd). STRIPE_API_BASE points it at another host
 * (tests: the local fake); the SDK's default is https://api.stripe.com.
 */
export function stripeClient(config: PaymentsConfig) {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      protocol: base.protocol === "http:" ? "http" : "https",
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
    }),
  });
}
