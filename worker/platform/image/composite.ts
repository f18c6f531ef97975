// Putting a cut-out (./cutout.ts) back into a picture: over a whole backdrop of its size, or at
// a spot on a larger canvas (a product placed in a scene). Plain functions over RGBA buffers; the
// cut-out's opaque pixels land unchanged, its soft edge blends with what is beneath.

import type { Rgb, Rgba } from "./cutout";

/** `cut` over an opaque `backdrop` of the same size (or a colour). */
export function composite(cut: Rgba, backdrop: Rgba | Rgb): Rgba {
  const rgba = new Uint8Array(cut.rgba.length);
  const colour = "rgba" in backdrop ? null : backdrop;
  for (let i = 0; i < rgba.length; i += 4) {
    const a = cut.rgba[i + 3] / 255;
    for (let c = 0; c < 3; c++) {
      const under = colour ? colour[c] : (backdrop as Rgba).rgba[i + c];
      rgba[i + c] = Math.round(cut.rgba[i + c] * a + under * (1 - a));
    }
    rgba[i + 3] = 255;
  }
  return { width: cut.width, height: cut.height, rgba };
}

/** Draws `cut` onto `canvas` (RGBA, modified in place) with its top-left corner at (left, top). */
export function placeOn(
  canvas: { width: number; height: number; data: Uint8Array | Uint8ClampedArray },
  cut: Rgba,
  left: number,
  top: number,
): void {
  for (let y = 0; y < cut.height; y++) {
    const cy = top + y;
    if (cy < 0 || cy >= canvas.height) continue;
    for (let x = 0; x < cut.width; x++) {
      const cx = left + x;
      if (cx < 0 || cx >= canvas.width) continue;
      const s = (y * cut.width + x) * 4;
      const a = cut.rgba[s + 3] / 255;
      if (a === 0) continue;
      const d = (cy * canvas.width + cx) * 4;
      for (let c = 0; c < 3; c++) canvas.data[d + c] = Math.round(cut.rgba[s + c] * a + canvas.data[d + c] * (1 - a));
      canvas.data[d + 3] = 255;
    }
  }
}
