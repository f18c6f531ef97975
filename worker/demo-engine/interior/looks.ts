// The eight design looks as grading recipes. Each one sets the room's palette with a
// luminance gradient map (the style's materials indexed by brightness), then adds what
// makes it recognisable at a glance: crispness, lacquer, rust and grit, gold, fading, glow.
// Amounts are tuned so the eight stay clearly apart on the same photo (see the tests).

import type { InteriorStyle } from "../../engines/types";
import type { Raster } from "../styles/raster";
import { contrastSaturation, gradientMap, hex, ramp, shade, stretchedLuma, tint, vignette } from "../styles/tone";
import { grain, paperField } from "../styles/texture";
import { bloom, grit, keepHue, levels, metalHighlights, recolourHue, sharpen } from "./grade";

const map = (r: Raster, stops: string[], amount: number) =>
  gradientMap(r, ramp(stops.map(hex)), amount, stretchedLuma(r));

function modern(r: Raster): void {
  contrastSaturation(r, 1.2, 0.5);
  map(r, ["#101419", "#4d5762", "#aab4bd", "#eef2f5", "#ffffff"], 0.5);
  tint(r, [0.96, 1, 1.06]);
  sharpen(r, 2, 0.8);
}

function scandinavian(r: Raster): void {
  levels(r, 40, 255, 0.6);
  // Pale wood is the one colour the look keeps; the rest goes towards white and oatmeal.
  recolourHue(r, 30, 40, 32, 0.3, 0.8);
  keepHue(r, 32, 35, 0.3);
  map(r, ["#8a745c", "#c9b79c", "#ece5da", "#fbfaf6", "#ffffff"], 0.5);
  contrastSaturation(r, 0.92, 0.8);
  tint(r, [0.98, 1, 1.02]);
}

function industrial(r: Raster): void {
  contrastSaturation(r, 1.3, 0.3);
  levels(r, 0, 235, 1.2);
  // Concrete and steel read cool; only the rust accents below are warm.
  map(r, ["#0c0d0f", "#2b2e31", "#56595d", "#8b8d8f", "#c6c6c3"], 0.6);
  // Warm surfaces turn to rusted steel and old brick; the rest stays concrete grey.
  recolourHue(r, 25, 45, 18, 0.6, 1);
  grit(r, 0.16, 71);
  grain(r, 9, 73);
  vignette(r, hex("#050505"), 0.55, 0.35, 1.05);
}

function chinese(r: Raster): void {
  contrastSaturation(r, 1.15, 1.1);
  // Only clearly coloured surfaces become lacquer: a beige wall stays a warm cream.
  recolourHue(r, 20, 60, 4, 0.75, 0.9, 0.2);
  map(r, ["#1c0604", "#5e120c", "#9c2418", "#b86a36", "#e6c384", "#fbf0da"], 0.55);
  metalHighlights(r, hex("#f2c85a"), 175, 0.45);
  vignette(r, hex("#2a0805"), 0.4, 0.4, 1.1);
}

function japanese(r: Raster): void {
  contrastSaturation(r, 0.72, 0.45);
  levels(r, 55, 246, 0.9);
  // A few plants or a garden view: greens become soft moss, everything else natural wood.
  recolourHue(r, 120, 70, 95, 0.4, 1);
  map(r, ["#4d4437", "#8f7d62", "#c9b99b", "#eae1cf", "#f6f1e6"], 0.55);
  tint(r, [0.99, 1.02, 0.96]);
  sharpen(r, 3, -0.35);
}

function luxury(r: Raster): void {
  contrastSaturation(r, 1.4, 0.75);
  levels(r, 0, 255, 1.45);
  map(r, ["#040305", "#1c140d", "#4a3520", "#a8813f", "#f4dd9c"], 0.7);
  metalHighlights(r, hex("#e9c77e"), 140, 0.6);
  bloom(r, 190, 14, 0.5, hex("#ffe2a8"));
  vignette(r, hex("#030203"), 0.75, 0.3, 1.0);
}

function farmhouse(r: Raster): void {
  contrastSaturation(r, 0.9, 0.55);
  levels(r, 52, 232, 0.9);
  map(r, ["#5e3f26", "#a47b50", "#dcbc88", "#f3e3bf", "#faf0da"], 0.6);
  tint(r, [1.06, 1, 0.84]);
  shade(r, paperField(r.w, r.h, 0.07, 79));
  grain(r, 6, 81);
  vignette(r, hex("#6b5036"), 0.35, 0.4, 1.1);
}

function french(r: Raster): void {
  contrastSaturation(r, 0.82, 0.6);
  levels(r, 45, 250, 0.85);
  map(r, ["#5a6296", "#9a9ad0", "#e6a2b8", "#f7cfd6", "#fff4ea"], 0.65);
  bloom(r, 150, 16, 0.55, hex("#fff0ec"));
  vignette(r, hex("#f4dce2"), 0.35, 0.45, 1.1);
}

export const LOOKS: Record<InteriorStyle, (r: Raster) => void> = {
  modern,
  scandinavian,
  industrial,
  chinese,
  japanese,
  luxury,
  farmhouse,
  french,
};
