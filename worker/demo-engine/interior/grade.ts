// Grading tools the interior looks share and styles/tone.ts lacks: faded tone ranges, hue
// bands pulled towards a material colour (lacquer, rust, wood, foliage), metallic highlights,
// highlight bloom, unsharp-mask crispness and concrete grit. All work in place on a Raster.

import { blur, clamp, type Raster, smoothstep } from "../styles/raster";
import { curve, mapHsv, type Rgb, screen } from "../styles/tone";
import { valueNoise } from "../styles/texture";

/** Maps black and white to `lo` and `hi` with a gamma between: fades, lifts and crushes. */
export function levels(r: Raster, lo: number, hi: number, gamma = 1): void {
  curve(r, (v) => lo + (hi - lo) * (clamp(v, 0, 255) / 255) ** gamma);
}

/**
 * Pixels whose hue is within `width`° of `from` (and that carry some colour) take hue `to`
 * and a saturation pulled towards `sat`: the room's warm surfaces become lacquer or rust,
 * its greens become moss. Grey pixels are left alone so walls keep the overall grade.
 */
export function recolourHue(
  r: Raster,
  from: number,
  width: number,
  to: number,
  sat: number,
  strength = 1,
  minSat = 0.06,
): void {
  mapHsv(r, (hsv) => {
    const d = Math.abs(((hsv[0] - from + 540) % 360) - 180);
    const k = (1 - smoothstep(width * 0.6, width, d)) * smoothstep(minSat, minSat + 0.14, hsv[1]) * strength;
    if (k <= 0) return;
    const dh = ((to - hsv[0] + 540) % 360) - 180;
    hsv[0] += dh * k;
    hsv[1] += (sat - hsv[1]) * k;
  });
}

/** Scales saturation of everything outside a hue band: keeps one material's colour alive. */
export function keepHue(r: Raster, centre: number, width: number, elsewhere: number): void {
  mapHsv(r, (hsv) => {
    const d = Math.abs(((hsv[0] - centre + 540) % 360) - 180);
    hsv[1] *= elsewhere + (1 - elsewhere) * (1 - smoothstep(width * 0.6, width, d));
  });
}

/** Highlights above `from` luminance shift towards a metal colour: gold leaf, champagne. */
export function metalHighlights(r: Raster, colour: Rgb, from: number, amount: number): void {
  const d = r.rgb;
  for (let j = 0; j < d.length; j += 3) {
    const l = 0.299 * d[j] + 0.587 * d[j + 1] + 0.114 * d[j + 2];
    const a = smoothstep(from, 250, l) * amount;
    if (a <= 0) continue;
    const k = l / 255;
    for (let c = 0; c < 3; c++) d[j + c] += (colour[c] * (0.55 + 0.45 * k) - d[j + c]) * a;
  }
}

/** Bright areas blurred wide and screened back in `colour`: lamps and windows glow. */
export function bloom(r: Raster, from: number, radius: number, k: number, colour: Rgb = [255, 255, 255]): void {
  const bright = new Float32Array(r.rgb.length);
  for (let j = 0; j < bright.length; j += 3) {
    const a = smoothstep(from, 255, 0.299 * r.rgb[j] + 0.587 * r.rgb[j + 1] + 0.114 * r.rgb[j + 2]);
    for (let c = 0; c < 3; c++) bright[j + c] = colour[c] * a;
  }
  screen(r, blur(bright, r.w, r.h, 3, radius), k);
}

/** Unsharp mask (positive amount) or a soft-focus mix towards the blur (negative amount). */
export function sharpen(r: Raster, radius: number, amount: number): void {
  const soft = blur(r.rgb, r.w, r.h, 3, radius);
  for (let j = 0; j < r.rgb.length; j++) r.rgb[j] += (r.rgb[j] - soft[j]) * amount;
}

/** Concrete and rough plaster: blotches plus fine pitting, a multiplier around 1. */
export function grit(r: Raster, strength: number, seed: number): void {
  const u = Math.max(0.4, Math.max(r.w, r.h) / 1024);
  const coarse = valueNoise(r.w, r.h, 90 * u, seed, 3);
  const fine = valueNoise(r.w, r.h, 3 * u, seed + 1, 1);
  for (let i = 0, j = 0; i < coarse.length; i++, j += 3) {
    // The darkest specks of the fine noise become pits, the rest a mottled surface.
    const m = 1 - strength * (0.6 * coarse[i] + 0.4 * fine[i]) - (fine[i] < 0.12 ? strength * 0.8 : 0);
    r.rgb[j] *= m;
    r.rgb[j + 1] *= m;
    r.rgb[j + 2] *= m;
  }
}
