// Pixel helpers shared by the built-in engine tests: decode a PNG result, and measure how
// different two same-sized pictures are (mean absolute difference per channel, 0–255).
import { expect } from "vitest";
import { PhotonImage } from "../../../worker/platform/image/photon";

export type Decoded = { w: number; h: number; px: Uint8Array };

const SIGNATURES = { png: [0x89, 0x50, 0x4e, 0x47], jpeg: [0xff, 0xd8, 0xff] };

/** The picture's pixels, once its first bytes say it is a `format` file (PNG unless told). */
export function decode(bytes: Uint8Array, format: keyof typeof SIGNATURES = "png"): Decoded {
  expect([...bytes.slice(0, SIGNATURES[format].length)]).toEqual(SIGNATURES[format]);
  const img = PhotonImage.new_from_byteslice(bytes);
  const out = { w: img.get_width(), h: img.get_height(), px: img.get_raw_pixels() };
  img.free();
  return out;
}

export function difference(a: Decoded, b: Decoded): number {
  let sum = 0;
  for (let i = 0; i < a.px.length; i += 4)
    sum += Math.abs(a.px[i] - b.px[i]) + Math.abs(a.px[i + 1] - b.px[i + 1]) + Math.abs(a.px[i + 2] - b.px[i + 2]);
  return sum / ((a.px.length / 4) * 3);
}
