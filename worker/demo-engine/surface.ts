// The surface the product stands on when the prompt names one (./prompt/setting.ts): a wooden
// table top with planks and grain, or white marble with grey veins, from the horizon down,
// in place of the podium. A colour the prompt gives the table ("on a white table") paints it:
// painted wood keeps its planks and a faint grain, marble its veins, so it still reads as a
// table in front of the wall, not as a white background.

import type { DemoSetting } from "./prompt/setting";
import type { Canvas, Rgb } from "./pixels";
import type { Stage } from "./scene";

const WOOD: Rgb = [168, 112, 68];
const MARBLE: Rgb = [238, 236, 232];

export function paintSurface(c: Canvas, setting: DemoSetting, stage: Stage, colour?: Rgb): void {
  const { width: w, height: h, data: d } = c;
  const top = Math.max(0, Math.floor(stage.horizonY));
  const base = colour ?? (setting === "wood" ? WOOD : MARBLE);
  // Bare wood shows its grain; paint hides most of it.
  const grainDepth = setting === "wood" && !colour ? 0.1 : 0.03;
  for (let y = top; y < h; y++) {
    const depth = (y - top) / Math.max(1, h - top);
    // The far edge is darker, as a table top in front of a wall is.
    const light = 0.82 + 0.18 * Math.min(1, depth * 3);
    // The table's back edge: a thin darker line where the top meets the wall.
    const edge = y - top < 3 ? 0.72 : 1;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      let k: number;
      if (setting === "wood") {
        const plank = Math.floor((y - top) / (22 + depth * 40));
        const grain = Math.sin(x * 0.018 + plank * 1.7 + 2.2 * Math.sin((y - top) * 0.09 + x * 0.004));
        const seam = (y - top) % Math.round(22 + depth * 40) < 2 ? (colour ? 0.9 : 0.8) : 1;
        k = (1 - grainDepth * 1.4 + grainDepth * grain + 0.04 * Math.sin(plank * 12.9)) * seam;
      } else {
        const vein = Math.abs(Math.sin(x * 0.011 + (y - top) * 0.023 + 2.5 * Math.sin(x * 0.004 + y * 0.007)));
        k = vein < 0.06 ? 0.82 + vein * 2 : 1;
      }
      k *= light * edge;
      d[i] = base[0] * k;
      d[i + 1] = base[1] * k;
      d[i + 2] = base[2] * k;
      d[i + 3] = 255;
    }
  }
}
