// A region edit's mask as the picture a provider takes. The Gemini and OpenAI calls run in the
// placed provider Worker (worker/provider-calls/), which should not carry photon's WASM (bundle
// size, start-up time) just to write two-colour PNGs: shared/png-writer.ts writes them.
import { writePng } from "../../../shared/png-writer";
import type { RegionMask } from "../types";

type Rgba = readonly [number, number, number, number];

/** The mask as a white-on-black PNG, for providers that take it as a picture. */
export const maskPicture = (mask: RegionMask) => maskPng(mask, [255, 255, 255, 255], [0, 0, 0, 255]);

/** OpenAI's convention: fully transparent pixels are the area to edit, opaque ones are kept. */
export const transparentWherePainted = (mask: RegionMask) => maskPng(mask, [0, 0, 0, 0], [0, 0, 0, 255]);

const maskPng = ({ width, height, painted }: RegionMask, on: Rgba, off: Rgba) =>
  writePng(width, height, 6, (i, out, at) => out.set(painted[i] ? on : off, at));
