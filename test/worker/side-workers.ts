// Vitest globalSetup of the worker project (runs in Node before any test): bundles the Workers the
// main one reaches through a service binding and that are not the provider Worker — the demo
// engine (wrangler.demo.toml) and the pixel-work Worker (wrangler.pixels.toml) — as `wrangler
// deploy` would, to the paths vitest.config.ts gives miniflare for them. The tests then draw
// through the DEMO and PIXELS bindings the way a deployment does (docs/decisions/0032 and 0036).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { unstable_readConfig } from "wrangler";
import { buildWorker } from "../../scripts/build-worker.mjs";
import { WORKERS } from "../../scripts/workers.mjs";

// Each bundle imports photon's WebAssembly as a module of its own, which wrangler names
// `<sha1 of its bytes>-<file name>`; miniflare must be told each module before the bundle exists
// (this file is read with vitest.config.ts, before the globalSetup below builds it).
const PHOTON = "worker/vendor/photon_rs_bg.slim.wasm";
const wasmModule = `${createHash("sha1").update(readFileSync(PHOTON)).digest("hex")}-${basename(PHOTON)}`;

/** The Worker `name` of scripts/workers.mjs as miniflare runs it beside the tests (`miniflare.workers`). */
function sideWorker(name: string) {
  const worker = WORKERS.find((w) => w.name === name);
  if (!worker) throw new Error(`scripts/workers.mjs lists no ${name} Worker`);
  const outdir = `.wrangler/test-workers/${worker.name}`;
  const config = unstable_readConfig({ config: worker.config });
  return {
    worker,
    outdir,
    miniflare: {
      name: worker.name,
      modulesRoot: outdir,
      modules: [
        { type: "ESModule" as const, path: `${outdir}/index.js` },
        { type: "CompiledWasm" as const, path: `${outdir}/${wasmModule}` },
      ],
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
    },
  };
}

const SIDE_WORKERS = [sideWorker("atelier-demo"), sideWorker("atelier-pixels")];
export const [demoWorker, pixelWorker] = SIDE_WORKERS.map((w) => w.miniflare);

export default function setup() {
  for (const { worker, outdir, miniflare } of SIDE_WORKERS) {
    const { modules } = buildWorker(worker, outdir, { stdio: ["ignore", "ignore", "inherit"] });
    const expected = miniflare.modules.map((m) => basename(m.path)).sort();
    if (JSON.stringify([...modules].sort()) !== JSON.stringify(expected))
      throw new Error(
        `${worker.name}'s bundle has the modules ${modules.join(", ")}; test/worker/side-workers.ts lists ${expected.join(", ")}.`,
      );
  }
}
