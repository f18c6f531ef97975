// What an image file says about itself before anyone decodes it: the format by magic bytes and
// width × height from the PNG IHDR, the JPEG start-of-frame or the WebP VP8/VP8L/VP8X header.
// Every read is bounds-checked: the bytes are untrusted and may be cut short or lie.

export type ImageType = "image/png" | "image/jpeg" | "image/webp";

export type ImageHeader = { type: ImageType; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (b: Uint8Array, o: number, n = 4) => String.fromCharCode(...b.subarray(o, o + n));

/** The format by its magic bytes, never by name or Content-Type; null for anything else. */
export function sniffImageType(b: Uint8Array): ImageType | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((x, i) => b[i] === x)) return "image/png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 12 && ascii(b, 0) === "RIFF" && ascii(b, 8) === "WEBP") return "image/webp";
  return null;
}

/** Format and dimensions, or null when the header is missing, cut short or says 0 × 0. */
export function readImageHeader(b: Uint8Array): ImageHeader | null {
  const type = sniffImageType(b);
  if (!type) return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const size = type === "image/png" ? pngSize(b, v) : type === "image/jpeg" ? jpegSize(b, v) : webpSize(b, v);
  if (!size || size.width <= 0 || size.height <= 0) return null;
  return { type, ...size };
}

type Size = { width: number; height: number } | null;

/** Signature, then the IHDR chunk first: length 13, "IHDR", width, height (big-endian). */
function pngSize(b: Uint8Array, v: DataView): Size {
  if (b.length < 33 || v.getUint32(8) !== 13 || ascii(b, 12) !== "IHDR") return null;
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/** Walks the marker segments to the first start-of-frame (SOF0–15 except DHT, JPG, DAC). */
function jpegSize(b: Uint8Array, v: DataView): Size {
  let o = 2;
  while (o + 4 <= b.length) {
    if (b[o] !== 0xff) return null;
    const marker = b[o + 1];
    if (marker === 0xff) {
      o += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      o += 2; // standalone marker, no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = v.getUint16(o + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (o + 9 > b.length) return null;
      return { height: v.getUint16(o + 5), width: v.getUint16(o + 7) };
    }
    o += 2 + length;
  }
  return null;
}

/** RIFF "WEBP", then the first chunk: VP8X (extended), VP8L (lossless) or "VP8 " (lossy). */
function webpSize(b: Uint8Array, v: DataView): Size {
  if (b.length < 16) return null;
  const chunk = ascii(b, 12);
  if (chunk === "VP8X" && b.length >= 30) {
    const u24 = (o: number) => b[o] | (b[o + 1] << 8) | (b[o + 2] << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  if (chunk === "VP8L" && b.length >= 25 && b[20] === 0x2f) {
    const bits = v.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 " && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: v.getUint16(26, true) & 0x3fff, height: v.getUint16(28, true) & 0x3fff };
  }
  return null;
}
