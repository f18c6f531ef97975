// The client's address as Cloudflare saw it. Cloudflare sets cf-connecting-ip on every request
// from the internet and overwrites any value a client sends, so it can be trusted there. Without
// it (tests, local tools) or on loopback (`npm start`, e2e, benchmarks on this machine) there is
// no outside client to limit, and `null` says so.
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function clientIp(headers: Headers): string | null {
  const ip = headers.get("cf-connecting-ip")?.trim();
  return ip && !LOOPBACK.has(ip) ? ip : null;
}

/**
 * What a per-address limit counts: the IPv4 address, or for IPv6 the /64 block, since one
 * household or server usually holds a whole /64 and could otherwise rotate through it.
 */
export function limitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  return ipv6Block(ip, 64) ?? ip;
}

/** The IPv6 block of its first `bits` holding `ip`, as "2001:db8:0:0::/64"; null for IPv4. */
export function ipv6Block(ip: string, bits: 16 | 32 | 48 | 56 | 64): string | null {
  if (!ip.includes(":") || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return null;
  const [head, tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  const numbers = groups.slice(0, Math.ceil(bits / 16)).map((g) => parseInt(g || "0", 16));
  // A /56 keeps the high byte of its fourth group.
  if (bits % 16) numbers[numbers.length - 1] &= 0xffff << (16 - (bits % 16));
  return `${numbers.map((n) => n.toString(16)).join(":")}::/${bits}`;
}
