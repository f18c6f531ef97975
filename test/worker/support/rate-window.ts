// The rate-limit bindings count in windows aligned to the wall clock (miniflare's simulation, like
// Cloudflare's simple limiter, starts a new one every full period): a test that fills a window
// first waits until enough of the current one is left, or a window turning over between its
// requests would let the one that should be refused through.
export async function withinOneWindow(needMs = 15_000, periodMs = 60_000) {
  const left = periodMs - (Date.now() % periodMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
