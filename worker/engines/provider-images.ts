// Bytes in and out of provider engines: MIME sniffing for what we upload, base64 for JSON
// wire formats, and normalising whatever a provider returns into the PNG the rest of the app
// stores (decode.ts owns the actual pixel work and its safety limits).
import { decodeImage } from "./builtin/decode";
import { EngineError, type AspectRatio, type EngineImage } from "./types";

export type ImageMime = "image/png" | "image/jpeg" | "image/webp";

/** Sniffed from magic bytes: the upload's file name or declared type cannot be trusted. */
export function imageMime(bytes: Uint8Array): ImageMime | null {
  const b = bytes;
  if (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "image/png";
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  const tag = (o: number) => String.fromCharCode(b[o], b[o + 1], b[o + 2], b[o + 3]);
  if (b.length > 12 && tag(0) === "RIFF" && tag(8) === "WEBP") return "image/webp";
  return null;
}

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

/**
 * Every engine result is PNG. Decoding also proves the provider sent a real image (a broken
 * one would otherwise be stored and charged for). PNGs are passed through untouched.
 */
export function toEngineImage(bytes: Uint8Array): EngineImage {
  let img;
  try {
    img = decodeImage(bytes, "provider's image");
  } catch (err) {
    const detail = err instanceof EngineError ? ` ${err.message}` : "";
    throw new EngineError("PROVIDER_ERROR", `The provider returned an unusable image.${detail}`);
  }
  try {
    const png = imageMime(bytes) === "image/png" ? bytes : img.get_bytes();
    return { bytes: png, width: img.get_width(), height: img.get_height() };
  } finally {
    img.free();
  }
}

/**
 * Width and height from the file header, without decoding: a 10 MB phone photo decodes to
 * ~100 MB of RGBA, most of a Worker's memory, just to learn its shape. Null when unknown.
 */
export function headerSize(b: Uint8Array): { width: number; height: number } | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const mime = imageMime(b);
  if (mime === "image/png" && b.length >= 24) return { width: v.getUint32(16), height: v.getUint32(20) };
  if (mime === "image/webp" && b.length >= 30) {
    const chunk = String.fromCharCode(b[12], b[13], b[14], b[15]);
    if (chunk === "VP8X") return { width: (v.getUint32(24, true) & 0xffffff) + 1, height: (v.getUint32(27, true) & 0xffffff) + 1 };
    if (chunk === "VP8L") {
      const bits = v.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8 ") return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  }
  if (mime === "image/jpeg") {
    // Walk the marker segments to the first start-of-frame (SOF0–SOF15 minus DHT/JPG/DAC).
    for (let o = 2; o + 9 < b.length; o += 2 + v.getUint16(o + 2)) {
      if (b[o] !== 0xff) return null;
      const m = b[o + 1];
      if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) return { width: v.getUint16(o + 7), height: v.getUint16(o + 5) };
    }
  }
  return null;
}

/** The shape class of a picture, for providers that only offer square/portrait/landscape. */
export function aspectClass(ratio: AspectRatio | { width: number; height: number }): "square" | "portrait" | "landscape" {
  const [w, h] = typeof ratio === "string" ? ratio.split(":").map(Number) : [ratio.width, ratio.height];
  if (w > h * 1.15) return "landscape";
  if (h > w * 1.15) return "portrait";
  return "square";
}
