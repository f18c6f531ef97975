// The RGBA drawing surface and the soft-edged primitives the poster composer paints with.
// Drawing happens on a plain Uint8ClampedArray (free clamping and rounding) so only one
// copy into WASM is needed at the end, instead of a PhotonImage per layer.

export type Rgb = readonly [number, number, number];

export type Canvas = { width: number; height: number; data: Uint8ClampedArray };

/** Signed distance in pixels (positive inside) plus a bounding box to limit the scan. */
export type Shape = { x0: number; y0: number; x1: number; y1: number; sd(x: number, y: number): number };

/** Writes the colour for pixel (x, y) into `out` so per-pixel shading allocates nothing. */
export type Shader = (x: number, y: number, out: number[]) => void;

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

export const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
export const lighten = (c: Rgb, t: number): Rgb => mix(c, WHITE, t);
export const darken = (c: Rgb, t: number): Rgb => mix(c, BLACK, t);

/** h in degrees, s and l in 0..1. */
export function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 1
      ? [c, x, 0]
      : hue < 2
        ? [x, c, 0]
        : hue < 3
          ? [0, c, x]
          : hue < 4
            ? [0, x, c]
            : hue < 5
              ? [x, 0, c]
              : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** Source-over blend of one pixel; the poster is always opaque. */
export function blendAt(d: Uint8ClampedArray, i: number, r: number, g: number, b: number, a: number): void {
  d[i] += (r - d[i]) * a;
  d[i + 1] += (g - d[i + 1]) * a;
  d[i + 2] += (b - d[i + 2]) * a;
  d[i + 3] = 255;
}

/**
 * Paints a shape with anti-aliased edges. A large `feather` turns any shape into its own soft
 * shadow, which is why shadows need no blur pass.
 */
export function fillShape(c: Canvas, shape: Shape, color: Rgb | Shader, opacity = 1, feather = 1.2): void {
  const pad = Math.ceil(feather);
  const x0 = Math.max(0, Math.floor(shape.x0) - pad);
  const y0 = Math.max(0, Math.floor(shape.y0) - pad);
  const x1 = Math.min(c.width, Math.ceil(shape.x1) + pad);
  const y1 = Math.min(c.height, Math.ceil(shape.y1) + pad);
  const out = [0, 0, 0];
  const shader = typeof color === "function" ? color : null;
  if (!shader) [out[0], out[1], out[2]] = color as Rgb;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const cover = clamp01(shape.sd(x + 0.5, y + 0.5) / feather + 0.5) * opacity;
      if (cover <= 0.002) continue;
      if (shader) shader(x + 0.5, y + 0.5, out);
      blendAt(c.data, (y * c.width + x) * 4, out[0], out[1], out[2], cover);
    }
  }
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  const r = Math.min(rx, ry);
  return {
    x0: cx - rx,
    y0: cy - ry,
    x1: cx + rx,
    y1: cy + ry,
    sd: (x, y) => (1 - Math.hypot((x - cx) / rx, (y - cy) / ry)) * r,
  };
}

export function ring(cx: number, cy: number, radius: number, thickness: number): Shape {
  const o = radius + thickness;
  return {
    x0: cx - o,
    y0: cy - o,
    x1: cx + o,
    y1: cy + o,
    sd: (x, y) => thickness / 2 - Math.abs(Math.hypot(x - cx, y - cy) - radius),
  };
}

export function roundedRect(x: number, y: number, w: number, h: number, radius: number): Shape {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.min(radius, w / 2, h / 2);
  const hx = w / 2 - r;
  const hy = h / 2 - r;
  return {
    x0: x,
    y0: y,
    x1: x + w,
    y1: y + h,
    sd: (px, py) => {
      const qx = Math.abs(px - cx) - hx;
      const qy = Math.abs(py - cy) - hy;
      const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
      return r - outside;
    },
  };
}

/** Convex polygon, points in clockwise screen order (y down). */
export function polygon(points: ReadonlyArray<readonly [number, number]>): Shape {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const edges = points.map((p, i) => {
    const q = points[(i + 1) % points.length];
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    return { px: p[0], py: p[1], nx: -(q[1] - p[1]) / len, ny: (q[0] - p[0]) / len };
  });
  return {
    x0: Math.min(...xs),
    y0: Math.min(...ys),
    x1: Math.max(...xs),
    y1: Math.max(...ys),
    sd: (x, y) => {
      let d = Infinity;
      for (const e of edges) d = Math.min(d, (x - e.px) * e.nx + (y - e.py) * e.ny);
      return d;
    },
  };
}

/** Radial light with quadratic falloff; used for bokeh, glows and sparkles. */
export function glow(c: Canvas, cx: number, cy: number, radius: number, color: Rgb, strength: number): void {
  const x0 = Math.max(0, Math.floor(cx - radius));
  const x1 = Math.min(c.width, Math.ceil(cx + radius));
  const y0 = Math.max(0, Math.floor(cy - radius));
  const y1 = Math.min(c.height, Math.ceil(cy + radius));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const t = 1 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / radius;
      if (t <= 0) continue;
      blendAt(c.data, (y * c.width + x) * 4, color[0], color[1], color[2], t * t * strength);
    }
  }
}
