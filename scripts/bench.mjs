// The project's benchmark: `npm run bench`. Starts the app locally on a fresh state, drives it
// with autocannon over loopback (every run bounded in time or request count), and prints one
// table: request rate and latency of the main API routes (each against /api/health in the same
// run), credits spent per second by parallel generations on one account (then checks that every
// balance equals the sum of its ledger), live-status WebSocket latency, and the size budgets.
// A benchmark, not a test: it reports the DESIGN.md budgets and fails only if the app misbehaves
// (errors, non-2xx answers, a broken ledger invariant) or misses a far-user budget
// (scripts/bench-far-user.mjs: a user far from the US, the pre-issue-24 build with the Worker
// placed in the US vs this build at the edge).
import autocannon from "autocannon";
import { cpus } from "node:os";
import { readFileSync } from "node:fs";
import { KB, landingInitialJs } from "./bundle-sizes.mjs";
import { workerBudgetChecks } from "./worker-startup.mjs";
import { measureFarUser } from "./bench-far-user.mjs";
import { createWorks, IMAGE_BUDGETS, measureLibraryImages } from "./bench-images.mjs";
import { LIGHTHOUSE_LOCALES, lighthouseBudgetChecks, measureLighthouseLocales } from "./bench-lighthouse.mjs";
import { measureLiveLatency } from "./live-latency.mjs";
import { startLocalApp } from "./local-app.mjs";

const PORT = process.env.BENCH_PORT ?? "8792";
const base = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10); // per read scenario
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = 4; // the read scenarios run interleaved in this many slices
const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 60); // the generate scenario: a fixed count
const CONTENDED_CREDITS = 50; // the contention account's balance…
const CONTENDED_REQUESTS = 80; // …and the parallel generations fired at it (30 must be refused)
const CONTENDED_CONNECTIONS = 20;
const LIVE_TASKS = 10;
const SEEDED_WORKS = 60;
const LIBRARY_WORKS = 20; // the image-transfer scenario: a library of this many distinct works
const DISPLAY_BUDGET = 150 * KB; // a 1024² poster's display variant

// ---------------------------------------------------------------- helpers

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One multipart body reused by every request (no Idempotency-Key, so each one is a new spend). */
async function generateRequest(prompt) {
  const form = new FormData();
  form.set("prompt", prompt);
  const req = new Request(base, { method: "POST", body: form });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get("content-type") };
}

/**
 * One autocannon run. Latencies come from every response (autocannon's own histogram has no p95).
 * `expect` lists the status codes that count as correct; anything else or any socket error fails.
 */
async function load(
  name,
  {
    path,
    method = "GET",
    cookie,
    body,
    contentType,
    seconds = SECONDS,
    amount,
    connections = CONNECTIONS,
    expect = [200],
  },
) {
  const headers = { origin: base };
  if (cookie) headers.cookie = cookie;
  if (contentType) headers["content-type"] = contentType;
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  const instance = autocannon({
    url: base + path,
    method,
    headers,
    body,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 60,
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  const unexpected = Object.entries(statuses).filter(([s]) => !expect.includes(Number(s)));
  if (result.errors || result.timeouts || unexpected.length)
    throw new Error(
      `${name}: ${result.errors} errors, ${result.timeouts} timeouts, statuses ${JSON.stringify(statuses)}`,
    );
  return summarize(name, [{ latencies, statuses, elapsed }]);
}

/** Rate and latency percentiles over one or more runs of the same scenario. */
function summarize(name, parts) {
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const elapsed = parts.reduce((sum, p) => sum + p.elapsed, 0);
  const statuses = {};
  for (const p of parts) for (const [s, n] of Object.entries(p.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
  return {
    name,
    latencies,
    statuses,
    elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

const warmUp = (path, cookie) => load(`warm-up ${path}`, { path, cookie, amount: 200 });

// ---------------------------------------------------------------- the run

const app = await startLocalApp({
  port: PORT,
  state: ".wrangler/bench-state-main",
  build: process.env.BENCH_SKIP_BUILD === "1" ? undefined : "always",
});
const { d1 } = app;

const rows = [];
let contention;
let live;
let images;
let lighthouse;
let farUser;
try {
  // First, while nothing else runs: the landing page under Lighthouse's mobile preset, the median
  // of 3 runs for each budgeted visitor language (each gets the page pre-rendered in its language).
  console.log(`\n▶ Lighthouse (mobile) on /: ${LIGHTHOUSE_LOCALES.join(", ")} visitors, median of 3`);
  lighthouse = await measureLighthouseLocales(base);

  // Users: one for the route scenarios (plenty of credits), one whose balance the contention
  // scenario races to zero.
  const main = await app.signUp("bench", { balance: 100_000 });
  const rival = await app.signUp("contention", { balance: CONTENDED_CREDITS });

  // ~60 works: a handful made by the built-in engine, the rest copies of their rows (same image).
  console.log(`\n▶ seeding ${SEEDED_WORKS} works`);
  const seedReq = await generateRequest("a ceramic teapot on a linen tablecloth, morning light");
  const made = [];
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${base}/api/images/generate`, {
      method: "POST",
      headers: { cookie: main.cookie, origin: base, "content-type": seedReq.contentType },
      body: seedReq.body,
    });
    if (res.status !== 201) throw new Error(`seed generation ${i}: ${res.status} ${await res.text()}`);
    made.push((await res.json()).work);
  }
  d1(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SEEDED_WORKS - made.length})
      INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, style, metadata, parent_id, root_id, version, usage_record_id, source, created_at)
      SELECT 'seed-' || i, user_id, prompt || ' #' || i, image_key, credits_used, style, metadata, NULL, 'seed-' || i, 0, NULL, source, created_at - i * 60000
      FROM generated_artworks, n WHERE id = '${made[0].id}';`);
  const listed = await (await fetch(`${base}/api/works?limit=50`, { headers: { cookie: main.cookie } })).json();
  if (listed.works.length !== 50) throw new Error(`expected a full page of 50 works, got ${listed.works.length}`);
  const filePath = made[0].imageUrl; // /api/files/u/<user>/works/<id>.png
  const png = await fetch(base + filePath, { headers: { cookie: main.cookie } });
  if (!png.ok) throw new Error(`${filePath}: ${png.status}`);
  const pngBytes = (await png.arrayBuffer()).byteLength;
  const display = await fetch(`${base}${filePath}?v=display`, { headers: { cookie: main.cookie } });
  if (!display.ok) throw new Error(`${filePath}?v=display: ${display.status}`);
  const displayBytes = (await display.arrayBuffer()).byteLength;

  // The route scenarios, each after a short unmeasured warm-up.
  const scenarios = [
    ["GET /api/health", { path: "/api/health" }],
    ["GET /api/me (signed in)", { path: "/api/me", cookie: main.cookie }],
    [`GET /api/works?limit=50 (${SEEDED_WORKS} works)`, { path: "/api/works?limit=50", cookie: main.cookie }],
    [`GET /api/files/… (a work's ${Math.round(pngBytes / KB)} KB PNG, R2)`, { path: filePath, cookie: main.cookie }],
  ];
  // Interleaved in ROUNDS slices, so a burst of other work on the machine lands on every
  // scenario alike and the ratios to /api/health stay comparable.
  console.log(
    `\n▶ ${scenarios.map(([n]) => n).join(", ")}: ${SECONDS} s each in ${ROUNDS} interleaved slices, ${CONNECTIONS} connections`,
  );
  for (const [, options] of scenarios) await warmUp(options.path, options.cookie);
  const slices = scenarios.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, [name, options]] of scenarios.entries())
      slices[i].push(await load(name, { ...options, seconds: SECONDS / ROUNDS }));
  rows.push(...scenarios.map(([name], i) => summarize(name, slices[i])));
  const genReq = await generateRequest("a brass desk lamp beside a stack of books");
  console.log(`\n▶ POST /api/images/generate: ${GENERATIONS} requests, ${CONNECTIONS} connections`);
  rows.push(
    await load("POST /api/images/generate (built-in engine)", {
      path: "/api/images/generate",
      method: "POST",
      cookie: main.cookie,
      body: genReq.body,
      contentType: genReq.contentType,
      amount: GENERATIONS,
      expect: [201],
    }),
  );

  // Contention: more parallel generations than the account has credits. Exactly the balance
  // must succeed, the rest be refused with 402, and no balance may drift from its ledger.
  console.log(
    `\n▶ contention: ${CONTENDED_REQUESTS} parallel generations (${CONTENDED_CONNECTIONS} connections) on an account with ${CONTENDED_CREDITS} credits`,
  );
  const spend = await load("credits spent, parallel generations on one account", {
    path: "/api/images/generate",
    method: "POST",
    cookie: rival.cookie,
    body: genReq.body,
    contentType: genReq.contentType,
    amount: CONTENDED_REQUESTS,
    connections: CONTENDED_CONNECTIONS,
    expect: [201, 402],
  });
  const [account] = d1(`SELECT
      (SELECT balance FROM user_credits WHERE user_id = '${rival.id}') AS balance,
      (SELECT -sum(credits_used) FROM usage_records WHERE user_id = '${rival.id}') AS ledger,
      (SELECT count(*) FROM generated_artworks WHERE user_id = '${rival.id}') AS works;`);
  const drift = d1(`SELECT c.user_id, c.balance, coalesce(-sum(u.credits_used), 0) AS ledger FROM user_credits c
      LEFT JOIN usage_records u ON u.user_id = c.user_id GROUP BY c.user_id HAVING c.balance != coalesce(-sum(u.credits_used), 0);`);
  const succeeded = spend.statuses[201] ?? 0;
  const problems = [];
  if (account.balance !== account.ledger) problems.push(`balance ${account.balance} ≠ ledger ${account.ledger}`);
  if (drift.length) problems.push(`${drift.length} account(s) drift from their ledger: ${JSON.stringify(drift)}`);
  if (succeeded !== CONTENDED_CREDITS)
    problems.push(`${succeeded} generations succeeded on ${CONTENDED_CREDITS} credits`);
  if (account.balance !== 0) problems.push(`balance ${account.balance}, expected 0`);
  if (account.works !== succeeded) problems.push(`${account.works} works for ${succeeded} paid generations`);
  if (problems.length) throw new Error(`✗ credit invariant BROKEN: ${problems.join("; ")}`);
  // Spent credits over the time it took (the refusals at the end are quick).
  contention = {
    ...spend,
    creditsPerSecond: succeeded / spend.elapsed,
    succeeded,
    refused: spend.statuses[402] ?? 0,
    balance: account.balance,
    ledger: account.ledger,
  };
  console.log(
    `invariant ok: balance ${account.balance} = -sum(ledger) ${account.ledger}; all ${d1("SELECT count(*) AS n FROM user_credits;")[0].n} accounts match their ledgers`,
  );

  console.log(`\n▶ live status: ${LIVE_TASKS} interior designs over /api/live`);
  live = await measureLiveLatency({ base, cookie: main.cookie, tasks: LIVE_TASKS });

  // Images a library page costs in Chromium: a user with 20 distinct works, desktop and phone.
  console.log(`\n▶ /library images: ${LIBRARY_WORKS} works, Chromium at 1280 px and 390 px`);
  const reader = await app.signUp("library", { balance: LIBRARY_WORKS });
  await createWorks(base, reader.cookie, LIBRARY_WORKS);
  images = {
    ...(await measureLibraryImages(base, reader.cookie, { expectedWorks: LIBRARY_WORKS })),
    displayBytes,
    pngBytes,
  };

  // A user far from the US: /library and /nano behind a delay proxy, before issue 24 (that build, Worker in the US) vs now (at the edge).
  console.log(
    "\n▶ far-user model: /library and /nano in Chromium behind the latency proxy, the pre-issue-24 build placed vs this build at the edge",
  );
  farUser = await measureFarUser(app);
} finally {
  await app.stop();
}

console.log("\n▶ sizes");
const landing = landingInitialJs();
const workerChecks = workerBudgetChecks();

// ---------------------------------------------------------------- the report

const health = rows[0];
const me = rows[1];
const ms = (x) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
const rate = (x) => (x < 100 ? x.toFixed(1) : x.toFixed(0));
const liveSorted = live.latencies.slice().sort((a, b) => a - b);
const meRatio = me.rps / health.rps;
const budgetLine = (name, size) =>
  `${(size.bytes / KB).toFixed(1)} KB gzip | | | | ${size.bytes <= size.budget ? "✓" : "✗"} budget ${(size.budget / KB).toFixed(0)} KB`;

const table = [
  "| Measure | req/s (or result) | p50 ms | p95 ms | p99 ms | vs /api/health · budget |",
  "|---|--:|--:|--:|--:|---|",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${rate(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${(r.rps / health.rps).toFixed(2)}×${r === me ? ` · budget ≥ 0.50×: ${meRatio >= 0.5 ? "holds" : "does NOT hold"}` : ""} |`,
  ),
  `| Credits spent, ${CONTENDED_REQUESTS} parallel generations (${CONTENDED_CONNECTIONS} conn.) on one ${CONTENDED_CREDITS}-credit account | ${rate(contention.creditsPerSecond)} credits/s | ${ms(contention.p50)} | ${ms(contention.p95)} | ${ms(contention.p99)} | ${contention.succeeded} × 201, ${contention.refused} × 402 · invariant ok (balance ${contention.balance} = ledger ${contention.ledger}) |`,
  `| Live status → WebSocket (${live.tasks} tasks, ${live.latencies.length} events) | | ${percentile(liveSorted, 50)} | ${percentile(liveSorted, 95)} | | max ${liveSorted.at(-1)} ms · budget 1000 ms |`,
  `| Display variant of a 1024² poster (original ${Math.round(images.pngBytes / KB)} KB PNG) | ${(images.displayBytes / KB).toFixed(1)} KB | | | | ${images.displayBytes <= DISPLAY_BUDGET ? "✓" : "✗"} budget ${DISPLAY_BUDGET / KB} KB |`,
  `| /library images, ${LIBRARY_WORKS} works, desktop 1280 px | ${(images.desktopBytes / KB).toFixed(0)} KB | | | | ${images.desktopBytes <= IMAGE_BUDGETS.desktopBytes ? "✓" : "✗"} budget ${IMAGE_BUDGETS.desktopBytes / KB} KB |`,
  `| /library images, ${LIBRARY_WORKS} works, phone 390 px | ${(images.mobileBytes / KB).toFixed(0)} KB | | | | ${images.mobileBytes <= IMAGE_BUDGETS.mobileBytes ? "✓" : "✗"} budget ${IMAGE_BUDGETS.mobileBytes / KB} KB |`,
  ...Object.entries(lighthouse).flatMap(([locale, result]) =>
    lighthouseBudgetChecks(result).map(
      (c) =>
        `| ${c.name}, ${locale} visitor (median of 3) | ${c.value} | | | | ${c.ok ? "✓" : "✗"} budget ${c.budget} |`,
    ),
  ),
  `| Landing initial JS (${landing.files.length} files) | ${budgetLine("landing", landing)} |`,
  ...workerChecks.map((c) => `| ${c.name} | ${c.value} | | | | ${c.ok ? "✓" : "✗"} budget ${c.budget} |`),
];

const cpuModel =
  readFileSync("/proc/cpuinfo", "utf8").match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpus()[0]?.model ?? "unknown CPU";
console.log(
  `\nAtelier benchmark — wrangler dev on loopback; reads ${SECONDS} s × ${CONNECTIONS} connections each, generate ${GENERATIONS} requests × ${CONNECTIONS} connections\n`,
);
console.log(table.join("\n"));
console.log(`\n${farUser.lines.join("\n")}`);
const loadAverage = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
console.log(
  `\nMachine: ${cpus().length} cores, ${cpuModel}, Node ${process.version}; load average ${loadAverage} (client and server share the machine: run it otherwise idle)`,
);
console.log(`Date: ${new Date().toISOString()}`);
console.log(
  `DESIGN budget "authenticated /api/me keeps at least half the request rate of /api/health": ${meRatio >= 0.5 ? "holds" : "does NOT hold"} (${rate(me.rps)} vs ${rate(health.rps)} req/s = ${meRatio.toFixed(2)}×)`,
);
for (const problem of farUser.problems) console.error(`✗ far-user budget: ${problem}`);
if (!farUser.ok) process.exitCode = 1;
