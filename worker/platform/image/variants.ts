// Image variants. Every stored picture stays as it was made (downloads give it back) and gets two
// smaller copies for pages: a display copy (long side ≤ 1600 px) and a thumbnail (≤ 480 px).
// Measured on three 1024² demo-engine posters: 771–834 KB as PNG, 11–18 KB as the display WebP,
// 5–8 KB as the thumbnail; a detailed photo weighs more.
//
// They are made when the picture is stored, and on first request for pictures stored before
// variants existed (or whose variants were lost); `npm run variants:backfill` walks the rest.
// Cloudflare Images (the IMAGES binding) makes lossy WebP. Without it, or when it fails (quota),
// photon makes JPEG: its WebP encoder is lossless only (the same three posters: 495–560 KB as
// lossless WebP, 54–66 KB as JPEG q80).
// Each variant is stored with the SHA-256 of its bytes (R2 metadata, indexed in D1): pages fetch it
// under that content-addressed name and keep it for a year (./variant-hashes.ts, decision 21).
// A picture the service made is labelled (decision 24) by what its caller passes in
// (features/files/service.ts asks features/ai-labels for it): the platform draws no label itself.
import { readImageHeader, sniffImageType } from "./header";
import { IMAGE_VARIANTS as MAX_SIDE, type ImageVariant } from "../../../shared/image-variant-sizes";
import { PhotonImage, SamplingFilter, resize } from "./photon";
import { LABELLED_COPY, variantKey, type PictureCopy } from "../storage/keys";
import type { Database } from "../db/client";
import { HASH_METADATA, recordVariantHashes, sha256Hex } from "./variant-hashes";
import type { ShareBox } from "../../engines/types";
import type { PixelWorkBinding } from "./label-drawing-client";

/**
 * R2 custom metadata on an original: the parts its visible label must not cover (a kept product,
 * docs/decisions/0033), as JSON shares of the picture, so variants made later keep off them too.
 */
export const KEEP_OUT_METADATA = "keepOut";

/** The keep-out boxes an original's metadata names (none when absent or unreadable). */
export function keepOutOf(customMetadata: Record<string, string> | undefined): ShareBox[] {
  try {
    const boxes: unknown = JSON.parse(customMetadata?.[KEEP_OUT_METADATA] ?? "[]");
    return Array.isArray(boxes)
      ? boxes.filter(
          (b): b is ShareBox =>
            typeof b === "object" &&
            b !== null &&
            ["left", "top", "width", "height"].every((k) => typeof (b as Record<string, unknown>)[k] === "number"),
        )
      : [];
  } catch {
    return [];
  }
}

export type { ImageVariant };
/** Long side (shared with the SPA) and encoder quality of each variant. */
const VARIANTS: Record<ImageVariant, { maxSide: number; quality: number }> = {
  thumb: { maxSide: MAX_SIDE.thumb, quality: 75 },
  display: { maxSide: MAX_SIDE.display, quality: 80 },
};
const VARIANT_NAMES = Object.keys(VARIANTS) as ImageVariant[];

export const isImageVariant = (name: unknown): name is ImageVariant =>
  typeof name === "string" && Object.hasOwn(VARIANTS, name);

/** photon decodes at most this many pixels for a fallback variant (the Worker has 128 MB). */
const PHOTON_MAX_PIXELS = 16_000_000;

/** R2 custom metadata on a labelled copy: the label settings' stamp it was made under. */
export const LABEL_METADATA = "label";

/**
 * How the copies of a picture the service made are labelled (decision 24; features/ai-labels
 * makes it): `stamp` names the label settings (stored as LABEL_METADATA), `draw` draws the visible
 * label into a full-size copy (null when the label is not drawn; it answers null when the picture
 * cannot be drawn on), `tag` puts the implicit label on one copy's bytes.
 */
export type CopyLabelling = {
  stamp: string;
  /** Draws the visible label, clear of `keepOut` (parts of the picture as shares). */
  draw:
    ((bytes: Uint8Array, keepOut: readonly ShareBox[]) => Promise<{ bytes: Uint8Array; type: string } | null>) | null;
  tag(bytes: Uint8Array, copy: PictureCopy): Uint8Array;
};

export type MadeVariant = { bytes: Uint8Array; contentType: string };
export type VariantEnv = { FILES: R2Bucket; IMAGES?: ImagesBinding; DB: D1Database; PIXELS?: PixelWorkBinding };

async function withImagesBinding(
  images: ImagesBinding,
  bytes: Uint8Array,
  variant: ImageVariant,
): Promise<MadeVariant> {
  const { maxSide, quality } = VARIANTS[variant];
  const result = await images
    .input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream())
    .transform({ width: maxSide, height: maxSide, fit: "scale-down" })
    .output({ format: "image/webp", quality });
  return { bytes: new Uint8Array(await new Response(result.image()).arrayBuffer()), contentType: result.contentType() };
}

/** Whether any pixel is not fully opaque (a cut-out): its variants must keep the alpha. */
function hasTransparency(img: PhotonImage): boolean {
  const px = img.get_raw_pixels();
  for (let i = 3; i < px.length; i += 4) if (px[i] < 255) return true;
  return false;
}

/**
 * Both variants from one decode; null when photon should not decode this picture. A transparent
 * PNG (a background removed) gets PNG variants, so pages show the checkerboard through it;
 * everything else JPEG.
 */
function withPhoton(bytes: Uint8Array): Record<ImageVariant, MadeVariant> | null {
  const header = readImageHeader(bytes);
  if (!header || header.width * header.height > PHOTON_MAX_PIXELS) return null;
  const original = PhotonImage.new_from_byteslice(bytes);
  try {
    const transparent = header.type === "image/png" && hasTransparency(original);
    const made = {} as Record<ImageVariant, MadeVariant>;
    for (const variant of VARIANT_NAMES) {
      const { maxSide, quality } = VARIANTS[variant];
      const scale = Math.min(1, maxSide / Math.max(original.get_width(), original.get_height()));
      const width = Math.max(1, Math.round(original.get_width() * scale));
      const height = Math.max(1, Math.round(original.get_height() * scale));
      const scaled = scale < 1 ? resize(original, width, height, SamplingFilter.Triangle) : null;
      try {
        const shown = scaled ?? original;
        made[variant] = transparent
          ? { bytes: shown.get_bytes(), contentType: "image/png" }
          : { bytes: shown.get_bytes_jpeg(quality), contentType: "image/jpeg" };
      } finally {
        scaled?.free();
      }
    }
    return made;
  } finally {
    original.free();
  }
}

/** The picture shrunk by the Images binding to what photon may decode (to draw a label on it). */
async function decodableSize(env: VariantEnv, bytes: Uint8Array): Promise<Uint8Array | null> {
  const header = readImageHeader(bytes);
  if (!header) return null;
  if (header.width * header.height <= PHOTON_MAX_PIXELS) return bytes;
  if (!env.IMAGES) return null;
  const scale = Math.sqrt(PHOTON_MAX_PIXELS / (header.width * header.height)) * 0.99;
  const result = await env.IMAGES.input(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream())
    .transform({
      width: Math.floor(header.width * scale),
      height: Math.floor(header.height * scale),
      fit: "scale-down",
    })
    .output({ format: header.type });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

/**
 * A labelled picture's visible label drawn into a full-size copy (`~labelled`, what downloads
 * give) from which both variants are made. Returns the pixels variants are made from.
 */
async function labelledSource(
  env: VariantEnv,
  key: string,
  bytes: Uint8Array,
  labelling: CopyLabelling,
  keepOut: readonly ShareBox[],
) {
  if (!labelling.draw) return bytes;
  const decodable = await decodableSize(env, bytes);
  const drawn = decodable && (await labelling.draw(decodable, keepOut));
  if (!drawn) throw new Error(`${key}: the visible label cannot be drawn on this picture`);
  await env.FILES.put(variantKey(key, LABELLED_COPY), labelling.tag(drawn.bytes, LABELLED_COPY), {
    httpMetadata: { contentType: drawn.type },
    customMetadata: { [LABEL_METADATA]: labelling.stamp },
  });
  return drawn.bytes;
}

/**
 * Makes and stores both variants of the picture stored at `key`, each with its hash; returns them,
 * or null when the bytes are not a picture we make variants of (then pages show the original).
 * With `labelling` (a picture the service made) its labelled copies too (labels before hashing).
 * `db`: the request's D1 session when there is one, so its next read sees the hashes. `keepOut`:
 * parts the visible label must not cover (KEEP_OUT_METADATA).
 */
export async function writeVariants(
  env: VariantEnv,
  key: string,
  original: Uint8Array,
  labelling: CopyLabelling | null,
  db: Database,
  keepOut: readonly ShareBox[] = [],
): Promise<Record<ImageVariant, MadeVariant> | null> {
  if (!sniffImageType(original)) return null;
  const bytes = labelling ? await labelledSource(env, key, original, labelling, keepOut) : original;
  let made: Record<ImageVariant, MadeVariant> | null = null;
  if (env.IMAGES) {
    try {
      const [thumb, display] = await Promise.all(VARIANT_NAMES.map((v) => withImagesBinding(env.IMAGES!, bytes, v)));
      made = { thumb, display };
    } catch (error) {
      console.warn(`Images binding could not make variants of ${key}; using photon`, error);
    }
  }
  made ??= withPhoton(bytes);
  if (!made) return null;
  if (labelling) for (const v of VARIANT_NAMES) made[v] = { ...made[v], bytes: labelling.tag(made[v].bytes, v) };
  const labelStamp: Record<string, string> = labelling ? { [LABEL_METADATA]: labelling.stamp } : {};
  const hashes = Object.fromEntries(
    await Promise.all(VARIANT_NAMES.map(async (v) => [v, await sha256Hex(made[v].bytes)] as const)),
  ) as Record<ImageVariant, string>;
  await Promise.all(
    VARIANT_NAMES.map((v) =>
      env.FILES.put(variantKey(key, v), made[v].bytes, {
        httpMetadata: { contentType: made[v].contentType },
        customMetadata: { [HASH_METADATA]: hashes[v], ...labelStamp },
      }),
    ),
  );
  // Only an index: without it the next listing hands out the plain URL and its first request records it.
  await recordVariantHashes(db, key, hashes).catch((error) =>
    console.warn(`hashes of ${key}'s variants not indexed`, error),
  );
  return made;
}
