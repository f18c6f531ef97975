// The visible label (GB 45438-2025's explicit label for pictures): the deployment's one short
// text, white on a translucent dark plate, in a bottom corner (the right one unless that covers
// what must stay untouched, such as a seller's product), the text's height at least 5% of the
// picture's shorter side (the standard's minimum). The Worker has no font rasteriser:
// the text arrives as an alpha mask (the coverage of each pixel of the rendered text, cropped to
// its ink), rendered by a browser's canvas (./label-mask.ts, decision 0024), and is scaled here.
// The Worker draws it into pictures; the admin's label screen draws its preview with the same code.

/** The rendered text: one coverage byte (0–255) a pixel, `width` × `height`, cropped to the ink. */
export type LabelMask = { width: number; height: number; alpha: Uint8Array };

/** The standard's minimum: the text at least 5% of the shorter side. */
export const MIN_TEXT_SHARE = 0.05;
const PLATE_ALPHA = 0.55;

export type LabelBox = { x: number; y: number; width: number; height: number; textHeight: number };

/** A part of the picture the label must not cover (e.g. the bounding box of a seller's product). */
export type KeepOut = { x: number; y: number; width: number; height: number };

function overlap(a: KeepOut, b: KeepOut): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where the label goes on a width × height picture (clamped inside it): the bottom-right corner,
 * else the bottom-left one, else a top corner, the first that covers nothing in `keepOut`; when
 * every corner covers some of it, the corner that covers least.
 */
export function labelBox(width: number, height: number, mask: LabelMask, keepOut: readonly KeepOut[] = []): LabelBox {
  const short = Math.min(width, height);
  const textHeight = Math.max(1, Math.ceil(short * MIN_TEXT_SHARE));
  const pad = Math.max(1, Math.round(textHeight * 0.35));
  const margin = Math.round(short * 0.02);
  const textWidth = Math.max(1, Math.round((mask.width * textHeight) / mask.height));
  const boxW = Math.min(width, textWidth + 2 * pad);
  const boxH = Math.min(height, textHeight + 2 * pad);
  const right = Math.max(0, width - margin - boxW);
  const bottom = Math.max(0, height - margin - boxH);
  const left = Math.min(margin, right);
  const top = Math.min(margin, bottom);
  const corners = [
    { x: right, y: bottom },
    { x: left, y: bottom },
    { x: right, y: top },
    { x: left, y: top },
  ].map((at) => ({ ...at, width: boxW, height: boxH, textHeight }));
  const covered = (box: LabelBox) => keepOut.reduce((sum, k) => sum + overlap(box, k), 0);
  return (
    corners.find((box) => covered(box) === 0) ??
    corners.reduce((best, box) => (covered(box) < covered(best) ? box : best))
  );
}

/** Coverage of the mask at (u, v) in mask pixels, bilinear. */
function sample(mask: LabelMask, u: number, v: number) {
  const x0 = Math.max(0, Math.min(mask.width - 1, Math.floor(u)));
  const y0 = Math.max(0, Math.min(mask.height - 1, Math.floor(v)));
  const x1 = Math.min(mask.width - 1, x0 + 1);
  const y1 = Math.min(mask.height - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, u - x0));
  const fy = Math.max(0, Math.min(1, v - y0));
  const a = mask.alpha;
  const top = a[y0 * mask.width + x0] * (1 - fx) + a[y0 * mask.width + x1] * fx;
  const bottom = a[y1 * mask.width + x0] * (1 - fx) + a[y1 * mask.width + x1] * fx;
  return (top * (1 - fy) + bottom * fy) / 255;
}

/** Paints `rgb` at opacity `a` over the RGBA pixel at `i` (source-over, straight alpha). */
function over(px: Uint8Array, i: number, rgb: number, a: number) {
  const dstA = px[i + 3] / 255;
  const outA = a + dstA * (1 - a);
  if (outA <= 0) return;
  for (let c = 0; c < 3; c++) px[i + c] = Math.round((rgb * a + px[i + c] * dstA * (1 - a)) / outA);
  px[i + 3] = Math.round(outA * 255);
}

/** Draws the label into RGBA pixels in place, clear of `keepOut` where a corner allows; returns where it went. */
export function drawLabel(
  px: Uint8Array,
  width: number,
  height: number,
  mask: LabelMask,
  keepOut: readonly KeepOut[] = [],
): LabelBox {
  const box = labelBox(width, height, mask, keepOut);
  const scale = mask.height / box.textHeight;
  const textWidth = Math.round(mask.width / scale);
  const textX = box.x + Math.round((box.width - textWidth) / 2);
  const textY = box.y + Math.round((box.height - box.textHeight) / 2);
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * width + x) * 4;
      over(px, i, 0, PLATE_ALPHA);
      const tx = x - textX;
      const ty = y - textY;
      if (tx < 0 || ty < 0 || tx >= textWidth || ty >= box.textHeight) continue;
      const coverage = sample(mask, (tx + 0.5) * scale - 0.5, (ty + 0.5) * scale - 0.5);
      if (coverage > 0) over(px, i, 255, coverage);
    }
  }
  return box;
}
