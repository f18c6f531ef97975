import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { localeTables } from "./scripts/vite-locale-tables.mjs";
import { BASE_LOCALE, LOCALES } from "./shared/locales";

// The SPA lives in web/ and builds into dist/, which wrangler serves as static assets.
// Paraglide messages are compiled by `npm run i18n` (CLI) before build and test; in the browser
// build only zh-CN's texts are inline, other languages load on demand (scripts/vite-locale-tables.mjs),
// each in two chunks: "landing" (what the landing page can show, scripts/landing-messages.mjs: ~3–4 KB
// gzip) and "rest" (every other message, loaded on leaving the landing page). The landing page's
// 150 KB budget (DESIGN.md, test/e2e/landing-locales.spec.ts) counts only the first; with one whole
// table per language it was 145–150 KB for en-US, ja-JP and ar-SA (ar-SA over), and each new
// message anywhere in the app made it grow; now 124–125 KB, and only the landing's own messages count.

// Page titles: web/lib/page-meta.ts, loaded after the first paint, names ~45 messages that the
// routes' chunks use too. Left to itself the bundler gives each such shared message a chunk of its
// own (the landing page fetched 39 files of ~0.3 KB for them); this group keeps the table and its
// messages in one "page-meta" chunk that route chunks import from. The keys are the `m.<key>`
// names page-meta.ts uses; the messages the landing page itself paints stay in "kit" (first group).
const PAGE_META = fileURLToPath(new URL("./web/lib/page-meta.ts", import.meta.url));
const PAGE_META_KEYS = new Set([...readFileSync(PAGE_META, "utf8").matchAll(/\bm\.(\w+)\b/g)].map((match) => match[1]));
const MESSAGE_MODULE = /[\\/]web[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/;
const isPageMetaModule = (id: string) => id === PAGE_META || PAGE_META_KEYS.has(MESSAGE_MODULE.exec(id)?.[1] ?? "");

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), localeTables({ baseLocale: BASE_LOCALE, locales: [...LOCALES] })],
  resolve: { alias: { "@": fileURLToPath(new URL("./web", import.meta.url)) } },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // Read by scripts/prerender.mjs (the chunks a signed-in page's data needs), then deleted.
    manifest: true,
    // The landing page's own small modules (web/components, web/lib, shared/, jotai) in one "kit"
    // chunk instead of about fifteen tiny ones: one file compresses better and loses the chunks'
    // import/export glue (landing JS 122.9 → 117.6 KB gzip, 5 requests instead of 23). The entry
    // stays its own index-*.js (the pre-render guard starts it) and lazy routes keep their chunks.
    // The landing's own messages join "kit" too, so that "page-meta" (above) cannot take them.
    rolldownOptions: {
      output: {
        // "shared" chunks are named after every chunk that uses them (a 100-character list): a hash is enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith("shared") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js",
        codeSplitting: {
          groups: [
            {
              name: "kit",
              test: /[\\/]web[\\/](components|lib|paraglide)[\\/]|[\\/]shared[\\/]|[\\/]node_modules[\\/]jotai[\\/]/,
              tags: ["$initial"],
            },
            { name: "page-meta", test: isPageMetaModule },
            // The toasts' library alone: the signed-in pages' shared code (next) would otherwise take
            // it, and the landing page (which shows no toast before someone signs in) would load it.
            { name: "sonner", test: /[\\/]node_modules[\\/]sonner[\\/]/ },
            // What two or more lazy pages share, grouped by the set of pages that use it, with groups
            // under 24 KB merged into their nearest neighbour: left to itself the bundler made a
            // chunk per shared module (/nano loaded 48 files, 27 of them a message or helper of
            // under 1 KB; now 23), and each is a request, and a module-graph level, on a cold load.
            {
              name: "shared",
              test: /[\\/]web[\\/]|[\\/]node_modules[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 24 * 1024,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8787" } },
});
