// The book's main character when the user gave no picture: a round, friendly creature
// whose colours, ears and accessory all come from the idea's hash, so it is the same on
// every page. Drawn after the storybook finish so it stays crisp and keeps its colours.

import type { StoryStyle } from "../../engines/types";
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
  ears: "round" | "pointy" | "long" | "antenna";
  helmet: boolean;
};

export function heroLook(seed: number, style: StoryStyle): HeroLook {
  const hue = seed % 360;
  const ears = (["round", "pointy", "long", "antenna"] as const)[(seed >>> 9) % 4];
  return {
    body: hsl(hue, 0.55, 0.62),
    belly: hsl(hue + 20, 0.5, 0.86),
    accent: hsl(hue + 160, 0.7, 0.52),
    ears,
    helmet: style === "sci_fi",
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
  const ears: Part[] =
    look.ears === "round"
      ? [
          el(-18, -93, 10, 10, look.body),
          el(18, -93, 10, 10, look.body),
          el(-18, -93, 5, 5, look.belly, false),
          el(18, -93, 5, 5, look.belly, false),
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
  const arms = cheer
    ? [el(-28, -62, 7, 17, look.body), el(28, -62, 7, 17, look.body)]
    : [el(-27, -36, 7, 16, look.body), el(27, -36, 7, 16, look.body)];
  return [
    ...ears,
    ...arms,
    el(-12, -5, 12, 7, darken(look.body, 0.2)),
    el(12, -5, 12, 7, darken(look.body, 0.2)),
    el(0, -32, 26, 30, look.body),
    el(2, -28, 16, 20, look.belly, false),
    el(0, -72, 27, 25, look.body),
  ];
}

export function paintHero(c: Canvas, look: HeroLook, p: Placement): void {
  const s = p.height / 125;
  const dir = p.flip ? -1 : 1;
  const u = (x: number, y: number): [number, number] => [p.x + x * s * dir, p.baseY + y * s];
  if (p.grounded) fillShape(c, ellipse(p.x, p.baseY, 40 * s, 8 * s), [0, 0, 0], 0.25, 10 * s);
  const list = parts(look, u, s, p.cheer);
  const line = darken(look.body, 0.6);
  for (const part of list) if (part.outline) fillShape(c, part.shape(3 * s), line);
  for (const part of list) fillShape(c, part.shape(0), part.colour);
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
  dot(2, -62, 4, 2.6, darken(look.body, 0.65));
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
