// The canvas an expansion makes: the smallest of the new aspect ratio that holds the picture. The
// Worker lays the picture on it (worker/features/creations/tools/pixels.ts) and refuses, before the
// charge, what `expandRefusal` names: a ratio the picture already has (issue 25, hole 5) or a
// canvas past the tools' size limit (a 2048 px square to 16:9). The SPA offers only the ratios
// this same rule accepts (issue 27, item 9).
import { fitsToolSize } from "./limits";

/** The smallest width × height of ratio "w:h" that holds a width × height picture. */
export function expandedSize(width: number, height: number, ratio: string): { width: number; height: number } {
  const [rw, rh] = ratio.split(":").map(Number);
  if (width / height < rw / rh) return { width: Math.max(width, Math.round((height * rw) / rh)), height };
  return { width, height: Math.max(height, Math.round((width * rh) / rw)) };
}

/**
 * The picture already has this ratio: the expanded canvas would add less than 1% to it (a work
 * of 1024 × 576 asked for 16:9, or one whose sides were rounded, 385 × 513 asked for 3:4): the
 * result would be a copy of the picture with at most a sliver added, charged 1 credit.
 */
export function alreadyHasRatio(width: number, height: number, ratio: string): boolean {
  const canvas = expandedSize(width, height, ratio);
  return canvas.width * canvas.height < width * height * 1.01;
}

/** Why the Worker refuses expanding a width × height picture to `ratio` (the error's code), or null. */
export function expandRefusal(
  width: number,
  height: number,
  ratio: string,
): "ASPECT_RATIO_UNCHANGED" | "RESULT_TOO_LARGE" | null {
  if (alreadyHasRatio(width, height, ratio)) return "ASPECT_RATIO_UNCHANGED";
  const canvas = expandedSize(width, height, ratio);
  return fitsToolSize(canvas.width, canvas.height) ? null : "RESULT_TOO_LARGE";
}
