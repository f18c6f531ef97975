// Shading and shape helpers the product drawings share: lit cylinders, soft vertical light on
// flat parts, and the shapes pixels.ts lacks (arcs, capsules, clipped and any-order polygons).

import { clamp01, darken, lighten, mix, polygon, type Rgb, ring, type Shader, type Shape } from "../pixels";

/** Lighting of a vertical cylinder lit from the upper left, with a specular stripe. */
export function cylinder(colour: Rgb, cx: number, halfWidth: number): Shader {
  return (x, _y, out) => {
    const u = (x - cx) / halfWidth;
    const diffuse = 0.45 + 0.55 * Math.cos(Math.min(1, Math.abs(u + 0.2)) * Math.PI * 0.5);
    const spec = Math.exp(-(((u + 0.5) / 0.09) ** 2)) * 0.55 + Math.exp(-(((u - 0.62) / 0.05) ** 2)) * 0.15;
    out[0] = colour[0] * diffuse + (255 - colour[0] * diffuse) * spec;
    out[1] = colour[1] * diffuse + (255 - colour[1] * diffuse) * spec;
    out[2] = colour[2] * diffuse + (255 - colour[2] * diffuse) * spec;
  };
}

/** A flat face lit from above: a little lighter at `top`, a little darker at `bottom`. */
export function face(colour: Rgb, top: number, bottom: number, light = 0.18, dark = 0.22): Shader {
  const hi = lighten(colour, light);
  const lo = darken(colour, dark);
  return (_x, y, out) => {
    const t = clamp01((y - top) / (bottom - top || 1));
    const c = t < 0.4 ? mix(hi, colour, t / 0.4) : mix(colour, lo, (t - 0.4) / 0.6);
    out[0] = c[0];
    out[1] = c[1];
    out[2] = c[2];
  };
}

/** Convex polygon from points in either winding order. */
export function convex(points: Array<[number, number]>): Shape {
  const area = points.reduce((a, p, i) => {
    const q = points[(i + 1) % points.length];
    return a + (p[0] * q[1] - q[0] * p[1]);
  }, 0);
  return polygon(area > 0 ? points : [...points].reverse());
}

/** The part of `shape` on the side of a line where `keep(x, y)` is positive (a signed distance). */
export function clip(
  shape: Shape,
  keep: (x: number, y: number) => number,
  box: Partial<Pick<Shape, "x0" | "y0" | "x1" | "y1">> = {},
): Shape {
  return { ...shape, ...box, sd: (x, y) => Math.min(shape.sd(x, y), keep(x, y)) };
}

/** The upper half of a ring: a handle or a headband. */
export function upperArc(cx: number, cy: number, radius: number, thickness: number): Shape {
  return clip(ring(cx, cy, radius, thickness), (_x, y) => cy - y, { y1: cy });
}

/** A thick line with round ends from (ax, ay) to (bx, by). */
export function capsule(ax: number, ay: number, bx: number, by: number, radius: number): Shape {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  return {
    x0: Math.min(ax, bx) - radius,
    y0: Math.min(ay, by) - radius,
    x1: Math.max(ax, bx) + radius,
    y1: Math.max(ay, by) + radius,
    sd: (x, y) => {
      const t = clamp01(((x - ax) * dx + (y - ay) * dy) / len2);
      return radius - Math.hypot(x - ax - dx * t, y - ay - dy * t);
    },
  };
}

/** A colour that reads against `c` for trims and details: dark on light colours, light on dark. */
export function contrastOf(c: Rgb): Rgb {
  const luma = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
  return luma > 150 ? mix(c, [40, 40, 46], 0.8) : mix(c, [245, 245, 240], 0.85);
}
