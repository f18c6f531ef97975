declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** A service binding whose target cannot be reached (vitest.config.ts). */
    PROVIDERS_DOWN: Fetcher;
    /** The same, standing in for the demo engine's Worker. */
    DEMO_DOWN: Fetcher;
    PIXELS_DOWN: Fetcher;
  }
}
