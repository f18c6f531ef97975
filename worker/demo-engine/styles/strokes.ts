// Paint marks for the brush-driven styles: oriented soft dabs (impressionism, oil) and
// strokes traced along a flow field (post-impressionism). Marks are laid on a jittered grid
// in shuffled order so no scan direction shows through.

import type { Rng } from "../seed";
import { sobel } from "./filters";
import { blur, clamp, luma, type Raster } from "./raster";
import { valueNoise } from "./texture";

/** A soft-edged ellipse `len` × `width` at `angle`, blended with `opacity`. */
export function dab(
  r: Raster,
  cx: number,
  cy: number,
  angle: number,
  len: number,
  width: number,
  col: ArrayLike<number>,
  opacity: number,
): void {
  const ca = Math.cos(angle),
    sa = Math.sin(angle);
  const hl = Math.max(0.5, len / 2),
    hw = Math.max(0.5, width / 2);
  const x0 = Math.max(0, Math.floor(cx - hl - 1)),
    x1 = Math.min(r.w - 1, Math.ceil(cx + hl + 1));
  const y0 = Math.max(0, Math.floor(cy - hl - 1)),
    y1 = Math.min(r.h - 1, Math.ceil(cy + hl + 1));
  const d = r.rgb;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx,
        dy = y + 0.5 - cy;
      const u = (dx * ca + dy * sa) / hl,
        v = (dy * ca - dx * sa) / hw;
      const q = u * u + v * v;
      if (q >= 1) continue;
      const a = opacity * Math.min(1, (1 - q) * 3);
      const j = (y * r.w + x) * 3;
      d[j] += (col[0] - d[j]) * a;
      d[j + 1] += (col[1] - d[j + 1]) * a;
      d[j + 2] += (col[2] - d[j + 2]) * a;
    }
}

/** Jittered grid points, `spacing` apart, in random order. */
export function scatter(w: number, h: number, spacing: number, rng: Rng): Float32Array {
  const cols = Math.ceil(w / spacing),
    rows = Math.ceil(h / spacing);
  const pts = new Float32Array(cols * rows * 2);
  for (let k = 0; k < cols * rows; k++) {
    pts[k * 2] = ((k % cols) + rng()) * spacing;
    pts[k * 2 + 1] = (Math.floor(k / cols) + rng()) * spacing;
  }
  for (let k = cols * rows - 1; k > 0; k--) {
    const m = Math.floor(rng() * (k + 1));
    const tx = pts[k * 2],
      ty = pts[k * 2 + 1];
    pts[k * 2] = pts[m * 2];
    pts[k * 2 + 1] = pts[m * 2 + 1];
    pts[m * 2] = tx;
    pts[m * 2 + 1] = ty;
  }
  return pts;
}

/** Follows the angle field from (x, y) for `steps` steps, stamping round dabs: one stroke. */
export function flowStroke(
  r: Raster,
  angle: Float32Array,
  x: number,
  y: number,
  steps: number,
  stepLen: number,
  radius: number,
  col: ArrayLike<number>,
  opacity: number,
): void {
  for (let s = 0; s < steps; s++) {
    if (x < 0 || y < 0 || x >= r.w || y >= r.h) return;
    const a = angle[Math.floor(y) * r.w + Math.floor(x)];
    dab(r, x, y, a, radius * 2.6, radius * 2, col, opacity);
    x += Math.cos(a) * stepLen;
    y += Math.sin(a) * stepLen;
  }
}

/**
 * Stroke directions: along the contours where the photo has them (a painter follows form),
 * noise-driven elsewhere; `turns` is how many half-turns the noise sweeps through, so a
 * large value gives Van Gogh's swirls and a small one calm, nearly parallel strokes.
 */
export function flowField(src: Raster, soften: number, cell: number, turns: number, seed: number): Float32Array {
  const l = blur(luma(src), src.w, src.h, 1, soften);
  const { gx, gy, mag } = sobel(l, src.w, src.h);
  const swirl = valueNoise(src.w, src.h, cell, seed, 2);
  const angle = new Float32Array(l.length);
  for (let i = 0; i < l.length; i++) {
    const a = swirl[i] * Math.PI * turns;
    const k = clamp(mag[i] / 6, 0, 1);
    const tx = (-gy[i] / (mag[i] || 1)) * k + Math.cos(a) * (1 - k);
    const ty = (gx[i] / (mag[i] || 1)) * k + Math.sin(a) * (1 - k);
    angle[i] = Math.atan2(ty, tx);
  }
  return angle;
}
