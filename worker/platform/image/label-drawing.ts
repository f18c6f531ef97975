// The visible AI label drawn into a picture's full-size copy (decision 0024): decode, draw the
// plate and text (shared/label-plate.ts), encode in the picture's own format. Seconds of CPU on a
// large picture, so the main Worker asks the pixel-work Worker to do it (./label-drawing-client.ts,
// docs/decisions/0036-pixel-work-worker.md); this is the code both run.
import { drawLabel, type LabelMask } from "../../../shared/label-plate";
import type { ShareBox } from "../../engines/types";
import { readImageHeader, type ImageType } from "./header";
import { PhotonImage } from "./photon";

/** photon decodes at most this many pixels to draw a label (a Worker has 128 MB). */
const DRAW_MAX_PIXELS = 16_000_000;
const JPEG_QUALITY = 90;

export type DrawnPicture = { bytes: Uint8Array; type: ImageType };

/**
 * The picture with the visible label drawn in, in its own format (no metadata yet); null when it
 * is no picture photon reads or too large to decode. `keepOut`: parts it must not cover (a kept
 * product), as shares.
 */
export function drawLabelledCopy(
  bytes: Uint8Array,
  mask: LabelMask,
  keepOut: readonly ShareBox[] = [],
): DrawnPicture | null {
  const header = readImageHeader(bytes);
  if (!header || header.width * header.height > DRAW_MAX_PIXELS) return null;
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    const width = image.get_width();
    const height = image.get_height();
    const px = image.get_raw_pixels();
    drawLabel(
      px,
      width,
      height,
      mask,
      keepOut.map((k) => ({ x: k.left * width, y: k.top * height, width: k.width * width, height: k.height * height })),
    );
    const drawn = new PhotonImage(px, width, height);
    try {
      const out =
        header.type === "image/jpeg"
          ? drawn.get_bytes_jpeg(JPEG_QUALITY)
          : header.type === "image/webp"
            ? drawn.get_bytes_webp()
            : drawn.get_bytes();
      return { bytes: out, type: header.type };
    } finally {
      drawn.free();
    }
  } finally {
    image.free();
  }
}
