// Bundles one Worker of scripts/workers.mjs as `wrangler deploy` would upload it, without
// uploading (`--dry-run`), into `outdir`, with esbuild's metafile (which packages went in).
// Used by the tests (the provider Worker runs beside them from this bundle) and by
// scripts/provider-sdks-check.mjs.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { run } from "./lib.mjs";

/** Returns the bundle's files (its main module first) and the package directories in it. */
export function buildWorker(worker, outdir, runOptions = {}) {
  rmSync(outdir, { recursive: true, force: true });
  run(
    "npx",
    [
      "wrangler",
      "deploy",
      "--dry-run",
      "-c",
      worker.config,
      "--outdir",
      outdir,
      "--metafile",
      join(outdir, "bundle-meta.json"),
    ],
    runOptions,
  );
  const meta = JSON.parse(readFileSync(join(outdir, "bundle-meta.json"), "utf8"));
  const packages = new Set(
    Object.keys(meta.inputs)
      .map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1])
      .filter(Boolean),
  );
  const modules = readdirSync(outdir).filter(
    (f) => !f.endsWith(".map") && f !== "bundle-meta.json" && f !== "README.md",
  );
  return { outdir, modules, packages };
}
