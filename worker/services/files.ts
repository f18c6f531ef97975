// Private files in R2. Keys are chosen by the server and start with the owner's id, so the
// ownership check is a prefix test and a client never names a storage location. Every key is
// made here: works/ (results), uploads/ (a task's input photo), books/<id>/ (a book's pages).
import type { EngineImage, ImageMimeType } from "../engines/types";
import { AppError } from "../errors";
import { isVariantKey, storeVariants, storeVariantsQuietly, variantKey, type ImageVariant } from "./image-variants";

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

/** The owner's file; with `conditions` (a request's If-None-Match…) it has no body when they fail. */
export async function readOwnedFile(bucket: R2Bucket, key: string, userId: string, conditions?: Headers): Promise<R2Object | R2ObjectBody> {
  if (!isOwnedBy(key, userId)) throw new AppError("NOT_FOUND", "File not found.");
  const object = await bucket.get(key, conditions ? { onlyIf: conditions } : undefined);
  if (!object) throw new AppError("NOT_FOUND", "File not found.");
  return object;
}

/**
 * The owner's variant of a picture, made now if it is missing (a picture stored before variants
 * existed, or whose variants were not made); with `conditions` as readOwnedFile.
 */
export async function readOwnedVariant(env: Pick<Env, "FILES" | "IMAGES">, key: string, variant: ImageVariant, userId: string, conditions?: Headers): Promise<R2Object | R2ObjectBody> {
  // A variant has no variants of its own (they would be junk copies in the owner's space).
  if (!isOwnedBy(key, userId) || isVariantKey(key)) throw new AppError("NOT_FOUND", "File not found.");
  const options = conditions ? { onlyIf: conditions } : undefined;
  const stored = await env.FILES.get(variantKey(key, variant), options);
  if (stored) return stored;
  const original = await readOwnedBytes(env.FILES, key, userId);
  if (!(await storeVariants(env, key, original))) throw new AppError("NOT_FOUND", "This file has no variants.");
  const made = await env.FILES.get(variantKey(key, variant), options);
  if (!made) throw new AppError("NOT_FOUND", "File not found.");
  return made;
}

export async function readOwnedBytes(bucket: R2Bucket, key: string, userId: string) {
  const object = await readOwnedFile(bucket, key, userId);
  if (!("body" in object)) throw new AppError("NOT_FOUND", "File not found.");
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
