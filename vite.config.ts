import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { localeTables } from "./scripts/vite-locale-tables.mjs";
import { BASE_LOCALE, LOCALES } from "./shared/locales";

// The SPA lives in web/ and builds into dist/, which wrangler serves as static assets.
// Paraglide messages are compiled by `npm run i18n` (CLI) before build and test; in the browser
// build only zh-CN's texts are inline, other languages load on demand (scripts/vite-locale-tables.mjs).

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
    // The landing page's own small modules (web/components, web/lib, shared/, jotai) in one "kit"
    // chunk instead of about fifteen tiny ones: one file compresses better and loses the chunks'
    // import/export glue (landing JS 122.9 → 117.6 KB gzip, 5 requests instead of 23). The entry
    // stays its own index-*.js (the pre-render guard starts it) and lazy routes keep their chunks.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "kit", test: /[\\/]web[\\/](components|lib)[\\/]|[\\/]shared[\\/]|[\\/]node_modules[\\/]jotai[\\/]/, tags: ["$initial"] }] } } },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8787" } },
});
