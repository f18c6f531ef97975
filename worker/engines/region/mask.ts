// A region edit's mask: which pixels of a work the user painted. The API takes a PNG the exact
// size of the work (no scaling: a scaled mask would move the edge the user drew); a pixel is
// painted when it is light and opaque (luminance × alpha ≥ half), so both a white-on-black mask
// and white strokes on a transparent canvas read as the user meant. Plain TS over RGBA.
import { AppError } from "../../platform/errors";
import { readImageHeader } from "../../platform/image/header";
import { EngineError, type RegionMask } from "../types";
import { decodeImage } from "../../platform/image/decode";

export type { RegionMask };

const refuse = (message: string, reason: string) => new AppError("MASK_INVALID", message, { reason });

/** Reads the uploaded mask for a work of width × height; refuses what is not usable (before any charge). */
export function readRegionMask(bytes: Uint8Array, width: number, height: number): RegionMask {
  const header = readImageHeader(bytes);
  if (header?.type !== "image/png") throw refuse("The mask must be a PNG file.", "not_png");
  if (header.width !== width || header.height !== height) {
    throw refuse(
      `The mask must be ${width}×${height} pixels, the size of the work; it is ${header.width}×${header.height}.`,
      "size",
    );
  }
  let rgba: Uint8Array;
  try {
    const img = decodeImage(bytes, "mask");
    rgba = img.get_raw_pixels();
    img.free();
  } catch (error) {
    if (error instanceof EngineError) throw refuse("The mask could not be decoded.", "not_png");
    throw error;
  }
  const painted = new Uint8Array(width * height);
  let area = 0;
  for (let p = 0, i = 0; p < painted.length; p++, i += 4) {
    const luminance = 0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2];
    if (luminance * rgba[i + 3] >= 127.5 * 255) {
      painted[p] = 255;
      area++;
    }
  }
  if (area === 0) throw refuse("Nothing is painted on the mask: paint the area to change.", "empty");
  return { width, height, painted, area };
}
