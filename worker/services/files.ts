// Private files in R2. Keys are chosen by the server and start with the owner's id, so the
// ownership check is a prefix test and a client never names a storage location.
import { AppError } from "../errors";

export const workImageKey = (userId: string, workId: string) => `u/${userId}/works/${workId}.png`;

export const fileUrl = (key: string) => `/api/files/${key}`;

export function isOwnedBy(key: string, userId: string) {
  return key.startsWith(`u/${userId}/`) && !key.includes("..");
}

export async function putPng(bucket: R2Bucket, key: string, bytes: Uint8Array) {
  await bucket.put(key, bytes, { httpMetadata: { contentType: "image/png" } });
}

export async function readOwnedFile(bucket: R2Bucket, key: string, userId: string) {
  if (!isOwnedBy(key, userId)) throw new AppError("NOT_FOUND", "File not found.");
  const object = await bucket.get(key);
  if (!object) throw new AppError("NOT_FOUND", "File not found.");
  return object;
}

export async function readOwnedBytes(bucket: R2Bucket, key: string, userId: string) {
  const object = await readOwnedFile(bucket, key, userId);
  return new Uint8Array(await object.arrayBuffer());
}
