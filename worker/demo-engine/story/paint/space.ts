// The science-fiction world: deep space with nebulae whose colours change per beat, star
// fields, ringed planets, the starship, an asteroid storm, the little blue moon with its
// robot, and a glowing path of light. Home pages stand on a planet's curved horizon.

import { type Canvas, darken, ellipse, fillShape, glow, hsl, lighten, type Rgb, roundedRect } from "../../pixels";
import type { Rng } from "../../seed";
import { paintPath } from "./land";
import { paintAsteroids, paintPlanet, paintRocket } from "./props";
import type { Scene } from "./scene";
import { paintNebula, paintSky, paintStars } from "./sky";

/** A planet surface filling the bottom of the page as the top of a huge circle. */
function paintSurface(c: Canvas, rng: Rng, topY: number, colour: Rgb, craters: number): (x: number) => number {
  const R = c.width * 1.6,
    cx = c.width / 2,
    cy = topY + R;
  fillShape(
    c,
    ellipse(cx, cy, R, R),
    (x, y, out) => {
      const t = Math.min(1, (y - topY) / (c.height - topY));
      const col = darken(colour, t * 0.35);
      out[0] = col[0];
      out[1] = col[1];
      out[2] = col[2];
    },
    1,
    2,
  );
  glow(c, cx, topY, c.width * 0.7, lighten(colour, 0.5), 0.25);
  const surface = (x: number) => cy - Math.sqrt(Math.max(0, R * R - (x - cx) * (x - cx)));
  for (let k = 0; k < craters; k++) {
    const x = rng() * c.width,
      y = surface(x) + 30 + rng() * (c.height - surface(x) - 40),
      r = 12 + rng() * 30;
    fillShape(c, ellipse(x, y, r, r * 0.35), darken(colour, 0.3), 0.8);
    fillShape(c, ellipse(x, y - r * 0.08, r * 0.85, r * 0.25), darken(colour, 0.15), 0.8);
  }
  return surface;
}

function paintRobot(c: Canvas, x: number, baseY: number, s: number): void {
  fillShape(c, roundedRect(x - s * 0.3, baseY - s * 0.7, s * 0.6, s * 0.55, s * 0.1), [190, 200, 215]);
  fillShape(c, roundedRect(x - s * 0.25, baseY - s * 1.1, s * 0.5, s * 0.38, s * 0.12), [210, 220, 235]);
  for (const dx of [-0.1, 0.1]) glow(c, x + dx * s, baseY - s * 0.93, s * 0.1, [90, 230, 255], 1);
  fillShape(c, roundedRect(x - s * 0.02, baseY - s * 1.3, s * 0.04, s * 0.2, 2), [150, 160, 175]);
  glow(c, x, baseY - s * 1.32, s * 0.08, [255, 90, 90], 1);
  for (const dx of [-0.18, 0.18])
    fillShape(c, roundedRect(x + dx * s - s * 0.07, baseY - s * 0.15, s * 0.14, s * 0.15, 3), [150, 160, 175]);
}

export function paintSpace(c: Canvas, beat: number, rng: Rng, seed: number, mirror: boolean): Scene {
  const { width: w, height: h } = c;
  const hue = (seed % 360) + beat * 47;
  paintSky(c, [6, 8, 30], beat === 1 ? [70, 15, 40] : hsl(hue + 200, 0.5, 0.16), h);
  paintNebula(c, seed + beat * 13, hsl(hue, 0.7, 0.55), hsl(hue + 70, 0.7, 0.5), beat === 5 ? 0.9 : 0.6);
  paintStars(c, rng, 170, h);
  const side = (f: number) => (mirror ? 1 - f : f) * w;
  const planetColour = hsl(hue + 120, 0.55, 0.55);
  let ground: Scene["ground"] = null;
  if (beat === 0 || beat === 7) {
    paintPlanet(c, side(0.78), h * 0.2, 60, hsl(hue + 30, 0.6, 0.6), true);
    ground = paintSurface(c, rng, h * 0.68, beat === 0 ? [90, 170, 150] : [70, 100, 150], 6);
    for (const f of [0.62, 0.7]) fillShape(c, ellipse(side(f), ground(side(f)) + 6, 34, 26), [200, 230, 240], 0.9);
    if (beat === 7) glow(c, side(0.66), ground(side(0.66)) - 10, 60, [255, 220, 150], 0.6);
  } else if (beat === 4) {
    paintPlanet(c, side(0.2), h * 0.22, 90, planetColour, true);
    ground = paintSurface(c, rng, h * 0.66, [110, 150, 220], 9);
    paintRobot(c, side(0.72), ground(side(0.72)) + 30, 130);
  } else {
    paintPlanet(
      c,
      side(0.22 + (beat % 3) * 0.25),
      h * (0.25 + (beat % 2) * 0.45),
      70 + (beat % 3) * 40,
      planetColour,
      beat % 2 === 0,
    );
    paintPlanet(c, side(0.85), h * 0.15, 26, hsl(hue + 260, 0.6, 0.65), false);
    if (beat === 3) paintAsteroids(c, rng, 26, [150, 135, 120]);
    if (beat === 5 || beat === 6) {
      const pts: Array<[number, number]> = [
        [side(0.02), h * 0.85],
        [side(0.3), h * 0.62],
        [side(0.55), h * 0.55],
        [side(0.8), h * 0.3],
        [side(1.02), h * 0.12],
      ];
      for (const [x, y] of pts) glow(c, x, y, 40, [120, 230, 255], 0.35);
      paintPath(c, pts, [180, 245, 255], 5, 14);
    }
    const rx = side(beat === 1 ? 0.5 : 0.7),
      ry = h * (beat === 1 ? 0.4 : 0.3);
    if (beat === 1) for (let k = 0; k < 4; k++) glow(c, rx + (k - 1.5) * 60, ry - 60, 40, [255, 60, 60], 0.5);
    paintRocket(c, rx, ry, 150, mirror ? Math.PI + 0.5 : -0.5, [235, 235, 245], [220, 70, 80]);
  }
  return { ground, slots: mirror ? [0.7, 0.35, 0.2] : [0.3, 0.65, 0.8] };
}
