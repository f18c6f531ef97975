// A stored image as the user sees it in a layout: the thumbnail or display variant picked by the
// browser (lib/image-variants.ts), in a box of fixed shape so nothing moves while it loads, with
// a theme-coloured placeholder that pulses until the image arrives and then fades it in (neither
// moves under prefers-reduced-motion). If a variant cannot be had, the original is shown instead.
import { useState, type ImgHTMLAttributes, type Ref } from "react";
import { aspectOf, imageSources, type PixelSize, type VariantUrls } from "@/lib/image-variants";

type Props = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "loading" | "width" | "height" | "className"
> & {
  /** The original (shown only when its variants cannot be had). */
  src: string;
  /** The picture's variant URLs as the API handed them; without them `src` is shown as it is. */
  variants?: VariantUrls | null;
  alt: string;
  /** How wide the image is drawn at each viewport, as the `sizes` attribute. */
  sizes: string;
  /** The image's pixels when known (a work's metadata has them): exact srcset widths, and its shape. */
  size?: PixelSize;
  /** The box's width / height; without one, the image's own shape (from `size`), else square. Ignored with `fill`. */
  aspect?: number;
  /** The box fills its positioned parent instead of keeping a shape of its own. */
  fill?: boolean;
  fit?: "cover" | "contain";
  /** Off for an image drawn over another (the "after" of a comparison): no pulse over what is below. */
  placeholder?: boolean;
  /** Below the fold: fetched when it nears the viewport. */
  lazy?: boolean;
  /** Classes of the box (its size, corners, background once loaded). */
  className?: string;
  imgClassName?: string;
  ref?: Ref<HTMLImageElement>;
};

export function WorkImage({
  src,
  variants,
  alt,
  sizes,
  size,
  aspect,
  fill,
  fit = "cover",
  placeholder = true,
  lazy,
  className = "",
  imgClassName = "",
  ref,
  onLoad,
  onError,
  ...img
}: Props) {
  // Keyed by URL, so a new image (another version) shows its placeholder again.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const isLoaded = loaded === src;
  const sources = failed === src ? { src } : imageSources(src, variants, size);
  const shape = fill ? "absolute inset-0" : "relative block";
  return (
    <span
      className={`${shape} overflow-hidden ${isLoaded || !placeholder ? "" : "animate-pulse bg-base-300 motion-reduce:animate-none"} ${className}`}
      style={fill ? undefined : { aspectRatio: aspect ?? aspectOf(size, 1) }}
      data-image-state={isLoaded ? "loaded" : "loading"}
    >
      <img
        {...img}
        ref={ref}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        alt={alt}
        loading={lazy ? "lazy" : "eager"}
        decoding="async"
        className={`absolute inset-0 size-full ${fit === "contain" ? "object-contain" : "object-cover"} transition-opacity duration-300 motion-reduce:transition-none ${isLoaded ? "opacity-100" : "opacity-0"} ${imgClassName}`}
        onLoad={(e) => {
          setLoaded(src);
          onLoad?.(e);
        }}
        onError={(e) => {
          // A variant that is missing or broken: the original is still there.
          if (sources.srcSet) setFailed(src);
          else setLoaded(src);
          onError?.(e);
        }}
      />
    </span>
  );
}
