// The educational world: bright, simple shapes. The classroom with its board, books, globe
// and blocks; rain clouds over a puddle; the sunny garden; the pond where boats float and
// pebbles sink; a big rainbow; a meadow with butterflies; the first evening star.

import { type Canvas, ellipse, fillShape, glow, polygon, type Rgb, roundedRect } from "../../pixels";
import { createRng, type Rng } from "../../seed";
import { hillTop, paintHill, paintTree } from "./land";
import { paintBlocks, paintClassroom } from "./props";
import type { Scene } from "./scene";
import { paintCloud, paintClouds, paintRainbow, paintSky, paintStars, paintSun } from "./sky";

function paintSunRays(c: Canvas, x: number, y: number, r: number): void {
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2,
      d = r * 1.6;
    fillShape(c, ellipse(x + Math.cos(a) * d, y + Math.sin(a) * d, r * 0.28, r * 0.28), [255, 215, 90]);
  }
  paintSun(c, x, y, r, [255, 205, 70]);
}

function paintFlower(c: Canvas, x: number, baseY: number, s: number, petal: Rgb): void {
  fillShape(c, roundedRect(x - 2, baseY - s, 4, s, 2), [70, 150, 70]);
  fillShape(c, ellipse(x + s * 0.15, baseY - s * 0.45, s * 0.15, s * 0.06), [90, 180, 90]);
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2;
    fillShape(c, ellipse(x + Math.cos(a) * s * 0.16, baseY - s + Math.sin(a) * s * 0.16, s * 0.12, s * 0.12), petal);
  }
  fillShape(c, ellipse(x, baseY - s, s * 0.09, s * 0.09), [255, 210, 60]);
}

export function paintSchool(c: Canvas, beat: number, rng: Rng, mirror: boolean): Scene {
  const { width: w, height: h } = c;
  const side = (f: number) => (mirror ? 1 - f : f) * w;
  if (beat === 0 || beat === 4) {
    paintClassroom(c, rng, beat === 0 ? [250, 235, 200] : [215, 235, 245], h * 0.72);
    if (beat === 0) paintBlocks(c, side(0.82), h * 0.92, 56);
    else {
      // The teacher's open picture book: two pages with coloured picture blocks, no words.
      const bx = side(0.72);
      fillShape(
        c,
        polygon([
          [bx - 150, h * 0.8],
          [bx, h * 0.84],
          [bx, h * 0.98],
          [bx - 160, h * 0.93],
        ]),
        [255, 252, 240],
      );
      fillShape(
        c,
        polygon([
          [bx, h * 0.84],
          [bx + 150, h * 0.8],
          [bx + 160, h * 0.93],
          [bx, h * 0.98],
        ]),
        [255, 252, 240],
      );
      fillShape(c, ellipse(bx - 80, h * 0.87, 35, 22), [120, 190, 240]);
      fillShape(c, ellipse(bx + 80, h * 0.87, 30, 30), [250, 190, 80]);
    }
    return { ground: () => h * 0.95, slots: mirror ? [0.75, 0.4, 0.25] : [0.25, 0.45, 0.6] };
  }
  const evening = beat === 7,
    grey = beat === 1;
  paintSky(
    c,
    evening ? [30, 40, 110] : grey ? [140, 160, 185] : [90, 190, 250],
    evening ? [250, 170, 130] : grey ? [210, 220, 230] : [210, 240, 255],
    h * 0.6,
  );
  if (!evening && !grey) paintSunRays(c, side(0.82), h * 0.17, 50);
  if (beat === 5 || beat === 6) paintRainbow(c, w / 2, h * 0.78, beat === 5 ? 420 : 330, 22, 0.85);
  if (grey) {
    for (let k = 0; k < 4; k++)
      paintCloud(c, w * (0.12 + k * 0.25), h * 0.18 + (k % 2) * 30, 110, [170, 180, 195], [140, 150, 170]);
    for (let k = 0; k < 120; k++) {
      const x = rng() * w,
        y = h * 0.3 + rng() * h * 0.6;
      fillShape(
        c,
        polygon([
          [x, y],
          [x + 3, y],
          [x - 5, y + 22],
          [x - 8, y + 22],
        ]),
        [120, 170, 230],
        0.8,
      );
    }
  } else paintClouds(c, rng, 3, h * 0.3, [255, 255, 255], [225, 235, 245], evening ? 0.4 : 1);
  const land = { base: h * 0.68, amp: 18, f: 0.007, p: beat };
  paintHill(c, land.base, land.amp, land.f, land.p, evening ? [70, 110, 100] : [120, 205, 100]);
  if (grey || beat === 3) {
    const px = side(0.66);
    fillShape(c, ellipse(px, h * 0.86, 190, 55), [80, 165, 225]);
    fillShape(c, ellipse(px - 30, h * 0.85, 120, 25), [150, 210, 245], 0.6, 8);
    if (beat === 3) {
      fillShape(
        c,
        polygon([
          [px - 60, h * 0.84],
          [px + 40, h * 0.84],
          [px + 20, h * 0.87],
          [px - 45, h * 0.87],
        ]),
        [250, 250, 255],
      );
      fillShape(
        c,
        polygon([
          [px - 10, h * 0.77],
          [px + 18, h * 0.84],
          [px - 10, h * 0.84],
        ]),
        [240, 90, 80],
      );
      for (let k = 0; k < 4; k++)
        fillShape(c, ellipse(px + 90 + k * 26, h * 0.88 + (k % 2) * 6, 12, 8), [120, 110, 105]);
    }
  }
  if (beat === 2 || beat === 6)
    for (let k = 0; k < 9; k++)
      paintFlower(
        c,
        side(0.08 + k * 0.1 + rng() * 0.03),
        h * (0.88 + rng() * 0.08),
        60 + rng() * 40,
        (
          [
            [240, 90, 120],
            [255, 170, 60],
            [170, 110, 230],
          ] as Rgb[]
        )[k % 3],
      );
  if (beat === 6)
    for (let k = 0; k < 5; k++) {
      const x = rng() * w,
        y = h * (0.35 + rng() * 0.3);
      for (const dx of [-9, 9]) fillShape(c, ellipse(x + dx, y, 10, 14), [250, 150, 200]);
    }
  if (beat !== 2)
    for (const f of [0.08, 0.92]) {
      const x = side(f);
      paintTree(
        c,
        x,
        hillTop(land.base, land.amp, land.f, land.p, x) + 20,
        170,
        "round",
        evening ? [60, 110, 80] : [80, 170, 90],
        [140, 100, 70],
      );
    }
  const seed = Math.floor(rng() * 1e9);
  const lights = evening
    ? (page: Canvas) => {
        paintStars(page, createRng(seed), 25, h * 0.4);
        glow(page, side(0.75), h * 0.15, 70, [255, 250, 200], 0.9);
      }
    : undefined;
  return { ground: () => h * 0.95, slots: mirror ? [0.7, 0.4, 0.25] : [0.3, 0.55, 0.75], lights };
}
