// Devices: a phone seen from the back, a wristwatch standing on its strap, over-ear headphones.

import { type Canvas, darken, ellipse, fillShape, lighten, mix, type Rgb, ring, roundedRect } from "../pixels";
import type { Palette } from "../palette";
import { paintContactShadow, type Stage } from "../scene";
import { capsule, contrastOf, face, upperArc } from "./shade";

const METAL: Rgb = [196, 199, 206];
const DARK: Rgb = [30, 30, 36];

/** A phone's back: the product colour with a glass sheen, a camera island and its lenses. */
export function paintPhone(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const top = base - 520;
  paintContactShadow(c, p, s, cx, base, 140);
  const shade = face(body, top, base, 0.12, 0.18);
  fillShape(c, roundedRect(cx - 130, top, 260, 520, 44), (x, y, out) => {
    shade(x, y, out);
    const sheen = Math.exp(-(((x - cx + (y - top) * 0.45 - 60) / 38) ** 2)) * 0.22;
    for (let k = 0; k < 3; k++) out[k] += (255 - out[k]) * sheen;
  });
  fillShape(c, roundedRect(cx + 116, top + 10, 14, 500, 7), darken(body, 0.3), 0.9);
  fillShape(c, roundedRect(cx - 112, top + 20, 136, 136, 32), face(darken(body, 0.1), top + 20, top + 156, 0.2, 0.1));
  for (const [lx, ly] of [
    [cx - 76, top + 56],
    [cx - 76, top + 120],
    [cx - 14, top + 88],
  ]) {
    fillShape(c, ellipse(lx, ly, 27, 27), mix(METAL, body, 0.3));
    fillShape(c, ellipse(lx, ly, 20, 20), DARK);
    fillShape(c, ellipse(lx - 6, ly - 6, 6, 6), [120, 130, 160], 0.8);
  }
  fillShape(c, ellipse(cx - 14, top + 132, 8, 8), [250, 240, 210]);
  fillShape(c, roundedRect(cx - 22, top + 270, 44, 44, 14), lighten(body, 0.25), 0.55);
}

/** A wristwatch on its strap: strap in the product colour, metal case, dial at ten past ten. */
export function paintWatch(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const metal = p.trim ?? METAL;
  const cy = base - 280;
  paintContactShadow(c, p, s, cx, base, 110);
  fillShape(c, roundedRect(cx - 74, base - 540, 148, 540, 30), face(body, base - 540, base, 0.15, 0.25));
  for (let i = 0; i < 4; i++) fillShape(c, ellipse(cx, base - 40 - i * 34, 7, 7), darken(body, 0.5));
  fillShape(c, roundedRect(cx + 134, cy - 22, 28, 44, 8), face(metal, cy - 22, cy + 22));
  fillShape(c, ellipse(cx, cy, 142, 142), (x, y, out) => {
    const k = 0.75 + 0.25 * Math.cos(Math.atan2(y - cy, x - cx) + 2.3);
    out[0] = metal[0] * k;
    out[1] = metal[1] * k;
    out[2] = metal[2] * k;
  });
  fillShape(c, ring(cx, cy, 118, 16), darken(body, 0.15));
  const dial: Rgb = 0.299 * body[0] + 0.587 * body[1] + 0.114 * body[2] > 150 ? DARK : [246, 245, 240];
  const ink = contrastOf(dial);
  fillShape(c, ellipse(cx, cy, 108, 108), face(dial, cy - 108, cy + 108, 0.08, 0.08));
  for (let h = 0; h < 12; h++) {
    const a = (h / 12) * Math.PI * 2;
    const [sx, sy] = [Math.sin(a), -Math.cos(a)];
    const inner = h % 3 === 0 ? 78 : 86;
    fillShape(c, capsule(cx + sx * inner, cy + sy * inner, cx + sx * 96, cy + sy * 96, h % 3 === 0 ? 4.5 : 3), ink);
  }
  const hand = (turn: number, len: number, r: number, col: Rgb) =>
    fillShape(
      c,
      capsule(cx, cy, cx + Math.sin(turn * Math.PI * 2) * len, cy - Math.cos(turn * Math.PI * 2) * len, r),
      col,
    );
  hand(10 / 12 + 1 / 72, 56, 6, ink);
  hand(2 / 12, 82, 4.5, ink);
  hand(0.55, 88, 1.8, mix(body, [220, 40, 40], 0.5));
  fillShape(c, ellipse(cx, cy, 9, 9), metal);
}

/** Over-ear headphones: a padded band and two ear cups in the product colour. */
export function paintHeadphones(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const metal = p.trim ?? METAL;
  const cy = base - 240;
  paintContactShadow(c, p, s, cx, base, 250);
  fillShape(c, upperArc(cx, cy, 205, 44), face(body, cy - 230, cy, 0.2, 0.15));
  fillShape(c, upperArc(cx, cy, 180, 12), darken(body, 0.35), 0.9);
  for (const side of [-1, 1]) {
    const x = cx + side * 205;
    fillShape(c, roundedRect(x - 12, cy - 30, 24, 80, 10), face(metal, cy - 30, cy + 50));
    const cupX = cx + side * 215;
    fillShape(c, roundedRect(cupX - 60, cy + 20, 120, 220, 56), face(body, cy + 20, cy + 240, 0.15, 0.3));
    fillShape(c, roundedRect(cupX - side * 56 - 22, cy + 36, 44, 188, 22), [52, 50, 56]);
    fillShape(c, ellipse(cupX + side * 6, cy + 130, 30, 52), lighten(body, 0.18), 0.6);
  }
}
