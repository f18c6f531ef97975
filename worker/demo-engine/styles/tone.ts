// Colour tools for the styles: gradient maps (a style's palette indexed by brightness),
// nearest-colour quantisation, HSV, per-channel curves, ink/colour masks and vignettes.
// All work in place on a Raster unless they say otherwise.

import { clamp, type Field, type Raster, smoothstep } from "./raster";

export type Rgb = readonly [number, number, number];

export const hex = (s: string): Rgb => [
  parseInt(s.slice(1, 3), 16),
  parseInt(s.slice(3, 5), 16),
  parseInt(s.slice(5, 7), 16),
];

/** 256-entry RGB lookup from colour stops spread evenly (or at given 0..1 positions). */
export function ramp(stops: ReadonlyArray<Rgb | readonly [number, Rgb]>): Float32Array {
  const at = stops.map((s, i) => (s.length === 2 ? s[0] : i / (stops.length - 1)));
  const col = stops.map((s) => (s.length === 2 ? s[1] : s)) as Rgb[];
  const lut = new Float32Array(256 * 3);
  for (let v = 0; v < 256; v++) {
    const t = v / 255;
    let k = 0;
    while (k < at.length - 2 && t > at[k + 1]) k++;
    const f = clamp((t - at[k]) / (at[k + 1] - at[k] || 1), 0, 1);
    for (let c = 0; c < 3; c++) lut[v * 3 + c] = col[k][c] + (col[k + 1][c] - col[k][c]) * f;
  }
  return lut;
}

/** Replaces each pixel by the ramp colour at its brightness, mixed with the original by 1 − amount. */
export function gradientMap(r: Raster, lut: Float32Array, amount = 1, index?: Field): void {
  const d = r.rgb;
  for (let i = 0, j = 0; j < d.length; i++, j += 3) {
    const l = index ? index[i] : 0.299 * d[j] + 0.587 * d[j + 1] + 0.114 * d[j + 2];
    const v = clamp(Math.round(l), 0, 255) * 3;
    d[j] += (lut[v] - d[j]) * amount;
    d[j + 1] += (lut[v + 1] - d[j + 1]) * amount;
    d[j + 2] += (lut[v + 2] - d[j + 2]) * amount;
  }
}

/** Snaps every pixel to the nearest palette colour (weighted RGB, close to perceived distance). */
export function quantise(r: Raster, palette: readonly Rgb[]): void {
  const d = r.rgb;
  for (let j = 0; j < d.length; j += 3) {
    let best = 0;
    let bestD = Infinity;
    for (let k = 0; k < palette.length; k++) {
      const p = palette[k];
      const dr = d[j] - p[0],
        dg = d[j + 1] - p[1],
        db = d[j + 2] - p[2];
      const dist = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
      if (dist < bestD) {
        bestD = dist;
        best = k;
      }
    }
    d[j] = palette[best][0];
    d[j + 1] = palette[best][1];
    d[j + 2] = palette[best][2];
  }
}

/** Calls fn with [h (0..360), s (0..1), v (0..255)] for every pixel and writes the result back. */
export function mapHsv(r: Raster, fn: (hsv: number[], i: number) => void): void {
  const d = r.rgb;
  const hsv = [0, 0, 0];
  for (let i = 0, j = 0; j < d.length; i++, j += 3) {
    const R = clamp(d[j], 0, 255),
      G = clamp(d[j + 1], 0, 255),
      B = clamp(d[j + 2], 0, 255);
    const max = Math.max(R, G, B),
      min = Math.min(R, G, B),
      c = max - min;
    let h = 0;
    if (c > 0) h = max === R ? ((G - B) / c) % 6 : max === G ? (B - R) / c + 2 : (R - G) / c + 4;
    hsv[0] = (h * 60 + 360) % 360;
    hsv[1] = max > 0 ? c / max : 0;
    hsv[2] = max;
    fn(hsv, i);
    const H = (((hsv[0] % 360) + 360) % 360) / 60,
      S = clamp(hsv[1], 0, 1),
      V = hsv[2];
    const C = V * S,
      X = C * (1 - Math.abs((H % 2) - 1)),
      m = V - C;
    const sector = Math.floor(H);
    const [a, b, e] =
      sector === 0
        ? [C, X, 0]
        : sector === 1
          ? [X, C, 0]
          : sector === 2
            ? [0, C, X]
            : sector === 3
              ? [0, X, C]
              : sector === 4
                ? [X, 0, C]
                : [C, 0, X];
    d[j] = a + m;
    d[j + 1] = b + m;
    d[j + 2] = e + m;
  }
}

/** Same tone curve on all three channels (input clamped to 0..255). */
export function curve(r: Raster, fn: (v: number) => number): void {
  const lut = new Float32Array(256);
  for (let v = 0; v < 256; v++) lut[v] = fn(v);
  const d = r.rgb;
  for (let j = 0; j < d.length; j++) d[j] = lut[clamp(Math.round(d[j]), 0, 255)];
}

/** Contrast around mid-grey plus saturation scaling around each pixel's own grey. */
export function contrastSaturation(r: Raster, contrast: number, saturation: number): void {
  const d = r.rgb;
  for (let j = 0; j < d.length; j += 3) {
    const l = 0.299 * d[j] + 0.587 * d[j + 1] + 0.114 * d[j + 2];
    for (let c = 0; c < 3; c++) d[j + c] = (l + (d[j + c] - l) * saturation - 128) * contrast + 128;
  }
}

/** Per-channel multiply and add: cheap colour casts. */
export function tint(r: Raster, mul: Rgb, add: Rgb = [0, 0, 0]): void {
  const d = r.rgb;
  for (let j = 0; j < d.length; j += 3) for (let c = 0; c < 3; c++) d[j + c] = d[j + c] * mul[c] + add[c];
}

/** Mixes a flat colour in where the mask is strong: ink lines, washes, shadows. */
export function paintMask(r: Raster, mask: Field, colour: Rgb, opacity = 1): void {
  const d = r.rgb;
  for (let i = 0, j = 0; i < mask.length; i++, j += 3) {
    const a = mask[i] * opacity;
    if (a <= 0) continue;
    d[j] += (colour[0] - d[j]) * a;
    d[j + 1] += (colour[1] - d[j + 1]) * a;
    d[j + 2] += (colour[2] - d[j + 2]) * a;
  }
}

/** Multiplies every pixel by a field (texture, light); 1 keeps the pixel. */
export function shade(r: Raster, f: Field): void {
  const d = r.rgb;
  for (let i = 0, j = 0; i < f.length; i++, j += 3) {
    d[j] *= f[i];
    d[j + 1] *= f[i];
    d[j + 2] *= f[i];
  }
}

/** Screen-blends another raster scaled by k: light adds without blowing out to flat white. */
export function screen(r: Raster, light: Float32Array, k: number): void {
  const d = r.rgb;
  for (let j = 0; j < d.length; j++) {
    const a = clamp(d[j], 0, 255) / 255,
      b = clamp(light[j] * k, 0, 255) / 255;
    d[j] = 255 * (1 - (1 - a) * (1 - b));
  }
}

/** Oval darkening towards the corners into `colour`; cx, cy move the lit centre. */
export function vignette(
  r: Raster,
  colour: Rgb,
  strength: number,
  inner = 0.35,
  outer = 0.95,
  cx = 0.5,
  cy = 0.5,
): void {
  const d = r.rgb;
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const dist = Math.hypot(x / r.w - cx, y / r.h - cy) * 1.414;
      const a = smoothstep(inner, outer, dist) * strength;
      if (a <= 0) continue;
      const j = (y * r.w + x) * 3;
      for (let c = 0; c < 3; c++) d[j + c] += (colour[c] - d[j + c]) * a;
    }
}

/**
 * Luminance stretched so its 2nd and 98th percentiles land on 0 and 255: a dim or flat photo
 * still reaches both ends of a style's ramp or band thresholds.
 */
export function stretchedLuma(r: Raster, low = 0.02, high = 0.98): Field {
  const l = new Float32Array(r.w * r.h);
  const hist = new Uint32Array(256);
  for (let i = 0, j = 0; i < l.length; i++, j += 3) {
    l[i] = 0.299 * r.rgb[j] + 0.587 * r.rgb[j + 1] + 0.114 * r.rgb[j + 2];
    hist[clamp(Math.round(l[i]), 0, 255)]++;
  }
  const at = (q: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += hist[v]) >= q * l.length) return v;
    return 255;
  };
  const lo = at(low);
  const hi = Math.max(lo + 32, at(high));
  for (let i = 0; i < l.length; i++) l[i] = clamp(((l[i] - lo) / (hi - lo)) * 255, 0, 255);
  return l;
}
