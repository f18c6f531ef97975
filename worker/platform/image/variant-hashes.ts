// Content-addressed variants (issue 24, decision 21). A display copy or thumbnail is served under a
// name that carries the SHA-256 of its bytes, `/api/files/<key>?v=thumb&h=<hash>`, with
// `private, max-age=31536000, immutable`: a page seen once shows its pictures again with no request.
// The hash travels with the bytes as the variant's R2 custom metadata (the file route trusts only
// that: a name is immutable only while it names these very bytes) and is indexed in D1
// (`variant_hashes`) so that every answer listing pictures builds the URLs in one query.
// Still private: the file route checks the owner's session before it answers, and sign-out, account
// deletion and an ended session clear the browser's cache (worker/platform/http/clear-site-data.ts).
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { variantHashes } from "../db/schema";
import { fileUrl } from "../storage/keys";
import { IMAGE_VARIANTS, type ImageVariant, type VariantUrls } from "../../../shared/image-variant-sizes";

export type { VariantUrls };

/** The R2 custom-metadata field holding the variant's SHA-256 (64 hex digits). */
export const HASH_METADATA = "sha256";

/**
 * Hex digits of the hash in a URL: 128 bits. The key is in the URL too, so the hash only tells
 * apart versions of one picture; 128 bits keeps even a deliberate collision out of reach.
 */
export const URL_HASH_LENGTH = 32;
const URL_HASH = new RegExp(`^[0-9a-f]{${URL_HASH_LENGTH}}$`);

const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The variant's stored hash, if it was stored with one. */
export const storedHash = (object: Pick<R2Object, "customMetadata">): string | undefined =>
  object.customMetadata?.[HASH_METADATA];

/** Whether the URL's `h` names exactly the bytes whose hash is `stored`. */
export const hashMatches = (stored: string | undefined, h: string | undefined): boolean =>
  Boolean(stored && h && URL_HASH.test(h) && stored.startsWith(h));

/** A variant's URL: content-addressed when its hash is known, else the plain `?v=` form (no-cache). */
export const variantUrl = (key: string, variant: ImageVariant, hash?: string | null) =>
  `${fileUrl(key)}?v=${variant}${hash ? `&h=${hash.slice(0, URL_HASH_LENGTH)}` : ""}`;

/** Records known hashes of a picture's variants (a column not given keeps its value). */
export async function recordVariantHashes(db: Database, key: string, hashes: Partial<Record<ImageVariant, string>>) {
  await db
    .insert(variantHashes)
    .values({ key, ...hashes })
    .onConflictDoUpdate({ target: variantHashes.key, set: hashes });
}

/** D1 takes at most 100 bound parameters per statement. */
const KEYS_PER_QUERY = 100;

/**
 * The variant URLs of many pictures from one query per hundred keys: what every answer that lists
 * pictures hands the SPA. A picture with no recorded hash gets the plain `?v=` URL, whose first
 * request records it; so does every picture when the index cannot be read.
 */
export async function loadVariantUrls(
  db: Database,
  keys: Iterable<string | null | undefined>,
): Promise<(key: string) => VariantUrls> {
  const wanted = [...new Set([...keys].filter((key): key is string => Boolean(key)))];
  const known = new Map<string, Partial<Record<ImageVariant, string | null>>>();
  try {
    for (let i = 0; i < wanted.length; i += KEYS_PER_QUERY) {
      const rows = await db
        .select()
        .from(variantHashes)
        .where(inArray(variantHashes.key, wanted.slice(i, i + KEYS_PER_QUERY)))
        .all();
      for (const row of rows) known.set(row.key, row);
    }
  } catch (error) {
    // Only names: a paid creation that is stored must still be answered, under the plain URLs.
    console.warn("variant hashes not read; plain variant URLs handed out", error);
  }
  return (key) =>
    Object.fromEntries(VARIANT_NAMES.map((v) => [v, variantUrl(key, v, known.get(key)?.[v])])) as VariantUrls;
}

/** Drops the index rows of deleted pictures (their variants went with them). */
export async function forgetVariantHashes(db: Database, keys: (string | null | undefined)[]) {
  const gone = keys.filter((key): key is string => Boolean(key));
  for (let i = 0; i < gone.length; i += KEYS_PER_QUERY)
    await db.delete(variantHashes).where(inArray(variantHashes.key, gone.slice(i, i + KEYS_PER_QUERY)));
}
