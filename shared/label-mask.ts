// The visible label's text as an alpha mask, drawn by a browser (the Worker has no font
// rasteriser; decision 0024): the admin's page when the label text is saved, and
// scripts/make-label-mask.mjs (Chromium) for the default "AI生成" committed in the Worker. The text
// is drawn white on a transparent canvas, cropped to its ink and written as an 8-bit greyscale PNG
// whose grey is the coverage, which the Worker reads back with its own small reader.
import { writePng } from "./png-writer";

/** Size the text is drawn at: larger than most labels need (they are scaled down), small in bytes. */
export const MASK_FONT_PX = 96;
/** Limits the Worker enforces on a mask it is sent. */
export const MASK_MAX = { width: 2048, height: 256, bytes: 200_000 };
/** The label until an admin sets another (its mask is committed: worker/platform/ai-labels/default-mask.ts). */
export const DEFAULT_LABEL_TEXT = "AI生成";
/** One short text, as the measures' "suitable position" needs. */
export const LABEL_TEXT_MAX = 24;
/**
 * The widest a text's ink may be for its height: drawn at 5% of the shorter side, a text this wide
 * spans 60% of a square picture's width; a longer one would cover the picture's bottom edge.
 */
export const MASK_MAX_ASPECT = 12;

/** Whether a mask of width × height is a text short enough for a corner label. */
export const maskFits = (width: number, height: number) => width <= height * MASK_MAX_ASPECT;

const FONT = `600 ${MASK_FONT_PX}px "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Noto Sans", "Noto Sans Arabic", system-ui, sans-serif`;

export type MaskCanvas = {
  width: number;
  height: number;
  getContext(kind: "2d"): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
};

/** The mask PNG of `text`, or null when the text draws no ink. */
export async function renderLabelMask(
  text: string,
  makeCanvas: (width: number, height: number) => MaskCanvas,
): Promise<Uint8Array | null> {
  const width = Math.min(MASK_MAX.width, Math.ceil(MASK_FONT_PX * 1.2 * [...text].length) + MASK_FONT_PX);
  const height = MASK_FONT_PX * 2;
  const canvas = makeCanvas(width, height);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.font = FONT;
  ctx.fillStyle = "#fff";
  ctx.textBaseline = "middle";
  ctx.fillText(text, MASK_FONT_PX / 2, height / 2);
  const { data } = ctx.getImageData(0, 0, width, height);
  let left = width,
    right = -1,
    top = height,
    bottom = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[(y * width + x) * 4 + 3] > 8) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  if (right < 0) return null;
  const w = right - left + 1;
  const h = Math.min(MASK_MAX.height, bottom - top + 1);
  return writePng(w, h, 0, (i, out, at) => {
    out[at] = data[((top + Math.floor(i / w)) * width + left + (i % w)) * 4 + 3];
  });
}
