// The landing page's showcase as responsive images: from each web/public/showcase/<name>.jpg
// (480², rendered by scripts/make-showcase.ts), AVIF and WebP at 240 and 480 px, which the page
// offers through <picture> (the JPEG stays as the fallback). Part of `npm run showcase`.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const DIR = "web/public/showcase";
export const SHOWCASE_WIDTHS = [240, 480];
const FORMATS = { avif: { quality: 60, effort: 9 }, webp: { quality: 80, effort: 6 } };

for (const file of readdirSync(DIR).filter((f) => f.endsWith(".jpg"))) {
  const name = file.slice(0, -4);
  for (const width of SHOWCASE_WIDTHS) {
    for (const [format, options] of Object.entries(FORMATS)) {
      const out = join(DIR, `${name}-${width}.${format}`);
      const info = await sharp(join(DIR, file)).resize(width, width).toFormat(format, options).toFile(out);
      console.log(`${out} ${(info.size / 1024).toFixed(1)} KB`);
    }
  }
}
