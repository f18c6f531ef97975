// The image tools' pixel work, done in the Worker on every engine that has no better tool:
// upscaling with Lanczos3 and a sharpen, a background matte estimated from the border (flood
// fill by colour distance with a soft edge, worker/platform/image/), an expanded canvas filled by
// held, blurred edge extension, and a cut-out composited onto a colour or a scene. Plain RGBA arrays; photon only
// decodes, resamples, blurs and encodes.
import { PhotonImage, SamplingFilter, gaussian_blur, resize, sharpen } from "../../../platform/image/photon";
import { decodeImage, encodePng, type Bitmap } from "../../../platform/image/decode";
import type { EngineImage } from "../../../engines/types";
import { expandedSize } from "../../../../shared/expand-canvas";
import { composite } from "../../../platform/image/composite";
import { cutOut } from "../../../platform/image/cutout";

export type { Bitmap };

export function toBitmap(bytes: Uint8Array, what = "work"): Bitmap {
  const img = decodeImage(bytes, what);
  try {
    return { width: img.get_width(), height: img.get_height(), rgba: img.get_raw_pixels() };
  } finally {
    img.free();
  }
}

export const pngOf = (b: Bitmap): EngineImage => ({
  bytes: encodePng(b.rgba, b.width, b.height),
  width: b.width,
  height: b.height,
  mimeType: "image/png",
});

/** The bitmap resampled to width × height (Lanczos3), and sharpened when `sharpened`. */
export function resampled(b: Bitmap, width: number, height: number, sharpened = false): Bitmap {
  const img = new PhotonImage(b.rgba, b.width, b.height);
  try {
    const out = resize(img, width, height, SamplingFilter.Lanczos3);
    try {
      const plain = out.get_raw_pixels();
      if (!sharpened) return { width, height, rgba: plain };
      sharpen(out);
      return { width, height, rgba: withEdgesOf(out.get_raw_pixels(), plain, width, height) };
    } finally {
      out.free();
    }
  } finally {
    img.free();
  }
}

/** photon's sharpen leaves the outermost pixels black: they are taken from the unsharpened copy. */
function withEdgesOf(rgba: Uint8Array, plain: Uint8Array, width: number, height: number): Uint8Array {
  const row = width * 4;
  rgba.set(plain.subarray(0, row), 0);
  rgba.set(plain.subarray((height - 1) * row), (height - 1) * row);
  for (let y = 0; y < height; y++) {
    rgba.set(plain.subarray(y * row, y * row + 4), y * row);
    rgba.set(plain.subarray((y + 1) * row - 4, (y + 1) * row), (y + 1) * row - 4);
  }
  return rgba;
}

/** Upscaling without a provider upscaler: Lanczos3 to `factor` times the size, then a sharpen. */
export function upscaleBitmap(b: Bitmap, factor: number): Bitmap {
  return resampled(b, b.width * factor, b.height * factor, true);
}

/**
 * A real alpha matte with no ring of the old background (worker/platform/image/cutout.ts, the
 * same matte the demo engine cuts products out with).
 */
export const cutOutBitmap = (b: Bitmap, bg?: readonly number[]): Bitmap => cutOut(b, bg);

/** The pixels of `key` colour (a provider's flat backdrop) made transparent, as cutOutBitmap does. */
export const keyedOutBitmap = (b: Bitmap, key: readonly number[]) => cutOut(b, key);

export { composite };

/** "#rrggbb" as [r, g, b]. */
export const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Where the original sits on the expanded canvas. */
export type Placement = { width: number; height: number; left: number; top: number };

/** The smallest canvas of ratio w:h that holds the image (shared/expand-canvas.ts), the image centred on it. */
export function placementFor(width: number, height: number, ratio: string): Placement {
  const { width: w, height: h } = expandedSize(width, height, ratio);
  return { width: w, height: h, left: (w - width) >> 1, top: (h - height) >> 1 };
}

/**
 * The source row or column for position v (0-based on the original's axis of n pixels): the edge
 * held outward, so the new area continues the edge's colours. (Mirroring a band of the picture
 * showed its subject reflected at the seam.)
 */
const held = (v: number, n: number) => Math.min(Math.max(v, 0), n - 1);

/** A strong blur, made at most 512 px on the long side and scaled back (fast on a large canvas). */
function softened(b: Bitmap): Uint8Array {
  const scale = Math.min(1, 512 / Math.max(b.width, b.height));
  const small = resampled(b, Math.max(1, Math.round(b.width * scale)), Math.max(1, Math.round(b.height * scale)));
  const img = new PhotonImage(small.rgba, small.width, small.height);
  try {
    gaussian_blur(img, 8);
    return resampled({ width: small.width, height: small.height, rgba: img.get_raw_pixels() }, b.width, b.height).rgba;
  } finally {
    img.free();
  }
}

/**
 * The image on the larger canvas, the new area filled plausibly: the edge held outward, blurred more the further it is from the original (a soft continuation, not a copy), and the
 * original's pixels left exactly as they were.
 */
export function expandBitmap(b: Bitmap, at: Placement): Bitmap {
  const extended = new Uint8Array(at.width * at.height * 4);
  for (let y = 0; y < at.height; y++) {
    const sy = held(y - at.top, b.height);
    for (let x = 0; x < at.width; x++) {
      const sx = held(x - at.left, b.width);
      extended.set(b.rgba.subarray((sy * b.width + sx) * 4, (sy * b.width + sx) * 4 + 4), (y * at.width + x) * 4);
    }
  }
  const blurred = softened({ width: at.width, height: at.height, rgba: extended });
  const ramp = Math.max(8, Math.round(Math.max(b.width, b.height) / 20));
  const rgba = new Uint8Array(extended.length);
  for (let y = 0; y < at.height; y++) {
    const dy = Math.max(at.top - y, y - (at.top + b.height - 1), 0);
    for (let x = 0; x < at.width; x++) {
      const dx = Math.max(at.left - x, x - (at.left + b.width - 1), 0);
      const i = (y * at.width + x) * 4;
      const t = dx === 0 && dy === 0 ? 0 : Math.min(1, Math.max(dx, dy) / ramp);
      for (let c = 0; c < 4; c++) rgba[i + c] = Math.round(extended[i + c] * (1 - t) + blurred[i + c] * t);
    }
  }
  return keepOriginal({ width: at.width, height: at.height, rgba }, b, at);
}

/** Writes the original's pixels back into their place on the canvas (providers redraw them). */
export function keepOriginal(canvas: Bitmap, original: Bitmap, at: Placement): Bitmap {
  for (let y = 0; y < original.height; y++) {
    const row = original.rgba.subarray(y * original.width * 4, (y + 1) * original.width * 4);
    canvas.rgba.set(row, ((y + at.top) * canvas.width + at.left) * 4);
  }
  return canvas;
}
