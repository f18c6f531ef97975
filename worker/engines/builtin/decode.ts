// Turning untrusted bytes into pixels and pixels back into PNG. Photon aborts with a WASM
// trap ("unreachable") on garbage, so formats are sniffed first and dimensions are read from
// the header (lib/image-header) to refuse decompression bombs before they eat the
// Worker's 128 MB.

import { PhotonImage, resize, SamplingFilter } from "../../lib/photon";
import { readImageHeader, sniffImageType } from "../../lib/image-header";
import { EngineError } from "../types";

/** ~40 MP decoded is 160 MB of RGBA: more than a Worker can hold. */
const MAX_PIXELS = 36_000_000;

/** Decodes PNG/JPEG/WebP; the caller owns (and must free) the returned image. */
export function decodeImage(bytes: Uint8Array, what = "image"): PhotonImage {
  if (!sniffImageType(bytes)) throw new EngineError("INVALID_IMAGE", `The ${what} is not a PNG, JPEG or WebP file.`);
  // A header that does not say is left to photon, which refuses what it cannot decode.
  const header = readImageHeader(bytes);
  if (header && header.width * header.height > MAX_PIXELS) {
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
