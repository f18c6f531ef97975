// The storybook finish, one art style per story style so the whole book shares a medium:
// watercolour for fairy tales, painterly oil for adventures, inked cartoon outlines for
// educational books, and for science fiction a cheap glow (bloom, film grain, vignette).
// Each runs in roughly 250–400 ms on a 1024 × 768 page.

import type { StoryStyle } from "../../engines/types";
import { type Canvas } from "../pixels";
import { inkMask } from "../styles/filters";
import { oilPainting, watercolor } from "../styles/painting";
import { blur, type Raster, smoothstep } from "../styles/raster";
import { grain } from "../styles/texture";
import { contrastSaturation, hex, paintMask, screen, vignette } from "../styles/tone";

function spaceGlow(r: Raster): Raster {
  const bright = new Float32Array(r.rgb.length);
  for (let j = 0; j < bright.length; j += 3) {
    const a = smoothstep(150, 255, 0.299 * r.rgb[j] + 0.587 * r.rgb[j + 1] + 0.114 * r.rgb[j + 2]);
    for (let c = 0; c < 3; c++) bright[j + c] = r.rgb[j + c] * a;
  }
  screen(r, blur(bright, r.w, r.h, 3, 10), 1.4);
  grain(r, 3, 17);
  vignette(r, hex("#04030f"), 0.6, 0.45, 1.1);
  return r;
}

/**
 * Picture-book cartoon: the anime style's ink outlines over the page's own flat colours.
 * Its cel bands are left out because they cut the sky gradients into hard stripes.
 */
function cartoon(r: Raster): Raster {
  contrastSaturation(r, 1.04, 1.12);
  const ink = inkMask(r, 1, 10, 28, 1);
  paintMask(r, ink, hex("#2a2238"), 0.85);
  return r;
}

const FINISH: Record<StoryStyle, (r: Raster) => Raster> = {
  fairy_tale: watercolor,
  adventure: oilPainting,
  educational: cartoon,
  sci_fi: spaceGlow,
};

export function finishPage(c: Canvas, style: StoryStyle): void {
  const n = c.width * c.height;
  const rgb = new Float32Array(n * 3);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    rgb[j] = c.data[i * 4];
    rgb[j + 1] = c.data[i * 4 + 1];
    rgb[j + 2] = c.data[i * 4 + 2];
  }
  const out = (FINISH[style] ?? watercolor)({ w: c.width, h: c.height, rgb });
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    c.data[i * 4] = out.rgb[j];
    c.data[i * 4 + 1] = out.rgb[j + 1];
    c.data[i * 4 + 2] = out.rgb[j + 2];
  }
}
