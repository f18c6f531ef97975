// Storybook land: rolling hills, mountain ranges, the sea, rivers, dotted map paths and
// trees. Every shape is a signed-distance Shape from ../../pixels so edges stay soft.

import {
  type Canvas,
  darken,
  ellipse,
  fillShape,
  lighten,
  mix,
  polygon,
  type Rgb,
  roundedRect,
  type Shape,
} from "../../pixels";
import type { Rng } from "../../seed";

/** Everything below a wavy line `y = base + amp·sin(...)`; distance is vertical (close enough for gentle hills). */
export function hill(w: number, h: number, base: number, amp: number, freq: number, phase: number): Shape {
  const at = (x: number) =>
    base + amp * Math.sin(x * freq + phase) + amp * 0.35 * Math.sin(x * freq * 2.3 + phase * 1.7);
  return { x0: 0, y0: base - amp * 1.4, x1: w, y1: h, sd: (x, y) => y - at(x) };
}

export function hillTop(base: number, amp: number, freq: number, phase: number, x: number): number {
  return base + amp * Math.sin(x * freq + phase) + amp * 0.35 * Math.sin(x * freq * 2.3 + phase * 1.7);
}

/** A hill shaded lighter at its crest, so layers read as separate slopes. */
export function paintHill(c: Canvas, base: number, amp: number, freq: number, phase: number, colour: Rgb): void {
  const lit = lighten(colour, 0.18);
  fillShape(
    c,
    hill(c.width, c.height, base, amp, freq, phase),
    (x, y, out) => {
      const t = Math.min(1, Math.max(0, (y - hillTop(base, amp, freq, phase, x)) / 90));
      const col = mix(lit, colour, t);
      out[0] = col[0];
      out[1] = col[1];
      out[2] = col[2];
    },
    1,
    1.5,
  );
}

/** A range of triangular peaks with snow caps, `count` across the page. */
export function paintMountains(
  c: Canvas,
  rng: Rng,
  baseY: number,
  height: number,
  count: number,
  colour: Rgb,
  snow: Rgb | null,
): void {
  for (let k = 0; k < count; k++) {
    const cx = ((k + 0.2 + rng() * 0.6) / count) * c.width;
    const hh = height * (0.7 + rng() * 0.5),
      half = hh * (0.8 + rng() * 0.4);
    const top: [number, number] = [cx, baseY - hh];
    fillShape(c, polygon([top, [cx + half, baseY + 4], [cx - half, baseY + 4]]), colour);
    // The shaded flank: the right half a little darker, as if lit from the left.
    fillShape(c, polygon([top, [cx + half, baseY + 4], [cx + half * 0.1, baseY + 4]]), darken(colour, 0.15));
    if (snow)
      fillShape(
        c,
        polygon([
          top,
          [cx + half * 0.28, baseY - hh * 0.72],
          [cx, baseY - hh * 0.78],
          [cx - half * 0.28, baseY - hh * 0.72],
        ]),
        snow,
      );
  }
}

/** The sea from `y` down, deepening with distance, with short wave strokes and glints. */
export function paintSea(c: Canvas, rng: Rng, y: number, colour: Rgb, foam: Rgb): void {
  const { width: w, height: h, data: d } = c;
  const deep = darken(colour, 0.25);
  for (let py = Math.floor(y); py < h; py++) {
    const col = mix(lighten(colour, 0.15), deep, (py - y) / (h - y));
    for (let x = 0, i = py * w * 4; x < w; x++, i += 4) {
      d[i] = col[0];
      d[i + 1] = col[1];
      d[i + 2] = col[2];
    }
  }
  for (let k = 0; k < 60; k++) {
    const wy = y + 8 + rng() * (h - y - 8),
      len = 10 + ((wy - y) / (h - y)) * 40;
    fillShape(c, ellipse(rng() * w, wy, len, 1.5 + len * 0.04), foam, 0.55);
  }
}

/** A dotted trail through `points` (Catmull–Rom), like the path drawn on a treasure map. */
export function paintPath(
  c: Canvas,
  points: ReadonlyArray<readonly [number, number]>,
  colour: Rgb,
  dot: number,
  gap: number,
): void {
  let carry = 0;
  for (let k = 0; k < points.length - 1; k++) {
    const p0 = points[Math.max(0, k - 1)],
      p1 = points[k],
      p2 = points[k + 1],
      p3 = points[Math.min(points.length - 1, k + 2)];
    const steps = Math.ceil(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]));
    let px = p1[0],
      py = p1[1];
    for (let s = 1; s <= steps; s++) {
      const t = s / steps,
        t2 = t * t,
        t3 = t2 * t;
      const x =
        0.5 *
        (2 * p1[0] +
          (-p0[0] + p2[0]) * t +
          (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2 +
          (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3);
      const y =
        0.5 *
        (2 * p1[1] +
          (-p0[1] + p2[1]) * t +
          (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2 +
          (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3);
      carry += Math.hypot(x - px, y - py);
      px = x;
      py = y;
      // Dots grow towards the viewer (lower on the page), a cheap perspective.
      if (carry >= gap) {
        carry = 0;
        const r = dot * (0.5 + y / c.height);
        fillShape(c, ellipse(x, y, r * 1.4, r), colour);
      }
    }
  }
}

export type TreeKind = "round" | "pine" | "palm";

export function paintTree(
  c: Canvas,
  x: number,
  baseY: number,
  size: number,
  kind: TreeKind,
  leaf: Rgb,
  trunk: Rgb,
): void {
  if (kind === "palm") {
    fillShape(
      c,
      polygon([
        [x - size * 0.05, baseY - size],
        [x + size * 0.05, baseY - size],
        [x + size * 0.09, baseY],
        [x - size * 0.07, baseY],
      ]),
      trunk,
    );
    for (const a of [-2.6, -2.0, -1.2, -0.55, 0.05]) {
      const ex = x + Math.cos(a) * size * 0.5,
        ey = baseY - size + Math.sin(a) * size * 0.22 + size * 0.1;
      fillShape(c, ellipse((x + ex) / 2, (baseY - size + ey) / 2, size * 0.3, size * 0.08), leaf);
    }
    return;
  }
  fillShape(c, roundedRect(x - size * 0.06, baseY - size * 0.5, size * 0.12, size * 0.5, size * 0.03), trunk);
  if (kind === "pine") {
    for (let k = 0; k < 3; k++) {
      const top = baseY - size * (1.05 - k * 0.22),
        bottom = baseY - size * (0.55 - k * 0.2),
        half = size * (0.22 + k * 0.08);
      fillShape(
        c,
        polygon([
          [x, top],
          [x + half, bottom],
          [x - half, bottom],
        ]),
        k === 0 ? lighten(leaf, 0.1) : leaf,
      );
    }
    return;
  }
  fillShape(c, ellipse(x, baseY - size * 0.68, size * 0.36, size * 0.34), darken(leaf, 0.12));
  fillShape(c, ellipse(x - size * 0.05, baseY - size * 0.72, size * 0.3, size * 0.28), leaf);
  fillShape(c, ellipse(x - size * 0.13, baseY - size * 0.8, size * 0.1, size * 0.08), lighten(leaf, 0.3), 0.8, 4);
}

/** Small flowers or pebbles scattered over the foreground band. */
export function paintDots(
  c: Canvas,
  rng: Rng,
  count: number,
  y0: number,
  y1: number,
  colours: readonly Rgb[],
  size: number,
): void {
  for (let k = 0; k < count; k++) {
    const y = y0 + rng() * (y1 - y0),
      r = size * (0.6 + (y - y0) / (y1 - y0 || 1));
    fillShape(c, ellipse(rng() * c.width, y, r, r * 0.8), colours[k % colours.length], 0.95);
  }
}
