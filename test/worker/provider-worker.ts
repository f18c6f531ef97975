// Vitest globalSetup of the worker project (runs in Node before any test): bundles the placed
// provider Worker (wrangler.providers.toml) as `wrangler deploy` would, to the path
// vitest.config.ts gives miniflare for it. The tests then reach Gemini/OpenAI (the fakes) the
// way a deployment does: main Worker → PROVIDERS binding (RPC) → provider Worker → provider.
import { buildWorker } from "../../scripts/build-worker.mjs";
import { WORKERS } from "../../scripts/workers.mjs";

const OUTDIR = ".wrangler/test-workers/atelier-providers";
export const PROVIDER_WORKER_SCRIPT = `${OUTDIR}/index.js`;

export default function setup() {
  const worker = WORKERS.find((w) => w.name === "atelier-providers");
  if (!worker) throw new Error("scripts/workers.mjs lists no atelier-providers Worker");
  buildWorker(worker, OUTDIR, { stdio: ["ignore", "ignore", "inherit"] });
}
