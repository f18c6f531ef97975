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
];

/** `-c <config>` for each Worker, for one `wrangler dev` process that runs them all. */
export const devConfigArgs = () => WORKERS.flatMap((w) => ["-c", w.config]);
