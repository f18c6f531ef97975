// Storybook skies: the graded sky, sun and moon, stars, puffy clouds, a rainbow and space
// nebulae. Painted first, straight onto the page's RGBA canvas; the land covers the rest.

import { type Canvas, ellipse, fillShape, glow, mix, type Rgb, ring } from "../../pixels";
import type { Rng } from "../../seed";
import { valueNoise } from "../../styles/texture";

/** Vertical gradient over the whole page, `top` → `bottom` at the horizon and below. */
export function paintSky(c: Canvas, top: Rgb, bottom: Rgb, horizonY: number): void {
  const { width: w, height: h, data: d } = c;
  for (let y = 0; y < h; y++) {
    const t = Math.min(1, y / horizonY);
    const col = mix(top, bottom, t * t * (3 - 2 * t));
    for (let x = 0, i = y * w * 4; x < w; x++, i += 4) {
      d[i] = col[0];
      d[i + 1] = col[1];
      d[i + 2] = col[2];
      d[i + 3] = 255;
    }
  }
}

export function paintSun(c: Canvas, x: number, y: number, r: number, colour: Rgb): void {
  glow(c, x, y, r * 4, colour, 0.45);
  fillShape(c, ellipse(x, y, r, r), colour, 1, 2);
}

/** A full moon with soft grey maria; cheaper and friendlier than a crescent cut-out. */
export function paintMoon(c: Canvas, x: number, y: number, r: number): void {
  glow(c, x, y, r * 3.5, [200, 210, 255], 0.35);
  fillShape(c, ellipse(x, y, r, r), [250, 246, 225], 1, 2);
  fillShape(c, ellipse(x - r * 0.3, y - r * 0.2, r * 0.25, r * 0.2), [225, 220, 200], 0.8, 3);
  fillShape(c, ellipse(x + r * 0.25, y + r * 0.3, r * 0.18, r * 0.15), [225, 220, 200], 0.8, 3);
}

/** Twinkling stars above `maxY`: a soft dot, and a small cross on the brightest. */
export function paintStars(c: Canvas, rng: Rng, count: number, maxY: number, colour: Rgb = [255, 250, 230]): void {
  for (let k = 0; k < count; k++) {
    const x = rng() * c.width,
      y = rng() * maxY,
      s = 0.8 + rng() * 2.2;
    glow(c, x, y, s * 3, colour, 0.9);
    if (s > 2.4) {
      fillShape(c, ellipse(x, y, s * 4, s * 0.5), colour, 0.8);
      fillShape(c, ellipse(x, y, s * 0.5, s * 4), colour, 0.8);
    }
  }
}

/** Puffy cartoon clouds: a flat-bottomed cluster of circles with a shaded underside. */
export function paintCloud(c: Canvas, x: number, y: number, size: number, colour: Rgb, shadow: Rgb, opacity = 1): void {
  const puffs: Array<[number, number, number]> = [
    [-0.55, 0.05, 0.38],
    [0, -0.18, 0.5],
    [0.5, 0, 0.4],
    [0.2, 0.12, 0.35],
    [-0.25, 0.1, 0.4],
  ];
  for (const [dx, dy, r] of puffs)
    fillShape(c, ellipse(x + dx * size, y + dy * size + size * 0.06, r * size, r * size * 0.9), shadow, opacity, 2);
  for (const [dx, dy, r] of puffs)
    fillShape(c, ellipse(x + dx * size, y + dy * size, r * size * 0.94, r * size * 0.84), colour, opacity, 2);
}

export function paintClouds(
  c: Canvas,
  rng: Rng,
  count: number,
  maxY: number,
  colour: Rgb,
  shadow: Rgb,
  opacity = 1,
): void {
  for (let k = 0; k < count; k++) {
    const x = ((k + 0.2 + rng() * 0.6) / count) * c.width;
    paintCloud(c, x, 40 + rng() * (maxY - 40), 70 + rng() * 60, colour, shadow, opacity);
  }
}

const RAINBOW: Rgb[] = [
  [235, 90, 90],
  [245, 160, 70],
  [245, 220, 90],
  [110, 200, 120],
  [90, 160, 230],
  [150, 110, 210],
];

/** Concentric bands; the ground painted afterwards hides the lower half. */
export function paintRainbow(c: Canvas, x: number, y: number, radius: number, band: number, opacity = 0.75): void {
  RAINBOW.forEach((col, k) => fillShape(c, ring(x, y, radius - k * band, band * 1.05), col, opacity, 2));
}

/** Coloured gas clouds screened over a space sky, from value noise. */
export function paintNebula(c: Canvas, seed: number, a: Rgb, b: Rgb, strength: number): void {
  const { width: w, height: h, data: d } = c;
  const n = valueNoise(w, h, 260, seed, 3);
  const m = valueNoise(w, h, 180, seed + 5, 2);
  for (let i = 0, p = 0; i < n.length; i++, p += 4) {
    const k = Math.max(0, n[i] - 0.45) * 2.2 * strength;
    if (k <= 0) continue;
    const col = mix(a, b, m[i]);
    for (let ch = 0; ch < 3; ch++) d[p + ch] = 255 - ((255 - d[p + ch]) * (255 - col[ch] * Math.min(1, k))) / 255;
  }
}
