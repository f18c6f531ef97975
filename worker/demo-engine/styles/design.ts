// Decorative modern styles: fauvism (wild flat colour, shadows in complementary hues) and art
// nouveau (muted gold/olive poster palette, flowing contour lines, ornamental frame).

import { inkMask, kuwahara } from "./filters";
import { blurRaster, type Raster, smoothstep, unitOf } from "./raster";
import { gradientMap, hex, mapHsv, paintMask, ramp, shade, stretchedLuma } from "./tone";
import { paperField } from "./texture";

export function fauvism(src: Raster): Raster {
  const u = unitOf(src);
  const r = kuwahara(kuwahara(src, 10 * u), 6 * u);
  const l = stretchedLuma(r);
  // Colour freed from nature: hues snapped to bold sectors, the darks swung to the
  // complementary hue (green and violet shadows on warm forms), everything at full saturation.
  mapHsv(r, (hsv, i) => {
    const t = l[i] / 255;
    let hue = Math.round((hsv[0] + 25) / 45) * 45;
    if (t < 0.4) hue += 160;
    else if (t > 0.75) hue = hue * 0.5 + 10;
    hsv[0] = hue;
    hsv[1] = t > 0.92 ? 0.55 : 0.92;
    hsv[2] = t < 0.2 ? 120 : t < 0.55 ? 195 : 250;
  });
  paintMask(r, inkMask(src, 3 * u, 14, 34, Math.round(1 * u)), hex("#1c3fb0"), 0.6);
  return r;
}

const GOLD = hex("#c9a24e");
const OLIVE = hex("#2f3a22");

export function artNouveau(src: Raster): Raster {
  const u = unitOf(src);
  const r = kuwahara(src, 7 * u);
  const l = stretchedLuma(r);
  for (let i = 0; i < l.length; i++) l[i] = Math.round(l[i] / 51) * 51 * 0.7 + l[i] * 0.3;
  gradientMap(r, ramp([hex("#232b18"), hex("#4f5c33"), hex("#8f9a5e"), hex("#c8a552"), hex("#f1e3bd")]), 0.85, l);
  // Flowing contours: lines found on a blurred copy come out as smooth whiplash curves.
  const lines = inkMask(blurRaster(r, 2.5 * u), 1.5 * u, 6, 18, Math.round(1 * u));
  for (let i = 0; i < lines.length; i++) lines[i] = smoothstep(0.25, 0.6, lines[i]);
  paintMask(r, lines, hex("#3b2a17"), 0.9);
  frame(r, u);
  shade(r, paperField(r.w, r.h, 0.06, 171));
  return r;
}

/** A dark olive border with gold double rules, a chain of rings and rosettes in the corners. */
function frame(r: Raster, u: number): void {
  const { w, h } = r;
  const m = Math.max(8, Math.round(Math.min(w, h) * 0.075));
  const rule = Math.max(1, 2 * u);
  const period = m * 0.9;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const dEdge = Math.min(x, y, w - 1 - x, h - 1 - y);
      if (dEdge > m + rule * 3) continue;
      const j = (y * w + x) * 3;
      let col: readonly number[] | null = null;
      if (dEdge < m) {
        col = OLIVE;
        // Rings strung along the band's centre line, spaced along whichever edge is nearest.
        const along = dEdge === x || dEdge === w - 1 - x ? y : x;
        const cx = (Math.round(along / period - 0.5) + 0.5) * period;
        const d = Math.hypot(along - cx, dEdge - m / 2);
        if (Math.abs(d - m * 0.28) < rule * 0.9 || d < m * 0.08) col = GOLD;
        // Rosettes: concentric rings in the four corners.
        const cd = Math.hypot(Math.min(x, w - 1 - x) - m / 2, Math.min(y, h - 1 - y) - m / 2);
        if (cd < m * 0.5) col = Math.abs(((cd / (m * 0.12)) % 1) - 0.5) < 0.22 ? GOLD : OLIVE;
      }
      // Double gold rule at the inner edge of the band.
      if (Math.abs(dEdge - m) < rule || Math.abs(dEdge - m - rule * 2.5) < rule * 0.6) col = GOLD;
      if (Math.abs(dEdge - m * 0.12) < rule * 0.6) col = GOLD;
      if (col) for (let c = 0; c < 3; c++) r.rgb[j + c] = col[c];
    }
}
