// Private files in R2. Keys are chosen by the server and start with the owner's id, so the
// ownership check is a prefix test and a client never names a storage location. Every key is
// made here: works/ (results), uploads/ (a task's input photo), books/<id>/ (a book's pages).
import { AppError } from "../errors";

/** Everything stored lives under this prefix (the orphan sweep lists it). */
export const FILES_ROOT = "u/";

export const workImageKey = (userId: string, workId: string) => `u/${userId}/works/${workId}.png`;

const UPLOAD_EXTENSIONS: Record<string, string> = { "image/png": "png", "image/webp": "webp" };
export const uploadKey = (userId: string, uploadId: string, contentType: string) =>
  `u/${userId}/uploads/${uploadId}.${UPLOAD_EXTENSIONS[contentType] ?? "jpg"}`;

export const bookFileKey = (userId: string, bookId: string, name: string) => `u/${userId}/books/${bookId}/${name}`;

export const fileUrl = (key: string) => `/api/files/${key}`;

export function isOwnedBy(key: string, userId: string) {
  return key.startsWith(`u/${userId}/`) && !key.includes("..");
}

export async function putPng(bucket: R2Bucket, key: string, bytes: Uint8Array) {
  await bucket.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
}

/** The owner's file; with `conditions` (a request's If-None-Match…) it has no body when they fail. */
export async function readOwnedFile(bucket: R2Bucket, key: string, userId: string, conditions?: Headers): Promise<R2Object | R2ObjectBody> {
  if (!isOwnedBy(key, userId)) throw new AppError("NOT_FOUND", "File not found.");
  const object = await bucket.get(key, conditions ? { onlyIf: conditions } : undefined);
  if (!object) throw new AppError("NOT_FOUND", "File not found.");
  return object;
}

export async function readOwnedBytes(bucket: R2Bucket, key: string, userId: string) {
  const object = await readOwnedFile(bucket, key, userId);
  if (!("body" in object)) throw new AppError("NOT_FOUND", "File not found.");
  return new Uint8Array(await object.arrayBuffer());
}

/** Deletes every object under `prefix`, a list page (at most 1000 keys) at a time. */
export async function deletePrefix(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
