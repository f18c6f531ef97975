// The client's address as Cloudflare saw it. Cloudflare sets cf-connecting-ip on every request
// from the internet and overwrites any value a client sends, so it can be trusted there. Without
// it (tests, local tools) or on loopback (`npm start`, e2e, benchmarks on this machine) there is
// no outside client to limit, and `null` says so.
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function clientIp(headers: Headers): string | null {
  const ip = headers.get("cf-connecting-ip")?.trim();
  return ip && !LOOPBACK.has(ip) ? ip : null;
}
