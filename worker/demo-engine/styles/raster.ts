// The art studio's working surface: a float RGB raster (no clamping or rounding between
// passes; one conversion in, one out), its decode/encode, luminance, blurs, bilinear
// sampling and displacement warps. Edge and smoothing filters live in filters.ts.
// Styles run at MAX_SIDE: a float raster is 12 bytes a pixel and the pipelines hold several,
// which a larger working size would not fit in the Worker's 128 MB. The finished picture is
// then scaled back to the photo's size (up to MAX_OUTPUT_SIDE), so a 3000 px photo does not
// come back as a 1024 px thumbnail.

import { PhotonImage, resize, SamplingFilter } from "../../platform/image/photon";
import type { EngineImage } from "../../engines/types";
import { encodePng } from "../../platform/image/decode";

/** Interleaved RGB, nominally 0–255; values may overshoot until the final encode clamps them. */
export type Raster = { w: number; h: number; rgb: Float32Array };
/** One float per pixel: luminance, an ink mask, a noise field… */
export type Field = Float32Array;

export const MAX_SIDE = 1024;
/** The longest side a result may have: 4 MP of RGBA to scale and encode is well within memory. */
export const MAX_OUTPUT_SIDE = 2048;

/** The photo's size, shrunk (never enlarged) to fit MAX_OUTPUT_SIDE, aspect kept. */
export function outputSize(width: number, height: number) {
  const scale = Math.min(1, MAX_OUTPUT_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);

export function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
}

/** Scale for pixel sizes (strokes, cells): 1 at 1024 px, but small inputs keep readable marks. */
export const unitOf = (r: Raster): number => Math.max(0.4, Math.max(r.w, r.h) / MAX_SIDE);

/** Downscales to MAX_SIDE (never up); transparency is flattened onto white paper. */
export function rasterFromImage(img: PhotonImage): Raster {
  const w0 = img.get_width();
  const h0 = img.get_height();
  const scale = Math.min(1, MAX_SIDE / Math.max(w0, h0));
  const w = Math.max(1, Math.round(w0 * scale));
  const h = Math.max(1, Math.round(h0 * scale));
  let px: Uint8Array;
  if (scale < 1) {
    const small = resize(img, w, h, SamplingFilter.Triangle);
    try {
      px = small.get_raw_pixels();
    } finally {
      small.free();
    }
  } else px = img.get_raw_pixels();
  const rgb = new Float32Array(w * h * 3);
  for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
    const a = px[i + 3] / 255;
    const paper = 255 * (1 - a);
    rgb[j] = px[i] * a + paper;
    rgb[j + 1] = px[i + 1] * a + paper;
    rgb[j + 2] = px[i + 2] * a + paper;
  }
  return { w, h, rgb };
}

/** The PNG of the raster, scaled up to `size` first when that is larger (the photo's own size). */
export function rasterToImage(
  r: Raster,
  size: { width: number; height: number } = { width: r.w, height: r.h },
): EngineImage {
  const out = new Uint8ClampedArray(r.w * r.h * 4);
  for (let i = 0, j = 0; j < r.rgb.length; i += 4, j += 3) {
    out[i] = r.rgb[j];
    out[i + 1] = r.rgb[j + 1];
    out[i + 2] = r.rgb[j + 2];
    out[i + 3] = 255;
  }
  const rgba = new Uint8Array(out.buffer);
  if (size.width <= r.w || size.height <= r.h) return { bytes: encodePng(rgba, r.w, r.h), width: r.w, height: r.h };
  const small = new PhotonImage(rgba, r.w, r.h);
  let big: PhotonImage | undefined;
  try {
    // Catmull-Rom keeps the strokes' and the flat colours' edges crisp where Triangle would blur them.
    big = resize(small, size.width, size.height, SamplingFilter.CatmullRom);
    return { bytes: big.get_bytes(), width: size.width, height: size.height };
  } finally {
    small.free();
    big?.free();
  }
}

export const cloneRaster = (r: Raster): Raster => ({ w: r.w, h: r.h, rgb: r.rgb.slice() });

export function luma(r: Raster): Field {
  const l = new Float32Array(r.w * r.h);
  for (let i = 0, j = 0; i < l.length; i++, j += 3)
    l[i] = 0.299 * r.rgb[j] + 0.587 * r.rgb[j + 1] + 0.114 * r.rgb[j + 2];
  return l;
}

/** One running-sum box pass along `len` samples `step` apart, for `lines` lines; edges clamp. */
function boxPass(
  src: Float32Array,
  dst: Float32Array,
  len: number,
  lines: number,
  step: number,
  lineStep: number,
  ch: number,
  r: number,
): void {
  const norm = 1 / (2 * r + 1);
  const last = len - 1;
  for (let line = 0; line < lines; line++) {
    for (let c = 0; c < ch; c++) {
      const o = line * lineStep + c;
      let s = src[o] * (r + 1);
      for (let k = 1; k <= r; k++) s += src[o + Math.min(k, last) * step];
      for (let i = 0; i < len; i++) {
        dst[o + i * step] = s * norm;
        s += src[o + Math.min(i + r + 1, last) * step] - src[o + Math.max(i - r, 0) * step];
      }
    }
  }
}

/** Mean over a (2r+1)² square; `ch` interleaved channels. Returns a new array. */
export function boxMean(data: Float32Array, w: number, h: number, ch: number, r: number): Float32Array {
  const tmp = new Float32Array(data.length);
  const out = new Float32Array(data.length);
  r = Math.max(0, Math.round(r));
  boxPass(data, tmp, w, h, ch, w * ch, ch, r);
  boxPass(tmp, out, h, w, w * ch, ch, ch, r);
  return out;
}

/** Three box passes ≈ a Gaussian with sigma ≈ radius, at a cost independent of the radius. */
export function blur(data: Float32Array, w: number, h: number, ch: number, radius: number): Float32Array {
  if (radius < 0.5) return data.slice();
  let out = data;
  for (let k = 0; k < 3; k++) out = boxMean(out, w, h, ch, radius);
  return out;
}

export const blurRaster = (r: Raster, radius: number): Raster => ({
  w: r.w,
  h: r.h,
  rgb: blur(r.rgb, r.w, r.h, 3, radius),
});

/** Bilinear sample of the raster at (x, y) into out[0..2]; coordinates clamp to the edge. */
export function sampleAt(r: Raster, x: number, y: number, out: number[]): void {
  x = clamp(x, 0, r.w - 1.001);
  y = clamp(y, 0, r.h - 1.001);
  const x0 = Math.floor(x),
    y0 = Math.floor(y);
  const fx = x - x0,
    fy = y - y0;
  const i00 = (y0 * r.w + x0) * 3;
  const i01 = i00 + 3,
    i10 = i00 + r.w * 3,
    i11 = i10 + 3;
  for (let c = 0; c < 3; c++) {
    const top = r.rgb[i00 + c] + (r.rgb[i01 + c] - r.rgb[i00 + c]) * fx;
    const bottom = r.rgb[i10 + c] + (r.rgb[i11 + c] - r.rgb[i10 + c]) * fx;
    out[c] = top + (bottom - top) * fy;
  }
}

/** Each pixel reads the source at its own position plus (dx, dy) from the callback. */
export function displace(r: Raster, offset: (x: number, y: number, out: number[]) => void): Raster {
  const rgb = new Float32Array(r.rgb.length);
  const d = [0, 0];
  const c = [0, 0, 0];
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      offset(x, y, d);
      sampleAt(r, x + d[0], y + d[1], c);
      const o = (y * r.w + x) * 3;
      rgb[o] = c[0];
      rgb[o + 1] = c[1];
      rgb[o + 2] = c[2];
    }
  return { w: r.w, h: r.h, rgb };
}
