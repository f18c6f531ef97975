// The generate pipeline: decode references (failing fast, before any drawing), derive the
// seed and palette from the prompt, paint stage → decorations → podium → product(s) → grain,
// and encode a PNG. Layers are painted back to front on one RGBA buffer.
//
// Other aspect ratios are painted on a virtual canvas whose short side is 1024 (the scale
// every product and podium measurement is written for), then downscaled so the long side is
// 1024: landscape widens the stage, portrait adds sky above a podium kept in the lower third.

import { MAX_REFERENCES } from "../../shared/limits";
import { PhotonImage, resize, SamplingFilter } from "../platform/image/photon";
import type { AspectRatio, EngineImage, ProductRoom } from "../engines/types";
import { paintDecor } from "./decor";
import { decodeWorkingCopy, encodePng } from "../platform/image/decode";
import { choosePalette, COLOUR_RGB } from "./palette";
import { type Canvas, createCanvas } from "./pixels";
import { paintProduct, productShape } from "./products";
import { type DemoReading, readPrompt } from "./prompt/read";
import { paintReferences } from "./references";
import { paintSurface } from "./surface";
import { createStage, finishCanvas, paintBackdrop, paintPodium, type Stage } from "./scene";
import { createRng, hashBytes, hashString } from "./seed";

export const POSTER_SIZE = 1024;

/** Output width and height for a ratio: the long side is always POSTER_SIZE. */
export function posterSize(aspectRatio: AspectRatio = "1:1"): { width: number; height: number } {
  const [a, b] = aspectRatio.split(":").map(Number);
  return a >= b
    ? { width: POSTER_SIZE, height: Math.round((POSTER_SIZE * b) / a) }
    : { width: Math.round((POSTER_SIZE * a) / b), height: POSTER_SIZE };
}

/** The square stage, centred on a wider canvas or lowered on a taller one. */
function stageFor(width: number, height: number, productCount: number): Stage {
  const stage = createStage(POSTER_SIZE, productCount);
  const extra = height - POSTER_SIZE;
  // Portrait: most of the added height goes above the horizon, so the product sits low and
  // the sky leaves room for a headline, as in a tall poster.
  const drop = extra * 0.78;
  return { ...stage, podiumCx: width / 2, horizonY: stage.horizonY + drop, podiumTopY: stage.podiumTopY + drop };
}

/**
 * The stage for a kept product (docs/decisions/0033): the podium moved under the room the Worker
 * will put the product in, and wide enough to hold it; nothing stands on it.
 */
function stageForRoom(stage: Stage, room: ProductRoom, width: number, height: number): Stage {
  const base = (room.top + room.height) * height;
  return {
    ...stage,
    podiumCx: (room.left + room.width / 2) * width,
    podiumTopY: base - 20,
    horizonY: Math.min(stage.horizonY, base - 80),
    podiumRx: Math.max(stage.podiumRx, room.width * width * 0.62),
  };
}

/** What the poster shows of the prompt: with references, they are the product, in the prompt's scene. */
function understoodOf(reading: DemoReading, withReferences: boolean): DemoReading {
  if (!withReferences) return reading;
  const { background, setting, surfaceColor } = reading;
  return {
    ...(background ? { background } : {}),
    ...(setting ? { setting } : {}),
    ...(surfaceColor ? { surfaceColor } : {}),
  };
}

/** "White background" is white: no studio sweep, no decoration, no vignette, a soft shadow only. */
function paintWhite(c: Canvas): void {
  c.data.fill(255);
}

/**
 * `variant` 0 is the poster this prompt has always made; each other variant reseeds the stage
 * (palette where the prompt names none, backdrop rays, decorations, grain), so a generation's
 * variants are different pictures of the same product.
 */
export function composePoster(
  prompt: string,
  references: Uint8Array[],
  aspectRatio: AspectRatio = "1:1",
  variant = 0,
  room?: ProductRoom,
): EngineImage {
  const refs = room ? [] : references.slice(0, MAX_REFERENCES);
  const images: PhotonImage[] = [];
  try {
    // Each reference is drawn in a slot smaller than the poster, so none needs more pixels.
    refs.forEach((bytes, i) => images.push(decodeWorkingCopy(bytes, `reference image ${i + 1}`, POSTER_SIZE)));
    const promptSeed = hashString(prompt.trim().toLowerCase());
    const drawn = refs.reduce(
      (h, bytes) => hashBytes(bytes, h),
      room ? hashString("kept product", promptSeed) : promptSeed,
    );
    const seed = variant === 0 ? drawn : hashString(`variant ${variant}`, drawn);
    const rng = createRng(seed);
    const reading = readPrompt(prompt);
    const palette = choosePalette(prompt, reading, rng);
    const out = posterSize(aspectRatio);
    const scale = POSTER_SIZE / Math.min(out.width, out.height);
    const vw = Math.round(out.width * scale);
    const vh = Math.round(out.height * scale);
    const stage = room ? stageForRoom(stageFor(vw, vh, 1), room, vw, vh) : stageFor(vw, vh, images.length);
    const canvas = createCanvas(vw, vh);

    const white = reading.background === "white" && !reading.setting;
    if (white) paintWhite(canvas);
    else {
      paintBackdrop(canvas, palette, stage, rng);
      paintDecor(canvas, palette, stage, rng);
      if (reading.setting)
        paintSurface(canvas, reading.setting, stage, reading.surfaceColor && COLOUR_RGB[reading.surfaceColor]);
      else paintPodium(canvas, palette, stage);
    }
    if (images.length > 0) paintReferences(canvas, palette, stage, images);
    else if (!room) paintProduct(canvas, palette, stage, productShape(reading.shape, promptSeed));
    if (!white) finishCanvas(canvas, palette, rng);

    const rgba = new Uint8Array(canvas.data.buffer, canvas.data.byteOffset, canvas.data.byteLength);
    const understood = understoodOf(reading, images.length > 0 || Boolean(room));
    if (vw === out.width && vh === out.height) return { bytes: encodePng(rgba, vw, vh), ...out, understood };
    return { bytes: downscalePng(rgba, vw, vh, out.width, out.height), ...out, understood };
  } finally {
    for (const img of images) img.free();
  }
}

function downscalePng(rgba: Uint8Array, w: number, h: number, toW: number, toH: number): Uint8Array {
  const full = new PhotonImage(rgba, w, h);
  const small = resize(full, toW, toH, SamplingFilter.Triangle);
  try {
    return small.get_bytes();
  } finally {
    full.free();
    small.free();
  }
}
