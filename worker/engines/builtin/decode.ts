// Turning untrusted bytes into pixels and pixels back into PNG. Photon aborts with a WASM
// trap ("unreachable") on garbage, so formats are sniffed first and dimensions are read from
// the header to refuse decompression bombs before they eat the Worker's 128 MB.

import { PhotonImage, resize, SamplingFilter } from "../../lib/photon";
import { EngineError } from "../types";

/** ~40 MP decoded is 160 MB of RGBA: more than a Worker can hold. */
const MAX_PIXELS = 36_000_000;

type Format = "png" | "jpeg" | "webp";

function sniff(b: Uint8Array): Format | null {
  if (b.length > 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "png";
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  const tag = (o: number) => String.fromCharCode(b[o], b[o + 1], b[o + 2], b[o + 3]);
  if (b.length > 30 && tag(0) === "RIFF" && tag(8) === "WEBP") return "webp";
  return null;
}

/** Width × height from the header, or null when the header does not say (let photon try). */
function headerPixels(b: Uint8Array, format: Format): number | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (format === "png") return v.getUint32(16) * v.getUint32(20);
  if (format === "webp") {
    const chunk = String.fromCharCode(b[12], b[13], b[14], b[15]);
    if (chunk === "VP8X") return ((v.getUint32(24, true) & 0xffffff) + 1) * ((v.getUint32(27, true) & 0xffffff) + 1);
    if (chunk === "VP8L") {
      const bits = v.getUint32(21, true);
      return ((bits & 0x3fff) + 1) * (((bits >> 14) & 0x3fff) + 1);
    }
    if (chunk === "VP8 " && b.length > 30) return (v.getUint16(26, true) & 0x3fff) * (v.getUint16(28, true) & 0x3fff);
    return null;
  }
  // JPEG: walk the marker segments to the first start-of-frame.
  let o = 2;
  while (o + 9 < b.length) {
    if (b[o] !== 0xff) return null;
    const marker = b[o + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return v.getUint16(o + 5) * v.getUint16(o + 7);
    }
    o += 2 + v.getUint16(o + 2);
  }
  return null;
}

/** Decodes PNG/JPEG/WebP; the caller owns (and must free) the returned image. */
export function decodeImage(bytes: Uint8Array, what = "image"): PhotonImage {
  const format = sniff(bytes);
  if (!format) throw new EngineError("INVALID_IMAGE", `The ${what} is not a PNG, JPEG or WebP file.`);
  const pixels = headerPixels(bytes, format);
  if (pixels !== null && pixels > MAX_PIXELS) {
    throw new EngineError("INVALID_IMAGE", `The ${what} is too large to process (over ${MAX_PIXELS / 1e6} megapixels).`);
  }
  try {
    const img = PhotonImage.new_from_byteslice(bytes);
    if (img.get_width() === 0 || img.get_height() === 0) {
      img.free();
      throw new Error("empty image");
    }
    return img;
  } catch {
    throw new EngineError("INVALID_IMAGE", `The ${what} could not be decoded; the file may be damaged.`);
  }
}

export type Bitmap = { width: number; height: number; rgba: Uint8Array };

/** Scales to fit inside maxW × maxH (up or down) and returns raw RGBA; frees nothing it was given. */
export function fitBitmap(img: PhotonImage, maxW: number, maxH: number): Bitmap {
  const scale = Math.min(maxW / img.get_width(), maxH / img.get_height());
  const width = Math.max(1, Math.round(img.get_width() * scale));
  const height = Math.max(1, Math.round(img.get_height() * scale));
  // Triangle is ~3× faster than Lanczos on multi-megapixel photos and looks the same at poster size.
  const scaled = resize(img, width, height, SamplingFilter.Triangle);
  try {
    return { width, height, rgba: scaled.get_raw_pixels() };
  } finally {
    scaled.free();
  }
}

export function encodePng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const img = new PhotonImage(rgba, width, height);
  try {
    return img.get_bytes();
  } finally {
    img.free();
  }
}
