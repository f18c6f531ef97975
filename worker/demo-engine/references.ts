// Places the user's reference images in the scene as the "products": one centred, two
// overlapping side by side, three with the middle one in front. Each product is cut out of its
// photo (the platform's matte, worker/platform/image/cutout.ts) and stands on the podium, table
// or floor with a contact shadow. Only a busy photo whose backdrop cannot be told from the
// product is shown whole, on a white rounded card.

import type { PhotonImage } from "../platform/image/photon";
import { coverage, cropped, cutOut, hasClearBorder, opaqueBounds } from "../platform/image/cutout";
import { placeOn } from "../platform/image/composite";
import { type Bitmap, fitBitmap } from "../platform/image/decode";
import { blendAt, type Canvas, clamp01, darken, fillShape, roundedRect } from "./pixels";
import type { Palette } from "./palette";
import { paintContactShadow, type Stage } from "./scene";

type Slot = { cx: number; bottom: number; maxW: number; maxH: number };

const BORDER = 12;

/** Slots in painting order: back to front. */
function slotsFor(count: number, s: Stage): Slot[] {
  const base = s.podiumTopY;
  if (count === 1) return [{ cx: s.podiumCx, bottom: base + 20, maxW: 560, maxH: 560 }];
  if (count === 2) {
    return [
      { cx: s.podiumCx - 162, bottom: base + 6, maxW: 420, maxH: 480 },
      { cx: s.podiumCx + 162, bottom: base + 26, maxW: 420, maxH: 480 },
    ];
  }
  return [
    { cx: s.podiumCx - 262, bottom: base - 4, maxW: 330, maxH: 400 },
    { cx: s.podiumCx + 262, bottom: base - 4, maxW: 330, maxH: 400 },
    { cx: s.podiumCx, bottom: base + 30, maxW: 400, maxH: 480 },
  ];
}

/**
 * The product alone, trimmed to its outline: a transparent PNG as it is, a photo on a plain
 * backdrop cut out of it; null when no product can be told from a busy backdrop.
 */
function productOf(b: Bitmap): Bitmap | null {
  const cut = hasClearBorder(b) ? b : cutOut(b);
  const share = coverage(cut);
  if (share < 0.02 || share > 0.97) return null;
  const box = opaqueBounds(cut);
  return box ? cropped(cut, box) : null;
}

/** Copies a bitmap onto the canvas, honouring its alpha and an optional rounded-corner mask. */
function drawBitmap(c: Canvas, b: Bitmap, left: number, top: number, radius: number): void {
  const mask = radius > 0 ? roundedRect(0, 0, b.width, b.height, radius) : null;
  for (let y = 0; y < b.height; y++) {
    const cy = top + y;
    if (cy < 0 || cy >= c.height) continue;
    for (let x = 0; x < b.width; x++) {
      const cx = left + x;
      if (cx < 0 || cx >= c.width) continue;
      const s = (y * b.width + x) * 4;
      let a = b.rgba[s + 3] / 255;
      if (mask) a *= clamp01(mask.sd(x + 0.5, y + 0.5) + 0.5);
      if (a > 0) blendAt(c.data, (cy * c.width + cx) * 4, b.rgba[s], b.rgba[s + 1], b.rgba[s + 2], a);
    }
  }
}

export function paintReferences(c: Canvas, p: Palette, s: Stage, images: PhotonImage[]): void {
  const slots = slotsFor(images.length, s);
  // Paint back to front; slot order already encodes depth.
  slots.forEach((slot, i) => {
    const img = images[i];
    const cut = productOf(fitBitmap(img, slot.maxW, slot.maxH));
    if (cut) {
      const left = Math.round(slot.cx - cut.width / 2);
      const top = Math.round(slot.bottom - cut.height);
      paintContactShadow(c, p, s, slot.cx, slot.bottom - 4, cut.width * 0.42);
      placeOn(c, cut, left, top);
      return;
    }
    const inner = fitBitmap(img, slot.maxW - BORDER * 2, slot.maxH - BORDER * 2);
    const cardW = inner.width + BORDER * 2;
    const cardH = inner.height + BORDER * 2;
    const left = Math.round(slot.cx - cardW / 2);
    const top = Math.round(slot.bottom - cardH);
    const shadow = darken(p.floor, 0.75);
    fillShape(c, roundedRect(left + 18, top + 26, cardW, cardH, 24), shadow, 0.45, 34);
    paintContactShadow(c, p, s, slot.cx, slot.bottom - 2, cardW * 0.5);
    fillShape(c, roundedRect(left, top, cardW, cardH, 22), [252, 252, 250]);
    drawBitmap(c, inner, left + BORDER, top + BORDER, 12);
  });
}
