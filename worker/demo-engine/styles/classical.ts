// Western old masters: renaissance (sfumato softness, muted earth palette, umber vignette,
// varnish craquelure), baroque (chiaroscuro: one warm spotlight, crushed shadows, gold
// highlights) and neoclassical (cool, pale marble key, low saturation, crisp edges).

import { kuwahara, sobel } from "./filters";
import { blurRaster, clamp, cloneRaster, luma, type Raster, smoothstep, unitOf } from "./raster";
import { contrastSaturation, curve, gradientMap, hex, ramp, shade, stretchedLuma, tint, vignette } from "./tone";
import { grain, hash2, valueNoise } from "./texture";

/** Fine cracks in old varnish: thin dark lines along the cell borders of a jittered grid. */
function craquelure(r: Raster, cell: number, depth: number, seed: number): void {
  const f = new Float32Array(r.w * r.h).fill(1);
  const wobble = valueNoise(r.w, r.h, cell * 0.7, seed, 2);
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const i = y * r.w + x;
      const px = x / cell + (wobble[i] - 0.5) * 0.8,
        py = y / cell + (wobble[i] - 0.5) * 0.8;
      const cx = Math.floor(px),
        cy = Math.floor(py);
      let d1 = 9,
        d2 = 9;
      for (let oy = -1; oy <= 1; oy++)
        for (let ox = -1; ox <= 1; ox++) {
          const sx = cx + ox + hash2(cx + ox, cy + oy, seed),
            sy = cy + oy + hash2(cx + ox, cy + oy, seed + 1);
          const d = (px - sx) ** 2 + (py - sy) ** 2;
          if (d < d1) {
            d2 = d1;
            d1 = d;
          } else if (d < d2) d2 = d;
        }
      f[i] = 1 - depth * smoothstep(0.06, 0.0, Math.sqrt(d2) - Math.sqrt(d1));
    }
  shade(r, f);
}

export function renaissance(src: Raster): Raster {
  const u = unitOf(src);
  const painted = kuwahara(src, 5 * u);
  // Sfumato: contours dissolve into smoke; half the picture is a wide blur of itself.
  const smoke = blurRaster(painted, 5 * u);
  const r = cloneRaster(painted);
  for (let j = 0; j < r.rgb.length; j++) r.rgb[j] = r.rgb[j] * 0.5 + smoke.rgb[j] * 0.5;
  contrastSaturation(r, 0.95, 0.55);
  gradientMap(
    r,
    ramp([hex("#1e140b"), hex("#4f3620"), hex("#8e6a42"), hex("#c9a878"), hex("#efdfba")]),
    0.6,
    stretchedLuma(r),
  );
  tint(r, [1.03, 0.97, 0.82]);
  vignette(r, hex("#1a0f07"), 0.92, 0.3, 1.0);
  craquelure(r, 26 * u, 0.22, 61);
  grain(r, 4, 63);
  return r;
}

/** Where the picture's detail is concentrated (edge-energy centroid): the spotlight's target. */
function subjectCentre(r: Raster): [number, number] {
  const { mag } = sobel(luma(r), r.w, r.h);
  let sx = 0,
    sy = 0,
    total = 0;
  for (let y = 0; y < r.h; y += 2)
    for (let x = 0; x < r.w; x += 2) {
      const m = mag[y * r.w + x];
      sx += x * m;
      sy += y * m;
      total += m;
    }
  if (total === 0) return [0.45, 0.45];
  return [clamp(sx / total / r.w, 0.3, 0.7), clamp(sy / total / r.h, 0.3, 0.7)];
}

export function baroque(src: Raster): Raster {
  const u = unitOf(src);
  const r = kuwahara(src, 5 * u);
  const l = stretchedLuma(r);
  const lum = luma(r);
  // One spotlight on the subject from the upper left; everything outside its pool sinks into the dark.
  const [cx, cy] = subjectCentre(src);
  const lx = cx - 0.06,
    ly = cy - 0.08;
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const i = y * r.w + x;
      const spot = 1 - smoothstep(0.1, 0.7, Math.hypot(x / r.w - lx, (y / r.h - ly) * (r.h / r.w)));
      const t = l[i] / 255;
      const target = 255 * t ** 1.25 * (0.22 + 1.0 * spot);
      const k = target / Math.max(8, lum[i]);
      const j = i * 3;
      r.rgb[j] *= k;
      r.rgb[j + 1] *= k;
      r.rgb[j + 2] *= k;
    }
  contrastSaturation(r, 1.1, 1.25);
  gradientMap(r, ramp([hex("#040201"), hex("#2b150a"), hex("#7a431a"), hex("#d49a3c"), hex("#fff1c4")]), 0.55);
  vignette(r, hex("#030201"), 0.9, 0.4, 1.0, lx, ly);
  grain(r, 3, 67);
  return r;
}

export function neoclassical(src: Raster): Raster {
  const u = unitOf(src);
  const smooth = kuwahara(src, 3 * u);
  // Crisp: unsharp mask so contours read as carved, not painted.
  const soft = blurRaster(smooth, 2 * u);
  const r = cloneRaster(smooth);
  for (let j = 0; j < r.rgb.length; j++) r.rgb[j] += (smooth.rgb[j] - soft.rgb[j]) * 1.4;
  contrastSaturation(r, 1.05, 0.28);
  curve(r, (v) => 62 + v * 0.78);
  tint(r, [0.95, 0.99, 1.05], [0, 3, 9]);
  // Faint marble veining in the pale ground.
  const vein = valueNoise(r.w, r.h, 180 * u, 71, 4);
  const f = new Float32Array(r.w * r.h);
  for (let i = 0; i < f.length; i++) f[i] = 1 - 0.07 * smoothstep(0.035, 0, Math.abs(vein[i] - 0.5));
  shade(r, f);
  vignette(r, hex("#eef1f4"), 0.55, 0.55, 1.1);
  return r;
}
