// Round vessels: bottle, jar, cup and perfume flacon, lit as cylinders or glass on the podium.

import { type Canvas, darken, ellipse, fillShape, lighten, mix, ring, roundedRect } from "../pixels";
import type { Palette } from "../palette";
import { paintContactShadow, type Stage } from "../scene";
import { clip, cylinder, face } from "./shade";

export function paintBottle(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const trim = mix(p.accent, body, 0.35);
  paintContactShadow(c, p, s, cx, base, 125);
  fillShape(c, roundedRect(cx - 120, base - 360, 240, 360, 70), cylinder(body, cx, 120));
  fillShape(c, roundedRect(cx - 45, base - 430, 90, 100, 18), cylinder(body, cx, 45));
  fillShape(c, roundedRect(cx - 58, base - 510, 116, 90, 14), cylinder(darken(trim, 0.2), cx, 58));
  fillShape(c, roundedRect(cx - 80, base - 250, 160, 110, 10), cylinder(lighten(trim, 0.6), cx, 120), 0.85);
}

export function paintJar(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const trim = mix(p.accent, body, 0.35);
  paintContactShadow(c, p, s, cx, base, 185);
  fillShape(c, roundedRect(cx - 180, base - 250, 360, 250, 40), cylinder(body, cx, 180));
  fillShape(c, roundedRect(cx - 190, base - 320, 380, 90, 22), cylinder(darken(trim, 0.15), cx, 190));
  fillShape(c, ellipse(cx, base - 320, 186, 26), lighten(trim, 0.25));
  fillShape(c, roundedRect(cx - 180, base - 180, 360, 70, 0), cylinder(lighten(trim, 0.55), cx, 180), 0.8);
}

/** A mug on a saucer, handle to the right, coffee inside. */
export function paintCup(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const saucer = mix(p.podium, [250, 250, 248], 0.6);
  paintContactShadow(c, p, s, cx, base, 230);
  fillShape(c, ellipse(cx, base - 8, 240, 34), darken(saucer, 0.12));
  fillShape(c, ellipse(cx, base - 16, 232, 30), face(saucer, base - 46, base + 14, 0.1, 0.1));
  const top = base - 300;
  fillShape(
    c,
    clip(ring(cx + 160, top + 140, 72, 34), (x) => x - cx - 140, { x0: cx + 140 }),
    cylinder(darken(body, 0.08), cx + 160, 100),
  );
  fillShape(c, roundedRect(cx - 150, top, 300, 282, 36), cylinder(body, cx, 150));
  fillShape(c, ellipse(cx, base - 20, 150, 22), cylinder(darken(body, 0.1), cx, 150));
  fillShape(c, ellipse(cx, top, 150, 26), lighten(body, 0.25));
  fillShape(c, ellipse(cx, top + 2, 134, 20), [92, 56, 34]);
  fillShape(c, ellipse(cx - 30, top - 2, 60, 7), [150, 105, 70], 0.6, 4);
}

/** A faceted perfume flacon: tinted glass with light through it, a collar and a heavy cap. */
export function paintPerfume(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const glass = p.product;
  const cap = darken(mix(p.accent, [30, 28, 30], 0.4), 0.1);
  const top = base - 290;
  paintContactShadow(c, p, s, cx, base, 170);
  fillShape(c, roundedRect(cx - 165, top, 330, 290, 28), (x, y, out) => {
    const u = (x - cx) / 165;
    const v = (y - top) / 290;
    // Glass: the colour deepens at the sides and the bottom, light passes through the middle.
    const depth = 0.55 + 0.45 * (1 - Math.abs(u)) - 0.2 * v;
    const facet = Math.abs(u) > 0.72 ? 0.78 : 1;
    const col = mix(darken(glass, 0.35), lighten(glass, 0.35), Math.max(0, Math.min(1, depth * facet)));
    out[0] = col[0];
    out[1] = col[1];
    out[2] = col[2];
  });
  fillShape(c, roundedRect(cx - 130, top + 30, 28, 220, 14), [255, 255, 255], 0.35, 6);
  fillShape(c, roundedRect(cx - 70, top + 120, 140, 70, 6), lighten(glass, 0.75), 0.9);
  fillShape(c, roundedRect(cx - 40, top - 40, 80, 44, 6), face([210, 200, 185], top - 40, top + 4));
  fillShape(c, roundedRect(cx - 95, top - 175, 190, 140, 18), face(cap, top - 175, top - 35, 0.25, 0.3));
  fillShape(c, roundedRect(cx - 80, top - 165, 24, 110, 12), [255, 255, 255], 0.22, 5);
}
