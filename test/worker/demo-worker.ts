// Vitest globalSetup of the worker project (runs in Node before any test): bundles the demo
// engine's Worker (wrangler.demo.toml) as `wrangler deploy` would, to the path vitest.config.ts
// gives miniflare for it. The tests then draw through the DEMO binding the way a deployment does:
// main Worker → DEMO binding (RPC) → demo engine Worker (docs/decisions/0032-demo-engine-worker.md).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { unstable_readConfig } from "wrangler";
import { buildWorker } from "../../scripts/build-worker.mjs";
import { WORKERS } from "../../scripts/workers.mjs";

const worker = WORKERS.find((w) => w.name === "atelier-demo");
if (!worker) throw new Error("scripts/workers.mjs lists no atelier-demo Worker");
const OUTDIR = `.wrangler/test-workers/${worker.name}`;
const config = unstable_readConfig({ config: worker.config });

// The bundle imports photon's WebAssembly as a module of its own, which wrangler names
// `<sha1 of its bytes>-<file name>`; miniflare must be told each module before the bundle exists
// (this file is read with vitest.config.ts, before the globalSetup below builds it).
const PHOTON = "worker/vendor/photon_rs_bg.slim.wasm";
const wasmModule = `${createHash("sha1").update(readFileSync(PHOTON)).digest("hex")}-${basename(PHOTON)}`;

/** The Worker as miniflare runs it beside the tests (vitest.config.ts `miniflare.workers`). */
export const demoWorker = {
  name: worker.name,
  modulesRoot: OUTDIR,
  modules: [
    { type: "ESModule" as const, path: `${OUTDIR}/index.js` },
    { type: "CompiledWasm" as const, path: `${OUTDIR}/${wasmModule}` },
  ],
  compatibilityDate: config.compatibility_date,
  compatibilityFlags: config.compatibility_flags,
};

export default function setup() {
  const { modules } = buildWorker(worker!, OUTDIR, { stdio: ["ignore", "ignore", "inherit"] });
  const expected = demoWorker.modules.map((m) => basename(m.path)).sort();
  if (JSON.stringify([...modules].sort()) !== JSON.stringify(expected))
    throw new Error(
      `The demo engine's bundle has the modules ${modules.join(", ")}; test/worker/demo-worker.ts lists ${expected.join(", ")}.`,
    );
}
