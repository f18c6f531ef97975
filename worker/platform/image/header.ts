// What an image file says about itself before anyone decodes it: the format by magic bytes and
// width × height from the frame itself — the PNG IHDR, the JPEG start-of-frame, the WebP VP8/VP8L
// bitstream header (inside a VP8X file too, and each animation frame's) — and whether the file's
// headers agree. A WebP whose VP8X canvas says 100 × 100 while its frame is 10000 × 10000 passed
// the size checks on the canvas and was decoded at the frame's size (issue 25, hole 2): such a file
// is refused before any decode. Every read is bounds-checked: the bytes are untrusted and may be
// cut short or lie. Formats: PNG (W3C PNG 3rd ed., APNG fcTL), JPEG (ITU T.81 B.1), WebP (RFC 9649).

export type ImageType = "image/png" | "image/jpeg" | "image/webp";

export type ImageHeader = { type: ImageType; width: number; height: number };

/** Why a file that looks like an image has no usable header. */
export type HeaderProblem = "unreadable" | "disagree";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (b: Uint8Array, o: number, n = 4) => String.fromCharCode(...b.subarray(o, o + n));

/** The format by its magic bytes, never by name or Content-Type; null for anything else. */
export function sniffImageType(b: Uint8Array): ImageType | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((x, i) => b[i] === x)) return "image/png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 12 && ascii(b, 0) === "RIFF" && ascii(b, 8) === "WEBP") return "image/webp";
  return null;
}

type Size = { width: number; height: number };
/** A size, no size (cut short, malformed) or headers that contradict each other. */
type Read = Size | null | "disagree";

/** The header, or why there is none; null when the bytes are no PNG, JPEG or WebP at all. */
export function inspectImageHeader(b: Uint8Array): ImageHeader | HeaderProblem | null {
  const type = sniffImageType(b);
  if (!type) return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const size = type === "image/png" ? pngSize(b, v) : type === "image/jpeg" ? jpegSize(b, v) : webpSize(b, v);
  if (size === "disagree") return "disagree";
  if (!size || size.width <= 0 || size.height <= 0) return "unreadable";
  return { type, ...size };
}

/** Format and dimensions, or null when the header is missing, cut short, says 0 × 0 or disagrees with itself. */
export function readImageHeader(b: Uint8Array): ImageHeader | null {
  const header = inspectImageHeader(b);
  return typeof header === "object" ? header : null;
}

/**
 * Signature, then the IHDR chunk first: length 13, "IHDR", width, height (big-endian). The chunks
 * after it must not contradict it: no second IHDR, and every APNG frame (fcTL) inside the canvas.
 * A file cut short after IHDR still reads (the decoder refuses it later).
 */
function pngSize(b: Uint8Array, v: DataView): Read {
  if (b.length < 33 || v.getUint32(8) !== 13 || ascii(b, 12) !== "IHDR") return null;
  const size = { width: v.getUint32(16), height: v.getUint32(20) };
  for (let o = 33; o + 8 <= b.length;) {
    const length = v.getUint32(o);
    const chunk = ascii(b, o + 4);
    if (chunk === "IEND") break;
    if (chunk === "IHDR") return "disagree";
    if (chunk === "fcTL" && o + 8 + 20 <= b.length) {
      const [w, h, x, y] = [v.getUint32(o + 12), v.getUint32(o + 16), v.getUint32(o + 20), v.getUint32(o + 24)];
      if (x + w > size.width || y + h > size.height) return "disagree";
    }
    o += 12 + length;
  }
  return size;
}

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks the marker segments to the first start-of-frame (SOF0–15 except DHT, JPG, DAC), then on
 * through the scans to the end of the image: another frame of a different size disagrees. What
 * follows the end-of-image marker (a phone's gain map or depth picture) is another image.
 */
function jpegSize(b: Uint8Array, v: DataView): Read {
  let size: Size | null = null;
  let o = 2;
  while (o + 4 <= b.length) {
    if (b[o] !== 0xff) return size;
    const marker = b[o + 1];
    if (marker === 0xff) {
      o += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      o += 2; // standalone marker, no length
      continue;
    }
    if (marker === 0xd9) return size; // end of image
    if (marker === 0xda && !size) return null; // scan data before any frame
    const length = v.getUint16(o + 2);
    if (length < 2) return size;
    if (isStartOfFrame(marker)) {
      if (o + 9 > b.length) return size;
      const frame = { height: v.getUint16(o + 5), width: v.getUint16(o + 7) };
      if (!size) size = frame;
      else if (frame.width !== size.width || frame.height !== size.height) return "disagree";
    }
    o += 2 + length;
    if (marker === 0xda) o = afterScan(b, o);
  }
  return size;
}

/** The offset of the marker after a scan's entropy-coded data (FF 00 is a stuffed byte, FF D0–D7 a restart). */
function afterScan(b: Uint8Array, from: number): number {
  let o = from;
  for (;;) {
    o = b.indexOf(0xff, o);
    if (o < 0 || o + 1 >= b.length) return b.length;
    const next = b[o + 1];
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) o += next === 0xff ? 1 : 2;
    else return o;
  }
}

/** The frame a "VP8 " (lossy) or "VP8L" (lossless) chunk at `o` holds, from its bitstream header. */
function frameSize(b: Uint8Array, v: DataView, o: number): Size | null {
  const chunk = ascii(b, o);
  const p = o + 8;
  if (chunk === "VP8L" && p + 5 <= b.length && b[p] === 0x2f) {
    const bits = v.getUint32(p + 1, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 " && p + 10 <= b.length && b[p + 3] === 0x9d && b[p + 4] === 0x01 && b[p + 5] === 0x2a) {
    return { width: v.getUint16(p + 6, true) & 0x3fff, height: v.getUint16(p + 8, true) & 0x3fff };
  }
  return null;
}

const padded = (n: number) => n + (n & 1);
const u24 = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8) | (b[o + 2] << 16);

/**
 * RIFF "WEBP", then the first chunk: "VP8 " or "VP8L" (a simple file: the frame is the image), or
 * VP8X (extended) whose canvas must be what its frame says: the still image's VP8/VP8L chunk the
 * canvas's size, each animation frame (ANMF) inside the canvas and its bitstream the frame's size.
 */
function webpSize(b: Uint8Array, v: DataView): Read {
  if (b.length < 20) return null;
  const first = ascii(b, 12);
  if (first === "VP8 " || first === "VP8L") return frameSize(b, v, 12);
  if (first !== "VP8X" || b.length < 30) return null;
  const canvas = { width: u24(b, 24) + 1, height: u24(b, 27) + 1 };
  let frames = 0;
  // The VP8X payload is 10 bytes (RFC 9649 §2.7); its chunks follow.
  for (let o = 30; o + 8 <= b.length; o += 8 + padded(v.getUint32(o + 4, true))) {
    const chunk = ascii(b, o);
    if (chunk === "VP8 " || chunk === "VP8L") {
      const frame = frameSize(b, v, o);
      if (!frame) return null;
      return frame.width === canvas.width && frame.height === canvas.height ? canvas : "disagree";
    }
    if (chunk === "ANMF") {
      if (o + 24 > b.length) return null;
      const [x, y, w, h] = [u24(b, o + 8) * 2, u24(b, o + 11) * 2, u24(b, o + 14) + 1, u24(b, o + 17) + 1];
      if (x + w > canvas.width || y + h > canvas.height) return "disagree";
      const end = Math.min(b.length, o + 8 + v.getUint32(o + 4, true));
      let frame: Size | null = null;
      for (let p = o + 24; p + 8 <= end && !frame; p += 8 + padded(v.getUint32(p + 4, true))) {
        const inner = ascii(b, p);
        if (inner === "VP8 " || inner === "VP8L") {
          frame = frameSize(b, v, p);
          if (!frame) return null;
        }
      }
      if (!frame) return null;
      if (frame.width !== w || frame.height !== h) return "disagree";
      frames++;
    }
  }
  return frames > 0 ? canvas : null;
}
