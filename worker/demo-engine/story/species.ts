// How each animal the demo can draw looks as a storybook hero: its colours (a few coats per
// animal, the idea's hash picks one), ears, tail and face. The body plan is the round hero's
// (./hero.ts); the fish swims instead of standing.

import type { Rgb } from "../pixels";
import type { Animal } from "./animal";

export type Ears = "round" | "pointy" | "long" | "antenna" | "none" | "floppy" | "big" | "tufts";
export type Tail = "thin" | "bushy" | "puff" | "short" | "fan";

export type Species = {
  coats: readonly Rgb[];
  /** Belly and muzzle colour; absent: a lighter shade of the coat. */
  belly?: Rgb;
  ears: Ears;
  tail?: Tail;
  /** Arms and legs when they differ from the coat (a panda's black, a penguin's orange feet). */
  arms?: Rgb;
  feet?: Rgb;
  beak?: Rgb;
  /** A pale muzzle under the nose (fox, bear, dog). */
  muzzle?: boolean;
  /** Dark patches round the eyes (panda) or pale discs (owl). */
  eyePatches?: Rgb;
  whiskers?: boolean;
};

const ORANGE: Rgb = [245, 150, 40];

export const SPECIES: Record<Animal, Species> = {
  cat: {
    coats: [
      [236, 150, 72],
      [150, 150, 160],
      [70, 68, 78],
      [240, 236, 228],
    ],
    ears: "pointy",
    tail: "thin",
    whiskers: true,
  },
  fox: {
    coats: [[226, 112, 40]],
    belly: [250, 246, 238],
    ears: "pointy",
    tail: "bushy",
    muzzle: true,
    feet: [60, 40, 35],
  },
  dog: {
    coats: [
      [196, 146, 92],
      [232, 214, 180],
      [120, 82, 55],
    ],
    ears: "floppy",
    tail: "short",
    muzzle: true,
  },
  rabbit: {
    coats: [
      [246, 244, 240],
      [205, 190, 170],
      [170, 168, 176],
    ],
    belly: [255, 228, 232],
    ears: "long",
    tail: "puff",
  },
  penguin: {
    coats: [[38, 44, 60]],
    belly: [250, 250, 252],
    ears: "none",
    arms: [30, 34, 48],
    feet: ORANGE,
    beak: ORANGE,
  },
  bear: {
    coats: [
      [140, 92, 56],
      [176, 124, 78],
    ],
    ears: "round",
    tail: "short",
    muzzle: true,
  },
  bird: {
    coats: [
      [70, 150, 230],
      [230, 70, 60],
      [250, 200, 60],
    ],
    ears: "none",
    beak: [250, 170, 40],
    feet: [240, 150, 40],
    tail: "fan",
  },
  fish: {
    coats: [
      [250, 140, 50],
      [70, 160, 235],
    ],
    ears: "none",
  },
  owl: {
    coats: [
      [150, 108, 70],
      [120, 100, 90],
    ],
    belly: [236, 214, 176],
    ears: "tufts",
    beak: [245, 185, 50],
    eyePatches: [250, 244, 228],
    feet: [240, 170, 50],
  },
  panda: {
    coats: [[246, 246, 244]],
    belly: [252, 252, 252],
    ears: "round",
    arms: [36, 36, 42],
    feet: [36, 36, 42],
    eyePatches: [36, 36, 42],
    tail: "short",
  },
  mouse: {
    coats: [
      [170, 170, 180],
      [200, 180, 160],
    ],
    belly: [255, 220, 228],
    ears: "big",
    tail: "thin",
    whiskers: true,
  },
  duck: { coats: [[252, 214, 64]], belly: [255, 236, 150], ears: "none", beak: ORANGE, feet: ORANGE, tail: "fan" },
};
