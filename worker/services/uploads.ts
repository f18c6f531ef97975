// Uploaded images are judged by their bytes, never by the client's name or Content-Type.
import { AppError } from "../errors";

export type ImageType = "image/png" | "image/jpeg" | "image/webp";

export const MB = 1024 * 1024;

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a)
    return "image/png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (
    b.length >= 12 &&
    String.fromCharCode(b[0], b[1], b[2], b[3]) === "RIFF" &&
    String.fromCharCode(b[8], b[9], b[10], b[11]) === "WEBP"
  )
    return "image/webp";
  return null;
}

/** Reads and checks uploaded images: count, size each, type by magic bytes. */
export async function readImageUploads(files: File[], limits: { maxCount: number; maxBytes: number }) {
  if (files.length > limits.maxCount)
    throw new AppError("TOO_MANY_IMAGES", `At most ${limits.maxCount} reference images.`, { max: limits.maxCount });
  const images: { bytes: Uint8Array; type: ImageType; name: string }[] = [];
  for (const file of files) {
    if (file.size > limits.maxBytes)
      throw new AppError("IMAGE_TOO_LARGE", `Each image must be at most ${limits.maxBytes / MB} MB.`, { maxMb: limits.maxBytes / MB, file: file.name });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new AppError("UNSUPPORTED_IMAGE_TYPE", "Only PNG, JPEG or WebP images are accepted.", { file: file.name });
    images.push({ bytes, type, name: file.name });
  }
  return images;
}
