// Modern styles: mystical (violet/teal glow), anime (cel bands + ink), cyberpunk (neon split
// tone, scanlines) and pop-art (Lichtenstein bands, Ben-Day dots, heavy outlines).

import { createRng } from "../seed";
import { inkMask, kuwahara } from "./filters";
import { blur, blurRaster, clamp, cloneRaster, type Raster, smoothstep, unitOf } from "./raster";
import { contrastSaturation, gradientMap, hex, mapHsv, paintMask, ramp, screen, stretchedLuma, vignette } from "./tone";
import { valueNoise } from "./texture";

/** Bright parts blurred wide and screened back: the halo that makes light look magical. */
function bloom(r: Raster, from: number, radius: number, k: number): void {
  const bright = new Float32Array(r.rgb.length);
  for (let j = 0; j < bright.length; j += 3) {
    const l = 0.299 * r.rgb[j] + 0.587 * r.rgb[j + 1] + 0.114 * r.rgb[j + 2];
    const a = smoothstep(from, 255, l);
    bright[j] = r.rgb[j] * a;
    bright[j + 1] = r.rgb[j + 1] * a;
    bright[j + 2] = r.rgb[j + 2] * a;
  }
  screen(r, blur(bright, r.w, r.h, 3, radius), k);
}

export function mystical(src: Raster): Raster {
  const u = unitOf(src);
  const r = blurRaster(src, 1.2 * u);
  const l = stretchedLuma(r);
  gradientMap(
    r,
    ramp([hex("#090418"), hex("#2a0f57"), hex("#5b2a9a"), hex("#1c8c94"), hex("#8ff0e0"), hex("#fbf6ff")]),
    0.88,
    l,
  );
  // Drifting mist: violet clouds brightening the air, strongest towards the top.
  const mist = valueNoise(r.w, r.h, 220 * u, 11, 3);
  for (let i = 0, j = 0; i < mist.length; i++, j += 3) {
    const a = smoothstep(0.45, 0.85, mist[i]) * (0.5 - 0.3 * (Math.floor(i / r.w) / r.h));
    r.rgb[j] += (190 - r.rgb[j]) * a;
    r.rgb[j + 1] += (140 - r.rgb[j + 1]) * a;
    r.rgb[j + 2] += (255 - r.rgb[j + 2]) * a;
  }
  bloom(r, 120, 16 * u, 1.5);
  // Motes of light scattered where the picture is already lit.
  const rng = createRng(7);
  for (let k = 0; k < 260; k++) {
    const x = rng() * r.w,
      y = rng() * r.h,
      rad = (1 + rng() * 3.5) * u;
    const base = (Math.floor(y) * r.w + Math.floor(x)) * 3;
    if (r.rgb[base + 1] < 70 && rng() < 0.7) continue;
    for (let dy = -4 * rad; dy <= 4 * rad; dy++)
      for (let dx = -4 * rad; dx <= 4 * rad; dx++) {
        const px = Math.round(x + dx),
          py = Math.round(y + dy);
        if (px < 0 || py < 0 || px >= r.w || py >= r.h) continue;
        const a = Math.exp(-(dx * dx + dy * dy) / (rad * rad)) * 0.9;
        const j = (py * r.w + px) * 3;
        r.rgb[j] += (235 - r.rgb[j]) * a;
        r.rgb[j + 1] += (255 - r.rgb[j + 1]) * a;
        r.rgb[j + 2] += (250 - r.rgb[j + 2]) * a;
      }
  }
  vignette(r, hex("#0a0320"), 0.75, 0.3, 1.05);
  return r;
}

export function anime(src: Raster): Raster {
  const u = unitOf(src);
  const r = kuwahara(kuwahara(src, 6 * u), 4 * u);
  const l = stretchedLuma(r);
  // Cel shading: three flat light levels per colour, hue kept, saturation pushed bright.
  mapHsv(r, (hsv, i) => {
    const t = l[i] / 255;
    hsv[1] = clamp(hsv[1] * 1.5 + 0.08, 0, 0.95);
    hsv[2] = t < 0.28 ? 95 : t < 0.62 ? 185 : 245;
    if (t > 0.9) hsv[1] *= 0.35;
  });
  paintMask(r, inkMask(src, 1.5 * u, 10, 26, Math.round(1 * u)), hex("#1e1226"), 0.95);
  return r;
}

export function cyberpunk(src: Raster): Raster {
  const u = unitOf(src);
  const r = cloneRaster(src);
  contrastSaturation(r, 1.3, 1.2);
  const l = stretchedLuma(r);
  gradientMap(
    r,
    ramp([hex("#04020c"), hex("#1a0a4a"), hex("#0a6fa8"), hex("#00e5ff"), hex("#ff2bd6"), hex("#ffe1f6")]),
    0.8,
    l,
  );
  // Neon: edges traced in cyan and magenta, blurred into a glow.
  const ink = inkMask(src, 1.5 * u, 10, 30);
  const neon = new Float32Array(r.rgb.length);
  for (let i = 0, j = 0; i < ink.length; i++, j += 3) {
    const magenta = l[i] > 140;
    neon[j] = ink[i] * (magenta ? 255 : 0);
    neon[j + 1] = ink[i] * (magenta ? 40 : 230);
    neon[j + 2] = ink[i] * 255;
  }
  screen(r, neon, 1);
  screen(r, blur(neon, r.w, r.h, 3, 5 * u), 2.2);
  // Chromatic fringe and scanlines: the picture seen through a cheap display.
  const shift = Math.max(1, Math.round(3 * u));
  const out = cloneRaster(r);
  const line = Math.max(2, Math.round(4 * u));
  for (let y = 0; y < r.h; y++) {
    const dim = y % line === 0 ? 0.55 : 1;
    for (let x = 0; x < r.w; x++) {
      const j = (y * r.w + x) * 3;
      out.rgb[j] = r.rgb[(y * r.w + Math.min(r.w - 1, x + shift)) * 3] * dim;
      out.rgb[j + 1] *= dim;
      out.rgb[j + 2] = r.rgb[(y * r.w + Math.max(0, x - shift)) * 3 + 2] * dim;
    }
  }
  vignette(out, hex("#05010f"), 0.7, 0.4, 1.1);
  return out;
}

const POP = {
  blue: hex("#1f4fd1"),
  red: hex("#e4202f"),
  yellow: hex("#ffdd1a"),
  white: hex("#fdfbf3"),
  black: hex("#111111"),
};

export function popArt(src: Raster): Raster {
  const u = unitOf(src);
  const r = kuwahara(src, 5 * u);
  const l = stretchedLuma(r);
  const ink = inkMask(src, 1.8 * u, 12, 26, Math.round(1.5 * u));
  const cell = Math.max(4, 9 * u);
  const out = cloneRaster(r);
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const i = y * r.w + x;
      const t = l[i] / 255;
      let c = t < 0.22 ? POP.blue : t < 0.45 ? POP.red : t < 0.8 ? POP.yellow : POP.white;
      if (t >= 0.62 && t < 0.8) {
        // Ben-Day dots on a 45° grid: red dots on white, the printed-comic skin tone.
        const a = (x + y) / Math.SQRT2 / cell,
          b = (x - y) / Math.SQRT2 / cell;
        const dx = a - Math.round(a),
          dy = b - Math.round(b);
        c = dx * dx + dy * dy < 0.09 ? POP.red : POP.white;
      }
      if (ink[i] > 0.45) c = POP.black;
      out.rgb.set(c, i * 3);
    }
  return out;
}
