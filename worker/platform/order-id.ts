// Recharge order ids, manual and Stripe alike: "R" + the UTC date + 6 characters, e.g. R20261124K3ZQ7A.
const ORDER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Random suffix, or one derived from `seed` (an admin's request key, so a retry finds its order). */
export async function orderIdFor(now: Date, seed?: string) {
  const bytes = seed
    ? new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(seed)))
    : crypto.getRandomValues(new Uint8Array(6));
  const suffix = Array.from(bytes.slice(0, 6), (b) => ORDER_ALPHABET[b % ORDER_ALPHABET.length]).join("");
  return `R${now.toISOString().slice(0, 10).replaceAll("-", "")}${suffix}`;
}
