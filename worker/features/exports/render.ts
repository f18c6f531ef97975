// The pixel work of an export pack (decision 0034): the work's picture decoded once, its product
// cut out (platform/image/cutout.ts), then each marketplace slot drawn from it, centred and scaled
// whole (./placement.ts), padded with the slot's colour, and encoded as JPEG, the quality stepped
// down until the file is within the marketplace's byte limit (Pinduoduo's banner: 100 KB).

import { PhotonImage, resize, SamplingFilter } from "../../platform/image/photon";
import { decodeWorkingCopy } from "../../platform/image/decode";
import { borderColour, coverage, cropped, cutOut, opaqueBounds, type Rgba } from "../../platform/image/cutout";
import { placeOn } from "../../platform/image/composite";
import { keptProductLayer } from "../../platform/image/kept-product";
import type { Slot } from "../../../shared/marketplace-rules";
import { place, type Box, type Placement } from "./placement";

/** The largest slot's side: no picture is worked on bigger (a 4096 px upload is halved once). */
const WORKING_SIDE = 2048;
/** JPEG qualities tried in turn until the file fits the slot's byte limit. */
export const QUALITIES = [90, 82, 74, 66, 58, 50, 42, 34, 26] as const;
const WHITE = [255, 255, 255] as const;

export type Source = {
  picture: Rgba;
  cut: Rgba;
  /** The product's bounding box in the picture (the whole picture when no backdrop was found). */
  product: Box;
  /** Whether the cut-out found a product on a backdrop. */
  found: boolean;
  /** The picture's own backdrop colour (white for a transparent picture). */
  backdrop: readonly number[];
};

/**
 * Decodes the work's picture and cuts its product out. A work made with the product kept exact
 * (decision 0033) names its cut-out: the product stands where the generator put its own pixels
 * back, so that is its cut-out here too (a matte of a busy scene may not tell it from the scene).
 */
export function prepareSource(bytes: Uint8Array, kept?: Rgba): Source {
  const image = decodeWorkingCopy(bytes, "picture", WORKING_SIDE);
  let picture: Rgba;
  try {
    picture = { width: image.get_width(), height: image.get_height(), rgba: image.get_raw_pixels() };
  } finally {
    image.free();
  }
  const whole = { left: 0, top: 0, width: picture.width, height: picture.height };
  const transparent = picture.rgba[3] < 128;
  const backdrop = transparent ? WHITE : borderColour(picture);
  if (kept) {
    const { layer, box } = keptProductLayer(kept, picture);
    return { picture, cut: layer, product: box, found: true, backdrop };
  }
  const cut = cutOut(picture, backdrop);
  const bounds = opaqueBounds(cut);
  const share = coverage(cut);
  // Nothing found, or nothing but backdrop left out: the whole picture is the product.
  const found = bounds !== null && share > 0.001 && share < 0.97;
  return { picture, cut, product: found ? bounds : whole, found, backdrop };
}

/** A slot's pixels (RGBA, opaque) and where its product went. */
export type Drawn = { rgba: Uint8Array; placement: Placement };

export function drawSlot(source: Source, slot: Slot): Drawn {
  const { width, height } = slot;
  const colour = slot.background === "white" ? WHITE : source.backdrop;
  const rgba = new Uint8Array(width * height * 4);
  // One pixel of the colour, then doubled: the frame filled in log2(pixels) copies.
  rgba.set([colour[0], colour[1], colour[2], 255]);
  for (let filled = 4; filled < rgba.length; filled *= 2)
    rgba.copyWithin(filled, 0, Math.min(filled, rgba.length - filled));
  const whole = { left: 0, top: 0, width: source.picture.width, height: source.picture.height };
  // A cut-out slot draws the product alone (its box of the cut-out); without one, the picture.
  const content = slot.placement === "cutout" && source.found ? source.product : whole;
  const pixels = slot.placement === "cutout" && source.found ? cropped(source.cut, content) : source.picture;
  const placement = place(slot, content, source.product);
  const scaled = scaledRgba(pixels, placement.drawn.width, placement.drawn.height);
  placeOn({ width, height, data: rgba }, scaled, placement.drawn.left, placement.drawn.top);
  return { rgba, placement };
}

function scaledRgba(b: Rgba, width: number, height: number): Rgba {
  if (b.width === width && b.height === height) return b;
  const image = new PhotonImage(b.rgba, b.width, b.height);
  try {
    const scaled = resize(image, width, height, SamplingFilter.Triangle);
    try {
      return { width, height, rgba: scaled.get_raw_pixels() };
    } finally {
      scaled.free();
    }
  } finally {
    image.free();
  }
}

/**
 * The pixels as JPEG, `finish` applied (the implicit label), at the best quality in QUALITIES whose
 * finished file is within `maxBytes`; the lowest quality's file when none is (the report says so).
 */
export function encodeWithin(
  rgba: Uint8Array,
  width: number,
  height: number,
  maxBytes: number,
  finish: (jpeg: Uint8Array) => Uint8Array,
): { bytes: Uint8Array; quality: number } {
  const image = new PhotonImage(rgba, width, height);
  try {
    let bytes: Uint8Array = new Uint8Array();
    for (const quality of QUALITIES) {
      bytes = finish(image.get_bytes_jpeg(quality));
      if (bytes.length <= maxBytes) return { bytes, quality };
    }
    return { bytes, quality: QUALITIES[QUALITIES.length - 1] };
  } finally {
    image.free();
  }
}

/** Decodes a finished file again (the checks read what the seller gets, not what was drawn). */
export function decodedPixels(bytes: Uint8Array): Rgba {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    return { width: image.get_width(), height: image.get_height(), rgba: image.get_raw_pixels() };
  } finally {
    image.free();
  }
}
