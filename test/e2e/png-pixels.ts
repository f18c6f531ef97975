// Reads a downloaded PNG into RGBA in Node (8-bit greyscale, RGB or RGBA, not interlaced: what
// the Worker writes), so a test can compare pictures pixel by pixel.
import { inflateSync } from "node:zlib";

export type Pixels = { width: number; height: number; rgba: Uint8Array };

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

export function readPng(bytes: Buffer): Pixels {
  if (bytes.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let at = 8;
  let width = 0;
  let height = 0;
  let colourType = 0;
  const data: Buffer[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("ascii", at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error("only 8-bit, non-interlaced PNGs");
      colourType = body[9];
    } else if (type === "IDAT") data.push(body);
    at += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 6: 4 }[colourType];
  if (!channels) throw new Error(`colour type ${colourType} not handled`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? rows[y * stride + x - channels] : 0;
      const b = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      rows[y * stride + x] = (v + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const s = rows.subarray(p * channels, p * channels + channels);
    rgba.set(channels === 1 ? [s[0], s[0], s[0], 255] : channels === 3 ? [s[0], s[1], s[2], 255] : s, p * 4);
  }
  return { width, height, rgba };
}
