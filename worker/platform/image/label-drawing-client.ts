// Draws the visible AI label into a picture's full-size copy through the pixel-work Worker (the
// PIXELS service binding, docs/decisions/0036-pixel-work-worker.md), so the decode, draw and encode
// (about 0.2 s of CPU for a 1024 × 768 page) do not hold up the API requests this isolate answers.
// When the binding is missing, throws or answers an error, the same code draws here instead: a
// picture is never left unlabelled because the other Worker is down, only drawn more slowly.
import type { LabelMask } from "../../../shared/label-plate";
import type { ShareBox } from "../../engines/types";
import type { PixelWorkApi } from "../../pixel-work/protocol";
import { drawLabelledCopy, type DrawnPicture } from "./label-drawing";

export type PixelWorkBinding = Pick<PixelWorkApi, "drawLabel">;

/** A pixel-work Worker that has not answered in this long is hung: the label is drawn here. */
export const DRAW_TIMEOUT_MS = 20_000;

let drawTimeoutMs = DRAW_TIMEOUT_MS;

/** Tests wait milliseconds for a hung pixel-work Worker, not 20 s; `undefined` restores the constant. */
export function setDrawTimeout(ms: number | undefined) {
  drawTimeoutMs = ms ?? DRAW_TIMEOUT_MS;
}

export async function drawLabelled(
  pixels: PixelWorkBinding | undefined,
  bytes: Uint8Array,
  mask: LabelMask,
  keepOut: readonly ShareBox[],
): Promise<DrawnPicture | null> {
  if (pixels) {
    try {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${drawTimeoutMs} ms`)), drawTimeoutMs);
      });
      const outcome = await Promise.race([pixels.drawLabel({ bytes, mask, keepOut }), timedOut]).finally(() =>
        clearTimeout(timer),
      );
      if (outcome.ok) return outcome.value;
      console.error(`PIXEL WORKER FAILED: ${outcome.error.message}; drawing the label here`);
    } catch (error) {
      console.error("PIXEL WORKER UNREACHABLE: drawing the label here", error);
    }
  }
  return drawLabelledCopy(bytes, mask, keepOut);
}
