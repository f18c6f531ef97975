// `npm run cf-typegen [-- --check]`: binding types for every Worker in scripts/workers.mjs. The
// primary's come with the runtime types as the global Env (worker/worker-configuration.d.ts),
// generated with every config so its service bindings are typed by the target's RPC methods;
// each other Worker's bindings become an interface of their own, without a second runtime.
import { run } from "./lib.mjs";
import { allConfigArgs, WORKERS } from "./workers.mjs";

const extra = process.argv.slice(2);
const common = ["wrangler", "types", "--env-file=/dev/null", "--strict-vars=false"];
run("npx", [...common, ...allConfigArgs(), "worker/worker-configuration.d.ts", ...extra]);
for (const worker of WORKERS.slice(1)) {
  if (!worker.types) continue;
  run("npx", [
    ...common,
    "--include-runtime=false",
    "--env-interface",
    worker.types.envInterface,
    "-c",
    worker.config,
    worker.types.path,
    ...extra,
  ]);
}
