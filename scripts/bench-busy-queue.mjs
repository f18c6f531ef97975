// API latency while the queue consumer works: the demo engine draws storybook pages in its own
// Worker (DEMO binding) and the pixel-work Worker draws each stored page's visible label (PIXELS
// binding), each a `wrangler dev` process of its own here (scripts/local-app.mjs), so the
// isolate that answers API requests only waits on RPC (decisions 0032 and 0036); before them the
// pixel work ran in that isolate and held every request up. Budget: worst case ≤ 200 ms for both GETs (issue 26).
// Starts the app locally (fresh state), signs a user up, polls GET /api/health and GET /api/me
// for a few idle seconds, then queues BOOKS 8-page storybooks and keeps polling until the user's
// live socket says they are done (as the SPA learns it, with no status requests of its own);
// prints the worst and p95 latency of each, idle and busy (and of the POSTs that queue them),
// beside a control (a bare Node server polled the same way: a stall both share is the machine's)
// and the VM's CPU steal. BUSY_INSPECTOR_PORT gives the main Worker's `wrangler dev` that
// inspector port. `npm run bench:busy-queue` (Node 22, for its WebSocket; own port: BUSY_PORT,
// default 8795; BUSY_TRACE=1 shows the Worker's log and each request slower than BUSY_SLOW_MS,
// default 500). A benchmark, not a test: it prints figures and never fails on them. The API is
// all it needs: without a built SPA it serves an empty asset directory.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { startLocalApp } from "./local-app.mjs";

const BOOKS = Number(process.env.BUSY_BOOKS ?? 5);
const PAGES = 8;
const app = await startLocalApp({
  port: process.env.BUSY_PORT ?? "8795",
  state: ".wrangler/busy-queue-state",
  log: Boolean(process.env.BUSY_TRACE),
  inspectorPort: process.env.BUSY_INSPECTOR_PORT,
});
const { base } = app;

/**
 * The control: a bare Node HTTP server in a process of its own, polled like the two endpoints. When
 * it is held up at the same moment as the Worker, the machine stalled (a 2-core VM shares its
 * cores), not the Worker.
 */
const control = spawn(
  process.execPath,
  [
    "-e",
    "require('http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.log(this.address().port) })",
  ],
  { stdio: ["ignore", "pipe", "inherit"] },
);
const controlBase = await new Promise((resolve) =>
  createInterface({ input: control.stdout }).once("line", (port) => resolve(`http://127.0.0.1:${port}`)),
);

/** The machine's CPU time so far (jiffies): all of it, and what the hypervisor took (steal). */
function cpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}

const percentile = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const T0 = performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls both endpoints (each as soon as its last answer came, at least 100 ms apart) until `until()` resolves. */
async function poll(cookie, until) {
  const latencies = { health: [], me: [], control: [] };
  const slow = { health: [], me: [], control: [] };
  let stop = false;
  const loop = async (name, url) => {
    while (!stop) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      const took = performance.now() - t0;
      latencies[name].push(took);
      if (took > STALL_MS) slow[name].push([t0, t0 + took]);
      if (process.env.BUSY_TRACE && took > Number(process.env.BUSY_SLOW_MS ?? 500))
        console.log(`${name} at ${Math.round(t0 - T0)} ms took ${Math.round(took)} ms`);
      await sleep(100);
    }
  };
  const loops = [loop("health", base + "/api/health"), loop("me", base + "/api/me"), loop("control", controlBase)];
  await until();
  stop = true;
  await Promise.all(loops);
  return { ...latencies, slow };
}

/** A request slower than this is a stall, matched against the control's. */
const STALL_MS = 150;
/** How many of the Worker's stalls overlap one of the control's (the machine held both up). */
const sharedStalls = ({ slow }) => {
  const worker = [...slow.health, ...slow.me];
  const shared = worker.filter(([a, b]) => slow.control.some(([c, d]) => c < b && a < d));
  return `${worker.length} requests over ${STALL_MS} ms, ${shared.length} of them while the control was held up too`;
};

const summary = (xs) =>
  `worst ${Math.round(Math.max(...xs))} ms, p95 ${Math.round(percentile(xs, 95))} ms, median ${Math.round(percentile(xs, 50))} ms (${xs.length} requests)`;

try {
  const { cookie } = await app.signUp("busy", { balance: BOOKS * (2 + 2 * PAGES) });

  const idle = await poll(cookie, () => sleep(3000));

  // Polling starts before the first book is queued: the consumer takes a batch as soon as it is
  // full, so the later POSTs themselves are API requests that can be held up.
  const posts = [];
  let started;
  // The books are followed over the live socket, as the SPA follows them: polling each book's
  // status (5 requests at once, every second) was itself the load the stalls lined up with.
  const ended = new Map();
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/live`, { headers: { cookie, origin: base } });
  const finished = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("books not done after 10 minutes")), 600_000);
    timer.unref();
    socket.onmessage = (message) => {
      const event = JSON.parse(String(message.data));
      if (event.type !== "task" || (event.status !== "completed" && event.status !== "failed")) return;
      ended.set(event.taskId, event.status);
      if (ended.size === BOOKS) {
        clearTimeout(timer);
        resolve([...ended.values()]);
      }
    };
    socket.onclose = () => reject(new Error(`the /api/live socket closed with ${BOOKS - ended.size} books to go`));
  });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error("the /api/live socket did not open"));
  });
  const cpuBefore = cpuTimes();
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
      await res.arrayBuffer();
      posts.push(performance.now() - t0);
    }
    const states = await finished;
    if (states.includes("failed")) console.warn(`\nNot every book was drawn: ${states.join(", ")}`);
  });
  socket.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const cpuAfter = cpuTimes();
  const steal = (100 * (cpuAfter.steal - cpuBefore.steal)) / Math.max(1, cpuAfter.total - cpuBefore.total);

  console.log(`\nAPI latency, idle (3 s):`);
  console.log(`  GET /api/health  ${summary(idle.health)}`);
  console.log(`  GET /api/me      ${summary(idle.me)}`);
  console.log(`  control (bare Node server) ${summary(idle.control)}`);
  console.log(`API latency while ${BOOKS} ${PAGES}-page storybooks are drawn (${seconds} s until all were done):`);
  console.log(`  GET /api/health  ${summary(busy.health)}`);
  console.log(`  GET /api/me      ${summary(busy.me)}`);
  console.log(`  POST /api/tasks  ${summary(posts)}`);
  console.log(`  control (bare Node server) ${summary(busy.control)}`);
  console.log(`  stalls: ${sharedStalls(busy)}; CPU steal ${steal.toFixed(1)}%`);
} finally {
  control.kill();
  await app.stop();
}
