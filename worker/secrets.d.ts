// Secrets and optional bindings are not in wrangler.toml, so `wrangler types` cannot see them: declared here.
// `npm run cf-typegen` reads no .dev.vars or .env (--env-file=/dev/null): otherwise each machine's
// local secrets ended up in worker-configuration.d.ts and `wrangler types --check` failed on a
// fresh clone (npm test runs that check).
interface Env {
  /** Signs sessions and keys the per-user limits; `wrangler secret put`, locally in .dev.vars (scripts/setup.mjs). */
  BETTER_AUTH_SECRET: string;
  GEMINI_API_KEY?: string;
  OPENAI_API_KEY?: string;
  /** Optional; by default the config encryption key is derived from BETTER_AUTH_SECRET. */
  CONFIG_ENCRYPTION_KEY?: string;
  /** Resend API key; when set, mail is sent through Resend (worker/platform/mail/resend.ts). */
  RESEND_API_KEY?: string;
  /** Stripe secret key (sk_live_… / sk_test_…); with STRIPE_WEBHOOK_SECRET it switches payments on (worker/features/payments/). */
  STRIPE_SECRET_KEY?: string;
  /** The signing secret (whsec_…) of the Stripe webhook endpoint /api/payments/webhook. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Cloudflare Email Service binding, only present when wrangler.toml declares [[send_email]]. */
  SEND_EMAIL?: SendEmail;
  /**
   * Workers AI, present on deployments and `npm run start:remote` only: scripts/with-ai.mjs adds
   * the [ai] binding to a generated config, so local runs and tests stay offline (docs/engines.md).
   */
  AI?: Ai;
}

// The same required secret on the Env that `cloudflare:workers` exports (tests and the Durable Object).
declare namespace Cloudflare {
  interface Env {
    BETTER_AUTH_SECRET: string;
  }
}
