// `npm run deploy` (after the build): every Worker of scripts/workers.mjs, the targets of service
// bindings first (Cloudflare refuses a binding to a Worker that does not exist yet, code 10143),
// the primary last, through scripts/with-ai.mjs, which adds its Workers AI binding.
// `npm run deploy -- --without atelier-providers`: a deployment that will never have Gemini or
// OpenAI keys skips the placed provider Worker; the primary is then deployed without its
// PROVIDERS binding (docs/deploy.md). A Worker marked `optIn` in scripts/workers.mjs (the demo
// engine) is left out the same way unless `--with <name>` asks for it: a production deployment on
// Workers AI or provider keys ships no demo (docs/decisions/0032-demo-engine-worker.md).
// Other arguments go to every `wrangler deploy`.
import { run } from "./lib.mjs";
import { WORKERS } from "./workers.mjs";

const args = process.argv.slice(2);
const without = new Set();
const withOptIn = new Set();
const passed = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--without") without.add(args[++i]);
  else if (args[i] === "--with") withOptIn.add(args[++i]);
  else passed.push(args[i]);
}
const unknown = [...without, ...withOptIn].filter((name) => !WORKERS.slice(1).some((w) => w.name === name));
if (unknown.length > 0) {
  console.error(
    `--with and --without take one of ${WORKERS.slice(1)
      .map((w) => w.name)
      .join(", ")}; not ${unknown.join(", ")}`,
  );
  process.exit(1);
}
for (const worker of WORKERS.slice(1)) if (worker.optIn && !withOptIn.has(worker.name)) without.add(worker.name);

const [primary, ...others] = WORKERS;
for (const worker of others.reverse()) {
  if (without.has(worker.name))
    console.log(
      `\nSkipping ${worker.name} (${worker.optIn ? "not asked for with --with" : "--without"}): ${primary.name} is deployed without its binding to it.`,
    );
  else run("npx", ["wrangler", "deploy", "-c", worker.config, ...passed]);
}
run("node", ["scripts/with-ai.mjs", "deploy", ...passed], {
  env: { ...process.env, WITHOUT_SERVICES: [...without].join(",") },
});
