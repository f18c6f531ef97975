// The painted area as the PNG the Worker takes: 8-bit greyscale, white where painted and black
// elsewhere, at the picture's natural size. Written by shared/png-writer.ts rather than through a
// canvas so the bytes are exactly the painted pixels (a canvas may smooth or premultiply).
import { writePng } from "../../../shared/png-writer";

/** A greyscale PNG of `painted` (one byte a pixel, non-zero = painted). */
export const maskPng = (painted: Uint8Array, width: number, height: number): Promise<Uint8Array> =>
  writePng(width, height, 0, (i, out, at) => {
    out[at] = painted[i] ? 255 : 0;
  });
