// An API token's secret: `atl_` and 32 random bytes in base64url (256 bits). The database keeps
// only its SHA-256 (hex) and its first characters; a request's token is hashed and looked up, so
// the comparison is by hash and the secret itself is never stored or logged.

export const TOKEN_SCHEME = "atl_";
/** `atl_` + 43 base64url characters (32 bytes without padding). */
export const TOKEN_PATTERN = /^atl_[A-Za-z0-9_-]{43}$/;
/** What the account page shows of a token: `atl_` and its first 6 characters. */
export const PREFIX_LENGTH = TOKEN_SCHEME.length + 6;

export function newTokenSecret() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return (
    TOKEN_SCHEME +
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "")
  );
}

export async function tokenHash(secret: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}
