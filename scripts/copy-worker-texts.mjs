// Copies the Worker's text tables (worker/texts/**.json) to <dist>/_texts/, where the Worker reads
// them through its ASSETS binding (worker/platform/texts.ts). `npm run build` runs it after Vite, and
// vitest.config.ts before the Worker tests start, so workerd serves the same files in both.
import { cpSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export function copyWorkerTexts(dist = `${root}dist`) {
  mkdirSync(`${dist}/_texts`, { recursive: true });
  cpSync(`${root}worker/texts`, `${dist}/_texts`, { recursive: true, filter: (src) => !src.endsWith(".md") });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) copyWorkerTexts();
