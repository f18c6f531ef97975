// The image tools' pixel work, done in the Worker on every engine that has no better tool:
// upscaling with Lanczos3 and a sharpen, a background matte estimated from the border (flood
// fill by colour distance with a soft edge), an expanded canvas filled by mirrored, blurred edge
// extension, and a cut-out composited onto a colour or a scene. Plain RGBA arrays; photon only
// decodes, resamples, blurs and encodes.
import { PhotonImage, SamplingFilter, gaussian_blur, resize, sharpen } from "../../../lib/photon";
import { decodeImage, encodePng, type Bitmap } from "../../../platform/image/decode";
import type { EngineImage } from "../../../engines/types";
import { expandedSize } from "../../../../shared/expand-canvas";

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

const distance = (px: Uint8Array, i: number, bg: readonly number[]) =>
  Math.sqrt((px[i] - bg[0]) ** 2 + (px[i + 1] - bg[1]) ** 2 + (px[i + 2] - bg[2]) ** 2);

/** The background colour: the per-channel median of the border's pixels. */
function borderColour(b: Bitmap): number[] {
  const channels: number[][] = [[], [], []];
  const add = (x: number, y: number) => {
    const i = (y * b.width + x) * 4;
    for (let c = 0; c < 3; c++) channels[c].push(b.rgba[i + c]);
  };
  for (let x = 0; x < b.width; x++) {
    add(x, 0);
    add(x, b.height - 1);
  }
  for (let y = 1; y < b.height - 1; y++) {
    add(0, y);
    add(b.width - 1, y);
  }
  return channels.map((values) => values.sort((p, q) => p - q)[values.length >> 1]);
}

/** Colour distances at or below this are background; at or above SOLID, subject; between, a soft edge. */
const CLEAR = 28;
const SOLID = 70;
/** A neighbour this close to a background pixel is background too: a backdrop's gradient is followed. */
const STEP = 10;

/**
 * A real alpha matte: background is what the border reaches by flood fill, through pixels near
 * the border's colour or changing smoothly from their neighbour (a gradient backdrop), so a white
 * label inside a product on white stays opaque. The cut-out's colours keep their RGB.
 */
export function cutOutBitmap(b: Bitmap, bg: readonly number[] = borderColour(b)): Bitmap {
  const { width, height } = b;
  const rgba = b.rgba.slice();
  const src = b.rgba;
  const seen = new Uint8Array(width * height);
  // Each pixel is pushed at most once (seen first): a typed stack of one slot a pixel, not a
  // growing array of boxed numbers.
  const stack = new Int32Array(width * height);
  let top = 0;
  const step = (p: number, q: number) =>
    Math.sqrt(
      (src[p * 4] - src[q * 4]) ** 2 + (src[p * 4 + 1] - src[q * 4 + 1]) ** 2 + (src[p * 4 + 2] - src[q * 4 + 2]) ** 2,
    );
  const visit = (q: number, from: number) => {
    if (seen[q]) return;
    if (distance(src, q * 4, bg) < SOLID || (from >= 0 && step(q, from) < STEP)) {
      seen[q] = 1;
      stack[top++] = q;
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x, -1);
    visit((height - 1) * width + x, -1);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width, -1);
    visit(y * width + width - 1, -1);
  }
  while (top > 0) {
    const p = stack[--top];
    const x = p % width;
    if (x > 0) visit(p - 1, p);
    if (x < width - 1) visit(p + 1, p);
    if (p >= width) visit(p - width, p);
    if (p < width * (height - 1)) visit(p + width, p);
  }
  // Backdrop is clear; only where it touches the subject does alpha ramp with the colour distance
  // (the soft edge), so a gradient backdrop leaves no haze.
  for (let p = 0; p < seen.length; p++) {
    if (!seen[p]) continue;
    const x = p % width;
    const edge =
      (x > 0 && !seen[p - 1]) ||
      (x < width - 1 && !seen[p + 1]) ||
      (p >= width && !seen[p - width]) ||
      (p < width * (height - 1) && !seen[p + width]);
    const alpha = edge ? Math.min(1, Math.max(0, (distance(src, p * 4, bg) - CLEAR) / (SOLID - CLEAR))) : 0;
    rgba[p * 4 + 3] = Math.round(255 * alpha * (src[p * 4 + 3] / 255));
  }
  return { width, height, rgba };
}

/** The pixels of `key` colour (a provider's flat backdrop) made transparent, as cutOutBitmap does. */
export const keyedOutBitmap = (b: Bitmap, key: readonly number[]) => cutOutBitmap(b, key);

/** `cutOut` over an opaque `backdrop` of the same size (or a colour). */
export function composite(cutOut: Bitmap, backdrop: Bitmap | readonly number[]): Bitmap {
  const rgba = new Uint8Array(cutOut.rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = cutOut.rgba[i + 3] / 255;
    for (let c = 0; c < 3; c++) {
      const under = Array.isArray(backdrop) ? backdrop[c] : (backdrop as Bitmap).rgba[i + c];
      rgba[i + c] = Math.round(cutOut.rgba[i + c] * a + under * (1 - a));
    }
    rgba[i + 3] = 255;
  }
  return { width: cutOut.width, height: cutOut.height, rgba };
}

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
 * The source row or column for position v (0-based on the original's axis of n pixels): mirrored
 * within `band` pixels of the edge, then held, so the far new area continues the edge's colours
 * instead of repeating the subject.
 */
const mirrored = (v: number, n: number, band: number) => {
  if (v < 0) return Math.min(-v - 1, band, n - 1);
  if (v >= n) return Math.max(n - 1 - Math.min(v - n, band), 0);
  return v;
};

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
 * The image on the larger canvas, the new area filled plausibly: the edge mirrored outward for a
 * short band and then held, blurred more the further it is from the original (a soft continuation, not a copy), and the
 * original's pixels left exactly as they were.
 */
export function expandBitmap(b: Bitmap, at: Placement): Bitmap {
  const band = Math.max(2, Math.round(Math.min(b.width, b.height) / 16));
  const extended = new Uint8Array(at.width * at.height * 4);
  for (let y = 0; y < at.height; y++) {
    const sy = mirrored(y - at.top, b.height, band);
    for (let x = 0; x < at.width; x++) {
      const sx = mirrored(x - at.left, b.width, band);
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
