// What the rest of the Worker asks of AI-content labels (decision 0024): the implicit label
// (`AIGC` metadata) on every picture the service made and every copy of it, and the visible label
// drawn into the copies it hands out. The original keeps its pixels (the Article 9 download); the
// `~labelled` full-size copy, the display copy and the thumbnail are made from the drawn pixels, so
// one immutable copy serves every language. Labels go on after every encoder, before hashing.
import type { Database } from "../../platform/db/client";
import { readImageHeader, type ImageType } from "../../lib/image-header";
import { PhotonImage } from "../../lib/photon";
import type { PictureCopy } from "../../platform/storage/keys";
import { aigcXmpPacket, readAigcFromXmp, type AigcFields } from "../../platform/ai-labels/aigc-xmp";
import { embedXmp, readXmp } from "../../platform/ai-labels/embed-metadata";
import { drawLabel } from "../../../shared/label-plate";
import { produceIdOf } from "./produce-ids";
import { activeLabel, type ActiveLabel } from "./settings";

export { activeLabel, type ActiveLabel };
export { readConsent, recordUnlabelledExport } from "./unlabelled-downloads";

/** A file of a marketplace export pack (features/exports): `export:<marketplace>/<slot>.jpg`. */
export type ExportCopy = `export:${string}`;
type Copy = PictureCopy | "original" | ExportCopy;

/** R2 custom metadata on a labelled copy: the ActiveLabel stamp it was made under. */
export const LABEL_METADATA = "label";

/** photon decodes at most this many pixels to draw a label (the Worker has 128 MB). */
const DRAW_MAX_PIXELS = 16_000_000;
const JPEG_QUALITY = 90;

/** The label fields of one file: the original (`original`) or a copy of it. */
function fields(label: ActiveLabel, produceId: string, copy: Copy): AigcFields {
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
  tag(bytes: Uint8Array, copy: Copy): Uint8Array;
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
 * is too large to decode here.
 */
export function drawnCopy(bytes: Uint8Array, label: ActiveLabel): { bytes: Uint8Array; type: ImageType } | null {
  const header = readImageHeader(bytes);
  if (!header || header.width * header.height > DRAW_MAX_PIXELS) return null;
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    const width = image.get_width();
    const height = image.get_height();
    const px = image.get_raw_pixels();
    drawLabel(px, width, height, label.mask);
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
