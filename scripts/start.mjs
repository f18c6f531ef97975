// `npm start`: set up, then run every Worker of scripts/workers.mjs, the primary at
// http://127.0.0.1:8787, on local D1, R2, Queues and Durable Objects (no Cloudflare account, no AI
// key); the provider Worker behind the PROVIDERS binding is only called when a Gemini/OpenAI key
// is set. The demo engine's Worker (DEMO binding) and the pixel-work Worker (PIXELS binding) get a
// `wrangler dev` process each, on the ports below (8786, 8785): all Workers of one process share
// one thread, and their pixel work would hold up the API's requests there
// (docs/decisions/0032-demo-engine-worker.md, 0036-pixel-work-worker.md). --test-scheduled lets `npm run variants:backfill` run the cron on
// demand (GET /__scheduled, a wrangler dev route). The dev registry (how `wrangler dev`
// processes find each other's Workers) is this checkout's own, so another checkout's `npm start`
// on the same machine never answers for this one's bindings.
import { resolve } from "node:path";
import { offlineEnv, run, start, startOwnProcess } from "./lib.mjs";
import { devConfigArgs, ownProcessWorkers } from "./workers.mjs";

run("node", ["scripts/setup.mjs"]);
const env = { ...offlineEnv, WRANGLER_REGISTRY_PATH: resolve(".wrangler/dev-registry") };
const port = Number(process.env.PORT ?? "8787");
// First, so the primary's bindings find them in the registry as soon as it starts.
const others = [];
for (const [i, worker] of ownProcessWorkers().entries())
  others.push(await startOwnProcess(worker, { port: port - 1 - i, env }));
const dev = start(
  "npx",
  ["wrangler", "dev", ...devConfigArgs(), "--ip", "127.0.0.1", "--port", String(port), "--test-scheduled"],
  { env },
);
const children = [dev, ...others];
for (const child of children)
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exit(code ?? 0);
  });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => children.forEach((c) => c.kill(signal)));
