// Private files in R2: storing, reading (owner-checked) and deleting them, a picture's variants
// (labelled when the service made it, decision 24) and serving one of its copies. Their keys are
// made in worker/platform/storage/keys.ts, the ownership check is its prefix test.
import { createDb, type Database } from "../../platform/db/client";
import type { EngineImage } from "../../engines/types";
import { AppError } from "../../platform/errors";
import {
  isMadeByService,
  isOwnedBy,
  isStorableKey,
  isVariantKey,
  variantKey,
  type PictureCopy,
} from "../../platform/storage/keys";
import { serveR2Object, type ServeOptions } from "../../platform/storage/serve-r2-object";
import {
  KEEP_OUT_METADATA,
  keepOutOf,
  LABEL_METADATA,
  writeVariants,
  type VariantEnv,
} from "../../platform/image/variants";
import type { ShareBox } from "../../engines/types";
import { activeLabel, copyLabelling, labelNewPicture, readAigc } from "../ai-labels/service";

/**
 * Makes and stores both variants of the picture at `key` (platform/image/variants.ts), with its
 * labelled copies when the service made it; null when the bytes are no picture we make variants of.
 * `db`: the request's D1 session when there is one, so its next read sees the hashes.
 */
export async function storeVariants(
  env: VariantEnv,
  key: string,
  original: Uint8Array,
  db = createDb(env.DB),
  keepOut: readonly ShareBox[] = [],
) {
  const labelling = isMadeByService(key) ? await copyLabelling(db, key, original, env.PIXELS) : null;
  return writeVariants(env, key, original, labelling, db, keepOut);
}

/** As storeVariants, for a picture just stored: a failure is logged and left to the first request. */
export async function storeVariantsQuietly(
  env: VariantEnv,
  key: string,
  bytes: Uint8Array,
  db?: Database,
  keepOut?: readonly ShareBox[],
) {
  try {
    await storeVariants(env, key, bytes, db, keepOut);
  } catch (error) {
    console.error(`variants of ${key} not made (made on first request instead)`, error);
  }
}

/**
 * Stores a picture the service made under its own Content-Type (PNG when the engine did not say),
 * with its implicit AI-content label (a fresh ProduceID), and its labelled copies and variants.
 */
export async function putImage(
  env: Pick<Env, "FILES" | "IMAGES" | "DB">,
  key: string,
  image: Pick<EngineImage, "bytes" | "mimeType" | "keepOut">,
  db: Database = createDb(env.DB),
) {
  const bytes = isMadeByService(key) ? await labelNewPicture(db, key, image.bytes) : image.bytes;
  await env.FILES.put(key, bytes, {
    httpMetadata: { contentType: image.mimeType ?? "image/png" },
    ...(image.keepOut?.length ? { customMetadata: { [KEEP_OUT_METADATA]: JSON.stringify(image.keepOut) } } : {}),
  });
  await storeVariantsQuietly(env, key, bytes, db, image.keepOut);
}

/**
 * `key` when `userId` owns it; for anyone else there is no such file (404, never 403), nor for a
 * key longer than R2 takes (R2 would throw: a 500 before).
 */
export function ownedKey(key: string, userId: string) {
  if (!isOwnedBy(key, userId) || !isStorableKey(key)) throw new AppError("NOT_FOUND", "File not found.");
  return key;
}

/** The owner's file with its bytes. Serving one over HTTP is worker/platform/storage/serve-r2-object.ts's. */
export async function readOwnedFile(bucket: R2Bucket, key: string, userId: string): Promise<R2ObjectBody> {
  const object = await bucket.get(ownedKey(key, userId));
  if (!object) throw new AppError("NOT_FOUND", "File not found.");
  return object;
}

/**
 * Makes the variants of the picture at `key` (already owner-checked) that lacks them; NOT_FOUND
 * when there is no such file, it is not a picture, or it is itself a variant (no copies of copies).
 */
export async function makeVariants(env: Pick<Env, "FILES" | "IMAGES" | "DB">, key: string, db?: Database) {
  const original = isVariantKey(key) ? null : await env.FILES.get(key);
  if (!original) throw new AppError("NOT_FOUND", "File not found.");
  // Narration and other files are not read in full only to find they are no picture.
  if (!original.httpMetadata?.contentType?.startsWith("image/")) {
    await original.body.cancel();
    throw new AppError("NOT_FOUND", "This file has no variants.");
  }
  let bytes: Uint8Array = new Uint8Array(await original.arrayBuffer());
  // A picture stored before labels existed gets its implicit label now (unless it changed meanwhile).
  if (isMadeByService(key) && !readAigc(bytes)) {
    const labelled = await labelNewPicture(db ?? createDb(env.DB), key, bytes);
    if (
      await env.FILES.put(key, labelled, {
        httpMetadata: original.httpMetadata,
        customMetadata: original.customMetadata,
        onlyIf: { etagMatches: original.etag },
      })
    )
      bytes = labelled;
  }
  if (!(await storeVariants(env, key, bytes, db, keepOutOf(original.customMetadata))))
    throw new AppError("NOT_FOUND", "This file has no variants.");
}

/**
 * Serves one copy of the picture at `key` (already owner-checked), making the copies first when
 * they are missing, or when the service made the picture and the copy was labelled under other
 * label settings than today's (decision 24): what is handed out always carries today's label.
 */
export async function serveCopy(
  env: Pick<Env, "FILES" | "IMAGES" | "DB">,
  db: Database,
  key: string,
  copy: PictureCopy,
  request: Request,
  cacheControl: ServeOptions["cacheControl"],
) {
  const stamp = isMadeByService(key) ? (await activeLabel(db)).stamp : null;
  let stale = false;
  const serve = () =>
    serveR2Object(env.FILES, variantKey(key, copy), request, {
      cacheControl: (object) => {
        stale = stamp !== null && object.customMetadata?.[LABEL_METADATA] !== stamp;
        return typeof cacheControl === "string" ? cacheControl : cacheControl(object);
      },
    });
  let res: Response;
  try {
    res = await serve();
  } catch (error) {
    if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
    // A picture stored before variants existed (or whose variants were lost) gets them now.
    await makeVariants(env, key, db);
    return serve();
  }
  if (!stale) return res;
  await res.body?.cancel();
  await makeVariants(env, key, db);
  return serve();
}

export async function readOwnedBytes(bucket: R2Bucket, key: string, userId: string) {
  const object = await readOwnedFile(bucket, key, userId);
  return new Uint8Array(await object.arrayBuffer());
}

/** Deletes every object under `prefix`, a list page (at most 1000 keys) at a time; returns how many. */
export async function deletePrefix(bucket: R2Bucket, prefix: string, pageSize?: number) {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, ...(pageSize ? { limit: pageSize } : {}) });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    deleted += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
