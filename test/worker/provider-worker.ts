// Vitest globalSetup of the worker project (runs in Node before any test): bundles the placed
// provider Worker (wrangler.providers.toml) as `wrangler deploy` would, to the path
// vitest.config.ts gives miniflare for it. The tests then reach Gemini/OpenAI (the fakes) the
// way a deployment does: main Worker → PROVIDERS binding (RPC) → provider Worker → provider.
import { unstable_readConfig } from "wrangler";
import { buildWorker } from "../../scripts/build-worker.mjs";
import { WORKERS } from "../../scripts/workers.mjs";

const worker = WORKERS.find((w) => w.name === "atelier-providers");
if (!worker) throw new Error("scripts/workers.mjs lists no atelier-providers Worker");
const OUTDIR = `.wrangler/test-workers/${worker.name}`;
const config = unstable_readConfig({ config: worker.config });

/** The Worker as miniflare runs it beside the tests (vitest.config.ts `miniflare.workers`). */
export const providerWorker = {
  name: worker.name,
  modules: true,
  scriptPath: `${OUTDIR}/index.js`,
  compatibilityDate: config.compatibility_date,
  compatibilityFlags: config.compatibility_flags,
};

export default function setup() {
  buildWorker(worker!, OUTDIR, { stdio: ["ignore", "ignore", "inherit"] });
}
