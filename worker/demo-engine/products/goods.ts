// Things with flat sides: a sneaker in profile, a handbag, a gift box in three-quarter view.

import { type Canvas, darken, ellipse, fillShape, lighten, mix, polygon, type Rgb, roundedRect } from "../pixels";
import type { Palette } from "../palette";
import { paintContactShadow, type Stage } from "../scene";
import { capsule, contrastOf, convex, face, upperArc } from "./shade";

/** A sneaker in profile, toe to the left: the upper in the product colour on a light sole. */
export function paintShoe(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const detail = contrastOf(body);
  const trim = p.trim ?? detail;
  const light = 0.299 * body[0] + 0.587 * body[1] + 0.114 * body[2] > 200;
  const sole: Rgb = light ? [214, 210, 202] : [244, 243, 238];
  const upper = face(body, base - 250, base - 70);
  const opening: Rgb = [44, 40, 44];
  paintContactShadow(c, p, s, cx, base, 270);
  fillShape(
    c,
    convex([
      [cx + 40, base - 76],
      [cx + 40, base - 224],
      [cx + 180, base - 240],
      [cx + 240, base - 226],
      [cx + 272, base - 190],
      [cx + 276, base - 76],
    ]),
    upper,
  );
  fillShape(
    c,
    convex([
      [cx - 236, base - 76],
      [cx - 226, base - 122],
      [cx - 150, base - 160],
      [cx - 40, base - 200],
      [cx + 50, base - 222],
      [cx + 50, base - 76],
    ]),
    upper,
  );
  fillShape(c, ellipse(cx - 178, base - 98, 96, 58), upper);
  fillShape(
    c,
    convex([
      [cx + 150, base - 76],
      [cx + 176, base - 150],
      [cx + 268, base - 176],
      [cx + 276, base - 76],
    ]),
    darken(body, 0.12),
    0.9,
  );
  fillShape(
    c,
    convex([
      [cx, base - 206],
      [cx + 30, base - 264],
      [cx + 82, base - 258],
      [cx + 72, base - 218],
    ]),
    face(lighten(body, 0.1), base - 264, base - 206),
  );
  fillShape(c, ellipse(cx + 160, base - 236, 100, 17), lighten(body, 0.25));
  fillShape(c, ellipse(cx + 160, base - 233, 88, 11), opening);
  // Laces along the throat, then the side stripe and the heel tab in the trim colour.
  for (let i = 0; i < 5; i++) {
    const x = cx - 132 + i * 34;
    const y = base - 166 - i * 10;
    fillShape(c, capsule(x - 15, y + 9, x + 15, y - 9, 5.5), detail);
  }
  fillShape(
    c,
    convex([
      [cx - 120, base - 100],
      [cx + 60, base - 122],
      [cx + 60, base - 106],
      [cx - 100, base - 90],
    ]),
    trim,
    0.95,
  );
  fillShape(
    c,
    convex([
      [cx + 56, base - 122],
      [cx + 196, base - 188],
      [cx + 208, base - 176],
      [cx + 56, base - 106],
    ]),
    trim,
    0.95,
  );
  fillShape(c, roundedRect(cx + 252, base - 236, 24, 58, 10), trim);
  fillShape(c, roundedRect(cx - 262, base - 88, 544, 60, 26), face(sole, base - 88, base - 28, 0.05, 0.1));
  fillShape(c, roundedRect(cx - 256, base - 34, 532, 26, 12), darken(sole, 0.3));
  fillShape(c, roundedRect(cx - 230, base - 60, 470, 5, 2.5), darken(sole, 0.12));
}

/** A structured handbag: trapezoid body, flap with a clasp, two handles. */
export function paintBag(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const top = base - 290;
  const metal: Rgb = p.trim ?? [212, 176, 96];
  paintContactShadow(c, p, s, cx, base, 265);
  fillShape(c, upperArc(cx, top + 12, 150, 24), face(darken(body, 0.18), top - 165, top));
  for (const side of [-1, 1])
    fillShape(c, roundedRect(cx + side * 150 - 16, top - 8, 32, 26, 6), face(metal, top - 8, top + 18));
  fillShape(
    c,
    convex([
      [cx - 215, top],
      [cx + 215, top],
      [cx + 260, base - 8],
      [cx - 260, base - 8],
    ]),
    face(body, top, base),
  );
  fillShape(c, roundedRect(cx - 261, base - 50, 522, 46, 20), darken(body, 0.2));
  fillShape(
    c,
    convex([
      [cx - 220, top - 2],
      [cx + 220, top - 2],
      [cx + 198, top + 120],
      [cx - 198, top + 120],
    ]),
    face(darken(body, 0.06), top, top + 132, 0.25, 0.1),
  );
  fillShape(c, roundedRect(cx - 190, top + 106, 380, 4, 2), lighten(body, 0.3), 0.7);
  fillShape(c, roundedRect(cx - 34, top + 94, 68, 50, 10), face(metal, top + 94, top + 144, 0.3, 0.3));
  fillShape(c, roundedRect(cx - 14, top + 110, 28, 18, 5), darken(metal, 0.35));
}

export function paintBox(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const w = 300;
  const h = 330;
  const depth = 70;
  const left = cx - w / 2 - depth / 2;
  const top = base - h;
  paintContactShadow(c, p, s, cx, base, 190);
  const front = p.product;
  const band = p.trim ?? lighten(p.accent, 0.2);
  fillShape(
    c,
    polygon([
      [left, top],
      [left + w, top],
      [left + w, base],
      [left, base],
    ]),
    (x, y, out) => {
      const col = mix(lighten(front, 0.15), front, (y - top) / h);
      out[0] = col[0];
      out[1] = col[1];
      out[2] = col[2];
    },
  );
  fillShape(
    c,
    polygon([
      [left + depth, top - depth * 0.6],
      [left + w + depth, top - depth * 0.6],
      [left + w, top],
      [left, top],
    ]),
    lighten(front, 0.35),
  );
  fillShape(
    c,
    polygon([
      [left + w, top],
      [left + w + depth, top - depth * 0.6],
      [left + w + depth, base - depth * 0.6],
      [left + w, base],
    ]),
    darken(front, 0.35),
  );
  fillShape(c, roundedRect(left, top + h * 0.42, w, h * 0.2, 0), band, 0.9);
  fillShape(
    c,
    polygon([
      [left + w, top + h * 0.42],
      [left + w + depth, top + h * 0.42 - depth * 0.6],
      [left + w + depth, top + h * 0.62 - depth * 0.6],
      [left + w, top + h * 0.62],
    ]),
    darken(band, 0.3),
    0.9,
  );
}
