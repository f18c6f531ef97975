// Serving a display copy or thumbnail (`GET /api/files/<key>?v=thumb|display[&h=<hash>]`, the key
// already owner-checked by the route). A request whose `h` is the hash of the bytes stored now gets
// them as immutable for a year; any other (no hash, a stale one after the variant was made again,
// a wrong one) gets the current bytes under `private, no-cache`, exactly as before issue 24: the
// picture still shows, and no name is ever kept by a browser for bytes it does not name. A
// redirect would cost a round trip; a 404 would blank a page rendered from an older listing.
// Such a request also repairs the index the listings read, so the next listing hands out the
// right name, and a variant made before hashes existed gets its hash here, once.
import type { Database } from "../../platform/db/client";
import { variantHashes } from "../../platform/db/schema";
import { eq } from "drizzle-orm";
import { variantKey } from "../../platform/storage/keys";
import { serveCopy } from "./service";
import type { ImageVariant } from "../../platform/image/variants";
import {
  HASH_METADATA,
  hashMatches,
  recordVariantHashes,
  sha256Hex,
  storedHash,
} from "../../platform/image/variant-hashes";

/** Checked with the server on every use: a browser shows the bytes only after this route said yes. */
export const PRIVATE_FILE = "private, no-cache";
/** A content-addressed variant: these bytes under this name, forever. Still private (no shared cache). */
export const IMMUTABLE_FILE = "private, max-age=31536000, immutable";

type ServeEnv = Pick<Env, "FILES" | "IMAGES" | "DB">;

export async function serveVariant(
  env: ServeEnv,
  db: Database,
  key: string,
  variant: ImageVariant,
  request: Request,
  h: string | undefined,
) {
  // What the served object says its hash is (undefined: stored before hashes; null: not found yet).
  let seen: string | undefined | null = null;
  const cacheControl = (object: R2Object) => {
    seen = storedHash(object);
    return hashMatches(seen, h) ? IMMUTABLE_FILE : PRIVATE_FILE;
  };
  const res = await serveCopy(env, db, key, variant, request, cacheControl);
  if (seen !== null && !hashMatches(seen, h)) {
    // Only bookkeeping: the answer stands whatever happens here.
    await indexHash(env, db, key, variant, seen).catch((error) =>
      console.warn(`hash of ${variantKey(key, variant)} not recorded`, error),
    );
  }
  return res;
}

/** Makes sure the listings' index has the variant's current hash, hashing an older variant once. */
async function indexHash(env: ServeEnv, db: Database, key: string, variant: ImageVariant, seen: string | undefined) {
  const hash = seen ?? (await hashStoredVariant(env.FILES, variantKey(key, variant)));
  if (!hash) return;
  const row = await db.select().from(variantHashes).where(eq(variantHashes.key, key)).get();
  if (row?.[variant] !== hash) await recordVariantHashes(db, key, { [variant]: hash });
}

/**
 * Stores a variant made before hashes existed again with its hash in its metadata; the hash, or
 * null when it changed or went meanwhile (whoever changed it stored its hash).
 */
export async function hashStoredVariant(bucket: R2Bucket, variantObjectKey: string): Promise<string | null> {
  const object = await bucket.get(variantObjectKey);
  if (!object) return null;
  const existing = storedHash(object);
  if (existing) {
    await object.body.cancel();
    return existing;
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  const hash = await sha256Hex(bytes);
  const put = await bucket.put(variantObjectKey, bytes, {
    httpMetadata: object.httpMetadata,
    customMetadata: { ...object.customMetadata, [HASH_METADATA]: hash },
    onlyIf: { etagMatches: object.etag },
  });
  return put ? hash : null;
}
