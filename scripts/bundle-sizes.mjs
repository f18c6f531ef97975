// The two size budgets from DESIGN.md, measured: the landing page's initial JavaScript (gzip) and
// the Worker bundle as wrangler would upload it (gzip). Shared by size-budget.mjs and bench.mjs.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "./lib.mjs";

export const KB = 1024;
export const LANDING_JS_BUDGET = 120 * KB;
export const WORKER_BUDGET = 1024 * KB;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Initial JS = the entry script plus every module it preloads, as listed in dist/index.html (as
 * tags, or as `entry` and `preloads` in the pre-render guard's JSON that starts them after the
 * first paint; its `localeTables` are other languages' messages, not the zh-CN landing's).
 */
export function landingInitialJs(dist = "dist") {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const guard = /\}\)\((\{.*?\})\);<\/script>/s.exec(html);
  const { entry, preloads = [] } = guard ? JSON.parse(guard[1]) : {};
  const tags = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const files = [...new Set([...(entry ? [entry] : []), ...preloads, ...tags])];
  return { files, bytes: files.reduce((sum, f) => sum + gz(join(dist, f)), 0), budget: LANDING_JS_BUDGET };
}

/** The Worker as `wrangler deploy --dry-run` bundles it into `out` (recreated). */
export function workerBundle(out = ".wrangler/bundle", runOptions = {}) {
  rmSync(out, { recursive: true, force: true });
  run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], runOptions);
  const files = readdirSync(out).filter((f) => !f.endsWith(".map") && statSync(join(out, f)).isFile());
  return { files, bytes: files.reduce((sum, f) => sum + gz(join(out, f)), 0), budget: WORKER_BUDGET };
}
