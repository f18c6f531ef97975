// The cut-out matte, shared by background removal, the demo engine's product-in-scene and the
// product kept exact: plain functions over RGBA buffers (no decoding, no engine).
//
// Background is what the border reaches by flood fill, through pixels near the border's colour
// or changing smoothly from their neighbour (a gradient backdrop), so a white label inside a
// product on white stays opaque. Where the backdrop touches the subject, alpha ramps with the
// colour distance (the soft edge), and those edge pixels get the backdrop taken back out of their
// colour ("decontaminated"), so the cut-out shows no ring of the old background on a new one.

export type Rgba = { width: number; height: number; rgba: Uint8Array };
export type Rgb = readonly [number, number, number] | readonly number[];

/** Colour distances at or below this are background; at or above SOLID, subject; between, a soft edge. */
const CLEAR = 28;
const SOLID = 70;
/** A neighbour this close to a background pixel is background too: a backdrop's gradient is followed. */
const STEP = 10;

const distance = (px: Uint8Array, i: number, bg: Rgb) =>
  Math.sqrt((px[i] - bg[0]) ** 2 + (px[i + 1] - bg[1]) ** 2 + (px[i + 2] - bg[2]) ** 2);

/** The backdrop's colour: the per-channel median of the border's pixels. */
export function borderColour(b: Rgba): number[] {
  const channels: number[][] = [[], [], []];
  const add = (x: number, y: number) => {
    const i = (y * b.width + x) * 4;
    for (let c = 0; c < 3; c++) channels[c].push(b.rgba[i + c]);
  };
  for (let x = 0; x < b.width; x++) {
    add(x, 0);
    add(x, b.height - 1);
  }
  for (let y = 1; y < b.height - 1; y++) {
    add(0, y);
    add(b.width - 1, y);
  }
  return channels.map((values) => values.sort((p, q) => p - q)[values.length >> 1]);
}

/** Which pixels are backdrop: flood fill from the border (1 = backdrop). */
function backdropOf(b: Rgba, bg: Rgb): Uint8Array {
  const { width, height, rgba: src } = b;
  const seen = new Uint8Array(width * height);
  // Each pixel is pushed at most once (seen first): a typed stack of one slot a pixel.
  const stack = new Int32Array(width * height);
  let top = 0;
  const step = (p: number, q: number) =>
    Math.sqrt(
      (src[p * 4] - src[q * 4]) ** 2 + (src[p * 4 + 1] - src[q * 4 + 1]) ** 2 + (src[p * 4 + 2] - src[q * 4 + 2]) ** 2,
    );
  const visit = (q: number, from: number) => {
    if (seen[q]) return;
    if (src[q * 4 + 3] < 8 || distance(src, q * 4, bg) < SOLID || (from >= 0 && step(q, from) < STEP)) {
      seen[q] = 1;
      stack[top++] = q;
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x, -1);
    visit((height - 1) * width + x, -1);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width, -1);
    visit(y * width + width - 1, -1);
  }
  while (top > 0) {
    const p = stack[--top];
    const x = p % width;
    if (x > 0) visit(p - 1, p);
    if (x < width - 1) visit(p + 1, p);
    if (p >= width) visit(p - width, p);
    if (p < width * (height - 1)) visit(p + width, p);
  }
  return seen;
}

/** Pixels within RIM of the backdrop are edge pixels, blended with it in a photo or a render. */
const RIM = 2;

/** 0 for backdrop; for the subject, its distance in pixels (4-neighbour steps) from the backdrop, capped at RIM + 1. */
function depthOf(backdrop: Uint8Array, width: number): Uint8Array {
  const depth = new Uint8Array(backdrop.length);
  for (let p = 0; p < depth.length; p++) depth[p] = backdrop[p] ? 0 : RIM + 1;
  for (let d = 1; d <= RIM; d++)
    for (let p = 0; p < depth.length; p++) {
      if (depth[p] !== RIM + 1) continue;
      const x = p % width;
      const around = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
      if (around.some((q) => q >= 0 && q < depth.length && depth[q] === d - 1)) depth[p] = d;
    }
  return depth;
}

/**
 * The picture with its backdrop made transparent (a real alpha matte). The subject's inner pixels
 * keep their colour exactly. Each edge pixel (backdrop touching the subject, and the subject's
 * outer RIM pixels) is read as a mix of the backdrop and the nearest inner subject colour: its
 * alpha is that mix's share, and its colour has the backdrop taken back out.
 */
export function cutOut(b: Rgba, bg: Rgb = borderColour(b)): Rgba {
  const { width, height } = b;
  const src = b.rgba;
  const rgba = src.slice();
  const backdrop = backdropOf(b, bg);
  const depth = depthOf(backdrop, width);
  for (let p = 0; p < backdrop.length; p++) {
    const i = p * 4;
    if (depth[p] > RIM) continue;
    const x = p % width;
    const y = (p - x) / width;
    const inner = innerColour(src, depth, width, height, x, y);
    let alpha: number;
    if (inner) {
      const f = [inner[0] - bg[0], inner[1] - bg[1], inner[2] - bg[2]];
      const o = [src[i] - bg[0], src[i + 1] - bg[1], src[i + 2] - bg[2]];
      const span = f[0] * f[0] + f[1] * f[1] + f[2] * f[2];
      alpha = span < 1 ? 1 : Math.min(1, Math.max(0, (o[0] * f[0] + o[1] * f[1] + o[2] * f[2]) / span));
    } else if (backdrop[p]) {
      alpha = Math.min(1, Math.max(0, (distance(src, i, bg) - CLEAR) / (SOLID - CLEAR)));
    } else continue;
    // Backdrop far from any subject stays clear even if its colour wanders.
    if (backdrop[p] && !touchesSubject(depth, width, height, x, y)) alpha = 0;
    rgba[i + 3] = Math.round(255 * alpha * (src[i + 3] / 255));
    if (alpha > 0 && alpha < 1) for (let c = 0; c < 3; c++) rgba[i + c] = unmix(src[i + c], bg[c], alpha);
  }
  return { width, height, rgba };
}

const touchesSubject = (depth: Uint8Array, width: number, height: number, x: number, y: number) =>
  (x > 0 && depth[y * width + x - 1] > 0) ||
  (x < width - 1 && depth[y * width + x + 1] > 0) ||
  (y > 0 && depth[(y - 1) * width + x] > 0) ||
  (y < height - 1 && depth[(y + 1) * width + x] > 0);

/** The mean colour of inner subject pixels within RIM + 1 of (x, y), or null when there are none. */
function innerColour(src: Uint8Array, depth: Uint8Array, width: number, height: number, x: number, y: number) {
  const sum = [0, 0, 0];
  let n = 0;
  const r = RIM + 1;
  for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy++)
    for (let xx = Math.max(0, x - r); xx <= Math.min(width - 1, x + r); xx++) {
      const q = yy * width + xx;
      if (depth[q] <= RIM) continue;
      for (let c = 0; c < 3; c++) sum[c] += src[q * 4 + c];
      n++;
    }
  return n > 0 ? sum.map((v) => v / n) : null;
}

/** The foreground colour f for which f·a + backdrop·(1 − a) gave the observed colour. */
const unmix = (observed: number, backdrop: number, a: number) =>
  Math.round(Math.min(255, Math.max(0, (observed - backdrop * (1 - a)) / a)));

/** True when a noticeable share of the border is transparent, i.e. the picture is a cut-out already. */
export function hasClearBorder(b: Rgba): boolean {
  let clear = 0;
  let total = 0;
  const check = (x: number, y: number) => {
    total++;
    if (b.rgba[(y * b.width + x) * 4 + 3] < 128) clear++;
  };
  for (let x = 0; x < b.width; x += 4) {
    check(x, 0);
    check(x, b.height - 1);
  }
  for (let y = 0; y < b.height; y += 4) {
    check(0, y);
    check(b.width - 1, y);
  }
  return clear > total * 0.2;
}

/** The share of pixels at least half opaque: 0 for nothing found, 1 for no backdrop found. */
export function coverage(b: Rgba): number {
  let solid = 0;
  for (let i = 3; i < b.rgba.length; i += 4) if (b.rgba[i] >= 128) solid++;
  return solid / (b.width * b.height);
}

/** The smallest box holding every visible pixel (alpha > `min`), or null when none is. */
export function opaqueBounds(b: Rgba, min = 8): { left: number; top: number; width: number; height: number } | null {
  let x0 = b.width;
  let y0 = b.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++)
      if (b.rgba[(y * b.width + x) * 4 + 3] > min) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  return x1 < 0 ? null : { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** The part of `b` inside a box. */
export function cropped(b: Rgba, box: { left: number; top: number; width: number; height: number }): Rgba {
  const rgba = new Uint8Array(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * b.width + box.left) * 4;
    rgba.set(b.rgba.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return { width: box.width, height: box.height, rgba };
}
