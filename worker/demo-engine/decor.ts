// Seeded decorations that give each mood its character (bokeh, snow, stars, bubbles, leaves,
// petals, a neon floor grid, sparkles). Everything is placed by the prompt's RNG, so two
// prompts with the same mood still differ.

import { type Canvas, ellipse, fillShape, glow, lighten, mix, polygon, type Rgb, ring } from "./pixels";
import type { Palette } from "./palette";
import type { Stage } from "./scene";
import { between, type Rng } from "./seed";

export function paintDecor(c: Canvas, p: Palette, stage: Stage, rng: Rng): void {
  const w = c.width;
  const sky = stage.horizonY;
  if (p.motif !== "none" && p.motif !== "grid") bokeh(c, p, sky, rng, p.motif === "bokeh" ? 22 : 9);
  switch (p.motif) {
    case "snow":
      for (let i = 0; i < 160; i++)
        fillShape(
          c,
          ellipse(rng() * w, rng() * c.height, ...twice(between(rng, 1.5, 5))),
          [255, 255, 255],
          between(rng, 0.5, 0.95),
          1.5,
        );
      break;
    case "stars":
      for (let i = 0; i < 220; i++)
        fillShape(
          c,
          ellipse(rng() * w, rng() * sky * 0.9, ...twice(between(rng, 0.6, 1.8))),
          [255, 255, 240],
          between(rng, 0.4, 1),
        );
      for (let i = 0; i < 5; i++) sparkle(c, rng() * w, rng() * sky * 0.7, between(rng, 10, 22), [255, 255, 230]);
      glow(c, w * between(rng, 0.7, 0.88), sky * between(rng, 0.12, 0.25), 70, [255, 250, 220], 0.9);
      break;
    case "bubbles":
      for (let i = 0; i < 26; i++) {
        const r = between(rng, 6, 34);
        fillShape(
          c,
          ring(rng() * w, rng() * sky, r, Math.max(1.5, r * 0.08)),
          [255, 255, 255],
          between(rng, 0.25, 0.6),
        );
      }
      break;
    case "leaves":
    case "petals":
      for (let i = 0; i < (p.motif === "leaves" ? 18 : 28); i++) leaf(c, p, rng, w, sky);
      break;
    case "grid":
      neonGrid(c, p, stage);
      for (let i = 0; i < 14; i++)
        glow(c, rng() * w, rng() * sky * 0.8, between(rng, 20, 70), p.accent, between(rng, 0.15, 0.4));
      break;
    case "sparkle":
      for (let i = 0; i < 16; i++)
        sparkle(c, rng() * w, rng() * sky * 0.85, between(rng, 6, 20), lighten(p.accent, 0.5));
      break;
  }
}

const twice = (r: number): [number, number] => [r, r];

function bokeh(c: Canvas, p: Palette, sky: number, rng: Rng, count: number): void {
  for (let i = 0; i < count; i++) {
    const r = between(rng, 12, 80);
    const colour = mix(p.glow, p.accent, rng() * 0.6);
    fillShape(c, ellipse(rng() * c.width, rng() * sky, r, r), colour, between(rng, 0.06, 0.22), Math.max(3, r * 0.25));
  }
}

/** Four-point star: two thin diamonds crossed, with a glow core. */
function sparkle(c: Canvas, x: number, y: number, size: number, colour: Rgb): void {
  const t = size * 0.16;
  fillShape(
    c,
    polygon([
      [x, y - size],
      [x + t, y],
      [x, y + size],
      [x - t, y],
    ]),
    colour,
    0.9,
  );
  fillShape(
    c,
    polygon([
      [x - size, y],
      [x, y - t],
      [x + size, y],
      [x, y + t],
    ]),
    colour,
    0.9,
  );
  glow(c, x, y, size * 0.9, colour, 0.5);
}

/** A leaf or petal: a lens-shaped quad with soft edges, in the accent/glow family. */
function leaf(c: Canvas, p: Palette, rng: Rng, w: number, sky: number): void {
  const x = rng() < 0.5 ? rng() * w * 0.3 : w - rng() * w * 0.3;
  const y = rng() * sky;
  const len = between(rng, 18, 48);
  const a = rng() * Math.PI;
  const dx = Math.cos(a) * len;
  const dy = Math.sin(a) * len;
  const nx = -dy * 0.35;
  const ny = dx * 0.35;
  const colour =
    p.motif === "leaves" ? mix(p.accent, p.bottom, rng() * 0.5) : mix(p.accent, [255, 255, 255], 0.3 + rng() * 0.4);
  const points: [number, number][] = [
    [x - dx, y - dy],
    [x + nx, y + ny],
    [x + dx, y + dy],
    [x - nx, y - ny],
  ];
  // polygon() wants clockwise order; flip when the random angle produced the other winding.
  const cross =
    (points[1][0] - points[0][0]) * (points[2][1] - points[0][1]) -
    (points[1][1] - points[0][1]) * (points[2][0] - points[0][0]);
  fillShape(c, polygon(cross > 0 ? points : points.reverse()), colour, between(rng, 0.55, 0.9), 2.5);
}

/** Perspective grid on the floor, converging on the podium, for the tech look. */
function neonGrid(c: Canvas, p: Palette, stage: Stage): void {
  const { width: w, height: h } = c;
  const vx = stage.podiumCx;
  const top = stage.horizonY;
  for (let k = 1; k < 9; k++) {
    const y = top + (h - top) * (k / 8) ** 1.8;
    fillShape(
      c,
      polygon([
        [0, y - 1],
        [w, y - 1],
        [w, y + 1],
        [0, y + 1],
      ]),
      p.accent,
      0.35,
    );
  }
  for (let k = -8; k <= 8; k++) {
    const xb = vx + k * w * 0.16;
    fillShape(
      c,
      polygon([
        [vx + k * 6 - 1, top],
        [vx + k * 6 + 1, top],
        [xb + 1.5, h],
        [xb - 1.5, h],
      ]),
      p.accent,
      0.3,
    );
  }
}
