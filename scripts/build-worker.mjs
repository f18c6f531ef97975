// Bundles one Worker of scripts/workers.mjs as `wrangler deploy` would upload it, without
// uploading (`--dry-run`), into `outdir`, with esbuild's metafile (which packages went in).
// Used by the tests (the provider Worker runs beside them from this bundle) and by the bundle
// checks (scripts/provider-sdks-check.mjs, scripts/demo-engine-check.mjs), which can also read the
// bundles scripts/size-budget.mjs has just made (`--from <dir>`, as `npm test` does) instead of
// making their own.
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
  return readWorker(outdir);
}

/** A bundle `buildWorker` (or scripts/bundle-sizes.mjs) made into `outdir` earlier, read as `buildWorker` returns it. */
export function readWorker(outdir) {
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

/**
 * The checks' bundle of `worker`: made into `outdir`, or with `--from <dir>` on the command line,
 * the one already made in `<dir>/<worker's name>` (with its metafile).
 */
export function checkedWorker(worker, outdir, runOptions = {}) {
  const at = process.argv.indexOf("--from");
  return at === -1 ? buildWorker(worker, outdir, runOptions) : readWorker(join(process.argv[at + 1], worker.name));
}
