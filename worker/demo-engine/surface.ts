// The surface the product stands on when the prompt names one (./prompt/setting.ts): a wooden
// table top with planks and grain, or white marble with grey veins, from the horizon down,
// in place of the podium.

import type { DemoSetting } from "./prompt/setting";
import type { Canvas } from "./pixels";
import type { Stage } from "./scene";

export function paintSurface(c: Canvas, setting: DemoSetting, stage: Stage): void {
  const { width: w, height: h, data: d } = c;
  const top = Math.max(0, Math.floor(stage.horizonY));
  for (let y = top; y < h; y++) {
    const depth = (y - top) / Math.max(1, h - top);
    // The far edge is darker, as a table top in front of a wall is.
    const light = 0.82 + 0.18 * Math.min(1, depth * 3);
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      let r: number;
      let g: number;
      let b: number;
      if (setting === "wood") {
        const plank = Math.floor((y - top) / (22 + depth * 40));
        const grain = Math.sin(x * 0.018 + plank * 1.7 + 2.2 * Math.sin((y - top) * 0.09 + x * 0.004));
        const seam = (y - top) % Math.round(22 + depth * 40) < 2 ? 0.8 : 1;
        const k = (0.86 + 0.1 * grain + 0.04 * Math.sin(plank * 12.9)) * seam * light;
        r = 168 * k;
        g = 112 * k;
        b = 68 * k;
      } else {
        const vein = Math.abs(Math.sin(x * 0.011 + (y - top) * 0.023 + 2.5 * Math.sin(x * 0.004 + y * 0.007)));
        const k = (vein < 0.06 ? 0.82 + vein * 2 : 1) * light;
        r = 238 * k;
        g = 236 * k;
        b = 232 * k;
      }
      d[i] = r;
      d[i + 1] = g;
      d[i + 2] = b;
      d[i + 3] = 255;
    }
  }
}
