// Private files in R2. Keys are chosen by the server and start with the owner's id, so the
// ownership check is a prefix test and a client never names a storage location. Every key is
// made here: works/ (results), uploads/ (a task's input photo), books/<id>/ (a book's pages).
import type { EngineImage, ImageMimeType } from "../engines/types";
import { AppError } from "../errors";
import { isVariantKey, storeVariants, storeVariantsQuietly } from "./image-variants";

/** Everything stored lives under this prefix (the orphan sweep lists it). */
export const FILES_ROOT = "u/";

/** An image keeps the format its engine made (see provider-images.ts); the extension says which. */
const IMAGE_EXTENSIONS: Record<ImageMimeType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };
export const imageExtension = (mimeType: ImageMimeType = "image/png") => IMAGE_EXTENSIONS[mimeType];

export const workImageKey = (userId: string, workId: string, mimeType?: ImageMimeType) => `u/${userId}/works/${workId}.${imageExtension(mimeType)}`;
/** Every key a work's image may have, for deletes that do not know its format. */
export const workImageKeys = (userId: string, workId: string) =>
  (Object.keys(IMAGE_EXTENSIONS) as ImageMimeType[]).map((mimeType) => workImageKey(userId, workId, mimeType));

const UPLOAD_EXTENSIONS: Record<string, string> = { "image/png": "png", "image/webp": "webp" };
export const uploadKey = (userId: string, uploadId: string, contentType: string) =>
  `u/${userId}/uploads/${uploadId}.${UPLOAD_EXTENSIONS[contentType] ?? "jpg"}`;

export const bookFileKey = (userId: string, bookId: string, name: string) => `u/${userId}/books/${bookId}/${name}`;

export const fileUrl = (key: string) => `/api/files/${key}`;

export function isOwnedBy(key: string, userId: string) {
  return key.startsWith(`u/${userId}/`) && !key.includes("..");
}

/** Stores an engine's image under its own Content-Type (PNG when the engine did not say), and its variants. */
export async function putImage(env: Pick<Env, "FILES" | "IMAGES">, key: string, image: Pick<EngineImage, "bytes" | "mimeType">) {
  await env.FILES.put(key, image.bytes, { httpMetadata: { contentType: image.mimeType ?? "image/png" } });
  await storeVariantsQuietly(env, key, image.bytes);
}

/** `key` when `userId` owns it; for anyone else there is no such file (404, never 403). */
export function ownedKey(key: string, userId: string) {
  if (!isOwnedBy(key, userId)) throw new AppError("NOT_FOUND", "File not found.");
  return key;
}

/** The owner's file with its bytes. Serving one over HTTP is worker/lib/serve-r2-object.ts's. */
export async function readOwnedFile(bucket: R2Bucket, key: string, userId: string): Promise<R2ObjectBody> {
  const object = await bucket.get(ownedKey(key, userId));
  if (!object) throw new AppError("NOT_FOUND", "File not found.");
  return object;
}

/**
 * Makes the variants of the picture at `key` (already owner-checked) that lacks them; NOT_FOUND
 * when there is no such file, it is not a picture, or it is itself a variant (no copies of copies).
 */
export async function makeVariants(env: Pick<Env, "FILES" | "IMAGES">, key: string) {
  const original = isVariantKey(key) ? null : await env.FILES.get(key);
  if (!original) throw new AppError("NOT_FOUND", "File not found.");
  // Narration and other files are not read in full only to find they are no picture.
  if (!original.httpMetadata?.contentType?.startsWith("image/")) {
    await original.body.cancel();
    throw new AppError("NOT_FOUND", "This file has no variants.");
  }
  if (!(await storeVariants(env, key, new Uint8Array(await original.arrayBuffer())))) throw new AppError("NOT_FOUND", "This file has no variants.");
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
