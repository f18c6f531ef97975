// The stand-in product drawn when the user gave no reference images: a bottle, jar, box or
// orb, picked from product words in the prompt (else the hash) and shaded so it reads as a
// lit 3-D object on the podium rather than a flat sticker.

import { type Canvas, darken, ellipse, fillShape, lighten, mix, polygon, type Rgb, roundedRect, type Shader } from "./pixels";
import type { Palette } from "./palette";
import { paintContactShadow, type Stage } from "./scene";

export type ProductKind = "bottle" | "jar" | "box" | "orb";

const KIND_WORDS: [ProductKind, RegExp][] = [
  ["bottle", /瓶|香水|精华|饮料|酒|\b(bottle|perfume|serum|drink|wine|beer|fragrance)\b/i],
  ["jar", /罐|面霜|蜡烛|杯|\b(jar|cream|candle|cup|mug|can|tin)\b/i],
  ["box", /盒|包装|礼品|书|\b(box|package|packaging|gift|book|carton)\b/i],
  ["orb", /球|\b(orb|sphere|ball|globe)\b/i],
];

const KINDS: ProductKind[] = ["bottle", "jar", "box", "orb"];

export function chooseProductKind(prompt: string, seed: number): ProductKind {
  const named = KIND_WORDS.map(([kind, re]) => ({ kind, at: prompt.search(re) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  return named?.kind ?? KINDS[seed % KINDS.length];
}

/** Lighting of a vertical cylinder lit from the upper left, with a specular stripe. */
function cylinder(colour: Rgb, cx: number, halfWidth: number): Shader {
  return (x, _y, out) => {
    const u = (x - cx) / halfWidth;
    const diffuse = 0.45 + 0.55 * Math.cos(Math.min(1, Math.abs(u + 0.2)) * Math.PI * 0.5);
    const spec = Math.exp(-(((u + 0.5) / 0.09) ** 2)) * 0.55 + Math.exp(-(((u - 0.62) / 0.05) ** 2)) * 0.15;
    out[0] = colour[0] * diffuse + (255 - colour[0] * diffuse) * spec;
    out[1] = colour[1] * diffuse + (255 - colour[1] * diffuse) * spec;
    out[2] = colour[2] * diffuse + (255 - colour[2] * diffuse) * spec;
  };
}

export function paintProduct(c: Canvas, p: Palette, s: Stage, kind: ProductKind): void {
  const cx = s.podiumCx;
  const base = s.podiumTopY + s.podiumRy * 0.15;
  const body = p.product;
  const trim = mix(p.accent, body, 0.35);
  if (kind === "bottle") {
    paintContactShadow(c, p, s, cx, base, 125);
    fillShape(c, roundedRect(cx - 120, base - 360, 240, 360, 70), cylinder(body, cx, 120));
    fillShape(c, roundedRect(cx - 45, base - 430, 90, 100, 18), cylinder(body, cx, 45));
    fillShape(c, roundedRect(cx - 58, base - 510, 116, 90, 14), cylinder(darken(trim, 0.2), cx, 58));
    fillShape(c, roundedRect(cx - 80, base - 250, 160, 110, 10), cylinder(lighten(trim, 0.6), cx, 120), 0.85);
  } else if (kind === "jar") {
    paintContactShadow(c, p, s, cx, base, 185);
    fillShape(c, roundedRect(cx - 180, base - 250, 360, 250, 40), cylinder(body, cx, 180));
    fillShape(c, roundedRect(cx - 190, base - 320, 380, 90, 22), cylinder(darken(trim, 0.15), cx, 190));
    fillShape(c, ellipse(cx, base - 320, 186, 26), lighten(trim, 0.25));
    fillShape(c, roundedRect(cx - 180, base - 180, 360, 70, 0), cylinder(lighten(trim, 0.55), cx, 180), 0.8);
  } else if (kind === "box") {
    paintBox(c, p, s, cx, base);
  } else {
    paintOrb(c, p, s, cx, base);
  }
}

function paintBox(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const w = 300;
  const h = 330;
  const depth = 70;
  const left = cx - w / 2 - depth / 2;
  const top = base - h;
  paintContactShadow(c, p, s, cx, base, 190);
  const front = p.product;
  fillShape(c, polygon([[left, top], [left + w, top], [left + w, base], [left, base]]), (x, y, out) => {
    const col = mix(lighten(front, 0.15), front, (y - top) / h);
    out[0] = col[0]; out[1] = col[1]; out[2] = col[2];
  });
  fillShape(c, polygon([[left + depth, top - depth * 0.6], [left + w + depth, top - depth * 0.6], [left + w, top], [left, top]]), lighten(front, 0.35));
  fillShape(c, polygon([[left + w, top], [left + w + depth, top - depth * 0.6], [left + w + depth, base - depth * 0.6], [left + w, base]]), darken(front, 0.35));
  fillShape(c, roundedRect(left, top + h * 0.42, w, h * 0.2, 0), lighten(p.accent, 0.2), 0.9);
  fillShape(c, polygon([[left + w, top + h * 0.42], [left + w + depth, top + h * 0.42 - depth * 0.6], [left + w + depth, top + h * 0.62 - depth * 0.6], [left + w, top + h * 0.62]]), darken(p.accent, 0.2), 0.9);
}

function paintOrb(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const r = 200;
  const cy = base - r + 10;
  paintContactShadow(c, p, s, cx, base, 150);
  const colour = p.product;
  fillShape(c, ellipse(cx, cy, r, r), (x, y, out) => {
    const nx = (x - cx) / r;
    const ny = (y - cy) / r;
    const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny));
    const diffuse = Math.max(0, -0.45 * nx - 0.55 * ny + 0.7 * nz) * 0.75 + 0.25;
    const spec = Math.max(0, -0.4 * nx - 0.5 * ny + 0.77 * nz) ** 40 * 0.9;
    const rim = (1 - nz) ** 3 * 0.35;
    for (let k = 0; k < 3; k++) out[k] = colour[k] * diffuse + (255 - colour[k] * diffuse) * spec + (p.glow[k] - colour[k] * diffuse) * rim;
  });
}
