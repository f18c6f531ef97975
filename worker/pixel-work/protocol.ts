// What crosses the PIXELS service binding between the main Worker and the pixel-work Worker
// (docs/decisions/0036-pixel-work-worker.md): plain data only, each answer an Outcome.
import type { LabelMask } from "../../shared/label-plate";
import type { ShareBox } from "../engines/types";
import type { DrawnPicture } from "../platform/image/label-drawing";
import type { Outcome } from "../provider-calls/protocol";

export type { Outcome };

export type LabelDrawing = { bytes: Uint8Array; mask: LabelMask; keepOut: readonly ShareBox[] };

/** The pixel-work Worker's RPC methods (PixelWork implements them; platform/image/label-drawing-client.ts calls them). */
export interface PixelWorkApi {
  /** The picture with the visible label drawn in; null when it cannot be drawn on (see drawLabelledCopy). */
  drawLabel(request: LabelDrawing): Promise<Outcome<DrawnPicture | null>>;
}
