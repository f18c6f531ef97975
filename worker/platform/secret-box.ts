// Encrypts secrets kept in D1 (provider API keys set by admins): AES-GCM with a fresh IV per
// value, under a key derived (HKDF-SHA-256) from the Worker secret BETTER_AUTH_SECRET, or from
// CONFIG_ENCRYPTION_KEY when that is set. Only ciphertext ever reaches the database.
const enc = new TextEncoder();
const dec = new TextDecoder();

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function keyFor(secret: string) {
  const material = await crypto.subtle.importKey("raw", enc.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: enc.encode("atelier/system-config"), info: enc.encode("v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

export function boxSecret(env: Pick<Env, "BETTER_AUTH_SECRET"> & { CONFIG_ENCRYPTION_KEY?: string }) {
  const secret = env.CONFIG_ENCRYPTION_KEY || env.BETTER_AUTH_SECRET;
  if (!secret) throw new Error("No secret to derive the config encryption key from");
  const key = keyFor(secret);
  return {
    async seal(plain: string): Promise<string> {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const ct = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await key, enc.encode(plain)));
      return `v1:${b64(iv)}:${b64(ct)}`;
    },
    async open(sealed: string): Promise<string> {
      const [version, iv, ct] = sealed.split(":");
      if (version !== "v1" || !iv || !ct) throw new Error("Unknown sealed format");
      return dec.decode(await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(iv) }, await key, unb64(ct)));
    },
  };
}

/** "sk-…cdef": enough to recognise a key, never enough to use it. */
export function maskSecret(plain: string) {
  return plain.length <= 8 ? "••••" : `${plain.slice(0, 3)}…${plain.slice(-4)}`;
}
