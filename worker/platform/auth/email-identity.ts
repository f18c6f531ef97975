// One person, one mailbox. Addresses compare trimmed and case-insensitively (better-auth stores
// them lower-cased); for referrals and the sign-up bonus, a mailbox's aliases also count as one
// person: a "+tag" anywhere, and for Gmail the dots of the local part (googlemail.com is gmail).
// The identity is kept as a keyed hash (HMAC-SHA-256 with a key derived from the auth secret),
// so a deleted address can be recognised when it registers again without being stored.

/** Domains where dots in the local part are ignored by the provider. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The mailbox an address delivers to: aliases folded together. */
export function canonicalEmail(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split("+")[0] || local;
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

const keys = new Map<string, Promise<CryptoKey>>();
function hashKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(`atelier-email-identity:${secret}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

async function hmacHex(secret: string, value: string) {
  const mac = await crypto.subtle.sign("HMAC", await hashKey(secret), new TextEncoder().encode(value));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The person behind an address, as a hash: equal for every alias of one mailbox. */
export const identityHash = (secret: string, email: string) => hmacHex(secret, `person:${canonicalEmail(email)}`);

/** One account's address (not folded: aliases are separate accounts), as a hash. */
export const accountKey = (secret: string, email: string) => hmacHex(secret, `account:${normalizeEmail(email)}`);
