// One showcase poster as a responsive picture: AVIF, then WebP, at 240 and 480 px
// (scripts/make-showcase-variants.mjs), the JPEG as the fallback. Width and height fix its square
// box before it loads; the showcase sits below the first screen (the hero's heading is the LCP
// element), so every poster loads lazily.
const WIDTHS = [240, 480];
// Two columns on a phone, three from md (768 px) in a container of at most 72rem minus padding.
const SIZES = "(min-width: 1152px) 368px, (min-width: 768px) 31vw, 46vw";

const srcSet = (file: string, format: "avif" | "webp") =>
  WIDTHS.map((w) => `/showcase/${file}-${w}.${format} ${w}w`).join(", ");

export function ShowcasePicture({ file, alt }: { file: string; alt: string }) {
  return (
    <picture className="block">
      <source type="image/avif" srcSet={srcSet(file, "avif")} sizes={SIZES} />
      <source type="image/webp" srcSet={srcSet(file, "webp")} sizes={SIZES} />
      <img
        src={`/showcase/${file}.jpg`}
        alt={alt}
        width={480}
        height={480}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full object-cover transition duration-300 hover:scale-105"
      />
    </picture>
  );
}
