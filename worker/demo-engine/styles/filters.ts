// Neighbourhood filters the styles draw structure from: Sobel gradients, ink-line masks from
// luminance edges, a max filter to thicken marks, and Kuwahara smoothing for painted patches.

import { blur, boxMean, luma, type Field, type Raster, smoothstep } from "./raster";

/** Sobel gradients scaled so a hard step of contrast C reads as magnitude ≈ C. */
export function sobel(l: Field, w: number, h: number): { gx: Field; gy: Field; mag: Field } {
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  const mag = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const ym = (y > 0 ? y - 1 : 0) * w;
    const y0 = y * w;
    const yp = (y < h - 1 ? y + 1 : y) * w;
    for (let x = 0; x < w; x++) {
      const xm = x > 0 ? x - 1 : 0;
      const xp = x < w - 1 ? x + 1 : x;
      const a = l[ym + xm],
        b = l[ym + x],
        c = l[ym + xp];
      const d = l[y0 + xm],
        f = l[y0 + xp];
      const g = l[yp + xm],
        hh = l[yp + x],
        k = l[yp + xp];
      const sx = (c + 2 * f + k - a - 2 * d - g) / 4;
      const sy = (g + 2 * hh + k - a - 2 * b - c) / 4;
      gx[y0 + x] = sx;
      gy[y0 + x] = sy;
      mag[y0 + x] = Math.sqrt(sx * sx + sy * sy);
    }
  }
  return { gx, gy, mag };
}

/**
 * Line mask 0..1 from luminance edges. `soften` blurs first so texture does not become ink;
 * contrast below `lo` draws nothing, above `hi` full ink; `thicken` widens lines.
 */
export function inkMask(r: Raster, soften: number, lo: number, hi: number, thicken = 0): Field {
  const l = blur(luma(r), r.w, r.h, 1, soften);
  const { mag } = sobel(l, r.w, r.h);
  for (let i = 0; i < mag.length; i++) mag[i] = smoothstep(lo, hi, mag[i]);
  return thicken > 0 ? maxFilter(mag, r.w, r.h, thicken) : mag;
}

/** Separable max over a (2r+1)² square: thickens lines and dots. */
export function maxFilter(f: Field, w: number, h: number, r: number): Field {
  const tmp = new Float32Array(f.length);
  const out = new Float32Array(f.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++) m = Math.max(m, f[y * w + k]);
      tmp[y * w + x] = m;
    }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++) m = Math.max(m, tmp[k * w + x]);
      out[y * w + x] = m;
    }
  return out;
}

/**
 * Kuwahara via box means: each pixel takes the mean of whichever of its four neighbouring
 * squares is flattest, which flattens texture into painted patches but keeps edges sharp.
 */
export function kuwahara(r: Raster, radius: number): Raster {
  const { w, h } = r;
  const q = Math.max(1, Math.round(radius / 2));
  const mean = boxMean(r.rgb, w, h, 3, q);
  const l = luma(r);
  const l2 = l.map((v) => v * v);
  const ml = boxMean(l, w, h, 1, q);
  const ml2 = boxMean(l2, w, h, 1, q);
  const out = new Float32Array(r.rgb.length);
  for (let y = 0; y < h; y++) {
    const ys = [Math.max(0, y - q), Math.min(h - 1, y + q)];
    for (let x = 0; x < w; x++) {
      const xs = [Math.max(0, x - q), Math.min(w - 1, x + q)];
      let best = 0;
      let bestVar = Infinity;
      for (let k = 0; k < 4; k++) {
        const idx = ys[k >> 1] * w + xs[k & 1];
        const v = ml2[idx] - ml[idx] * ml[idx];
        if (v < bestVar) {
          bestVar = v;
          best = idx;
        }
      }
      const o = (y * w + x) * 3;
      out[o] = mean[best * 3];
      out[o + 1] = mean[best * 3 + 1];
      out[o + 2] = mean[best * 3 + 2];
    }
  }
  return { w, h, rgb: out };
}
