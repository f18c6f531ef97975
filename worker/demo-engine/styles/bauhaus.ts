// Bauhaus: the photo rebuilt from flat rectangles and circles in red, yellow, blue, black and
// white. Rectangles come from recursively splitting where the photo changes most (summed-area
// tables over a coarse grid make each split's mean and variance O(1)), so the composition
// follows the picture.
// No anti-aliasing anywhere: the output holds exactly the five palette colours.

import { blurRaster, type Raster, unitOf } from "./raster";
import { contrastSaturation, hex, type Rgb } from "./tone";

const PALETTE: Rgb[] = ["#d7262b", "#f5c400", "#1c4fa3", "#141414", "#f1ede3"].map(hex);
const BLACK = 3;
const WHITE = 4;

type Rect = { x: number; y: number; w: number; h: number };

/** Partition grid: the long side in cells. Coarse on purpose; blocks are tens of pixels. */
const GRID = 192;

/**
 * Summed-area tables of r, g, b, r², g², b² over a coarse average of the photo: O(1) mean and
 * variance for any rectangle, at a size where Float64 tables cost well under a megabyte.
 */
function tables(r: Raster, gw: number, gh: number): Float64Array[] {
  const W = gw + 1;
  const t = [0, 1, 2, 3, 4, 5].map(() => new Float64Array(W * (gh + 1)));
  for (let y = 0; y < gh; y++)
    for (let x = 0; x < gw; x++) {
      const j =
        (Math.min(r.h - 1, Math.floor(((y + 0.5) * r.h) / gh)) * r.w +
          Math.min(r.w - 1, Math.floor(((x + 0.5) * r.w) / gw))) *
        3;
      const o = (y + 1) * W + x + 1;
      for (let k = 0; k < 6; k++) {
        const v = k < 3 ? r.rgb[j + k] : r.rgb[j + k - 3] ** 2;
        t[k][o] = v + t[k][o - 1] + t[k][o - W] - t[k][o - W - 1];
      }
    }
  return t;
}

function sum(t: Float64Array, W: number, q: Rect): number {
  return t[(q.y + q.h) * W + q.x + q.w] - t[q.y * W + q.x + q.w] - t[(q.y + q.h) * W + q.x] + t[q.y * W + q.x];
}

/** Mean colour and total squared deviation (over all three channels) of a rectangle. */
function stats(t: Float64Array[], W: number, q: Rect): { mean: number[]; cost: number } {
  const n = q.w * q.h;
  const mean = [0, 1, 2].map((k) => sum(t[k], W, q) / n);
  let cost = 0;
  for (let k = 0; k < 3; k++) cost += sum(t[k + 3], W, q) - n * mean[k] * mean[k];
  return { mean, cost };
}

function nearest(c: number[], exclude = -1): number {
  let best = 0;
  let bestD = Infinity;
  PALETTE.forEach((p, k) => {
    const d = 2 * (c[0] - p[0]) ** 2 + 4 * (c[1] - p[1]) ** 2 + 3 * (c[2] - p[2]) ** 2;
    if (k !== exclude && d < bestD) {
      bestD = d;
      best = k;
    }
  });
  return best;
}

/**
 * Splits at the cut (along either axis) that removes the most colour variance. The first
 * levels always split so even a flat photo becomes a composition; deeper ones only where
 * the photo still changes inside the block.
 */
function split(t: Float64Array[], W: number, q: Rect, depth: number, minSide: number, leaves: Rect[]): void {
  const whole = stats(t, W, q).cost;
  let best: [Rect, Rect] | null = null;
  let bestGain = depth < 3 ? -1 : whole * 0.06;
  if (depth < 10 && (depth < 3 || whole / (q.w * q.h) > 120)) {
    for (let f = 0.2; f <= 0.81; f += 0.05) {
      const cuts: [Rect, Rect][] = [];
      const cw = Math.round(q.w * f),
        ch = Math.round(q.h * f);
      if (cw >= minSide && q.w - cw >= minSide)
        cuts.push([
          { ...q, w: cw },
          { ...q, x: q.x + cw, w: q.w - cw },
        ]);
      if (ch >= minSide && q.h - ch >= minSide)
        cuts.push([
          { ...q, h: ch },
          { ...q, y: q.y + ch, h: q.h - ch },
        ]);
      for (const [a, b] of cuts) {
        const gain = whole - stats(t, W, a).cost - stats(t, W, b).cost;
        if (gain > bestGain) {
          bestGain = gain;
          best = [a, b];
        }
      }
    }
  }
  if (!best) return void leaves.push(q);
  split(t, W, best[0], depth + 1, minSide, leaves);
  split(t, W, best[1], depth + 1, minSide, leaves);
}

export function bauhaus(src: Raster): Raster {
  const u = unitOf(src);
  const soft = blurRaster(src, 2 * u);
  // Saturation pushed hard so coloured areas land on a primary rather than on black or white.
  contrastSaturation(soft, 1.2, 2.2);
  const k = GRID / Math.max(src.w, src.h);
  const gw = Math.max(1, Math.round(src.w * k)),
    gh = Math.max(1, Math.round(src.h * k));
  const t = tables(soft, gw, gh);
  const W = gw + 1;
  const leaves: Rect[] = [];
  split(t, W, { x: 0, y: 0, w: gw, h: gh }, 0, Math.max(2, Math.round(Math.min(gw, gh) * 0.06)), leaves);
  const out: Raster = { w: src.w, h: src.h, rgb: new Float32Array(src.w * src.h * 3) };
  const line = Math.max(2, Math.round(5 * u));
  const sx = src.w / gw,
    sy = src.h / gh;
  for (const q of leaves) {
    const bg = nearest(stats(t, W, q).mean);
    // Large, roughly square blocks carry a circle in the colour of their centre.
    const side = Math.min(q.w, q.h);
    const circle = side >= Math.min(gw, gh) * 0.13 && q.w / q.h > 0.6 && q.w / q.h < 1.7;
    const inner = {
      x: q.x + Math.round(q.w * 0.3),
      y: q.y + Math.round(q.h * 0.3),
      w: Math.max(1, Math.round(q.w * 0.4)),
      h: Math.max(1, Math.round(q.h * 0.4)),
    };
    let fg = circle ? nearest(stats(t, W, inner).mean) : bg;
    if (circle && fg === bg) fg = bg === BLACK ? WHITE : bg === WHITE ? BLACK : nearest(stats(t, W, inner).mean, bg);
    const x0 = Math.round(q.x * sx),
      x1 = Math.round((q.x + q.w) * sx);
    const y0 = Math.round(q.y * sy),
      y1 = Math.round((q.y + q.h) * sy);
    const cx = (x0 + x1) / 2,
      cy = (y0 + y1) / 2,
      rad = Math.min(x1 - x0, y1 - y0) * 0.36;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const border = x - x0 < line / 2 || y - y0 < line / 2 || x1 - x <= line / 2 || y1 - y <= line / 2;
        const inCircle = circle && (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 < rad * rad;
        out.rgb.set(PALETTE[border ? BLACK : inCircle ? fg : bg], (y * src.w + x) * 3);
      }
  }
  return out;
}
