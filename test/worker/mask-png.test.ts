// Region-edit masks as the pictures providers take, written without photon (the provider Worker
// carries no WASM): what the app's own decoder reads back is the painted area, white on black
// for Gemini and Workers AI, transparent where painted for OpenAI.
import { describe, expect, it } from "vitest";
import { decodeImage } from "../../worker/platform/image/decode";
import { maskPicture, transparentWherePainted } from "../../worker/engines/region/mask-png";
import type { RegionMask } from "../../worker/engines/types";

/** A 7×5 mask painted in the rectangle x 2–4, y 1–2. */
function mask(): RegionMask {
  const [width, height] = [7, 5];
  const painted = new Uint8Array(width * height);
  for (let y = 1; y <= 2; y++) for (let x = 2; x <= 4; x++) painted[y * width + x] = 255;
  return { width, height, painted, area: 6 };
}

function pixels(png: Uint8Array) {
  const img = decodeImage(png, "mask");
  try {
    return { width: img.get_width(), height: img.get_height(), rgba: img.get_raw_pixels() };
  } finally {
    img.free();
  }
}

const at = (rgba: Uint8Array, width: number, x: number, y: number) => [
  ...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4),
];

describe("mask pictures", () => {
  it("white where painted, opaque black elsewhere", async () => {
    const { width, height, rgba } = pixels(await maskPicture(mask()));
    expect([width, height]).toEqual([7, 5]);
    expect(at(rgba, width, 3, 1)).toEqual([255, 255, 255, 255]);
    expect(at(rgba, width, 0, 0)).toEqual([0, 0, 0, 255]);
    expect(at(rgba, width, 5, 2)).toEqual([0, 0, 0, 255]);
  });

  it("OpenAI's: fully transparent where painted, opaque elsewhere", async () => {
    const { width, rgba } = pixels(await transparentWherePainted(mask()));
    expect(at(rgba, width, 2, 2)[3]).toBe(0);
    expect(at(rgba, width, 4, 1)[3]).toBe(0);
    expect(at(rgba, width, 1, 1)).toEqual([0, 0, 0, 255]);
    const transparent = Array.from({ length: rgba.length / 4 }, (_, p) => rgba[p * 4 + 3]).filter(
      (a) => a === 0,
    ).length;
    expect(transparent).toBe(6);
  });
});
