// The far-user model (issue 24): what a signed-in user far from the US waits for, with the Worker
// placed in the US (old topology) and at the edge (new), measured in the same run on the same
// build. scripts/latency-proxy.mjs sits in front of `wrangler dev` and adds the round trips;
// Chromium measures, from the start of navigation, when /library shows its first row of
// thumbnails (every image of the row loaded and shown) and when /nano's prompt box and generate
// button can be used, cold (a fresh browser context) and warm (the same context's second visit).
// Each cell is the median of RUNS, the topologies interleaved so a burst of other work on the
// machine hits them alike; the same visits with no delay at all say how much of each figure is
// the machine's own (browser and wrangler dev), a reference. Budgets: every new figure ≤ 0.4×
// the old one, and a warm /library fetches no picture (/api/files/* requests reaching the proxy: 0).
//
// `measureFarUser(app)` is the `npm run bench` stage; run alone (`node scripts/bench-far-user.mjs`,
// 3–5 minutes) it starts its own wrangler dev on a fresh state, prints the table
// and exits 1 when a budget is missed.
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath, cookiesFor, createWorks } from "./bench-images.mjs";
import { startLatencyProxy, TOPOLOGIES } from "./latency-proxy.mjs";
import { startLocalApp } from "./local-app.mjs";

export const FAR_USER_BUDGET = { ratio: 0.4, warmLibraryFileRequests: 0 };
const RUNS = Number(process.env.FAR_USER_RUNS ?? 3);
const WORKS = 6; // more than a first row (5 cards at 1280 px)
const TIMEOUT_MS = 60_000;
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

// In the page: whether what the user came for is there. Kept free of outside names (they run
// in the browser, serialized).
function libraryReady() {
  const cards = [...document.querySelectorAll('[data-testid="library-work"]')];
  if (!cards.length) return false;
  const top = cards[0].getBoundingClientRect().top;
  const row = cards.filter((card) => Math.abs(card.getBoundingClientRect().top - top) < 2);
  return row.every((card) => {
    const img = card.querySelector("img");
    const box = img?.closest("[data-image-state]");
    return img && img.complete && img.naturalWidth > 0 && (!box || box.dataset.imageState === "loaded");
  });
}

function nanoReady() {
  const usable = (el) => el && !el.matches(":disabled") && el.checkVisibility() && el.getBoundingClientRect().width > 0;
  return usable(document.querySelector('[data-testid="prompt-input"]')) && usable(document.querySelector('[data-testid="generate-button"]'));
}

/** Every animation frame from the document's start: the first time `ready` holds, in ms since navigation start. */
function watchFor(ready) {
  const check = () => {
    if (ready()) window.__farUserReady = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export const FAR_USER_PAGES = [
  { key: "library", path: "/library", what: "/library: first row of thumbnails shown", ready: libraryReady },
  { key: "nano", path: "/nano", what: "/nano: prompt box and generate button usable", ready: nanoReady },
];

/** One visit: navigates, waits for the page's moment, lets the network settle; returns ms and what reached the proxy. */
async function visit(page, proxy, path) {
  await page.goto("about:blank");
  proxy.resetCounts();
  await page.goto(proxy.base + path, { waitUntil: "commit", timeout: TIMEOUT_MS });
  const handle = await page.waitForFunction(() => window.__farUserReady, null, { timeout: TIMEOUT_MS, polling: 50 });
  const ms = await handle.jsonValue();
  // Late requests (lazy images, a refetch when the socket opens) still count for this visit.
  await proxy.settled();
  return { ms, api: proxy.counts.api + proxy.counts.page, files: proxy.counts.file, sockets: proxy.counts.socket };
}

/** A fresh context signed in as the user: the cold visit, then the warm one in the same context. */
async function coldAndWarm(browser, proxy, cookie, target) {
  const context = await browser.newContext(DESKTOP);
  try {
    await context.addCookies(cookiesFor(proxy.base, cookie));
    await context.addInitScript({ content: `(${watchFor})(${target.ready})` });
    const page = await context.newPage();
    const cold = await visit(page, proxy, target.path);
    const warm = await visit(page, proxy, target.path);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The order of the topologies in run `run`: rotated, so no topology always goes first on a machine whose load drifts. */
const ORDER = ["old", "new", "local"];
const orderOf = (run) => ORDER.map((_, i) => ORDER[(i + run) % ORDER.length]);

/**
 * The bench stage on a running local app (scripts/local-app.mjs): a user with WORKS works made by
 * the demo engine, the proxy on `proxyPort`, Chromium. Returns { lines, ok, problems }.
 */
export async function measureFarUser(app, { proxyPort = process.env.BENCH_PROXY_PORT ?? "8799" } = {}) {
  const user = await app.signUp("far-user", { balance: WORKS });
  await createWorks(app.base, user.cookie, WORKS);
  const proxy = await startLatencyProxy({ port: proxyPort, upstream: app.base });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...proxy.chromiumArgs] });
  const samples = {}; // "library old" → [{ cold, warm }]
  try {
    // One unmeasured pass per page: the isolate, the browser and the files' first reads warm up.
    proxy.setTopology("new");
    for (const target of FAR_USER_PAGES) await coldAndWarm(browser, proxy, user.cookie, target);
    for (let run = 0; run < RUNS; run++)
      for (const topology of orderOf(run)) {
        proxy.setTopology(topology);
        for (const target of FAR_USER_PAGES) {
          const sample = await coldAndWarm(browser, proxy, user.cookie, target);
          (samples[`${target.key} ${topology}`] ??= []).push(sample);
          const line = (v) => `${Math.round(v.ms)} ms (${v.api} API, ${v.files} pictures, ${v.sockets} sockets)`;
          console.log(`  run ${run + 1} ${topology.padEnd(5)} ${target.path}: cold ${line(sample.cold)}, warm ${line(sample.warm)}`);
        }
      }
  } finally {
    await browser.close();
    await proxy.close();
  }
  return report(samples);
}

/** The table and the budget verdicts from the samples. */
function report(samples) {
  const problems = [];
  const ms = (x) => `${Math.round(x)}`;
  const rows = [];
  let warmLibrary;
  for (const target of FAR_USER_PAGES)
    for (const kind of ["cold", "warm"]) {
      const visits = (topology) => samples[`${target.key} ${topology}`].map((s) => s[kind]);
      const figure = (topology) => {
        const times = visits(topology).map((v) => v.ms);
        return { median: median(times), text: `${ms(median(times))} (${ms(Math.min(...times))}–${ms(Math.max(...times))})` };
      };
      const [old, neu, local] = [figure("old"), figure("new"), figure("local")];
      const name = `${target.what}, ${kind}`;
      const ratio = neu.median / old.median;
      const ok = ratio <= FAR_USER_BUDGET.ratio;
      if (!ok) problems.push(`${name}: new ${ms(neu.median)} ms is ${ratio.toFixed(2)}× old ${ms(old.median)} ms (budget ≤ ${FAR_USER_BUDGET.ratio}×)`);
      // What the delays alone add, without the machine's own time (a reference, not the budget).
      // Only where the old topology visibly cost more than one Worker round trip and the new
      // one came out over the undelayed figure; past that the machine's noise is all it shows.
      const visible = old.median - local.median >= TOPOLOGIES.old.workerRttMs && neu.median >= local.median;
      const added = visible ? `${((neu.median - local.median) / (old.median - local.median)).toFixed(2)}×` : "n/a (noise)";
      const requests = visits("new");
      rows.push(`| ${name} | ${local.text} | ${old.text} | ${neu.text} | ${ratio.toFixed(2)}× ${ok ? "✓" : "✗"} | ${added} | ${median(requests.map((v) => v.api))} · ${Math.max(...requests.map((v) => v.files))} |`);
      if (target.key === "library" && kind === "warm") warmLibrary = { old: Math.max(...visits("old").map((v) => v.files)), new: Math.max(...requests.map((v) => v.files)) };
    }
  const imagesOk = warmLibrary.new <= FAR_USER_BUDGET.warmLibraryFileRequests;
  if (!imagesOk) problems.push(`warm /library: ${warmLibrary.new} picture request(s) reached the server (budget ${FAR_USER_BUDGET.warmLibraryFileRequests})`);

  const { edgeRttMs, workerRttMs } = TOPOLOGIES.old;
  const lines = [
    `| Far-user model (median of ${RUNS}, ms; user ↔ edge ${edgeRttMs} ms round trip; old: Worker placed in the US, +${workerRttMs} ms per request that runs it; new: Worker at the edge) | no delay (the machine alone) | old | new | new / old · budget ≤ ${FAR_USER_BUDGET.ratio}× | delays alone: (new − no delay) / (old − no delay) | new: API · picture requests |`,
    "|---|--:|--:|--:|---|--:|--:|",
    ...rows,
    `| Warm /library: picture requests reaching the server (most of ${RUNS} runs) | | ${warmLibrary.old} | ${warmLibrary.new} | ${imagesOk ? "✓" : "✗"} budget ${FAR_USER_BUDGET.warmLibraryFileRequests} | | |`,
  ];
  return { lines, ok: problems.length === 0, problems };
}

// ---------------------------------------------------------------- run alone

async function main() {
  const app = await startLocalApp({ port: process.env.FAR_USER_PORT ?? "8798", state: ".wrangler/bench-far-user-state", build: process.env.BENCH_SKIP_BUILD === "1" ? "if-missing" : "always" });
  let result;
  try {
    console.log(`\n▶ far-user model: ${WORKS} works, /library and /nano in Chromium, old and new topology, ${RUNS} runs`);
    result = await measureFarUser(app, { proxyPort: process.env.FAR_USER_PROXY_PORT ?? "8799" });
  } finally {
    await app.stop();
  }
  console.log(`\n${result.lines.join("\n")}\n\nDate: ${new Date().toISOString()}`);
  for (const problem of result.problems) console.error(`✗ ${problem}`);
  return result.ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
