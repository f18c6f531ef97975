// Which file to show for a stored image: the thumbnail or display variant chosen by the browser
// through srcset/sizes. The API hands out each picture's variant URLs with the picture (issue 24:
// content-addressed, `…?v=thumb&h=<hash>`, kept by the browser for a year); the SPA never builds
// them. The plain URL stays the original, for downloads. Without variant URLs (a local preview,
// blob:/data:, or any other address) an image is shown as it is.
import { IMAGE_VARIANTS, type ImageVariant, type VariantUrls } from "../../shared/image-variant-sizes";

export type { ImageVariant, VariantUrls };
export type PixelSize = { width?: number; height?: number };

/**
 * Each variant's real width: the long side is capped, never enlarged. Without the image's size
 * (older works, book pages) a variant is taken to be as wide as its cap.
 */
export function variantWidths(size: PixelSize = {}): Record<ImageVariant, number> {
  const { width, height } = size;
  const widthAt = (cap: number) =>
    width && height ? Math.round(width * Math.min(1, cap / Math.max(width, height))) : cap;
  return { thumb: widthAt(IMAGE_VARIANTS.thumb), display: widthAt(IMAGE_VARIANTS.display) };
}

/**
 * `src` and `srcSet` for an <img>: the display variant as the plain fallback, both variants by
 * width; without variant URLs, `url` as it is.
 */
export function imageSources(
  url: string,
  variants: VariantUrls | null | undefined,
  size?: PixelSize,
): { src: string; srcSet?: string } {
  if (!variants) return { src: url };
  const widths = variantWidths(size);
  const thumb = `${variants.thumb} ${widths.thumb}w`;
  // A small original has one variant size: the browser would see two candidates of one width.
  if (widths.display <= widths.thumb) return { src: variants.thumb, srcSet: thumb };
  return { src: variants.display, srcSet: `${thumb}, ${variants.display} ${widths.display}w` };
}

/** A CSS aspect-ratio from a known pixel size, else the fallback. */
export const aspectOf = (size: PixelSize | undefined, fallback: number) =>
  size?.width && size?.height ? size.width / size.height : fallback;
