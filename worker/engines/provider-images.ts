// Bytes in and out of provider engines: MIME sniffing for what we upload, base64 for JSON
// wire formats, and checking what a provider returns before it is stored and charged for.
// Results keep the format they arrived in (a JPEG stays a JPEG): re-encoding would cost CPU
// and quality, and decoding a 4K result would take most of a Worker's 128 MB.
import { readImageHeader, sniffImageType, type ImageType } from "../platform/image/header";
import { EngineError, type AspectRatio, type EngineImage } from "./types";

export type ImageMime = ImageType;

/** Sniffed from magic bytes: the upload's file name or declared type cannot be trusted. */
export const imageMime = (bytes: Uint8Array): ImageMime | null => sniffImageType(bytes);

export function requireImageMime(bytes: Uint8Array, what: string): ImageMime {
  const mime = imageMime(bytes);
  if (!mime) throw new EngineError("INVALID_IMAGE", `The ${what} is not a PNG, JPEG or WebP file.`);
  return mime;
}

export const extensionOf = (mime: ImageMime) => (mime === "image/jpeg" ? "jpg" : mime.slice("image/".length));

export function toBase64(bytes: Uint8Array): string {
  // btoa takes a "binary string"; chunking keeps String.fromCharCode under the argument limit.
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(data: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(data.replace(/\s+/g, ""));
  } catch {
    throw new EngineError("PROVIDER_ERROR", "The provider returned image data that is not valid base64.");
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const ascii = (b: Uint8Array, o: number, n = 4) => String.fromCharCode(...b.subarray(o, o + n));

/** The file ends where its format says: a cut-off download would otherwise be stored and charged. */
function isWhole(b: Uint8Array, type: ImageMime): boolean {
  if (type === "image/png") return b.length >= 12 && ascii(b, b.length - 8) === "IEND";
  if (type === "image/jpeg") {
    // The end-of-image marker, allowing for the padding some encoders append.
    for (let o = b.length - 2; o >= Math.max(2, b.length - 64); o--)
      if (b[o] === 0xff && b[o + 1] === 0xd9) return true;
    return false;
  }
  const riffSize = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(4, true);
  return riffSize + 8 <= b.length;
}

/**
 * A provider's image as it arrived: format from the magic bytes (not the provider's label),
 * size from the header, and a check that the file is complete. Nothing is re-encoded.
 */
export function toEngineImage(bytes: Uint8Array): EngineImage {
  const header = readImageHeader(bytes);
  if (!header || !isWhole(bytes, header.type)) {
    throw new EngineError(
      "PROVIDER_ERROR",
      "The provider returned an unusable image (not a whole PNG, JPEG or WebP file).",
    );
  }
  return { bytes, width: header.width, height: header.height, mimeType: header.type };
}

/**
 * Width and height from the file header, without decoding: a 10 MB phone photo decodes to
 * ~100 MB of RGBA, most of a Worker's memory, just to learn its shape. Null when unknown.
 */
export function headerSize(b: Uint8Array): { width: number; height: number } | null {
  const header = readImageHeader(b);
  return header ? { width: header.width, height: header.height } : null;
}

/** The shape class of a picture, for providers that only offer square/portrait/landscape. */
export function aspectClass(
  ratio: AspectRatio | { width: number; height: number },
): "square" | "portrait" | "landscape" {
  const [w, h] = typeof ratio === "string" ? ratio.split(":").map(Number) : [ratio.width, ratio.height];
  if (w > h * 1.15) return "landscape";
  if (h > w * 1.15) return "portrait";
  return "square";
}
