// What the demo engine understood in a prompt, in the user's language: "Understood: product:
// shoe · colour: red · background: white". Labels rather than "a red shoe", so no language has
// to make a colour agree with a noun.
import { m } from "@/paraglide/messages.js";
import type { DemoReading } from "../../worker/demo-engine/prompt/read";
import type { DemoColour, DemoShape } from "../../worker/demo-engine/prompt/vocabulary";

const SHAPES: Record<DemoShape, () => string> = {
  shoe: m.demo_shape_shoe,
  bag: m.demo_shape_bag,
  cup: m.demo_shape_cup,
  bottle: m.demo_shape_bottle,
  jar: m.demo_shape_jar,
  box: m.demo_shape_box,
  phone: m.demo_shape_phone,
  watch: m.demo_shape_watch,
  headphones: m.demo_shape_headphones,
  perfume: m.demo_shape_perfume,
  cosmetics: m.demo_shape_cosmetics,
  sphere: m.demo_shape_sphere,
};

const COLOURS: Record<DemoColour, () => string> = {
  red: m.demo_colour_red,
  blue: m.demo_colour_blue,
  green: m.demo_colour_green,
  gold: m.demo_colour_gold,
  pink: m.demo_colour_pink,
  purple: m.demo_colour_purple,
  black: m.demo_colour_black,
  white: m.demo_colour_white,
  orange: m.demo_colour_orange,
  yellow: m.demo_colour_yellow,
  brown: m.demo_colour_brown,
  grey: m.demo_colour_grey,
  silver: m.demo_colour_silver,
  cyan: m.demo_colour_cyan,
  beige: m.demo_colour_beige,
};

export type { DemoReading };

/**
 * One line saying what was read; unknown words from a newer server are left out, not shown raw.
 * With the seller's product kept exact (`keptProduct`) the product is their photo, not drawn from
 * the prompt: only the scene's words are told, and nothing when none was read.
 */
export function describeReading(reading: DemoReading, { keptProduct = false } = {}): string {
  const parts: string[] = [];
  const shape = !keptProduct && reading.shape && SHAPES[reading.shape];
  const colour = !keptProduct && reading.objectColor && COLOURS[reading.objectColor];
  const background = reading.background && COLOURS[reading.background];
  const table = reading.surfaceColor && COLOURS[reading.surfaceColor];
  if (shape) parts.push(m.demo_reading_product({ value: shape() }));
  if (colour) parts.push(m.demo_reading_colour({ value: colour() }));
  if (background) parts.push(m.demo_reading_background({ value: background() }));
  if (table) parts.push(m.demo_reading_table({ value: table() }));
  if (parts.length > 0) return m.demo_understood({ what: parts.join(" · ") });
  return keptProduct ? "" : m.demo_understood_nothing();
}
