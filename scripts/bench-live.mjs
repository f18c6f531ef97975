// Live-status latency: how long a task's status change takes to reach a browser's WebSocket.
// Starts the app locally (fresh state), signs a user up, opens /api/live, submits interior
// designs and measures, for every event, receipt time − the server's change time (`at`).
// `npm run bench:live` — a benchmark, not a test: it prints figures and never fails on them.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { ensureLocalSecret, offlineEnv, run, start, waitForHealth } from "./lib.mjs";
import { measureLiveLatency } from "./live-latency.mjs";

const PORT = process.env.BENCH_PORT ?? "8791";
const STATE = ".wrangler/bench-state";
const base = `http://127.0.0.1:${PORT}`;
const TASKS = Number(process.env.BENCH_TASKS ?? 10);

ensureLocalSecret();
run("npm", ["run", "build", "--silent"]);
rmSync(STATE, { recursive: true, force: true });
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], { stdio: "ignore" });
const server = start("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", PORT, "--persist-to", STATE, "--log-level", "error"], { stdio: "ignore", detached: true });

const percentile = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

try {
  await waitForHealth(`${base}/api/health`);
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "secret123", name: "bench" }),
  });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "--command",
    `INSERT INTO usage_records (id, user_id, action_type, credits_used, idempotency_key) SELECT 'bench', id, 'signup_bonus', ${-TASKS * 2}, 'bench-grant' FROM user WHERE email = '${email}'; UPDATE user SET email_verified = 1 WHERE email = '${email}'`], { stdio: "ignore", env: offlineEnv });

  const { latencies } = await measureLiveLatency({ base, cookie, tasks: TASKS });
  console.log(`\nLive status latency over ${latencies.length} events from ${TASKS} tasks (change → WebSocket, ms):`);
  console.log(`  p50 ${percentile(latencies, 50)}   p95 ${percentile(latencies, 95)}   max ${Math.max(...latencies)}   (budget: 1000 ms, DESIGN.md)`);
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
}
