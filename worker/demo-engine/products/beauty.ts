// Rounded luxuries: cosmetics (an open powder compact beside a lipstick) and a glossy sphere.

import { type Canvas, darken, ellipse, fillShape, lighten, mix, type Rgb, roundedRect } from "../pixels";
import type { Palette } from "../palette";
import { paintContactShadow, type Stage } from "../scene";
import { convex, cylinder, face } from "./shade";

const GOLD: Rgb = [212, 176, 96];

export function paintCosmetics(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
  const body = p.product;
  const metal = p.trim ?? GOLD;
  const ccx = cx - 110;
  paintContactShadow(c, p, s, cx, base, 280);
  // The compact: mirror lid open behind, then the case and its powder.
  fillShape(c, ellipse(ccx, base - 210, 158, 138), face(darken(body, 0.1), base - 348, base - 72));
  fillShape(c, ellipse(ccx, base - 210, 134, 116), (x, y, out) => {
    const t = Math.max(0, Math.min(1, (x - ccx + (y - base + 210)) / 260 + 0.5));
    const col = mix([236, 238, 242], [150, 156, 168], t);
    out[0] = col[0];
    out[1] = col[1];
    out[2] = col[2];
  });
  fillShape(c, roundedRect(ccx - 165, base - 84, 330, 50, 0), cylinder(darken(body, 0.1), ccx, 165));
  fillShape(c, ellipse(ccx, base - 34, 165, 44), cylinder(darken(body, 0.2), ccx, 165));
  fillShape(c, ellipse(ccx, base - 84, 165, 44), face(body, base - 128, base - 40));
  fillShape(c, ellipse(ccx, base - 86, 124, 31), face(lighten(body, 0.45), base - 117, base - 55, 0.05, 0.08));
  // The lipstick: metal case, sleeve, and the bullet cut at a slant.
  const lx = cx + 150;
  fillShape(c, roundedRect(lx - 52, base - 210, 104, 210, 12), cylinder(metal, lx, 52));
  fillShape(c, roundedRect(lx - 44, base - 262, 88, 60, 6), cylinder(lighten(metal, 0.35), lx, 44));
  fillShape(
    c,
    convex([
      [lx - 38, base - 258],
      [lx + 38, base - 258],
      [lx + 38, base - 330],
      [lx - 38, base - 384],
    ]),
    cylinder(body, lx, 38),
  );
}

export function paintSphere(c: Canvas, p: Palette, s: Stage, cx: number, base: number): void {
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
    for (let k = 0; k < 3; k++)
      out[k] = colour[k] * diffuse + (255 - colour[k] * diffuse) * spec + (p.glow[k] - colour[k] * diffuse) * rim;
  });
}
