// What the rest of the Worker asks of AI-content labels (decision 0024): the implicit label
// (`AIGC` metadata) on every picture the service made and every copy of it, and the visible label
// drawn into the copies it hands out. The original keeps its pixels (the Article 9 download); the
// `~labelled` full-size copy, the display copy and the thumbnail are made from the drawn pixels, so
// one immutable copy serves every language. Labels go on after every encoder, before hashing.
import type { Database } from "../../platform/db/client";
import type { ShareBox } from "../../engines/types";
import { readImageHeader, type ImageType } from "../../lib/image-header";
import { PhotonImage } from "../../lib/photon";
import type { PictureCopy } from "../../platform/storage/keys";
import { aigcXmpPacket, readAigcFromXmp, type AigcFields } from "../../platform/ai-labels/aigc-xmp";
import { embedXmp, readXmp } from "../../platform/ai-labels/embed-metadata";
import { drawLabel } from "../../../shared/label-plate";
import { produceIdOf } from "./produce-ids";
import { activeLabel, type ActiveLabel } from "./settings";

export { activeLabel, type ActiveLabel };

/** R2 custom metadata on a labelled copy: the ActiveLabel stamp it was made under. */
export const LABEL_METADATA = "label";

/** photon decodes at most this many pixels to draw a label (the Worker has 128 MB). */
const DRAW_MAX_PIXELS = 16_000_000;
const JPEG_QUALITY = 90;

/** The label fields of one file: the original (`original`) or a copy of it. */
function fields(label: ActiveLabel, produceId: string, copy: PictureCopy | "original"): AigcFields {
  return {
    Label: "1",
    ContentProducer: label.producer,
    ProduceID: produceId,
    ReservedCode1: "",
    ContentPropagator: label.producer,
    // The file as this service hands it on: the picture's id and which copy it is.
    PropagateID: copy === "original" ? produceId : `${produceId}:${copy}`,
    ReservedCode2: "",
  };
}

/** The `AIGC` fields a picture's bytes carry, or null. */
export function readAigc(bytes: Uint8Array) {
  const xmp = readXmp(bytes);
  return xmp ? readAigcFromXmp(xmp) : null;
}

export type PictureLabel = {
  label: ActiveLabel;
  produceId: string;
  tag(bytes: Uint8Array, copy: PictureCopy | "original"): Uint8Array;
};

/** What labels the copies of the picture at `key` (its ProduceID from the file, else D1's). */
export async function pictureLabel(db: Database, key: string, original: Uint8Array): Promise<PictureLabel> {
  const label = await activeLabel(db);
  const carried = readAigc(original)?.ProduceID;
  const produceId = carried || (await produceIdOf(db, key));
  return { label, produceId, tag: (bytes, copy) => embedXmp(bytes, aigcXmpPacket(fields(label, produceId, copy))) };
}

/** A new picture's bytes with its implicit label (a fresh ProduceID, recorded in D1). */
export async function labelNewPicture(db: Database, key: string, bytes: Uint8Array) {
  const label = await activeLabel(db);
  const produceId = await produceIdOf(db, key);
  return embedXmp(bytes, aigcXmpPacket(fields(label, produceId, "original")));
}

/**
 * The picture with the visible label drawn in, in its own format (no metadata yet); null when it
 * is too large to decode here. `keepOut`: parts it must not cover (a kept product), as shares.
 */
export function drawnCopy(
  bytes: Uint8Array,
  label: ActiveLabel,
  keepOut: readonly ShareBox[] = [],
): { bytes: Uint8Array; type: ImageType } | null {
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
      label.mask,
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
