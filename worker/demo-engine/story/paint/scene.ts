// What every world shares: the moment of day each story beat happens at (so a book moves
// from morning through trouble and night to a bright ending), and the Scene a world hands
// back so the hero can stand on its ground or float in its sky.

import { type Canvas, mix, type Rgb } from "../../pixels";

/** Indexed by beat: beginning, problem, journey, challenge, helper, turning point, resolution, ending. */
export const MOMENTS = ["morning", "grey", "day", "dusk", "magic", "night", "dawn", "evening"] as const;
export type Moment = (typeof MOMENTS)[number];

/** How much the land sinks towards the night colour at each moment. */
const DIM: Record<Moment, number> = {
  morning: 0,
  grey: 0.3,
  day: 0,
  dusk: 0.22,
  magic: 0.3,
  night: 0.55,
  dawn: 0.08,
  evening: 0.42,
};
const NIGHT: Rgb = [25, 25, 70];

export const dimmer =
  (m: Moment) =>
  (c: Rgb): Rgb =>
    mix(c, NIGHT, DIM[m]);

export const isDark = (m: Moment): boolean => m === "night" || m === "evening" || m === "magic";

export type Scene = {
  /** Ground height under x, or null where the hero floats (space, sky). */
  ground: ((x: number) => number) | null;
  /** Horizontal slots (0..1) that leave the world's landmark visible. */
  slots: readonly number[];
  /**
   * Points of light painted after the finish: brush filters would turn tiny stars and
   * sparkles into square flecks.
   */
  lights?: (c: Canvas) => void;
};
