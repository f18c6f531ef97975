// Pixel helpers shared by the built-in engine tests: decode a PNG result, and measure how
// different two same-sized pictures are (mean absolute difference per channel, 0–255).
import { expect } from "vitest";
import { PhotonImage } from "../../../worker/platform/image/photon";

export type Decoded = { w: number; h: number; px: Uint8Array };

export function decode(png: Uint8Array): Decoded {
  expect([...png.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const img = PhotonImage.new_from_byteslice(png);
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
