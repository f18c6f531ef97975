// Puts an XMP packet into a picture's own metadata, after every encoder has run (the Images
// binding, sharp and photon write none of it): PNG an iTXt chunk `XML:com.adobe.xmp` before the
// first IDAT, JPEG an APP1 segment `http://ns.adobe.com/xap/1.0/` after SOI/APP0, WebP an "XMP "
// chunk with the XMP flag in VP8X (a simple file becomes an extended one). An XMP packet already
// there is replaced, so labelling twice leaves one label. Only the container changes: the
// compressed image data is copied byte for byte. Bytes that are not one of the three formats, or
// whose structure is broken, are refused (throws) rather than passed on unlabelled.
import { chunk as pngChunk, concat } from "../../../shared/png-writer";
import { sniffImageType } from "../image/header";

const PNG_XMP_KEYWORD = "XML:com.adobe.xmp";
const JPEG_XMP_HEADER = "http://ns.adobe.com/xap/1.0/\0";
const WEBP_XMP_FLAG = 0x04;
const WEBP_ALPHA_FLAG = 0x10;

const utf8 = new TextEncoder();
const ascii = (b: Uint8Array, o: number, n: number) => String.fromCharCode(...b.subarray(o, o + n));
const startsWith = (b: Uint8Array, o: number, text: string) =>
  o + text.length <= b.length && ascii(b, o, text.length) === text;

export class MetadataError extends Error {}

/** The bytes with `xmp` as their only XMP packet. */
export function embedXmp(bytes: Uint8Array, xmp: string): Uint8Array {
  const type = sniffImageType(bytes);
  if (type === "image/png") return pngWithXmp(bytes, xmp);
  if (type === "image/jpeg") return jpegWithXmp(bytes, xmp);
  if (type === "image/webp") return webpWithXmp(bytes, xmp);
  throw new MetadataError("not a PNG, JPEG or WebP");
}

/** The XMP packet a picture carries (the first), or null. */
export function readXmp(bytes: Uint8Array): string | null {
  const type = sniffImageType(bytes);
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  if (type === "image/png") {
    for (const c of pngChunks(bytes)) if (c.type === "iTXt" && isXmpItxt(c.data)) return text(itxtText(c.data));
  } else if (type === "image/jpeg") {
    for (const s of jpegSegments(bytes).segments)
      if (isXmpApp1(bytes, s)) return text(bytes.subarray(s.start + 4 + JPEG_XMP_HEADER.length, s.end));
  } else if (type === "image/webp") {
    for (const c of webpChunks(bytes)) if (c.type === "XMP ") return text(c.data);
  }
  return null;
}

// PNG: signature, then chunks (length, type, data, CRC).
type PngChunk = { type: string; start: number; end: number; data: Uint8Array };
function pngChunks(b: Uint8Array): PngChunk[] {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const chunks: PngChunk[] = [];
  let o = 8;
  while (o + 12 <= b.length) {
    const length = v.getUint32(o);
    const end = o + 12 + length;
    if (end > b.length) throw new MetadataError("PNG chunk runs past the end");
    const type = ascii(b, o + 4, 4);
    chunks.push({ type, start: o, end, data: b.subarray(o + 8, o + 8 + length) });
    o = end;
    if (type === "IEND") break;
  }
  if (!chunks.some((c) => c.type === "IDAT")) throw new MetadataError("PNG without image data");
  return chunks;
}
const isXmpItxt = (data: Uint8Array) => startsWith(data, 0, `${PNG_XMP_KEYWORD}\0`);
/** iTXt: keyword\0, compression flag, method, language\0, translated keyword\0, text (uncompressed: ours). */
function itxtText(data: Uint8Array) {
  let o = PNG_XMP_KEYWORD.length + 3;
  for (let nuls = 0; nuls < 2 && o < data.length; o++) if (data[o] === 0) nuls++;
  return data.subarray(o);
}
function pngWithXmp(b: Uint8Array, xmp: string) {
  const chunks = pngChunks(b);
  const itxt = pngChunk("iTXt", concat([utf8.encode(`${PNG_XMP_KEYWORD}\0\0\0\0\0`), utf8.encode(xmp)]));
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let placed = false;
  for (const c of chunks) {
    if (c.type === "iTXt" && isXmpItxt(c.data)) continue;
    if (!placed && c.type === "IDAT") {
      parts.push(itxt);
      placed = true;
    }
    parts.push(b.subarray(c.start, c.end));
  }
  return concat(parts);
}

// JPEG: SOI, marker segments up to SOS, then the entropy-coded data (copied as it is).
type Segment = { marker: number; start: number; end: number };
function jpegSegments(b: Uint8Array) {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const segments: Segment[] = [];
  let o = 2;
  while (o + 4 <= b.length) {
    if (b[o] !== 0xff) throw new MetadataError("JPEG marker expected");
    const marker = b[o + 1];
    if (marker === 0xff) {
      o++;
      continue;
    }
    if (marker === 0xda) return { segments, scanStart: o };
    const end = o + 2 + v.getUint16(o + 2);
    if (end > b.length) throw new MetadataError("JPEG segment runs past the end");
    segments.push({ marker, start: o, end });
    o = end;
  }
  throw new MetadataError("JPEG without a scan");
}
const isXmpApp1 = (b: Uint8Array, s: Segment) => s.marker === 0xe1 && startsWith(b, s.start + 4, JPEG_XMP_HEADER);
function jpegWithXmp(b: Uint8Array, xmp: string) {
  const { segments, scanStart } = jpegSegments(b);
  const payload = concat([utf8.encode(JPEG_XMP_HEADER), utf8.encode(xmp)]);
  if (payload.length + 2 > 0xffff) throw new MetadataError("XMP packet too large for one APP1 segment");
  const app1 = new Uint8Array(4 + payload.length);
  app1.set([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  app1.set(payload, 4);
  // After JFIF (APP0) and an Exif APP1 if present, as readers expect; before everything else.
  const kept = segments.filter((s) => !isXmpApp1(b, s));
  const lead = kept.findIndex((s) => s.marker !== 0xe0 && !(s.marker === 0xe1 && startsWith(b, s.start + 4, "Exif\0")));
  const at = lead === -1 ? kept.length : lead;
  const parts = [
    b.subarray(0, 2),
    ...kept.slice(0, at).map((s) => b.subarray(s.start, s.end)),
    app1,
    ...kept.slice(at).map((s) => b.subarray(s.start, s.end)),
    b.subarray(scanStart),
  ];
  return concat(parts);
}

// WebP: "RIFF" size "WEBP", then chunks (FourCC, little-endian size, data, a pad byte when odd).
type RiffChunk = { type: string; start: number; end: number; data: Uint8Array };
function webpChunks(b: Uint8Array): RiffChunk[] {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const end = Math.min(b.length, 8 + v.getUint32(4, true));
  const chunks: RiffChunk[] = [];
  let o = 12;
  while (o + 8 <= end) {
    const size = v.getUint32(o + 4, true);
    const next = o + 8 + size + (size & 1);
    if (o + 8 + size > end) throw new MetadataError("WebP chunk runs past the end");
    chunks.push({ type: ascii(b, o, 4), start: o, end: Math.min(next, end), data: b.subarray(o + 8, o + 8 + size) });
    o = next;
  }
  if (!chunks.some((c) => c.type === "VP8 " || c.type === "VP8L" || c.type === "ANMF"))
    throw new MetadataError("WebP without image data");
  return chunks;
}
function riffChunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(8 + data.length + (data.length & 1));
  for (let i = 0; i < 4; i++) out[i] = type.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}
/** A VP8X chunk for a simple file: canvas size and the alpha flag from its one frame. */
function vp8xFor(frame: RiffChunk): Uint8Array {
  const d = frame.data;
  const v = new DataView(d.buffer, d.byteOffset, d.byteLength);
  let width: number,
    height: number,
    alpha = false;
  if (frame.type === "VP8L") {
    if (d.length < 5 || d[0] !== 0x2f) throw new MetadataError("VP8L header");
    const bits = v.getUint32(1, true);
    width = (bits & 0x3fff) + 1;
    height = ((bits >>> 14) & 0x3fff) + 1;
    alpha = ((bits >>> 28) & 1) === 1;
  } else {
    if (d.length < 10 || d[3] !== 0x9d || d[4] !== 0x01 || d[5] !== 0x2a) throw new MetadataError("VP8 header");
    width = v.getUint16(6, true) & 0x3fff;
    height = v.getUint16(8, true) & 0x3fff;
  }
  const out = new Uint8Array(10);
  out[0] = alpha ? WEBP_ALPHA_FLAG : 0;
  const u24 = (o: number, n: number) => out.set([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff], o);
  u24(4, width - 1);
  u24(7, height - 1);
  return out;
}
function webpWithXmp(b: Uint8Array, xmp: string) {
  const chunks = webpChunks(b).filter((c) => c.type !== "XMP ");
  const parts: Uint8Array[] = [];
  if (chunks[0].type === "VP8X") {
    const vp8x = new Uint8Array(b.subarray(chunks[0].start, chunks[0].end));
    vp8x[8] |= WEBP_XMP_FLAG;
    parts.push(vp8x, ...chunks.slice(1).map((c) => b.subarray(c.start, c.end)));
  } else {
    const flags = vp8xFor(chunks[0]);
    flags[0] |= WEBP_XMP_FLAG;
    parts.push(riffChunk("VP8X", flags), ...chunks.map((c) => b.subarray(c.start, c.end)));
  }
  parts.push(riffChunk("XMP ", utf8.encode(xmp)));
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(utf8.encode("RIFF"), 0);
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  header.set(utf8.encode("WEBP"), 8);
  return concat([header, body]);
}
