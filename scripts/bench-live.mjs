// Live-status latency: how long a task's status change takes to reach a browser's WebSocket.
// Starts the app locally (fresh state), signs a user up, opens /api/live, submits interior
// designs and measures, for every event, receipt time − the server's change time (`at`).
// `npm run bench:live` — a benchmark, not a test: it prints figures and never fails on them.
import { startLocalApp } from "./local-app.mjs";
import { measureLiveLatency } from "./live-latency.mjs";

const TASKS = Number(process.env.BENCH_TASKS ?? 10);
const percentile = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const app = await startLocalApp({
  port: process.env.BENCH_PORT ?? "8791",
  state: ".wrangler/bench-state",
  build: "always",
});
const { base } = app;
try {
  const { cookie } = await app.signUp("bench", { balance: TASKS * 2 });
  const { latencies } = await measureLiveLatency({ base, cookie, tasks: TASKS });
  console.log(`\nLive status latency over ${latencies.length} events from ${TASKS} tasks (change → WebSocket, ms):`);
  console.log(
    `  p50 ${percentile(latencies, 50)}   p95 ${percentile(latencies, 95)}   max ${Math.max(...latencies)}   (budget: 1000 ms, DESIGN.md)`,
  );
} finally {
  await app.stop();
}
