// `npm start`: set up, then run every Worker of scripts/workers.mjs in one `wrangler dev` process,
// the primary at http://127.0.0.1:8787, on local D1, R2, Queues and Durable Objects (no Cloudflare
// account, no AI key); the provider Worker behind the PROVIDERS binding is only called when a
// Gemini/OpenAI key is set. --test-scheduled lets `npm run variants:backfill` run the cron on
// demand (GET /__scheduled, a wrangler dev route). The dev registry (how `wrangler dev`
// processes find each other's Workers) is this checkout's own, so another checkout's `npm start`
// on the same machine never answers for this one's bindings.
import { resolve } from "node:path";
import { offlineEnv, run, start } from "./lib.mjs";
import { devConfigArgs } from "./workers.mjs";

run("node", ["scripts/setup.mjs"]);
const env = { ...offlineEnv, WRANGLER_REGISTRY_PATH: resolve(".wrangler/dev-registry") };
const dev = start(
  "npx",
  [
    "wrangler",
    "dev",
    ...devConfigArgs(),
    "--ip",
    "127.0.0.1",
    "--port",
    process.env.PORT ?? "8787",
    "--test-scheduled",
  ],
  { env },
);
dev.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
