// Secrets and optional bindings are not in wrangler.toml, so `wrangler types` cannot see them: declared here.
interface Env {
  GEMINI_API_KEY?: string;
  OPENAI_API_KEY?: string;
  /** Optional; by default the config encryption key is derived from BETTER_AUTH_SECRET. */
  CONFIG_ENCRYPTION_KEY?: string;
  /** Resend API key; when set, mail is sent through Resend (worker/mail/resend.ts). */
  RESEND_API_KEY?: string;
  /** Cloudflare Email Service binding, only present when wrangler.toml declares [[send_email]]. */
  SEND_EMAIL?: SendEmail;
  /**
   * Workers AI, present on deployments and `npm run start:remote` only: scripts/with-ai.mjs adds
   * the [ai] binding to a generated config, so local runs and tests stay offline (see README).
   */
  AI?: Ai;
}
