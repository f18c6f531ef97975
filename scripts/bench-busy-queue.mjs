// API latency while the queue consumer works: the demo engine draws storybook pages in its own
// Worker (DEMO binding) and the pixel-work Worker draws each stored page's visible label (PIXELS
// binding), each a `wrangler dev` process of its own here (scripts/local-app.mjs), so the
// isolate that answers API requests only waits on RPC (decisions 0032 and 0036); before them the
// pixel work ran in that isolate and held every request up. Budget: worst case ≤ 200 ms for both GETs (issue 26).
// Starts the app locally (fresh state), signs a user up, polls GET /api/health and GET /api/me
// for a few idle seconds, then queues BOOKS 8-page storybooks and keeps polling until they are
// done; prints the worst and p95 latency of each, idle and busy (and of the POSTs that queue them).
// `node scripts/bench-busy-queue.mjs` (own port: BUSY_PORT, default 8795; BUSY_TRACE=1 shows the
// Worker's log and each request slower than BUSY_SLOW_MS, default 500). A benchmark, not a
// test: it prints figures and never fails on them. The API is all it needs: without a built SPA
// it serves an empty asset directory.
import { startLocalApp } from "./local-app.mjs";

const BOOKS = Number(process.env.BUSY_BOOKS ?? 5);
const PAGES = 8;
const app = await startLocalApp({
  port: process.env.BUSY_PORT ?? "8795",
  state: ".wrangler/busy-queue-state",
  log: Boolean(process.env.BUSY_TRACE),
});
const { base } = app;

const percentile = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const T0 = performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls both endpoints (each as soon as its last answer came, at least 100 ms apart) until `until()` resolves. */
async function poll(cookie, until) {
  const latencies = { health: [], me: [] };
  let stop = false;
  const loop = async (name, path) => {
    while (!stop) {
      const t0 = performance.now();
      const res = await fetch(base + path, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      latencies[name].push(performance.now() - t0);
      if (process.env.BUSY_TRACE && performance.now() - t0 > Number(process.env.BUSY_SLOW_MS ?? 500))
        console.log(`${name} at ${Math.round(t0 - T0)} ms took ${Math.round(performance.now() - t0)} ms`);
      await sleep(100);
    }
  };
  const loops = [loop("health", "/api/health"), loop("me", "/api/me")];
  await until();
  stop = true;
  await Promise.all(loops);
  return latencies;
}

const summary = (xs) =>
  `worst ${Math.round(Math.max(...xs))} ms, p95 ${Math.round(percentile(xs, 95))} ms, median ${Math.round(percentile(xs, 50))} ms (${xs.length} requests)`;

try {
  const { cookie } = await app.signUp("busy", { balance: BOOKS * (2 + 2 * PAGES) });

  const idle = await poll(cookie, () => sleep(3000));

  // Polling starts before the first book is queued: the consumer takes a batch as soon as it is
  // full, so the later POSTs themselves are API requests that can be held up.
  const ids = [];
  const posts = [];
  let started;
  const busy = await poll(cookie, async () => {
    started = performance.now();
    if (process.env.BUSY_TRACE) console.log(`queueing books at ${Math.round(started - T0)} ms`);
    for (let i = 0; i < BOOKS; i++) {
      const form = new FormData();
      form.set("type", "storybook");
      form.set("prompt", `A lighthouse keeper's cat who collects lost buttons, book ${i + 1}`);
      form.set("numPages", String(PAGES));
      form.set("language", "en-US");
      const t0 = performance.now();
      const res = await fetch(`${base}/api/tasks`, { method: "POST", headers: { cookie, origin: base }, body: form });
      if (res.status !== 201) throw new Error(`book ${i}: ${res.status} ${await res.text()}`);
      ids.push((await res.json()).task.id);
      posts.push(performance.now() - t0);
    }
    for (;;) {
      await sleep(1000);
      const states = await Promise.all(
        ids.map(
          async (id) => (await (await fetch(`${base}/api/tasks/${id}`, { headers: { cookie } })).json()).task.status,
        ),
      );
      if (states.every((s) => s === "completed" || s === "failed")) {
        if (states.includes("failed")) console.warn(`\nNot every book was drawn: ${states.join(", ")}`);
        return;
      }
      if (performance.now() - started > 600_000) throw new Error("books not done after 10 minutes");
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  console.log(`\nAPI latency, idle (3 s):`);
  console.log(`  GET /api/health  ${summary(idle.health)}`);
  console.log(`  GET /api/me      ${summary(idle.me)}`);
  console.log(`API latency while ${BOOKS} ${PAGES}-page storybooks are drawn (${seconds} s until all were done):`);
  console.log(`  GET /api/health  ${summary(busy.health)}`);
  console.log(`  GET /api/me      ${summary(busy.me)}`);
  console.log(`  POST /api/tasks  ${summary(posts)}`);
} finally {
  await app.stop();
}
