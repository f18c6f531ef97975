// Secrets are not in wrangler.toml, so `wrangler types` cannot see them: declared here.
interface Env {
  GEMINI_API_KEY?: string;
  OPENAI_API_KEY?: string;
  /** Optional; by default the config encryption key is derived from BETTER_AUTH_SECRET. */
  CONFIG_ENCRYPTION_KEY?: string;
}
