// A region edit's mask as the picture a provider takes, encoded in plain TypeScript: the Gemini
// and OpenAI calls run in the placed provider Worker (worker/provider-calls/), which should not
// carry photon's WASM (bundle size, start-up time) just to write two-colour PNGs. Rows are
// deflated with the platform's CompressionStream ("deflate" is the zlib format PNG's IDAT wants).
import type { RegionMask } from "../types";

type Rgba = readonly [number, number, number, number];

/** The mask as a white-on-black PNG, for providers that take it as a picture. */
export const maskPicture = (mask: RegionMask) => maskPng(mask, [255, 255, 255, 255], [0, 0, 0, 255]);

/** OpenAI's convention: fully transparent pixels are the area to edit, opaque ones are kept. */
export const transparentWherePainted = (mask: RegionMask) => maskPng(mask, [0, 0, 0, 0], [0, 0, 0, 255]);

async function maskPng(mask: RegionMask, on: Rgba, off: Rgba): Promise<Uint8Array> {
  const { width, height, painted } = mask;
  const stride = width * 4 + 1;
  // Each row starts with filter type 0 (none); the pixels follow as RGBA.
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(painted[y * width + x] ? on : off, y * stride + 1 + x * 4);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, adaptive filters, no interlace
  const idat = await deflate(raw);
  return concat([PNG_SIGNATURE, chunk("IHDR", header), chunk("IDAT", idat), chunk("IEND", new Uint8Array(0))]);
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
