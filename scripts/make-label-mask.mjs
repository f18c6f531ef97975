// Renders the default visible label (DEFAULT_LABEL_TEXT, "AI生成") to its alpha mask once, in Chromium, with the same
// code the admin's page runs when the label text is saved (shared/label-mask.ts), and writes it to
// worker/platform/ai-labels/default-mask.ts (decision 0024). Run again only to change the default.
//   node scripts/make-label-mask.mjs
import { build } from "esbuild";
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const bundle = await build({
  entryPoints: ["shared/label-mask.ts"],
  bundle: true,
  format: "iife",
  globalName: "labelMask",
  write: false,
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const TEXT = await page.evaluate(() => globalThis.labelMask.DEFAULT_LABEL_TEXT);
  const base64 = await page.evaluate(async (text) => {
    const png = await globalThis.labelMask.renderLabelMask(text, (w, h) => new OffscreenCanvas(w, h));
    return btoa(String.fromCharCode(...png));
  }, TEXT);
  writeFileSync(
    "worker/platform/ai-labels/default-mask.ts",
    `// Made by scripts/make-label-mask.mjs (Chromium, shared/label-mask.ts): the default label's mask.\nexport const DEFAULT_LABEL_TEXT = ${JSON.stringify(TEXT)};\nexport const DEFAULT_LABEL_MASK_PNG = "${base64}";\n`,
  );
  console.log(`default label mask: ${Math.round((base64.length * 3) / 4)} bytes`);
} finally {
  await browser.close();
}
