// The smallest PNG writer: unfiltered 8-bit rows, deflated with the platform's CompressionStream
// ("deflate" is the zlib format PNG's IDAT wants), in the browser and in a Worker alike. Used
// for region-edit masks, whose bytes must be exactly the painted pixels (a canvas may smooth or
// premultiply) and which the provider Worker writes without photon's WASM.

/** PNG colour types this writer takes: 0 greyscale (1 byte a pixel), 6 RGBA (4 bytes). */
export type PngColour = 0 | 6;

const CHANNELS: Record<PngColour, number> = { 0: 1, 6: 4 };
const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG of `width` × `height` whose pixel `i` is written by `pixel(i, out, at)` into `out` at
 * `at` (1 or 4 bytes, as the colour type says).
 */
export async function writePng(
  width: number,
  height: number,
  colour: PngColour,
  pixel: (i: number, out: Uint8Array, at: number) => void,
): Promise<Uint8Array> {
  const channels = CHANNELS[colour];
  const stride = width * channels + 1;
  // Each row starts with filter type 0 (none); the pixels follow.
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixel(y * width + x, raw, y * stride + 1 + x * channels);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, colour, 0, 0, 0], 8); // 8 bits a channel, deflate, adaptive filters, no interlace
  return concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

// A ReadableStream of its own rather than Blob#stream, which jsdom (the SPA's tests) lacks.
async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** One PNG chunk: length, type, data, CRC-32 of type and data (also used to add metadata chunks). */
export function chunk(type: string, data: Uint8Array): Uint8Array {
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

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
