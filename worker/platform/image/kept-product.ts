// The product kept exact (docs/decisions/0033-product-kept-exact.md): the seller's product cut out
// of its photo (./cutout.ts), and put back, pixel for pixel, into whatever picture an engine
// painted around it (./composite.ts), standing where ./product-placement.ts says, on a soft
// contact shadow painted into the scene beneath it. The product's own pixels are never relit:
// they are only resampled to the size they are shown at.

import { PhotonImage, resize, SamplingFilter } from "./photon";
import { placeOn } from "./composite";
import { cropped, cutOut, hasClearBorder, opaqueBounds, type Rgba } from "./cutout";
import { decodeImage, decodeWorkingCopy, encodePng } from "./decode";
import { productPlacement, type Box, type Size } from "./product-placement";

/** The cut-out is kept at most this long a side: larger than any placement on a 1K–2K picture. */
const CUT_MAX_SIDE = 1536;
/** A product smaller than this share of its photo is a speck, not a product the matte found. */
const MIN_PRODUCT_SHARE = 0.01;
/** At least this share of the photo's border must be backdrop the matte took away. */
const MIN_CLEAR_BORDER = 0.75;

function rgbaOf(img: PhotonImage): Rgba {
  return { width: img.get_width(), height: img.get_height(), rgba: img.get_raw_pixels() };
}

/** Shares of the border that are clear, and of the whole that is opaque. */
function shares(cut: Rgba) {
  const { width, height, rgba } = cut;
  let clearBorder = 0;
  let border = 0;
  let solid = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const a = rgba[(y * width + x) * 4 + 3];
      if (a >= 128) solid++;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) {
        border++;
        if (a < 128) clearBorder++;
      }
    }
  return { clearBorder: clearBorder / border, product: solid / (width * height) };
}

/**
 * The product alone, trimmed to its outline: a transparent PNG as it is, a photo on a plain
 * backdrop cut out of it. Null when the matte cannot tell the product from its backdrop (a busy
 * photo, a product filling the frame, nothing left): the caller refuses rather than fake it.
 */
export function productCutOut(photo: Uint8Array): Rgba | null {
  const img = decodeWorkingCopy(photo, "product photo", CUT_MAX_SIDE);
  let pixels: Rgba;
  try {
    pixels = rgbaOf(img);
  } finally {
    img.free();
  }
  const cut = hasClearBorder(pixels) ? pixels : cutOut(pixels);
  const { clearBorder, product } = shares(cut);
  if (clearBorder < MIN_CLEAR_BORDER || product < MIN_PRODUCT_SHARE) return null;
  const box = opaqueBounds(cut);
  return box ? cropped(cut, box) : null;
}

/** A stored cut-out (a PNG with alpha) back to pixels. */
export function decodeCutOut(bytes: Uint8Array): Rgba {
  const img = decodeImage(bytes, "kept product");
  try {
    return rgbaOf(img);
  } finally {
    img.free();
  }
}

export const encodeCutOut = (cut: Rgba) => encodePng(cut.rgba, cut.width, cut.height);

/**
 * The cut-out at `width` × `height`: resampled with premultiplied alpha, so the clear backdrop's
 * old colour does not bleed into the product's edge. Inner pixels change only by the resampling.
 */
export function resampledProduct(cut: Rgba, width: number, height: number): Rgba {
  if (cut.width === width && cut.height === height) return cut;
  const pre = new Uint8Array(cut.rgba.length);
  for (let i = 0; i < pre.length; i += 4) {
    const a = cut.rgba[i + 3];
    for (let c = 0; c < 3; c++) pre[i + c] = Math.round((cut.rgba[i + c] * a) / 255);
    pre[i + 3] = a;
  }
  const source = new PhotonImage(pre, cut.width, cut.height);
  const scaled = resize(source, width, height, SamplingFilter.Triangle);
  source.free();
  const rgba = scaled.get_raw_pixels();
  scaled.free();
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3];
    for (let c = 0; c < 3; c++) rgba[i + c] = a === 0 ? 0 : Math.min(255, Math.round((rgba[i + c] * 255) / a));
  }
  return { width, height, rgba };
}

/** Shadow strength right beneath the product's base, fading to nothing at the ellipse's edge. */
const SHADOW_DEPTH = 0.45;

/**
 * A soft contact shadow: the scene darkened in a flat ellipse centred on the product's base, as
 * wide as the product. Painted before the product, so it shows only around and below it.
 */
export function paintContactShadow(px: Uint8Array, frame: Size, box: Box): void {
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height - Math.max(1, box.height * 0.01);
  const rx = box.width * 0.55;
  const ry = Math.max(3, box.height * 0.06);
  const x0 = Math.max(0, Math.floor(cx - rx));
  const x1 = Math.min(frame.width - 1, Math.ceil(cx + rx));
  const y0 = Math.max(0, Math.floor(cy - ry));
  const y1 = Math.min(frame.height - 1, Math.ceil(cy + ry));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      if (d >= 1) continue;
      const t = 1 - d;
      const keep = 1 - SHADOW_DEPTH * t * t;
      const i = (y * frame.width + x) * 4;
      for (let c = 0; c < 3; c++) px[i + c] = Math.round(px[i + c] * keep);
    }
}

/**
 * The kept product as `keepProductIn` put it back into a picture of `frame`'s size: its own pixels
 * (with their alpha) where it stands, clear elsewhere, and its box. What a later step needs to
 * find the product in such a picture exactly, where a matte of the scene could not.
 */
export function keptProductLayer(cut: Rgba, frame: Size): { layer: Rgba; box: Box } {
  const box = productPlacement(frame, cut);
  const product = resampledProduct(cut, box.width, box.height);
  const rgba = new Uint8Array(frame.width * frame.height * 4);
  for (let y = 0; y < box.height; y++) {
    const row = product.rgba.subarray(y * box.width * 4, (y + 1) * box.width * 4);
    rgba.set(row, ((box.top + y) * frame.width + box.left) * 4);
  }
  return { layer: { ...frame, rgba }, box };
}

export type KeptPicture = { bytes: Uint8Array; width: number; height: number; box: Box };

/** The engine's picture with the product put back in it: a PNG, and where the product stands. */
export function keepProductIn(scene: Uint8Array, cut: Rgba): KeptPicture {
  const img = decodeImage(scene, "engine's picture");
  const frame = { width: img.get_width(), height: img.get_height() };
  let px: Uint8Array;
  try {
    px = img.get_raw_pixels();
  } finally {
    img.free();
  }
  const box = productPlacement(frame, cut);
  paintContactShadow(px, frame, box);
  placeOn({ ...frame, data: px }, resampledProduct(cut, box.width, box.height), box.left, box.top);
  return { bytes: encodePng(px, frame.width, frame.height), ...frame, box };
}

/** Light grey, the backdrop of the placed product shown to engines that take a reference. */
const PLACED_BACKDROP = [236, 236, 234] as const;

/** The product standing where it will be, on a plain backdrop of the picture's size: a PNG reference for engines. */
export function placedProduct(cut: Rgba, frame: Size): Uint8Array {
  const px = new Uint8Array(frame.width * frame.height * 4);
  for (let i = 0; i < px.length; i += 4) {
    px.set(PLACED_BACKDROP, i);
    px[i + 3] = 255;
  }
  const box = productPlacement(frame, cut);
  placeOn({ ...frame, data: px }, resampledProduct(cut, box.width, box.height), box.left, box.top);
  return encodePng(px, frame.width, frame.height);
}
