// The adventure world: the seaside town, the beach where the map washed up, green hills
// under blue mountains with a dotted map trail, the river with stepping stones, the windy
// summit with the eagle, the sunset descent, the sea cave with the treasure and home again.

import { type Canvas, darken, ellipse, fillShape, polygon, type Rgb, roundedRect } from "../../pixels";
import { createRng, type Rng } from "../../seed";
import { hillTop, paintHill, paintMountains, paintPath, paintSea, paintTree } from "./land";
import { paintBirds, paintCave, paintChest } from "./props";
import { dimmer, isDark, type Moment, type Scene } from "./scene";
import { paintClouds, paintMoon, paintSky, paintStars, paintSun } from "./sky";

const SKY: Record<Moment, [Rgb, Rgb]> = {
  morning: [
    [90, 170, 235],
    [225, 240, 250],
  ],
  grey: [
    [120, 150, 180],
    [225, 225, 215],
  ],
  day: [
    [70, 150, 230],
    [205, 230, 250],
  ],
  dusk: [
    [80, 120, 190],
    [250, 210, 160],
  ],
  magic: [
    [60, 130, 220],
    [215, 235, 255],
  ],
  night: [
    [235, 120, 70],
    [255, 200, 110],
  ],
  dawn: [
    [110, 170, 220],
    [250, 225, 190],
  ],
  evening: [
    [25, 35, 90],
    [240, 150, 110],
  ],
};

function paintHouses(c: Canvas, x: number, y: number, n: number, dim: (c: Rgb) => Rgb, lit: boolean): void {
  const walls: Rgb[] = [
    [245, 235, 215],
    [240, 200, 170],
    [215, 230, 240],
  ];
  for (let k = 0; k < n; k++) {
    const hx = x + k * 62,
      hy = y + (k % 2) * 8;
    fillShape(c, roundedRect(hx - 24, hy - 40, 48, 40, 3), dim(walls[k % 3]));
    fillShape(
      c,
      polygon([
        [hx, hy - 70],
        [hx + 32, hy - 38],
        [hx - 32, hy - 38],
      ]),
      dim([200, 80, 60]),
    );
    fillShape(c, roundedRect(hx - 7, hy - 28, 14, 14, 2), lit ? [255, 220, 130] : dim([120, 160, 200]));
  }
}

export function paintAdventure(c: Canvas, m: Moment, beat: number, rng: Rng, mirror: boolean): Scene {
  const { width: w, height: h } = c;
  // Beat 5 happens at sunset, so "night" here is the orange sunset sky, not darkness.
  const dim = beat === 5 ? (col: Rgb) => darken(col, 0.25) : dimmer(m);
  const side = (f: number) => (mirror ? 1 - f : f) * w;
  const horizon = h * (beat === 4 ? 0.7 : 0.55);
  paintSky(c, SKY[m][0], SKY[m][1], horizon);
  const starSeed = Math.floor(rng() * 1e9);
  const lights = beat === 7 ? (page: Canvas) => paintStars(page, createRng(starSeed), 60, h * 0.35) : undefined;
  if (beat === 7) paintMoon(c, side(0.8), h * 0.14, 36);
  else
    paintSun(
      c,
      side(0.8),
      beat === 5 ? h * 0.42 : h * 0.16,
      beat === 5 ? 60 : 46,
      beat === 5 ? [255, 150, 80] : [255, 240, 170],
    );
  paintClouds(
    c,
    rng,
    beat === 4 ? 5 : 3,
    beat === 4 ? h * 0.6 : h * 0.3,
    [255, 255, 255],
    [225, 230, 240],
    isDark(m) ? 0.3 : 0.85,
  );

  const seaside = beat === 0 || beat === 1 || beat === 6 || beat === 7;
  if (seaside) {
    paintSea(c, rng, h * 0.55, dim([60, 150, 200]), dim([230, 245, 255]));
    const beach = { base: h * (beat === 1 ? 0.7 : 0.66), amp: 30, f: 0.004, p: mirror ? 3 : 0 };
    paintHill(
      c,
      beach.base + (mirror ? -20 : 20),
      beach.amp,
      beach.f,
      beach.p,
      dim(beat === 1 ? [240, 215, 160] : [130, 190, 110]),
    );
    if (beat === 0 || beat === 7)
      paintHouses(
        c,
        side(0.12),
        hillTop(beach.base + (mirror ? -20 : 20), beach.amp, beach.f, beach.p, side(0.12)) + 40,
        3,
        dim,
        beat === 7,
      );
    if (beat === 1) {
      // The washed-up map: torn parchment with a dotted trail and an X.
      // Marks are bold because the oil finish smears anything thin.
      const mx = side(0.68),
        my = h * 0.82;
      fillShape(
        c,
        polygon([
          [mx - 150, my - 75],
          [mx + 140, my - 85],
          [mx + 160, my + 65],
          [mx - 140, my + 75],
        ]),
        [240, 220, 170],
      );
      paintPath(
        c,
        [
          [mx - 110, my + 40],
          [mx - 40, my - 25],
          [mx + 30, my + 25],
          [mx + 95, my - 35],
        ],
        [150, 70, 45],
        7,
        22,
      );
      fillShape(
        c,
        polygon([
          [mx + 88, my - 62],
          [mx + 100, my - 70],
          [mx + 132, my - 22],
          [mx + 120, my - 14],
        ]),
        [200, 40, 35],
      );
      fillShape(
        c,
        polygon([
          [mx + 120, my - 70],
          [mx + 132, my - 62],
          [mx + 100, my - 14],
          [mx + 88, my - 22],
        ]),
        [200, 40, 35],
      );
    }
    if (beat === 6) {
      paintCave(c, side(0.72), h * 0.9, 190, dim([120, 110, 100]));
      paintChest(c, side(0.74), h * 0.93, 90);
    }
    for (const f of [0.05, 0.93])
      if (beat !== 6 || f < 0.5 !== mirror)
        paintTree(c, side(f), h * 0.8, 200, "palm", dim([70, 150, 80]), dim([140, 100, 60]));
    // The map (beat 1) and the cave (beat 6) sit on the far side: the hero keeps to this one.
    const slots = beat === 1 || beat === 6 ? [0.25, 0.4] : [0.28, 0.5, 0.7];
    return { ground: () => h * 0.9, slots: mirror ? slots.map((f) => 1 - f) : slots, lights };
  }
  // A far meadow closes the gap between the mountains' feet and the near hills.
  paintHill(
    c,
    horizon + 6,
    8,
    0.01,
    beat,
    dim(beat === 4 ? [170, 160, 150] : beat === 5 ? [140, 110, 90] : [150, 200, 130]),
  );
  paintMountains(
    c,
    rng,
    horizon + 10,
    beat === 4 ? 360 : 250,
    4,
    dim(beat === 5 ? [150, 90, 120] : [110, 140, 200]),
    beat === 5 ? [255, 200, 170] : [250, 250, 255],
  );
  if (beat === 4) paintBirds(c, rng, 1, [60, 50, 50], h * 0.25, h * 0.3);
  const land = { base: h * 0.68, amp: 30, f: 0.006, p: beat * 1.3 };
  paintHill(c, land.base, land.amp, land.f, land.p, dim(beat === 4 ? [150, 140, 130] : [120, 185, 100]));
  if (beat === 3) {
    fillShape(
      c,
      {
        x0: 0,
        y0: h * 0.72,
        x1: w,
        y1: h * 0.9,
        sd: (x, y) => 45 - Math.abs(y - (h * 0.8 + 25 * Math.sin(x * 0.008))),
      },
      [80, 160, 215],
    );
    for (let k = 0; k < 6; k++)
      fillShape(
        c,
        ellipse(side(0.2 + k * 0.12), h * 0.8 + 25 * Math.sin(side(0.2 + k * 0.12) * 0.008), 26, 12),
        [150, 140, 130],
      );
  }
  if (beat === 2 || beat === 5)
    paintPath(
      c,
      [
        [side(0.05), h * 0.98],
        [side(0.35), h * 0.8],
        [side(0.55), h * 0.74],
        [side(0.7), h * 0.66],
      ],
      dim([170, 90, 60]),
      4,
      16,
    );
  if (beat !== 4)
    for (let k = 0; k < 5; k++) {
      const x = side(0.08 + k * 0.22 + rng() * 0.05);
      paintTree(
        c,
        x,
        hillTop(land.base, land.amp, land.f, land.p, x) + 15,
        110 + rng() * 40,
        "pine",
        dim([60, 130, 80]),
        dim([110, 80, 60]),
      );
    }
  if (beat === 4) paintBirds(c, rng, 4, [70, 60, 60], h * 0.15, h * 0.35);
  return {
    ground: (x) => (beat === 3 ? h * 0.97 : hillTop(land.base, land.amp, land.f, land.p, x) + 140),
    slots: mirror ? [0.75, 0.5, 0.3] : [0.25, 0.5, 0.7],
  };
}
