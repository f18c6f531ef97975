// Procedural surfaces the styles print onto: value-noise clouds (washes, blotches, warps),
// paper and silk fibres, canvas weave and grain. Seeds are fixed per style so the same photo
// always gives the same picture.

import { clamp, type Field, type Raster } from "./raster";

/** Integer hash to 0..1; cheap white noise addressed by position. */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 1442695041);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Fractal value noise in 0..1: `cell` is the largest feature size in pixels, each further
 * octave halves it. Built on a coarse lattice so the cost stays one pass per octave.
 */
export function valueNoise(w: number, h: number, cell: number, seed: number, octaves = 3): Field {
  const out = new Float32Array(w * h);
  let amp = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const size = Math.max(2, cell / 2 ** o);
    const gw = Math.ceil(w / size) + 2;
    const gh = Math.ceil(h / size) + 2;
    const grid = new Float32Array(gw * gh);
    for (let k = 0; k < grid.length; k++) grid[k] = hash2(k % gw, Math.floor(k / gw), seed + o * 101);
    for (let y = 0; y < h; y++) {
      const gy = y / size;
      const y0 = Math.floor(gy);
      let fy = gy - y0;
      fy = fy * fy * (3 - 2 * fy);
      for (let x = 0; x < w; x++) {
        const gx = x / size;
        const x0 = Math.floor(gx);
        let fx = gx - x0;
        fx = fx * fx * (3 - 2 * fx);
        const i = y0 * gw + x0;
        const top = grid[i] + (grid[i + 1] - grid[i]) * fx;
        const bottom = grid[i + gw] + (grid[i + gw + 1] - grid[i + gw]) * fx;
        out[y * w + x] += (top + (bottom - top) * fy) * amp;
      }
    }
    total += amp;
    amp *= 0.5;
  }
  for (let i = 0; i < out.length; i++) out[i] /= total;
  return out;
}

/**
 * Paper as a multiplier around 1: soft blotches, short horizontal fibres and tooth.
 * `strength` ≈ how far the darkest fibre dips below 1.
 */
export function paperField(w: number, h: number, strength: number, seed: number): Field {
  const blotch = valueNoise(w, h, Math.max(w, h) / 6, seed, 3);
  const fibre = valueNoise(w, h, 3, seed + 7, 1);
  const f = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      // Fibres: noise stretched along x by sampling a neighbour row-wise.
      const streak = fibre[y * w + ((x >> 2) % w)];
      const tooth = hash2(x, y, seed);
      f[i] = 1 - strength * (0.45 * blotch[i] + 0.3 * streak * streak + 0.25 * tooth);
    }
  return f;
}

/** Canvas or silk weave: crossing threads every `period` pixels, a multiplier around 1. */
export function weaveField(w: number, h: number, period: number, strength: number, seed: number): Field {
  const f = new Float32Array(w * h);
  const k = (2 * Math.PI) / period;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const warp = Math.sin(x * k) * 0.5 + 0.5;
      const weft = Math.sin(y * k) * 0.5 + 0.5;
      const over = ((Math.floor(x / period) + Math.floor(y / period)) & 1) === 0 ? warp : weft;
      f[y * w + x] = 1 - strength * (0.7 * over + 0.3 * hash2(x, y, seed));
    }
  return f;
}

/** Monochrome grain of ±amount, added (not multiplied) so dark areas get it too. */
export function grain(r: Raster, amount: number, seed: number): void {
  const d = r.rgb;
  for (let i = 0, j = 0; j < d.length; i++, j += 3) {
    const n = (hash2(i % r.w, Math.floor(i / r.w), seed) - 0.5) * 2 * amount;
    d[j] += n;
    d[j + 1] += n;
    d[j + 2] += n;
  }
}

/** Offsets for a wet/brushy warp: two noise fields mapped to ±amount pixels. */
export function noiseWarp(
  w: number,
  h: number,
  cell: number,
  amount: number,
  seed: number,
): (x: number, y: number, out: number[]) => void {
  const nx = valueNoise(w, h, cell, seed, 2);
  const ny = valueNoise(w, h, cell, seed + 31, 2);
  return (x, y, out) => {
    const i = y * w + x;
    out[0] = (nx[i] - 0.5) * 2 * amount;
    out[1] = (ny[i] - 0.5) * 2 * amount;
  };
}

/** 0..1 share of the field above a threshold, with a soft edge: for wash shapes. */
export function threshold(f: Field, at: number, soft: number): Field {
  const out = new Float32Array(f.length);
  for (let i = 0; i < f.length; i++) out[i] = clamp((f[i] - at) / soft + 0.5, 0, 1);
  return out;
}
