// Which file to show for a stored image: the thumbnail or display variant (`?v=thumb|display`,
// WebP, made by the Worker) chosen by the browser through srcset/sizes. The plain URL stays the
// original, for downloads. Only our own file URLs have variants: a local preview (blob:/data:)
// or any other address is shown as it is.
import { IMAGE_VARIANTS, type ImageVariant } from "../../shared/image-variant-sizes";

/** Where the Worker serves stored files (worker/services/files.ts `fileUrl`). */
const FILES_PATH = "/api/files/";

export type PixelSize = { width?: number; height?: number };

export function hasVariants(url: string): boolean {
  if (/^(blob|data):/i.test(url)) return false;
  try {
    const parsed = new URL(url, "http://same-origin.invalid");
    return parsed.pathname.startsWith(FILES_PATH) && !parsed.searchParams.has("v");
  } catch {
    return false;
  }
}

export function variantUrl(url: string, variant: ImageVariant): string {
  if (!hasVariants(url)) return url;
  const [path, hash = ""] = url.split("#", 2);
  return `${path}${path.includes("?") ? "&" : "?"}v=${variant}${hash ? `#${hash}` : ""}`;
}

/**
 * Each variant's real width: the long side is capped, never enlarged. Without the image's size
 * (older works, book pages) a variant is taken to be as wide as its cap.
 */
export function variantWidths(size: PixelSize = {}): Record<ImageVariant, number> {
  const { width, height } = size;
  const widthAt = (cap: number) => (width && height ? Math.round(width * Math.min(1, cap / Math.max(width, height))) : cap);
  return { thumb: widthAt(IMAGE_VARIANTS.thumb), display: widthAt(IMAGE_VARIANTS.display) };
}

/** `src` and `srcSet` for an <img>: the display variant as the plain fallback, both variants by width. */
export function imageSources(url: string, size?: PixelSize): { src: string; srcSet?: string } {
  if (!hasVariants(url)) return { src: url };
  const widths = variantWidths(size);
  const thumb = `${variantUrl(url, "thumb")} ${widths.thumb}w`;
  // A small original has one variant size: the browser would see two candidates of one width.
  if (widths.display <= widths.thumb) return { src: variantUrl(url, "thumb"), srcSet: thumb };
  return { src: variantUrl(url, "display"), srcSet: `${thumb}, ${variantUrl(url, "display")} ${widths.display}w` };
}

/** A CSS aspect-ratio from a known pixel size, else the fallback. */
export const aspectOf = (size: PixelSize | undefined, fallback: number) => (size?.width && size?.height ? size.width / size.height : fallback);
