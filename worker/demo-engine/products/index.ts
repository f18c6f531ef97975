// The stand-in product drawn when the user gave no reference images, in the shape the prompt
// names (./prompt/read.ts) or, when it names none, one of four picked by the prompt's hash.

import type { Canvas } from "../pixels";
import type { Palette } from "../palette";
import type { DemoShape } from "../prompt/vocabulary";
import type { Stage } from "../scene";
import { paintCosmetics, paintSphere } from "./beauty";
import { paintHeadphones, paintPhone, paintWatch } from "./gadgets";
import { paintBag, paintBox, paintShoe } from "./goods";
import { paintBottle, paintCup, paintJar, paintPerfume } from "./vessels";

type Painter = (c: Canvas, p: Palette, s: Stage, cx: number, base: number) => void;

const PAINTERS: Record<DemoShape, Painter> = {
  shoe: paintShoe,
  bag: paintBag,
  cup: paintCup,
  bottle: paintBottle,
  jar: paintJar,
  box: paintBox,
  phone: paintPhone,
  watch: paintWatch,
  headphones: paintHeadphones,
  perfume: paintPerfume,
  cosmetics: paintCosmetics,
  sphere: paintSphere,
};

const UNNAMED: DemoShape[] = ["bottle", "jar", "box", "sphere"];

/** The named shape, else a stable pick from the prompt's hash. */
export function productShape(named: DemoShape | undefined, seed: number): DemoShape {
  return named ?? UNNAMED[seed % UNNAMED.length];
}

export function paintProduct(c: Canvas, p: Palette, s: Stage, shape: DemoShape): void {
  PAINTERS[shape](c, p, s, s.podiumCx, s.podiumTopY + s.podiumRy * 0.15);
}
