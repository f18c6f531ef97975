// The user's character picture as the book's hero: near-uniform backgrounds (a drawing on
// white, a toy on a plain wall) are cut away and the figure gets a white sticker rim; busy
// photos are shown in a soft-edged oval with a cream frame instead.

import { clamp, smoothstep } from "../styles/raster";
import { maxFilter } from "../styles/filters";
import { blendAt, type Canvas, ellipse, fillShape } from "../pixels";
import { decodeImage, fitBitmap } from "../../platform/image/decode";
import type { Placement } from "./hero";

export type Cutout = { w: number; h: number; rgba: Uint8Array; alpha: Float32Array; rim: Float32Array };

const MAX_SIDE = 400;

export function prepareCutout(bytes: Uint8Array): Cutout {
  const img = decodeImage(bytes, "character image");
  let bmp;
  try {
    bmp = fitBitmap(img, MAX_SIDE, MAX_SIDE);
  } finally {
    img.free();
  }
  const { width: w, height: h, rgba } = bmp;
  // The background is what the border shows; it is removable only if the border is plain.
  const border: number[] = [];
  for (let x = 0; x < w; x++) border.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) border.push(y * w, y * w + w - 1);
  const bg = [0, 1, 2].map((c) => border.reduce((s, i) => s + rgba[i * 4 + c], 0) / border.length);
  const dist = (i: number) => Math.hypot(rgba[i * 4] - bg[0], rgba[i * 4 + 1] - bg[1], rgba[i * 4 + 2] - bg[2]);
  const spread = border.reduce((s, i) => s + dist(i), 0) / border.length;
  let alpha = new Float32Array(w * h);
  let coverage = 0;
  for (let i = 0; i < alpha.length; i++) coverage += alpha[i] = smoothstep(30, 70, dist(i)) * (rgba[i * 4 + 3] / 255);
  coverage /= alpha.length;
  if (spread < 24 && coverage > 0.03 && coverage < 0.95) return trimmed(w, h, rgba, alpha);
  // Busy picture (or one flat colour): a soft oval portrait in a frame.
  alpha = new Float32Array(w * h);
  const rim = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const d = Math.hypot((x + 0.5 - w / 2) / (w / 2), (y + 0.5 - h / 2) / (h / 2));
      alpha[y * w + x] = 1 - smoothstep(0.8, 0.9, d);
      rim[y * w + x] = 1 - smoothstep(0.96, 1, d);
    }
  return { w, h, rgba, alpha, rim };
}

/** Crops to the figure (plus room for the rim) so a small drawing on a big sheet still fills the hero's height. */
function trimmed(w: number, h: number, rgba: Uint8Array, alpha: Float32Array): Cutout {
  let x0 = w,
    y0 = h,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (alpha[y * w + x] > 0.5) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  const pad = Math.max(3, Math.round(Math.max(w, h) / 60));
  x0 = Math.max(0, x0 - pad);
  y0 = Math.max(0, y0 - pad);
  x1 = Math.min(w - 1, x1 + pad);
  y1 = Math.min(h - 1, y1 + pad);
  const cw = x1 - x0 + 1,
    ch = y1 - y0 + 1;
  const out = new Uint8Array(cw * ch * 4),
    a = new Float32Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    out.set(rgba.subarray(((y + y0) * w + x0) * 4, ((y + y0) * w + x1 + 1) * 4), y * cw * 4);
    a.set(alpha.subarray((y + y0) * w + x0, (y + y0) * w + x1 + 1), y * cw);
  }
  return { w: cw, h: ch, rgba: out, alpha: a, rim: maxFilter(a, cw, ch, pad) };
}

/** Draws the cutout standing at the placement, scaled to its height, with a ground shadow. */
export function paintCutout(c: Canvas, cut: Cutout, p: Placement): void {
  const scale = p.height / cut.h;
  const dw = Math.round(cut.w * scale),
    dh = Math.round(p.height);
  const x0 = Math.round(p.x - dw / 2),
    y0 = Math.round(p.baseY - dh);
  if (p.grounded) fillShape(c, ellipse(p.x, p.baseY, dw * 0.4, dh * 0.05), [0, 0, 0], 0.25, 12);
  for (let y = Math.max(0, y0); y < Math.min(c.height, y0 + dh); y++) {
    const sy = clamp(Math.floor((y - y0) / scale), 0, cut.h - 1);
    for (let x = Math.max(0, x0); x < Math.min(c.width, x0 + dw); x++) {
      let sx = clamp(Math.floor((x - x0) / scale), 0, cut.w - 1);
      if (p.flip) sx = cut.w - 1 - sx;
      const si = sy * cut.w + sx,
        di = (y * c.width + x) * 4;
      if (cut.rim[si] > 0) blendAt(c.data, di, 255, 250, 240, cut.rim[si]);
      if (cut.alpha[si] > 0)
        blendAt(c.data, di, cut.rgba[si * 4], cut.rgba[si * 4 + 1], cut.rgba[si * 4 + 2], cut.alpha[si]);
    }
  }
}
