// The refinements that name a colour: "背景换成浅蓝色" puts the subject, cut out with the
// platform's matte (worker/platform/image/cutout.ts), on that colour; "make it blue" turns the
// subject that colour, keeping its light and shade. Plain functions over RGBA buffers.

import { composite } from "../platform/image/composite";
import { coverage, cutOut, type Rgba } from "../platform/image/cutout";
import { COLOUR_RGB } from "./palette";
import { lighten } from "./pixels";
import type { DemoColour } from "./prompt/vocabulary";

export type ColourEdit = { kind: "background" | "recolour"; colour: DemoColour; light: boolean };

const rgbOf = ({ colour, light }: ColourEdit) => (light ? lighten(COLOUR_RGB[colour], 0.55) : COLOUR_RGB[colour]);

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

export function applyColourEdit(b: Rgba, edit: ColourEdit): Rgba {
  const cut = cutOut(b);
  // No subject told from a backdrop: a background edit has nothing to go behind, and a colour
  // edit turns the whole picture.
  const found = coverage(cut) > 0.02 && coverage(cut) < 0.97;
  if (edit.kind === "background") return found ? composite(cut, rgbOf(edit)) : b;
  const target = rgbOf(edit);
  const targetLuma = Math.max(1, luma(target[0], target[1], target[2]));
  const rgba = b.rgba.slice();
  for (let i = 0; i < rgba.length; i += 4) {
    const a = found ? cut.rgba[i + 3] / 255 : 1;
    if (a === 0) continue;
    // Light and shade stay: the pixel's brightness relative to the average, in the new colour.
    const k = luma(b.rgba[i], b.rgba[i + 1], b.rgba[i + 2]) / 128;
    for (let c = 0; c < 3; c++) {
      const painted = Math.min(255, target[c] * Math.min(k, 255 / targetLuma));
      rgba[i + c] = Math.round(b.rgba[i + c] * (1 - a * 0.9) + painted * a * 0.9);
    }
  }
  return { width: b.width, height: b.height, rgba };
}
