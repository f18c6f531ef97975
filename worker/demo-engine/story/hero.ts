// The book's main character when the user gave no picture: the animal the idea names (a
// penguin, a fox: ./animal.ts, drawn as ./species.ts says), else a round, friendly creature
// whose colours, ears and accessory all come from the idea's hash, so it is the same on
// every page. Drawn after the storybook finish so it stays crisp and keeps its colours.

import type { StoryStyle } from "../../engines/types";
import type { Animal } from "./animal";
import { type Ears, SPECIES, type Species } from "./species";
import {
  type Canvas,
  darken,
  ellipse,
  fillShape,
  glow,
  hsl,
  lighten,
  polygon,
  type Rgb,
  ring,
  roundedRect,
  type Shape,
} from "../pixels";

export type HeroLook = {
  body: Rgb;
  belly: Rgb;
  accent: Rgb;
  ears: Ears;
  helmet: boolean;
  /** The animal drawn, with its tail, beak, muzzle and markings; absent: the round creature. */
  animal?: Animal;
  species?: Species;
};

export function heroLook(seed: number, style: StoryStyle, animal?: Animal | null): HeroLook {
  const hue = seed % 360;
  const helmet = style === "sci_fi";
  if (animal) {
    const species = SPECIES[animal];
    const body = species.coats[(seed >>> 9) % species.coats.length];
    const belly = species.belly ?? lighten(body, 0.6);
    return { body, belly, accent: hsl(hue + 160, 0.7, 0.52), ears: species.ears, helmet, animal, species };
  }
  const ears = (["round", "pointy", "long", "antenna"] as const)[(seed >>> 9) % 4];
  return {
    body: hsl(hue, 0.55, 0.62),
    belly: hsl(hue + 20, 0.5, 0.86),
    accent: hsl(hue + 160, 0.7, 0.52),
    ears,
    helmet,
  };
}

export type Placement = { x: number; baseY: number; height: number; flip: boolean; grounded: boolean; cheer: boolean };

/** polygon() wants clockwise points; mirroring the hero reverses them. */
function clockwise(pts: Array<[number, number]>): Shape {
  const area = pts.reduce((a, p, i) => {
    const q = pts[(i + 1) % pts.length];
    return a + (p[0] * q[1] - q[0] * p[1]);
  }, 0);
  return polygon(area > 0 ? pts : pts.reverse());
}

type Part = { shape: (grow: number) => Shape; colour: Rgb; outline?: boolean };

/** Parts in a 100-unit-tall frame with the feet at (0, 0), facing right. */
function parts(look: HeroLook, u: (x: number, y: number) => [number, number], s: number, cheer: boolean): Part[] {
  const el = (x: number, y: number, rx: number, ry: number, colour: Rgb, outline = true): Part => {
    const [cx, cy] = u(x, y);
    return { shape: (g) => ellipse(cx, cy, rx * s + g, ry * s + g), colour, outline };
  };
  const earColour = look.species?.arms && look.animal === "panda" ? look.species.arms : look.body;
  const pointy = (outer: number, tip: number, inner: number, colour: Rgb) =>
    [-1, 1].map((side): Part => {
      const p = clockwise([u(side * outer, -86), u(side * tip, -112 + (outer === 22 ? 0 : 10)), u(side * inner, -92)]);
      return {
        shape: (g) => ({ ...p, x0: p.x0 - g, y0: p.y0 - g, x1: p.x1 + g, y1: p.y1 + g, sd: (x, y) => p.sd(x, y) + g }),
        colour,
        outline: true,
      };
    });
  const ears: Part[] =
    look.ears === "none"
      ? []
      : look.ears === "floppy"
        ? [el(-25, -74, 8, 17, darken(look.body, 0.25)), el(25, -74, 8, 17, darken(look.body, 0.25))]
        : look.ears === "big"
          ? [
              el(-20, -92, 15, 15, look.body),
              el(20, -92, 15, 15, look.body),
              el(-20, -92, 9, 9, look.belly, false),
              el(20, -92, 9, 9, look.belly, false),
            ]
          : look.ears === "tufts"
            ? pointy(20, 20, 8, darken(look.body, 0.15))
            : look.ears === "round"
              ? [
                  el(-18, -93, 10, 10, earColour),
                  el(18, -93, 10, 10, earColour),
                  ...(earColour === look.body
                    ? [el(-18, -93, 5, 5, look.belly, false), el(18, -93, 5, 5, look.belly, false)]
                    : []),
                ]
              : look.ears === "long"
                ? [
                    el(-10, -110, 7, 22, look.body),
                    el(10, -110, 7, 22, look.body),
                    el(-10, -108, 3.5, 15, look.belly, false),
                    el(10, -108, 3.5, 15, look.belly, false),
                  ]
                : look.ears === "antenna"
                  ? [el(0, -104, 2, 10, darken(look.body, 0.3)), el(0, -116, 6, 6, look.accent)]
                  : [-1, 1].map((side): Part => {
                      const p = clockwise([u(side * 22, -86), u(side * 18, -112), u(side * 6, -92)]);
                      return {
                        shape: (g) => ({
                          ...p,
                          x0: p.x0 - g,
                          y0: p.y0 - g,
                          x1: p.x1 + g,
                          y1: p.y1 + g,
                          sd: (x, y) => p.sd(x, y) + g,
                        }),
                        colour: look.body,
                        outline: true,
                      };
                    });
  const limbs = look.species?.arms ?? look.body;
  const feet = look.species?.feet ?? darken(look.body, 0.2);
  const arms = cheer
    ? [el(-28, -62, 7, 17, limbs), el(28, -62, 7, 17, limbs)]
    : [el(-27, -36, 7, 16, limbs), el(27, -36, 7, 16, limbs)];
  return [
    ...ears,
    ...arms,
    el(-12, -5, 12, 7, feet),
    el(12, -5, 12, 7, feet),
    el(0, -32, 26, 30, look.body),
    el(2, -28, 16, 20, look.belly, false),
    el(0, -72, 27, 25, look.body),
  ];
}

export function paintHero(c: Canvas, look: HeroLook, p: Placement): void {
  const s = p.height / 125;
  const dir = p.flip ? -1 : 1;
  const u = (x: number, y: number): [number, number] => [p.x + x * s * dir, p.baseY + y * s];
  if (look.animal === "fish") return paintFish(c, look, u, s);
  if (p.grounded) fillShape(c, ellipse(p.x, p.baseY, 40 * s, 8 * s), [0, 0, 0], 0.25, 10 * s);
  const list = [...tailParts(look, u, s), ...parts(look, u, s, p.cheer)];
  const line = darken(look.body, 0.6);
  for (const part of list) if (part.outline) fillShape(c, part.shape(3 * s), line);
  for (const part of list) fillShape(c, part.shape(0), part.colour);
  paintMarkings(c, look, u, s);
  // Face and accessory are drawn on top; the pupils look the way the hero faces.
  const dot = (x: number, y: number, rx: number, ry: number, col: Rgb, a = 1) => {
    const [cx, cy] = u(x, y);
    fillShape(c, ellipse(cx, cy, rx * s, ry * s), col, a);
  };
  for (const ex of [-8, 10]) {
    dot(ex, -75, 6, 7, [255, 255, 255]);
    dot(ex + 2, -74, 3.6, 4.4, [30, 25, 35]);
    dot(ex + 3, -76, 1.2, 1.2, [255, 255, 255]);
  }
  for (const cx of [-15, 18]) dot(cx, -64, 5, 3, [255, 130, 150], 0.55);
  if (look.species?.beak) paintBeak(c, look.animal === "duck", look.species.beak, u, s);
  else dot(2, -62, 4, 2.6, look.species?.muzzle || look.animal === "panda" ? [35, 30, 35] : darken(look.body, 0.65));
  if (look.species?.whiskers) {
    for (const [side, dy] of [
      [-1, -1],
      [-1, 2],
      [1, -1],
      [1, 2],
    ])
      fillShape(
        c,
        roundedRect(u(2 + side * 20, -62 + dy)[0] - 8 * s, u(0, -62 + dy)[1] - 0.6 * s, 16 * s, 1.2 * s, 0.6 * s),
        [60, 50, 55],
        0.7,
      );
  }
  const [sx, sy] = u(0, -52);
  fillShape(c, roundedRect(sx - 24 * s, sy - 4 * s, 48 * s, 9 * s, 4 * s), look.accent);
  const [tx, ty] = u(-14, -44);
  fillShape(c, roundedRect(tx - 4 * s, ty - 4 * s, 9 * s, 18 * s, 4 * s), darken(look.accent, 0.1));
  if (look.helmet) {
    const [hx, hy] = u(0, -74);
    fillShape(c, ellipse(hx, hy, 38 * s, 38 * s), [190, 230, 255], 0.18);
    fillShape(c, ring(hx, hy, 38 * s, 3 * s), lighten([150, 200, 240], 0.3), 0.8);
    glow(c, hx - 16 * s, hy - 18 * s, 9 * s, [255, 255, 255], 0.8);
  }
}

type At = (x: number, y: number) => [number, number];

function tailParts(look: HeroLook, u: At, s: number): Part[] {
  const tail = look.species?.tail;
  const el = (x: number, y: number, rx: number, ry: number, colour: Rgb): Part => {
    const [cx, cy] = u(x, y);
    return { shape: (g) => ellipse(cx, cy, rx * s + g, ry * s + g), colour, outline: true };
  };
  if (tail === "bushy") return [el(-34, -26, 13, 22, look.body), el(-38, -46, 8, 8, look.belly)];
  if (tail === "thin")
    return [el(-30, -14, 4, 10, look.body), el(-36, -28, 4, 10, look.body), el(-38, -42, 4, 9, look.body)];
  if (tail === "puff") return [el(-26, -18, 9, 9, look.belly)];
  if (tail === "short") return [el(-27, -24, 6, 8, look.body)];
  if (tail === "fan") return [el(-30, -20, 12, 6, darken(look.body, 0.15))];
  return [];
}

/** Belly-coloured muzzle and eye patches, painted over the head before the eyes. */
function paintMarkings(c: Canvas, look: HeroLook, u: At, s: number): void {
  const sp = look.species;
  if (!sp) return;
  const dot = (x: number, y: number, rx: number, ry: number, col: Rgb) => {
    const [cx, cy] = u(x, y);
    fillShape(c, ellipse(cx, cy, rx * s, ry * s), col);
  };
  if (sp.muzzle) dot(3, -62, 12, 8, look.belly);
  if (sp.eyePatches) for (const ex of [-8, 10]) dot(ex, -75, 10, look.animal === "owl" ? 10 : 9, sp.eyePatches);
}

function paintBeak(c: Canvas, wide: boolean, colour: Rgb, u: At, s: number): void {
  const line = darken(colour, 0.45);
  if (wide) {
    const [bx, by] = u(6, -62);
    fillShape(c, ellipse(bx, by, 14 * s, 5.5 * s), line);
    fillShape(c, ellipse(bx, by, 12.5 * s, 4.2 * s), colour);
    return;
  }
  const tri = clockwise([u(-4, -67), u(14, -62), u(-4, -57)]);
  fillShape(
    c,
    {
      ...tri,
      x0: tri.x0 - 2 * s,
      y0: tri.y0 - 2 * s,
      x1: tri.x1 + 2 * s,
      y1: tri.y1 + 2 * s,
      sd: (x, y) => tri.sd(x, y) + 1.5 * s,
    },
    line,
  );
  fillShape(c, tri, colour);
}

/** A fish swims rather than stands: an oval body, a tail fin, a fin on top, one big eye. */
function paintFish(c: Canvas, look: HeroLook, u: At, s: number): void {
  const line = darken(look.body, 0.55);
  const fin = darken(look.body, 0.12);
  const tail = clockwise([u(-34, -48), u(-62, -72), u(-62, -24)]);
  const top = clockwise([u(-14, -64), u(8, -66), u(-6, -82)]);
  const grow = (shape: Shape, g: number): Shape => ({
    ...shape,
    x0: shape.x0 - g,
    y0: shape.y0 - g,
    x1: shape.x1 + g,
    y1: shape.y1 + g,
    sd: (x, y) => shape.sd(x, y) + g,
  });
  const [bx, by] = u(0, -48);
  const body = ellipse(bx, by, 40 * s, 27 * s);
  for (const shape of [tail, top, body]) fillShape(c, grow(shape, 3 * s), line);
  fillShape(c, tail, fin);
  fillShape(c, top, fin);
  fillShape(c, body, look.body);
  const [lx, ly] = u(4, -38);
  fillShape(c, ellipse(lx, ly, 28 * s, 11 * s), look.belly, 0.8);
  const dot = (x: number, y: number, rx: number, ry: number, col: Rgb) => {
    const [cx, cy] = u(x, y);
    fillShape(c, ellipse(cx, cy, rx * s, ry * s), col);
  };
  dot(18, -54, 7, 7.5, [255, 255, 255]);
  dot(20, -53, 4, 4.5, [30, 25, 35]);
  dot(21, -55, 1.3, 1.3, [255, 255, 255]);
  dot(30, -44, 4, 2, darken(look.body, 0.5));
  for (const x of [-10, 0]) fillShape(c, ring(...u(x, -48), 14 * s, 1.4 * s), darken(look.body, 0.2), 0.5);
}
