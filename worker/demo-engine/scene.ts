// The stage every poster shares: backdrop gradient with a glow and optional light rays, the
// floor, the podium the product stands on, and the final grain/vignette pass. Whole-canvas
// passes are single tight loops because they touch every one of the ~1M pixels.

import { type Canvas, darken, ellipse, fillShape, lighten, mix, roundedRect, smoothstep } from "./pixels";
import type { Palette } from "./palette";
import type { Rng } from "./seed";

export type Stage = {
  /** Where the backdrop meets the floor. */
  horizonY: number;
  podiumCx: number;
  /** Centre line of the podium's top ellipse: products stand on it. */
  podiumTopY: number;
  podiumRx: number;
  podiumRy: number;
  podiumDepth: number;
};

export function createStage(size: number, productCount: number): Stage {
  const s = size / 1024;
  return {
    horizonY: 700 * s,
    podiumCx: 512 * s,
    podiumTopY: 780 * s,
    podiumRx: (productCount > 2 ? 420 : productCount === 2 ? 380 : 320) * s,
    podiumRy: 62 * s,
    podiumDepth: 96 * s,
  };
}

export function paintBackdrop(c: Canvas, p: Palette, stage: Stage, rng: Rng): void {
  const { width: w, height: h, data: d } = c;
  const mid = mix(p.top, p.bottom, 0.6);
  const glowX = stage.podiumCx;
  const glowY = stage.horizonY * 0.62;
  const glowR = w * 0.55;
  const raySource = [w * (0.2 + rng() * 0.6), -h * 0.15];
  const rayCount = 7 + Math.floor(rng() * 6);
  const rayPhase = rng() * Math.PI * 2;
  const floorNear = darken(p.floor, 0.25);
  for (let y = 0; y < h; y++) {
    const t = y / stage.horizonY;
    const sky = t < 0.6 ? mix(p.top, mid, smoothstep(0, 0.6, t)) : mix(mid, p.bottom, smoothstep(0.6, 1, t));
    const floorT = smoothstep(stage.horizonY, h, y);
    const floorColour = mix(p.floor, floorNear, floorT);
    const onFloor = smoothstep(stage.horizonY - 18, stage.horizonY + 18, y);
    const base = mix(sky, floorColour, onFloor);
    for (let x = 0; x < w; x++) {
      let r = base[0];
      let g = base[1];
      let b = base[2];
      const gd = Math.hypot((x - glowX) / glowR, (y - glowY) / (glowR * 0.8));
      let light = gd < 1 ? (1 - gd) * (1 - gd) * 0.7 : 0;
      if (p.rays && y < stage.horizonY + 40) {
        const dx = x - raySource[0];
        const dy = y - raySource[1];
        const band = Math.sin(Math.atan2(dx, dy) * rayCount * 2 + rayPhase);
        if (band > 0) light += band ** 6 * 0.28 * Math.max(0, 1 - Math.hypot(dx, dy) / (h * 1.1)) * (1 - onFloor);
      }
      if (light > 0) {
        const k = Math.min(light, 1);
        r += (p.glow[0] - r) * k;
        g += (p.glow[1] - g) * k;
        b += (p.glow[2] - b) * k;
      }
      const i = (y * w + x) * 4;
      d[i] = r;
      d[i + 1] = g;
      d[i + 2] = b;
      d[i + 3] = 255;
    }
  }
}

/** A cylinder plinth: floor shadow, shaded front wall, lit top face with a rim highlight. */
export function paintPodium(c: Canvas, p: Palette, s: Stage): void {
  const { podiumCx: cx, podiumTopY: top, podiumRx: rx, podiumRy: ry, podiumDepth: depth } = s;
  fillShape(c, ellipse(cx, top + depth + ry * 0.2, rx * 1.12, ry * 1.4), darken(p.floor, 0.6), 0.45, 36);
  const side = darken(p.podium, 0.28);
  const shadeSide = (x: number, _y: number, out: number[]) => {
    const u = (x - cx) / rx;
    const k = 0.55 + 0.45 * Math.cos(Math.min(1, Math.abs(u + 0.25)) * Math.PI * 0.5);
    out[0] = side[0] * k;
    out[1] = side[1] * k;
    out[2] = side[2] * k;
  };
  fillShape(c, roundedRect(cx - rx, top, rx * 2, depth, 0), shadeSide);
  fillShape(c, ellipse(cx, top + depth, rx, ry), shadeSide);
  const lit = lighten(p.podium, 0.15);
  fillShape(c, ellipse(cx, top, rx, ry), (x, y, out) => {
    const k = Math.min(1, Math.hypot((x - cx) / rx, (y - top + ry * 0.4) / ry));
    const col = mix(lit, p.podium, k);
    out[0] = col[0];
    out[1] = col[1];
    out[2] = col[2];
  });
  fillShape(c, ellipse(cx, top + 1, rx, ry), lighten(p.podium, 0.6), 0.35, 2.5);
}

/** Contact shadow where an object of `halfWidth` stands on the podium at `cx`. */
export function paintContactShadow(
  c: Canvas,
  p: Palette,
  s: Stage,
  cx: number,
  baseY: number,
  halfWidth: number,
): void {
  fillShape(c, ellipse(cx, baseY, halfWidth * 1.05, s.podiumRy * 0.38), darken(p.podium, 0.7), 0.55, 16);
}

/** Film grain and a gentle vignette; grain is kept small because noise bloats the PNG. */
export function finishCanvas(c: Canvas, p: Palette, rng: Rng): void {
  const { width: w, height: h, data: d } = c;
  const amp = p.grain * 4;
  let seed = Math.floor(rng() * 0xffffffff) | 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const r = Math.hypot(x / w - 0.5, y / h - 0.5) * 1.41;
      const shade = 1 - 0.32 * smoothstep(0.55, 1.05, r);
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const n = ((seed & 0xff) / 255 - 0.5) * amp;
      const i = (y * w + x) * 4;
      d[i] = d[i] * shade + n;
      d[i + 1] = d[i + 1] * shade + n;
      d[i + 2] = d[i + 2] * shade + n;
    }
  }
}
