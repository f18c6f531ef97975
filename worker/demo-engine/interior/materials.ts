// The materials of the furniture the demo designer sketches, one set per design style, so the
// sketch reads as that style as much as the grade does: chrome and charcoal for modern, pale
// oak and oatmeal for Scandinavian, red lacquer and gold for Chinese, and so on.

import type { InteriorStyle } from "../../engines/types";
import type { Rgb } from "../pixels";
import { hex } from "../styles/tone";

/** main: wood or upholstery; soft: bedding, cushions, counters; accent: one bold colour. */
export type RoomPalette = { main: Rgb; soft: Rgb; accent: Rgb; dark: Rgb; metal: Rgb };

const set = (main: string, soft: string, accent: string, dark: string, metal: string): RoomPalette => ({
  main: hex(main),
  soft: hex(soft),
  accent: hex(accent),
  dark: hex(dark),
  metal: hex(metal),
});

export const MATERIALS: Record<InteriorStyle, RoomPalette> = {
  modern: set("#3d434b", "#e9edf0", "#2f7fd1", "#15181c", "#c9d0d6"),
  scandinavian: set("#c8a57c", "#f1ebe0", "#7fa6a0", "#5b4a3a", "#d9d4cc"),
  industrial: set("#2b2b2d", "#a86a3c", "#b4492a", "#111112", "#8d8f91"),
  chinese: set("#8e1c14", "#f1e2c4", "#d9a532", "#2c0905", "#e0b85a"),
  japanese: set("#b08f66", "#ece3d0", "#6d8a4e", "#4a3b2a", "#cfc6b4"),
  luxury: set("#1f3b33", "#efe3c8", "#c9a24d", "#0b0a09", "#e3c57c"),
  farmhouse: set("#8a5f3b", "#f3e8d2", "#8aa07c", "#3e2a1a", "#b9b2a5"),
  french: set("#8f9fd3", "#faf0ea", "#d98fa8", "#5d5a78", "#e2c98a"),
};
