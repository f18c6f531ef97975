// The things that tell each world apart at a glance: a castle on the hill, planets and a
// rocket, asteroids, birds, a treasure chest, a sea cave, and the classroom's board,
// bookshelf, globe and toy blocks. None of them carries text (the page lays text out).

import {
  type Canvas,
  darken,
  ellipse,
  fillShape,
  glow,
  lighten,
  mix,
  polygon,
  type Rgb,
  ring,
  roundedRect,
} from "../../pixels";
import type { Rng } from "../../seed";

export function paintCastle(c: Canvas, x: number, baseY: number, s: number, wall: Rgb, roof: Rgb): void {
  const towers: Array<[number, number, number]> = [
    [-0.55, 0.16, 0.95],
    [0.55, 0.16, 0.95],
    [0, 0.2, 1.25],
  ];
  fillShape(c, roundedRect(x - s * 0.5, baseY - s * 0.6, s, s * 0.6, 2), wall);
  for (let k = -2; k <= 2; k++)
    fillShape(c, roundedRect(x + k * s * 0.18 - s * 0.05, baseY - s * 0.68, s * 0.1, s * 0.1, 1), wall);
  for (const [dx, half, hh] of towers) {
    const tx = x + dx * s;
    fillShape(c, roundedRect(tx - half * s, baseY - hh * s, half * 2 * s, hh * s, 2), lighten(wall, 0.06));
    fillShape(
      c,
      polygon([
        [tx, baseY - (hh + 0.42) * s],
        [tx + half * 1.25 * s, baseY - hh * s],
        [tx - half * 1.25 * s, baseY - hh * s],
      ]),
      roof,
    );
    fillShape(
      c,
      roundedRect(tx - s * 0.035, baseY - (hh - 0.25) * s, s * 0.07, s * 0.12, s * 0.035),
      darken(wall, 0.45),
    );
  }
  fillShape(c, roundedRect(x - s * 0.11, baseY - s * 0.3, s * 0.22, s * 0.3, s * 0.11), darken(wall, 0.5));
}

/** A lit sphere (light from the upper left) with an optional tilted ring. */
export function paintPlanet(c: Canvas, x: number, y: number, r: number, colour: Rgb, ringed: boolean): void {
  const lit = lighten(colour, 0.35),
    dark = darken(colour, 0.55);
  const band = (yy: number) => Math.sin(((yy - y) / r) * 9) * 0.06;
  if (ringed) fillShape(c, ring(x, y, r * 1.6, r * 0.12), lighten(colour, 0.5), 0.35);
  fillShape(c, ellipse(x, y, r, r), (px, py, out) => {
    const d = Math.hypot(px - (x - r * 0.4), py - (y - r * 0.4)) / (r * 1.9);
    const col = mix(lit, dark, Math.min(1, d + band(py)));
    out[0] = col[0];
    out[1] = col[1];
    out[2] = col[2];
  });
  // The ring's front arc passes in front of the planet: a flattened ellipse band below centre.
  if (ringed)
    fillShape(
      c,
      {
        ...ellipse(x, y + r * 0.15, r * 1.75, r * 0.32),
        sd: (px, py) => 4 - Math.abs(Math.hypot((px - x) / (r * 1.75), (py - y - r * 0.15) / (r * 0.32)) - 1) * r * 0.9,
      },
      lighten(colour, 0.55),
      0.85,
    );
}

export function paintRocket(c: Canvas, x: number, y: number, s: number, angle: number, body: Rgb, trim: Rgb): void {
  const ca = Math.cos(angle),
    sa = Math.sin(angle);
  const at = (u: number, v: number): [number, number] => [x + u * ca * s - v * sa * s, y + u * sa * s + v * ca * s];
  const [fx, fy] = at(-0.62, 0);
  glow(c, fx, fy, s * 0.3, [255, 170, 70], 0.9);
  glow(c, fx, fy, s * 0.14, [255, 240, 200], 1);
  fillShape(c, polygon([at(-0.45, -0.2), at(-0.2, -0.2), at(-0.35, -0.45)]), trim);
  fillShape(c, polygon([at(-0.45, 0.2), at(-0.35, 0.45), at(-0.2, 0.2)]), trim);
  fillShape(c, polygon([at(-0.5, -0.2), at(0.35, -0.2), at(0.75, 0), at(0.35, 0.2), at(-0.5, 0.2)]), body);
  const [wx, wy] = at(0.15, 0);
  fillShape(c, ellipse(wx, wy, s * 0.11, s * 0.11), trim);
  fillShape(c, ellipse(wx, wy, s * 0.07, s * 0.07), [150, 220, 255]);
}

export function paintAsteroids(c: Canvas, rng: Rng, count: number, colour: Rgb): void {
  for (let k = 0; k < count; k++) {
    const x = rng() * c.width,
      y = rng() * c.height * 0.75,
      r = 10 + rng() * 38;
    fillShape(c, ellipse(x, y, r * 1.2, r), darken(colour, 0.2));
    fillShape(c, ellipse(x - r * 0.15, y - r * 0.15, r, r * 0.8), colour);
    fillShape(c, ellipse(x + r * 0.3, y + r * 0.1, r * 0.25, r * 0.2), darken(colour, 0.3), 0.8);
  }
}

/** Birds as two-stroke "v" shapes, the way children draw them. */
export function paintBirds(c: Canvas, rng: Rng, count: number, colour: Rgb, y0: number, y1: number): void {
  for (let k = 0; k < count; k++) {
    const x = c.width * (0.15 + rng() * 0.7),
      y = y0 + rng() * (y1 - y0),
      s = 10 + rng() * 14;
    fillShape(c, ellipse(x - s * 0.5, y - s * 0.12, s * 0.55, s * 0.1), colour);
    fillShape(c, ellipse(x + s * 0.5, y - s * 0.12, s * 0.55, s * 0.1), colour);
  }
}

export function paintChest(c: Canvas, x: number, baseY: number, s: number): void {
  glow(c, x, baseY - s * 0.5, s * 1.6, [255, 220, 120], 0.5);
  fillShape(c, roundedRect(x - s * 0.5, baseY - s * 0.5, s, s * 0.5, 4), [140, 80, 40]);
  fillShape(c, roundedRect(x - s * 0.52, baseY - s * 0.75, s * 1.04, s * 0.28, s * 0.14), [160, 95, 50]);
  fillShape(c, roundedRect(x - s * 0.5, baseY - s * 0.52, s, s * 0.06, 2), [230, 185, 70]);
  fillShape(c, roundedRect(x - s * 0.06, baseY - s * 0.58, s * 0.12, s * 0.16, 3), [240, 200, 90]);
}

/** A dark arch in a cliff: the cave by the sea. */
export function paintCave(c: Canvas, x: number, baseY: number, s: number, rock: Rgb): void {
  fillShape(c, ellipse(x, baseY, s * 1.3, s * 1.05), rock);
  fillShape(c, ellipse(x + s * 0.1, baseY, s * 0.62, s * 0.7), darken(rock, 0.7));
}

export function paintClassroom(c: Canvas, rng: Rng, wall: Rgb, floorY: number): void {
  const w = c.width;
  fillShape(c, roundedRect(0, 0, w, floorY, 0), wall);
  fillShape(c, roundedRect(0, floorY, w, c.height - floorY, 0), [205, 160, 110]);
  const bx = w * (0.12 + rng() * 0.1);
  fillShape(c, roundedRect(bx - 10, 70, w * 0.42 + 20, 250, 10), [150, 100, 60]);
  fillShape(c, roundedRect(bx, 80, w * 0.42, 230, 6), [50, 95, 75]);
  // Chalk doodles instead of writing: a sun, a triangle, a wave.
  fillShape(c, ring(bx + 80, 160, 32, 5), [240, 240, 230], 0.85);
  fillShape(
    c,
    polygon([
      [bx + 200, 130],
      [bx + 250, 220],
      [bx + 150, 220],
    ]),
    [240, 240, 230],
    0.25,
  );
  for (let k = 0; k < 6; k++)
    fillShape(c, ellipse(bx + 300 + k * 16, 190 + (k % 2 ? 10 : -10), 9, 3), [240, 240, 230], 0.8);
  const sx = w * 0.7;
  fillShape(c, roundedRect(sx, 150, w * 0.24, 200, 4), [120, 80, 50]);
  const books: Rgb[] = [
    [220, 80, 70],
    [70, 140, 220],
    [240, 190, 60],
    [90, 180, 110],
    [170, 100, 200],
  ];
  for (let row = 0; row < 2; row++)
    for (let k = 0, x = sx + 10; x < sx + w * 0.24 - 24; k++) {
      const bw = 14 + rng() * 10,
        bh = 60 + rng() * 25;
      fillShape(c, roundedRect(x, 150 + 95 * (row + 1) - bh - 6, bw, bh, 2), books[(k + row * 2) % books.length]);
      x += bw + 3;
    }
  fillShape(c, ellipse(sx + w * 0.12, 118, 30, 30), [90, 160, 230]);
  fillShape(c, ellipse(sx + w * 0.12 - 8, 112, 12, 16), [110, 190, 110]);
}

export function paintBlocks(c: Canvas, x: number, baseY: number, s: number): void {
  const cols: Rgb[] = [
    [230, 90, 80],
    [80, 150, 230],
    [250, 200, 70],
  ];
  cols.forEach((col, k) => {
    const bx = x + (k === 2 ? s * 0.5 : k * s * 1.05),
      by = baseY - (k === 2 ? s * 2 : s);
    fillShape(c, roundedRect(bx, by, s, s, s * 0.12), col);
    fillShape(c, roundedRect(bx + s * 0.2, by + s * 0.2, s * 0.6, s * 0.6, s * 0.2), lighten(col, 0.35));
  });
}
