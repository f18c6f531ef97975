// The region edit's guarantee, kept here whatever an engine returns: the result is the engine's
// picture inside the painted mask (blended towards the original over a few pixels along the
// inner edge, so no seam shows) and the original's own RGBA bytes everywhere else. The engine's
// picture is scaled to the work's size first (providers draw their own sizes).
import { PhotonImage, resize, SamplingFilter } from "../../platform/image/photon";
import { decodeImage, encodePng } from "../../platform/image/decode";
import type { EngineImage } from "../types";
import type { RegionMask } from "./mask";

/** How far into the painted area the blend reaches, in pixels. */
export const FEATHER_PX = 4;

export type Rgba = { width: number; height: number; rgba: Uint8Array };

/** Decodes a picture to raw RGBA at its own size. */
export function rgbaOf(bytes: Uint8Array, what: string): Rgba {
  const img = decodeImage(bytes, what);
  try {
    return { width: img.get_width(), height: img.get_height(), rgba: img.get_raw_pixels() };
  } finally {
    img.free();
  }
}

/** The engine's picture as RGBA at width × height. */
function editedAt(image: EngineImage, width: number, height: number): Uint8Array {
  const img = decodeImage(image.bytes, "edited image");
  if (img.get_width() === width && img.get_height() === height) {
    const rgba = img.get_raw_pixels();
    img.free();
    return rgba;
  }
  let scaled: PhotonImage | undefined;
  try {
    scaled = resize(img, width, height, SamplingFilter.Lanczos3);
    return scaled.get_raw_pixels();
  } finally {
    img.free();
    scaled?.free();
  }
}

/**
 * Per pixel, how much of the edit shows (0–255): 0 outside the mask, and inside the share of
 * painted pixels in the (2·FEATHER_PX+1)² square around it, stretched so that a pixel
 * FEATHER_PX deep shows the edit fully. Edges of the picture count as painted, so a mask that
 * covers everything shows the edit everywhere.
 */
export function blendWeights(mask: RegionMask, radius = FEATHER_PX): Uint8Array {
  const { width: w, height: h, painted } = mask;
  const rows = new Uint16Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dx = -radius; dx <= radius; dx++) sum += painted[y * w + Math.min(w - 1, Math.max(0, x + dx))] ? 1 : 0;
      rows[y * w + x] = sum;
    }
  }
  const side = 2 * radius + 1;
  const weights = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (!painted[p]) continue;
      let sum = 0;
      for (let dy = -radius; dy <= radius; dy++) sum += rows[Math.min(h - 1, Math.max(0, y + dy)) * w + x];
      const share = sum / (side * side);
      // share is ~½ on the edge and 1 deep inside; at least a quarter of the edit shows on the edge.
      weights[p] = Math.round(255 * Math.min(1, Math.max(0.25, 2 * share - 1)));
    }
  }
  return weights;
}

/** The result PNG: the edit inside the mask, the original's bytes outside it. */
export function compositeRegion(original: Rgba, edited: EngineImage, mask: RegionMask): EngineImage {
  const { width, height } = original;
  const inside = editedAt(edited, width, height);
  const weights = blendWeights(mask);
  const out = new Uint8Array(original.rgba);
  for (let p = 0; p < weights.length; p++) {
    const a = weights[p];
    if (a === 0) continue;
    for (let c = p * 4; c < p * 4 + 4; c++) out[c] = Math.round((inside[c] * a + original.rgba[c] * (255 - a)) / 255);
  }
  return { bytes: encodePng(out, width, height), width, height, mimeType: "image/png" };
}
