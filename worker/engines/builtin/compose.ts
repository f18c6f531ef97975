// The generate pipeline: decode references (failing fast, before any drawing), derive the
// seed and palette from the prompt, paint stage → decorations → podium → product(s) → grain,
// and encode a PNG. Layers are painted back to front on one RGBA buffer.

import type { PhotonImage } from "@cf-wasm/photon";
import type { EngineImage } from "../types";
import { paintDecor } from "./decor";
import { decodeImage, encodePng } from "./decode";
import { choosePalette } from "./palette";
import { createCanvas } from "./pixels";
import { chooseProductKind, paintProduct } from "./product";
import { paintReferences } from "./references";
import { createStage, finishCanvas, paintBackdrop, paintPodium } from "./scene";
import { createRng, hashBytes, hashString } from "./seed";

export const POSTER_SIZE = 1024;
export const MAX_REFERENCES = 3;

export function composePoster(prompt: string, references: Uint8Array[]): EngineImage {
  const refs = references.slice(0, MAX_REFERENCES);
  const images: PhotonImage[] = [];
  try {
    refs.forEach((bytes, i) => images.push(decodeImage(bytes, `reference image ${i + 1}`)));
    const promptSeed = hashString(prompt.trim().toLowerCase());
    const seed = refs.reduce((h, bytes) => hashBytes(bytes, h), promptSeed);
    const rng = createRng(seed);
    const palette = choosePalette(prompt, rng);
    const stage = createStage(POSTER_SIZE, images.length);
    const canvas = createCanvas(POSTER_SIZE, POSTER_SIZE);

    paintBackdrop(canvas, palette, stage, rng);
    paintDecor(canvas, palette, stage, rng);
    paintPodium(canvas, palette, stage);
    if (images.length > 0) paintReferences(canvas, palette, stage, images);
    else paintProduct(canvas, palette, stage, chooseProductKind(prompt, promptSeed));
    finishCanvas(canvas, palette, rng);

    const rgba = new Uint8Array(canvas.data.buffer, canvas.data.byteOffset, canvas.data.byteLength);
    return { bytes: encodePng(rgba, POSTER_SIZE, POSTER_SIZE), width: POSTER_SIZE, height: POSTER_SIZE };
  } finally {
    for (const img of images) img.free();
  }
}
