// `npm start`: set up, then run the Worker locally at http://127.0.0.1:8787 on local D1, R2,
// Queues and Durable Objects (no Cloudflare account, no AI key). --test-scheduled lets
// `npm run variants:backfill` run the cron on demand (GET /__scheduled, a wrangler dev route).
import { run, start } from "./lib.mjs";

run("node", ["scripts/setup.mjs"]);
const dev = start("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", process.env.PORT ?? "8787", "--test-scheduled"]);
dev.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
