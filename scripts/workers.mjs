// Every Worker of this project, in one list: `npm start`, the e2e run, the test setup, the size
// and startup budgets and `npm run deploy` all read it, so a new Worker (a placed provider Worker,
// the demo engine's own Worker) is one more entry here. The first entry is the primary Worker:
// it serves the SPA and the API on the dev port; the others are reached only through its
// service bindings. Deploy order is the reverse (a binding's target must exist first).
export const WORKERS = [{ name: "atelier", config: "wrangler.toml" }];

/** `-c <config>` for each Worker, for one `wrangler dev` process that runs them all. */
export const devConfigArgs = () => WORKERS.flatMap((w) => ["-c", w.config]);
