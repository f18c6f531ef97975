// Every Worker of this project, in one list: `npm start`, the e2e run, the test setup, the size
// and startup budgets and `npm run deploy` all read it, so a new Worker (a placed provider Worker,
// the demo engine's own Worker) is one more entry here. The first entry is the primary Worker:
// it serves the SPA and the API on the dev port; the others are reached only through its
// service bindings. Deploy order is the reverse (a binding's target must exist first).
// `types`: where `npm run cf-typegen` writes a secondary Worker's binding types, as an interface
// of its own (the primary's are the global Env in worker/worker-configuration.d.ts).
export const WORKERS = [
  { name: "atelier", config: "wrangler.toml" },
  // Gemini and OpenAI calls, placed where those providers serve (docs/decisions/0020-placed-provider-worker.md).
  {
    name: "atelier-providers",
    config: "wrangler.providers.toml",
    types: { path: "worker/provider-calls/provider-env.d.ts", envInterface: "ProviderEnv" },
  },
  // The offline demo engine, out of the API's isolate (docs/decisions/0032-demo-engine-worker.md).
  // `ownProcess`: `npm start` and the e2e run give it a `wrangler dev` of its own (all Workers of
  // one process share one thread). `optIn`: `npm run deploy` leaves it out unless `--with` names it.
  {
    name: "atelier-demo",
    config: "wrangler.demo.toml",
    types: { path: "worker/demo-engine/demo-env.d.ts", envInterface: "DemoEnv" },
    ownProcess: true,
    optIn: true,
  },
  // CPU-heavy picture work (the visible AI label), out of the API's isolate
  // (docs/decisions/0036-pixel-work-worker.md); a process of its own locally, as the demo's.
  {
    name: "atelier-pixels",
    config: "wrangler.pixels.toml",
    types: { path: "worker/pixel-work/pixel-env.d.ts", envInterface: "PixelEnv" },
    ownProcess: true,
  },
];

/** `-c <config>` for each Worker that runs in the primary's `wrangler dev` process. */
export const devConfigArgs = () => WORKERS.filter((w) => !w.ownProcess).flatMap((w) => ["-c", w.config]);

/** `-c <config>` for every Worker (e.g. to type the primary's service bindings by their targets). */
export const allConfigArgs = () => WORKERS.flatMap((w) => ["-c", w.config]);

/** The Workers that get a `wrangler dev` process of their own, beside the primary's. */
export const ownProcessWorkers = () => WORKERS.filter((w) => w.ownProcess);
