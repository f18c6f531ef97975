// Reads a label mask PNG (shared/label-mask.ts writes them): 8-bit greyscale, no interlace, each
// row unfiltered, exactly as our writer makes it. Anything else is refused, so an admin's upload
// cannot hand the Worker a decoder's worth of surprises. The admin's label screen reads the mask
// it has just rendered with it too, for the preview and to check the text's shape before saving.
import { MASK_MAX } from "./label-mask";
import type { LabelMask } from "./label-plate";

export class MaskError extends Error {}

async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  const reader = stream.getReader();
  const out = new Uint8Array(limit);
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out.subarray(0, at);
    if (at + value.length > limit) {
      await reader.cancel();
      throw new MaskError("mask data longer than its size says");
    }
    out.set(value, at);
    at += value.length;
  }
}

export async function readLabelMask(png: Uint8Array): Promise<LabelMask> {
  if (png.length > MASK_MAX.bytes || png.length < 45) throw new MaskError("mask size");
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const type = (o: number) => String.fromCharCode(...png.subarray(o, o + 4));
  if (v.getUint32(0) !== 0x89504e47 || type(12) !== "IHDR") throw new MaskError("not a PNG");
  const width = v.getUint32(16);
  const height = v.getUint32(20);
  if (!width || !height || width > MASK_MAX.width || height > MASK_MAX.height) throw new MaskError("mask dimensions");
  if (png[24] !== 8 || png[25] !== 0 || png[28] !== 0)
    throw new MaskError("mask must be 8-bit greyscale, not interlaced");
  const idat: Uint8Array[] = [];
  for (let o = 8; o + 12 <= png.length;) {
    const length = v.getUint32(o);
    if (o + 12 + length > png.length) throw new MaskError("chunk past the end");
    if (type(o + 4) === "IDAT") idat.push(png.subarray(o + 8, o + 8 + length));
    o += 12 + length;
  }
  const joined = new Uint8Array(idat.reduce((n, c) => n + c.length, 0));
  idat.reduce((at, c) => (joined.set(c, at), at + c.length), 0);
  const raw = await inflate(joined, (width + 1) * height);
  if (raw.length !== (width + 1) * height) throw new MaskError("mask data shorter than its size says");
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (width + 1)] !== 0) throw new MaskError("mask rows must be unfiltered");
    alpha.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { width, height, alpha };
}
