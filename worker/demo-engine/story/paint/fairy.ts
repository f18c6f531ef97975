// The fairy-tale world: pastel skies, layered rolling hills, a castle on the far hill, a
// soft forest that thickens on the journey, sparkles when the fairy comes, and a rainbow
// at dawn. Land colours sink towards night with the story's moment.

import { type Canvas, glow, type Rgb } from "../../pixels";
import { createRng, type Rng } from "../../seed";
import { hillTop, paintDots, paintHill, paintTree } from "./land";
import { paintCastle } from "./props";
import { dimmer, isDark, type Moment, type Scene } from "./scene";
import { paintClouds, paintMoon, paintRainbow, paintSky, paintStars, paintSun } from "./sky";

const SKY: Record<Moment, [Rgb, Rgb]> = {
  morning: [
    [150, 200, 240],
    [255, 226, 236],
  ],
  grey: [
    [120, 118, 150],
    [205, 195, 215],
  ],
  day: [
    [125, 190, 245],
    [230, 245, 255],
  ],
  dusk: [
    [110, 90, 165],
    [250, 175, 150],
  ],
  magic: [
    [60, 50, 130],
    [215, 150, 210],
  ],
  night: [
    [18, 22, 68],
    [85, 75, 150],
  ],
  dawn: [
    [250, 195, 180],
    [255, 238, 205],
  ],
  evening: [
    [30, 35, 95],
    [165, 120, 185],
  ],
};

export function paintFairyTale(c: Canvas, m: Moment, beat: number, rng: Rng, mirror: boolean): Scene {
  const { width: w, height: h } = c;
  const dim = dimmer(m);
  const horizon = h * 0.55;
  paintSky(c, SKY[m][0], SKY[m][1], horizon);
  const lx = mirror ? w * 0.22 : w * 0.78;
  if (isDark(m)) {
    if (m !== "magic") paintMoon(c, lx, h * 0.17, 46);
  } else if (m !== "grey")
    paintSun(
      c,
      lx,
      m === "dusk" || m === "dawn" ? h * 0.36 : h * 0.16,
      48,
      m === "dusk" ? [255, 170, 110] : [255, 240, 170],
    );
  if (!isDark(m))
    paintClouds(
      c,
      rng,
      m === "grey" ? 5 : 3,
      h * 0.3,
      m === "grey" ? [175, 170, 190] : [255, 250, 252],
      m === "grey" ? [140, 135, 160] : [235, 220, 240],
      0.9,
    );
  if (m === "dawn") paintRainbow(c, w * (mirror ? 0.65 : 0.35), h * 0.62, 330, 16);

  const phase = beat * 1.7 + rng() * 2;
  const far = { base: h * 0.5, amp: 26, f: 0.006, p: phase };
  paintHill(c, far.base, far.amp, far.f, far.p, dim([196, 178, 226]));
  const cx = mirror ? w * 0.7 : w * 0.3;
  paintCastle(
    c,
    cx,
    hillTop(far.base, far.amp, far.f, far.p, cx) + 10,
    120 + (beat % 3) * 18,
    dim([236, 226, 246]),
    dim([214, 120, 160]),
  );

  const mid = { base: h * 0.63, amp: 22, f: 0.009, p: phase + 2 };
  paintHill(c, mid.base, mid.amp, mid.f, mid.p, dim([160, 214, 178]));
  // The forest is dense and dark on the journey and at the troll's bridge, sparse otherwise.
  const deep = beat === 2 || beat === 3;
  const trees = deep ? 16 : 7;
  const leaves: Rgb[] = deep
    ? [
        [70, 130, 110],
        [90, 120, 140],
        [60, 110, 90],
      ]
    : [
        [140, 200, 150],
        [240, 180, 200],
        [170, 210, 130],
      ];
  for (let k = 0; k < trees; k++) {
    const x = ((k + rng()) / trees) * w;
    if (Math.abs(x - cx) < 90 && !deep) continue;
    paintTree(
      c,
      x,
      hillTop(mid.base, mid.amp, mid.f, mid.p, x) + 12,
      (deep ? 150 : 95) + rng() * 50,
      deep && k % 3 === 0 ? "pine" : "round",
      dim(leaves[k % 3]),
      dim([140, 100, 80]),
    );
  }
  const near = { base: h * 0.8, amp: 16, f: 0.005, p: phase + 4 };
  paintHill(c, near.base, near.amp, near.f, near.p, dim([120, 188, 120]));
  paintDots(c, rng, 70, h * 0.84, h, [dim([255, 200, 220]), dim([255, 245, 180]), dim([255, 255, 255])], 5);
  const castleY = hillTop(far.base, far.amp, far.f, far.p, cx);
  const seed = Math.floor(rng() * 1e9);
  const lights = (page: Canvas) => {
    const r = createRng(seed);
    if (isDark(m)) {
      paintStars(page, r, m === "magic" ? 50 : 110, horizon * 0.8);
      for (const dx of [-0.55, 0.55, 0]) glow(page, cx + dx * 130, castleY - 90, 14, [255, 220, 140], 0.9);
    }
    // Fairy dust when the fairy comes, and in the magic hour.
    if (beat === 4 || m === "magic")
      for (let k = 0; k < 40; k++) glow(page, r() * w, h * (0.2 + r() * 0.6), 6 + r() * 12, [255, 240, 200], 0.9);
  };
  return {
    ground: (x) => hillTop(near.base, near.amp, near.f, near.p, x) + 40,
    slots: mirror ? [0.25, 0.45, 0.8] : [0.2, 0.55, 0.75],
    lights,
  };
}
