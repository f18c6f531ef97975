// Classical painting media: oil (Kuwahara brush patches, short strokes along the forms, warm
// glaze, impasto light, canvas),
// watercolour (bleeding washes, pooled pigment edges, paper, unpainted margins) and pencil
// sketch (colour-dodge lines, hatching by tone, paper tooth).

import { createRng } from "../seed";
import { inkMask, kuwahara, sobel } from "./filters";
import { blur, blurRaster, clamp, cloneRaster, displace, luma, type Raster, smoothstep, unitOf } from "./raster";
import { flowField, flowStroke, scatter } from "./strokes";
import { contrastSaturation, hex, tint, vignette } from "./tone";
import { hash2, noiseWarp, paperField, valueNoise, weaveField } from "./texture";

export function oilPainting(src: Raster): Raster {
  const u = unitOf(src);
  const base = kuwahara(kuwahara(src, 6 * u), 4 * u);
  contrastSaturation(base, 1.1, 1.3);
  tint(base, [1.05, 1.0, 0.88], [6, 2, -4]);
  // Loaded-brush strokes following the forms, each a little lighter or darker than the patch:
  // short enough that a stroke stays inside the patch it was loaded from.
  const r = cloneRaster(base);
  const angle = flowField(base, 4 * u, 200 * u, 1.2, 7);
  const rng = createRng(3);
  const pts = scatter(r.w, r.h, 5 * u, rng);
  const col = [0, 0, 0];
  for (let k = 0; k < pts.length; k += 2) {
    const j = (Math.min(r.h - 1, Math.floor(pts[k + 1])) * r.w + Math.min(r.w - 1, Math.floor(pts[k]))) * 3;
    const lift = (rng() - 0.5) * 24;
    for (let c = 0; c < 3; c++) col[c] = base.rgb[j + c] + lift;
    flowStroke(r, angle, pts[k], pts[k + 1], 3, 2.2 * u, 2.2 * u, col, 0.7);
  }
  // The drawing under the paint: the photo's fine lines (a watch's hands, an eye) painted back
  // in with a small brush, where patches and strokes would have buried them.
  const fine = luma(src);
  const broad = blur(fine, r.w, r.h, 1, 2 * u);
  for (let i = 0, j = 0; i < fine.length; i++, j += 3) {
    const d = clamp((fine[i] - broad[i]) * 0.8, -70, 70);
    for (let c = 0; c < 3; c++) r.rgb[j + c] += d;
  }
  // Impasto: the thick paint of every stroke catches light from the upper left.
  const l = blur(luma(r), r.w, r.h, 1, 0.8 * u);
  const { gx, gy } = sobel(l, r.w, r.h);
  const canvas = weaveField(r.w, r.h, Math.max(3, 4 * u), 0.07, 5);
  for (let i = 0, j = 0; i < l.length; i++, j += 3) {
    const light = clamp((-gx[i] - gy[i]) * 1.2, -22, 22);
    for (let c = 0; c < 3; c++) r.rgb[j + c] = (r.rgb[j + c] + light) * canvas[i];
  }
  vignette(r, hex("#2a1808"), 0.25, 0.5, 1.15);
  return r;
}

export function watercolor(src: Raster): Raster {
  const u = unitOf(src);
  const wet = displace(src, noiseWarp(src.w, src.h, 40 * u, 7 * u, 21));
  const r = kuwahara(blurRaster(wet, 2.5 * u), 8 * u);
  // Transparent pigment stays pure in hue even when thinned: saturate before diluting.
  contrastSaturation(r, 1, 1.6);
  const w = r.w,
    h = r.h;
  const l = luma(r);
  const around = blur(l, w, h, 1, 6 * u);
  const blotch = valueNoise(w, h, 120 * u, 23, 3);
  const paper = paperField(w, h, 0.14, 29);
  const margin = valueNoise(w, h, 60 * u, 31, 2);
  const ink = [0, 0, 0];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const j = i * 3;
      // Light washes: pigment thinned with water, unevenly (blotches).
      const thin = 0.3 + 0.3 * blotch[i];
      for (let c = 0; c < 3; c++) ink[c] = 255 - (255 - r.rgb[j + c]) * (1 - thin) * 1.15;
      // Pigment pools where a wash meets a lighter one and dries darker at the edge.
      const pool = smoothstep(2, 14, around[i] - l[i]) * 0.35;
      // Margins stay unpainted paper, with a ragged wet edge.
      const edge = Math.min(x, y, w - 1 - x, h - 1 - y) / Math.min(w, h);
      const painted = smoothstep(0.015, 0.07, edge + (margin[i] - 0.5) * 0.06);
      for (let c = 0; c < 3; c++) {
        const v = ink[c] * (1 - pool) + ink[c] * 0.55 * pool;
        r.rgb[j + c] = (255 + (v - 255) * painted) * paper[i];
      }
    }
  tint(r, [1, 0.99, 0.96]);
  return r;
}

export function sketch(src: Raster): Raster {
  const u = unitOf(src);
  const w = src.w,
    h = src.h;
  const g = luma(src);
  const inv = new Float32Array(g.length);
  for (let i = 0; i < g.length; i++) inv[i] = 255 - g[i];
  const soft = blur(inv, w, h, 1, 5 * u);
  const tone = blur(g, w, h, 1, 3 * u);
  const paper = paperField(w, h, 0.1, 41);
  const contour = inkMask(src, 1.2 * u, 10, 40);
  const period = Math.max(3, 6 * u);
  const out: Raster = { w, h, rgb: new Float32Array(w * h * 3) };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      // Colour dodge of the grey by its blurred negative leaves only the edges as graphite.
      const dodge = Math.min(255, (g[i] * 255) / Math.max(1, 255 - soft[i]));
      let v = 255 * (dodge / 255) ** 2.2;
      // Hatching: diagonal strokes in the mid tones, cross-hatching in the shadows.
      const dark = 1 - tone[i] / 255;
      const wobble = (hash2(Math.floor((x - y) / period), 0, 43) - 0.5) * period * 0.6;
      const h1 = Math.abs(((((x + y + wobble) % period) + period) % period) - period / 2) / (period / 2);
      const h2 = Math.abs(((((x - y) % period) + period) % period) - period / 2) / (period / 2);
      const line1 = smoothstep(0.35, 0.05, h1) * smoothstep(0.3, 0.55, dark);
      const line2 = smoothstep(0.3, 0.05, h2) * smoothstep(0.55, 0.8, dark);
      v *= (1 - 0.5 * line1 - 0.45 * line2) * (1 - 0.55 * contour[i]);
      v *= paper[i];
      const j = i * 3;
      out.rgb[j] = v;
      out.rgb[j + 1] = v;
      out.rgb[j + 2] = v;
    }
  return out;
}
