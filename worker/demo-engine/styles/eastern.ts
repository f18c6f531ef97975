// Eastern traditions: Chinese ink landscape (水墨: layered grey washes that bleed, broken
// dry-brush contours, rice paper, a red seal), ukiyo-e (woodblock: flat indigo/vermilion/
// cream blocks chosen by lightness so the subject keeps its shape, bold key lines, bokashi
// sky, paper grain) and gongbi (工笔: hair-fine outlines over delicate flat mineral colours on
// aged silk).

import { inkMask, kuwahara, sobel } from "./filters";
import { blur, cloneRaster, displace, type Field, type Raster, smoothstep, unitOf } from "./raster";
import { contrastSaturation, hex, paintMask, quantise, type Rgb, shade, stretchedLuma, vignette } from "./tone";
import { hash2, noiseWarp, paperField, valueNoise, weaveField } from "./texture";

export function chineseLandscape(src: Raster): Raster {
  const u = unitOf(src);
  const { w, h } = src;
  const wet = displace(src, noiseWarp(w, h, 30 * u, 4 * u, 131));
  const l = blur(stretchedLuma(wet), w, h, 1, 1.5 * u);
  const bleed = blur(l, w, h, 1, 5 * u);
  const lines = inkMask(wet, 2 * u, 8, 24);
  const dry = valueNoise(w, h, 24 * u, 133, 3);
  const pool = valueNoise(w, h, 50 * u, 135, 2);
  const mist = valueNoise(w, h, 260 * u, 137, 3);
  const paper = paperField(w, h, 0.1, 139);
  const out: Raster = { w, h, rgb: new Float32Array(w * h * 3) };
  for (let i = 0; i < l.length; i++) {
    const t = 1 - (l[i] * 0.6 + bleed[i] * 0.4) / 255;
    // Washes are laid in a few dilutions, each with a soft bled edge.
    let ink = 0.2 * smoothstep(0.32, 0.45, t) + 0.3 * smoothstep(0.52, 0.65, t) + 0.38 * smoothstep(0.72, 0.86, t);
    ink *= 0.85 + 0.3 * pool[i];
    // Mist drifts across the middle distance and leaves the paper showing.
    ink *= 1 - 0.6 * smoothstep(0.5, 0.75, mist[i]);
    // Dry-brush contours: strong ink, broken where the brush ran out.
    ink = Math.max(ink, lines[i] * smoothstep(0.25, 0.45, dry[i]) * (0.55 + 0.45 * dry[i]));
    const paperTone = 246 * paper[i];
    const j = i * 3;
    out.rgb[j] = paperTone - (paperTone - 22) * ink;
    out.rgb[j + 1] = paperTone * 0.985 - (paperTone * 0.985 - 22) * ink;
    out.rgb[j + 2] = paperTone * 0.95 - (paperTone * 0.95 - 24) * ink;
  }
  seal(out);
  return out;
}

/** The artist's vermilion seal, bottom right, with carved white strokes and worn ink. */
function seal(r: Raster): void {
  const size = Math.round(Math.min(r.w, r.h) * 0.075);
  const x0 = r.w - Math.round(r.w * 0.05) - size,
    y0 = r.h - Math.round(r.h * 0.06) - size;
  const bar = Math.max(1, Math.round(size * 0.09));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const inset = bar,
        inner = size - 2 * inset;
      const ix = x - inset,
        iy = y - inset;
      // Carved glyph: a frame plus a simple character-like lattice of strokes.
      const carved =
        ix >= 0 &&
        iy >= 0 &&
        ix < inner &&
        iy < inner &&
        (Math.abs(ix - inner / 2) < bar / 2 ||
          Math.abs(iy - inner / 3) < bar / 2 ||
          Math.abs(iy - (2 * inner) / 3) < bar / 2 ||
          (ix < bar && iy > inner / 3));
      const worn = hash2(x, y, 141) < 0.12;
      const j = ((y0 + y) * r.w + x0 + x) * 3;
      if (carved || worn) continue;
      r.rgb[j] = 178;
      r.rgb[j + 1] = 44;
      r.rgb[j + 2] = 36;
    }
}

const WOODBLOCK: Rgb[] = [
  "#1e2f52",
  "#3b6590",
  "#8fb0c2",
  "#b8432e",
  "#d39a3f",
  "#6d8658",
  "#efe1c0",
  "#e2b497",
  "#2a221f",
].map(hex);

export function ukiyoE(src: Raster): Raster {
  const u = unitOf(src);
  const smooth = kuwahara(kuwahara(src, 5 * u), 3 * u);
  const r = cloneRaster(smooth);
  contrastSaturation(r, 1.05, 1.35);
  const l = stretchedLuma(r);
  // Each area is printed from the block whose ink is nearest in lightness first and hue second:
  // the photo's lights and darks stay where they were, so the subject keeps its shape.
  printBlocks(r, WOODBLOCK, l);
  // Bokashi: the printer's graded band of Prussian blue across the top of the sky, laid only
  // where the picture is light and calm (sky, not the subject's head).
  const calm = sobel(blur(l, r.w, r.h, 1, 3 * u), r.w, r.h).mag;
  const band = Math.round(r.h * 0.2);
  for (let y = 0; y < band; y++) {
    const fade = 0.75 * (1 - y / band) ** 1.5;
    for (let x = 0; x < r.w; x++) {
      const i = y * r.w + x;
      const a = fade * smoothstep(130, 190, l[i]) * (1 - smoothstep(3, 10, calm[i]));
      const j = i * 3;
      r.rgb[j] += (30 - r.rgb[j]) * a;
      r.rgb[j + 1] += (62 - r.rgb[j + 1]) * a;
      r.rgb[j + 2] += (112 - r.rgb[j + 2]) * a;
    }
  }
  // The key block's lines follow the photo's own contours (not the edges between colour blocks,
  // which would outline every patch of a gradient): the subject stays drawn even where its
  // fill and the background's come out the same colour.
  const key = inkMask(smooth, 1.2 * u, 10, 26, Math.round(1 * u));
  for (let i = 0; i < key.length; i++) key[i] = smoothstep(0.3, 0.6, key[i]);
  paintMask(r, key, hex("#1f1916"), 0.95);
  // Paper and the grain of the cherry-wood block.
  const wood = valueNoise(r.w, r.h, 24 * u, 151, 2);
  const paper = paperField(r.w, r.h, 0.09, 153);
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const i = y * r.w + x;
      paper[i] *= 1 - 0.06 * Math.abs(Math.sin((y * 0.35) / u + wood[i] * 9));
    }
  shade(r, paper);
  return r;
}

/**
 * Snaps each pixel to a palette colour by lightness (the stretched `l`, spread over the palette's
 * own range) weighted above hue and chroma: a nearest-RGB snap would print a mid-grey face and
 * a dark coat in the same navy.
 */
function printBlocks(r: Raster, palette: readonly Rgb[], l: Field): void {
  const inks = palette.map(([R, G, B]) => ({ l: 0.299 * R + 0.587 * G + 0.114 * B, a: R - G, b: (R + G) / 2 - B }));
  const lo = Math.min(...inks.map((k) => k.l)),
    hi = Math.max(...inks.map((k) => k.l));
  const d = r.rgb;
  for (let i = 0, j = 0; i < l.length; i++, j += 3) {
    const t = lo + (l[i] / 255) * (hi - lo);
    const a = d[j] - d[j + 1],
      b = (d[j] + d[j + 1]) / 2 - d[j + 2];
    let best = 0,
      bestD = Infinity;
    for (let k = 0; k < inks.length; k++) {
      const dist = 4 * (inks[k].l - t) ** 2 + (inks[k].a - a) ** 2 + (inks[k].b - b) ** 2;
      if (dist < bestD) {
        bestD = dist;
        best = k;
      }
    }
    d[j] = palette[best][0];
    d[j + 1] = palette[best][1];
    d[j + 2] = palette[best][2];
  }
}

const MINERAL: Rgb[] = [
  "#4f8f72",
  "#3c6a96",
  "#b9483a",
  "#c79a52",
  "#a7c39c",
  "#d79b8c",
  "#5a4636",
  "#e8dbbf",
  "#f3ece0",
].map(hex);
const SILK = hex("#e6d6b4");

export function gongbi(src: Raster): Raster {
  const u = unitOf(src);
  const r = kuwahara(src, 6 * u);
  contrastSaturation(r, 1, 1.4);
  quantise(r, MINERAL);
  // Colours are laid thin, in several pale layers: the silk shows through them.
  for (let j = 0; j < r.rgb.length; j += 3)
    for (let c = 0; c < 3; c++) r.rgb[j + c] = r.rgb[j + c] * 0.6 + SILK[c] * 0.4;
  // Hair-fine outlines (铁线描): thin, dark, unbroken; no thickening.
  const lines = inkMask(src, 0.9 * u, 10, 22);
  for (let i = 0; i < lines.length; i++) lines[i] = smoothstep(0.25, 0.7, lines[i]);
  paintMask(r, lines, hex("#3a2a1f"), 0.85);
  shade(r, weaveField(r.w, r.h, Math.max(2, 2 * u), 0.07, 161));
  vignette(r, hex("#b69c6e"), 0.45, 0.45, 1.05);
  return r;
}
