// Brush-led modern movements: impressionism (light palette in broken dabs along the forms,
// violet shadows),
// post-impressionism (Van Gogh: strokes swirling along a flow field, blue/yellow palette,
// dark contours) and expressionism (warped forms, lurid colours, harsh black gestures).

import { createRng } from "../seed";
import { inkMask, kuwahara, sobel } from "./filters";
import { blur, blurRaster, clamp, cloneRaster, displace, luma, type Raster, smoothstep, unitOf } from "./raster";
import { contrastSaturation, curve, gradientMap, hex, mapHsv, paintMask, ramp, stretchedLuma } from "./tone";
import { valueNoise, weaveField } from "./texture";
import { dab, flowField, flowStroke, scatter } from "./strokes";

export function impressionism(src: Raster): Raster {
  const u = unitOf(src);
  const base = blurRaster(src, 1.5 * u);
  contrastSaturation(base, 0.95, 1.45);
  curve(base, (v) => 30 + v * 0.9);
  // Shadows are coloured, not black: push the darks towards violet-blue.
  const l = luma(base);
  for (let i = 0, j = 0; i < l.length; i++, j += 3) {
    const k = clamp((150 - l[i]) / 150, 0, 1) * 0.3;
    base.rgb[j] += (120 - base.rgb[j]) * k;
    base.rgb[j + 1] += (105 - base.rgb[j + 1]) * k;
    base.rgb[j + 2] += (190 - base.rgb[j + 2]) * k;
  }
  // Broken colour in short dabs laid along the forms (across an edge a dab would smear the
  // subject into its background), shorter where the photo has detail.
  const angle = flowField(src, 3 * u, 120 * u, 1, 85);
  const detail = sobel(blur(l, base.w, base.h, 1, 2 * u), base.w, base.h).mag;
  const r = cloneRaster(base);
  const rng = createRng(81);
  const col = [0, 0, 0];
  for (const [spacing, len, width] of [
    [9, 17, 6.5],
    [5.5, 11, 4.5],
  ] as const) {
    const pts = scatter(r.w, r.h, spacing * u, rng);
    for (let k = 0; k < pts.length; k += 2) {
      const x = pts[k],
        y = pts[k + 1];
      const i = Math.min(r.h - 1, Math.floor(y)) * r.w + Math.min(r.w - 1, Math.floor(x));
      const j = i * 3;
      // Each dab a touch lighter or darker and warmer or cooler than the patch: vibration, not noise.
      const lift = (rng() - 0.45) * 26;
      for (let c = 0; c < 3; c++) col[c] = base.rgb[j + c] + lift + (rng() - 0.5) * 20;
      const short = 1 - 0.6 * smoothstep(4, 16, detail[i]);
      dab(r, x, y, angle[i] + (rng() - 0.5) * 0.5, len * u * short, width * u, col, 0.85);
    }
  }
  const canvas = weaveField(r.w, r.h, Math.max(3, 4 * u), 0.06, 83);
  for (let i = 0, j = 0; i < canvas.length; i++, j += 3) for (let c = 0; c < 3; c++) r.rgb[j + c] *= canvas[i];
  return r;
}

export function postImpressionism(src: Raster): Raster {
  const u = unitOf(src);
  const base = kuwahara(src, 5 * u);
  // Van Gogh's palette: cool hues pulled to ultramarine/cobalt, warm ones to chrome yellow.
  mapHsv(base, (hsv) => {
    const h = hsv[0];
    const target = h > 75 && h < 300 ? (h < 160 ? 130 : 220) : 45;
    hsv[0] = h + (((target - h + 540) % 360) - 180) * 0.55;
    hsv[1] = clamp(hsv[1] * 1.6 + 0.15, 0, 1);
    hsv[2] = clamp(hsv[2] * 1.05 + 10, 0, 255);
  });
  const r = cloneRaster(base);
  const angle = flowField(src, 6 * u, 160 * u, 3, 93);
  const rng = createRng(91);
  const pts = scatter(r.w, r.h, 4.2 * u, rng);
  const col = [0, 0, 0];
  for (let k = 0; k < pts.length; k += 2) {
    const x = pts[k],
      y = pts[k + 1];
    const j = (Math.min(r.h - 1, Math.floor(y)) * r.w + Math.min(r.w - 1, Math.floor(x))) * 3;
    const stripe = (rng() - 0.5) * 70;
    for (let c = 0; c < 3; c++) col[c] = base.rgb[j + c] + stripe;
    flowStroke(r, angle, x, y, 6, 2.4 * u, 1.9 * u, col, 0.95);
  }
  paintMask(r, inkMask(src, 2 * u, 12, 30, Math.round(1 * u)), hex("#1b2552"), 0.85);
  return r;
}

export function expressionism(src: Raster): Raster {
  const u = unitOf(src);
  const { w, h } = src;
  const wobble = valueNoise(w, h, 140 * u, 101, 2);
  // Forms lean and buckle: a slow wave plus noise in the sampling position.
  const warped = displace(src, (x, y, out) => {
    const n = wobble[y * w + x] - 0.5;
    out[0] = Math.sin((y / h) * Math.PI * 3 + (x / w) * 2) * 14 * u + n * 30 * u;
    out[1] = Math.sin((x / w) * Math.PI * 4) * 10 * u + n * 20 * u;
  });
  const r = kuwahara(warped, 7 * u);
  mapHsv(r, (hsv) => {
    hsv[0] += 150;
    hsv[1] = clamp(hsv[1] * 2 + 0.35, 0, 1);
  });
  gradientMap(
    r,
    ramp([hex("#0c0626"), hex("#1d35a6"), hex("#c01522"), hex("#ff7a00"), hex("#f2e640")]),
    0.6,
    stretchedLuma(r),
  );
  contrastSaturation(r, 1.35, 1.3);
  paintMask(r, inkMask(warped, 2.5 * u, 9, 24, Math.round(2 * u)), hex("#120812"), 0.92);
  return r;
}
