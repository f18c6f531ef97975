// The size budgets from DESIGN.md, measured: the landing page's initial JavaScript (gzip) and each
// Worker's bundle as wrangler would upload it (gzip) against a ceiling well under Cloudflare's
// limit. Shared by size-budget.mjs and bench.mjs.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "./lib.mjs";
import { WORKERS } from "./workers.mjs";

export const KB = 1024;
export const LANDING_JS_BUDGET = 120 * KB;
/**
 * Per Worker: Cloudflare's free-plan limit is 3 MB gzip (paid: 10 MB). A byte budget below that
 * measured nothing users feel; startup time is budgeted instead (worker-startup.mjs, decision 0022).
 */
export const WORKER_CEILING = 3 * 1024 * KB;

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

/**
 * One Worker of scripts/workers.mjs as `wrangler deploy --dry-run` bundles it into `out`
 * (recreated), with esbuild's metafile, which the bundle checks read (scripts/build-worker.mjs).
 */
export function workerBundle(worker, out, runOptions = {}) {
  rmSync(out, { recursive: true, force: true });
  const meta = join(out, "bundle-meta.json");
  // The upload itself too (`--outfile`), which `wrangler check startup --worker-bundle` profiles
  // without bundling the Worker again (scripts/worker-startup.mjs).
  const upload = join(out, "upload.bundle");
  run(
    "npx",
    ["wrangler", "deploy", "--dry-run", "-c", worker.config, "--outdir", out, "--metafile", meta, "--outfile", upload],
    runOptions,
  );
  // wrangler adds a README.md to the directory; it is not uploaded.
  const notModules = new Set(["README.md", "bundle-meta.json", "upload.bundle"]);
  const files = readdirSync(out).filter(
    (f) => !f.endsWith(".map") && !notModules.has(f) && statSync(join(out, f)).isFile(),
  );
  return {
    name: worker.name,
    upload,
    files,
    bytes: files.reduce((sum, f) => sum + gz(join(out, f)), 0),
    budget: WORKER_CEILING,
  };
}

/** Every Worker's bundle, each in `<dir>/<name>`. */
export const workerBundles = (dir = ".wrangler/bundle", runOptions = {}) =>
  WORKERS.map((worker) => workerBundle(worker, join(dir, worker.name), runOptions));
