// Turning untrusted bytes into pixels and pixels back into PNG, for every Worker that touches
// pixels (the image tools, region edits, Workers AI's working copies, and the demo engine's own
// Worker). Photon aborts with a WASM trap ("unreachable") on garbage, so formats are sniffed
// first and dimensions are read from the header (platform/image/header) to refuse what would not fit
// in the Worker's 128 MB.

import { PhotonImage, resize, SamplingFilter } from "./photon";
import { readImageHeader, sniffImageType } from "./header";
import { EngineError } from "../../engines/types";
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_PIXELS } from "../../../shared/limits";

/**
 * Decoded RGBA is 4 bytes a pixel and a Worker holds 128 MB in all (WASM memory included), so
 * 4096 × 4096 (67 MB) is the most one image may take, leaving room for the input bytes, the
 * working copy and the output. It is the upload limit too (shared/limits.ts), so an accepted photo
 * never fails here after the charge; this check stays for pictures that did not come that way.
 */
export const DECODE_MAX_MEGAPIXELS = MAX_IMAGE_MEGAPIXELS;
const MAX_PIXELS = MAX_IMAGE_PIXELS;

/** Decodes PNG/JPEG/WebP; the caller owns (and must free) the returned image. */
export function decodeImage(bytes: Uint8Array, what = "image"): PhotonImage {
  if (!sniffImageType(bytes)) throw new EngineError("INVALID_IMAGE", `The ${what} is not a PNG, JPEG or WebP file.`);
  // Nothing is decoded without a header that says its size and agrees with itself (platform/image/header):
  // photon would allocate whatever the frame says.
  const header = readImageHeader(bytes);
  if (!header) throw new EngineError("INVALID_IMAGE", `The ${what} could not be decoded; the file may be damaged.`);
  if (header.width * header.height > MAX_PIXELS) {
    throw new EngineError(
      "IMAGE_TOO_BIG",
      `The ${what} has more than ${DECODE_MAX_MEGAPIXELS} megapixels; please use a smaller version.`,
    );
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

/**
 * Decodes and, when larger, shrinks to fit maxSide at once, freeing the full-size pixels: for
 * callers that hold several images (poster references), so only one is ever full size.
 */
export function decodeWorkingCopy(bytes: Uint8Array, what: string, maxSide: number): PhotonImage {
  const img = decodeImage(bytes, what);
  const scale = maxSide / Math.max(img.get_width(), img.get_height());
  if (scale >= 1) return img;
  try {
    return resize(
      img,
      Math.max(1, Math.round(img.get_width() * scale)),
      Math.max(1, Math.round(img.get_height() * scale)),
      SamplingFilter.Triangle,
    );
  } finally {
    img.free();
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

/** As encodePng, as a JPEG of `quality` (1–100): a painted picture at a sixth of the bytes. */
export function encodeJpeg(rgba: Uint8Array, width: number, height: number, quality: number): Uint8Array {
  const img = new PhotonImage(rgba, width, height);
  try {
    return img.get_bytes_jpeg(quality);
  } finally {
    img.free();
  }
}
