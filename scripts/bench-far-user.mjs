// The far-user model (issue 24): what a signed-in user far from the US waits for before issue 24
// and after it. "old" is the app as deployed before the issue: the pre-issue-24 build
// (scripts/far-user-baseline.mjs, its own wrangler dev) with the Worker placed in the US; "new" is
// this checkout with every Worker at the edge. scripts/latency-proxy.mjs sits in front of each
// and adds the round trips; Chromium measures, from the start of navigation, when /library shows
// its first row of thumbnails (every image of the row loaded and shown) and when /nano's prompt
// box and generate button can be used, cold (a fresh browser context) and warm (the same
// context's second visit). Two references run beside them: this build with no delay (the
// machine's own time: browser and wrangler dev) and this build with the placed Worker's delays
// (what the topology alone changes). Each cell is the median of RUNS, the settings interleaved so
// a burst of other work on the machine hits them alike. Budgets: every new figure ≤ 0.4× the old
// one, and a warm /library on this build fetches no picture (none reaches the proxy).
//
// `measureFarUser(app)` is the `npm run bench` stage; run alone (`node scripts/bench-far-user.mjs`,
// 6–10 minutes with both builds) it starts its own wrangler dev on a fresh state, prints the table
// and exits 1 when a budget is missed.
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath, cookiesFor, createWorks } from "./bench-images.mjs";
import { BASELINE_DIR, startBaselineApp } from "./far-user-baseline.mjs";
import { chromiumArgsFor, startLatencyProxy, TOPOLOGIES } from "./latency-proxy.mjs";
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
  return (
    usable(document.querySelector('[data-testid="prompt-input"]')) &&
    usable(document.querySelector('[data-testid="generate-button"]'))
  );
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
    // A returning user: signed in on this browser before (the hint the app keeps, web/lib/session-hint.ts),
    // as test/e2e/round-trips.spec.ts's users are; the pre-issue-24 build does not read it.
    await context.addInitScript({
      content: `localStorage.setItem("atelier-signed-in", "1"); (${watchFor})(${target.ready})`,
    });
    const page = await context.newPage();
    const cold = await visit(page, proxy, target.path);
    const warm = await visit(page, proxy, target.path);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * What is measured, in the table's order: which app (this checkout, or the pre-issue-24 build of
 * scripts/far-user-baseline.mjs) behind which delays (a TOPOLOGIES key). "old" and "new" are the
 * budget's two sides; "local" (the machine alone) and "placed" (this build with the old delays:
 * what the topology alone changes) are references.
 */
const SETTINGS = [
  { key: "local", app: "current", topology: "local", title: "no delay (current build, the machine alone)" },
  { key: "old", app: "baseline", topology: "old", title: "old: pre-issue-24 build, Worker placed" },
  { key: "placed", app: "current", topology: "old", title: "current build, Worker placed (same-build reference)" },
  { key: "new", app: "current", topology: "new", title: "new: current build at the edge" },
];

/** The settings' order in run `run`: rotated, so none always goes first on a machine whose load drifts. */
const orderOf = (run) => SETTINGS.map((_, i) => SETTINGS[(i + run) % SETTINGS.length]);

/** One side of the comparison: a running app, a user with WORKS works made through its API, a proxy in front of it. */
async function prepareSide(app, { proxyPort, assetDir }) {
  const user = await app.signUp("far-user", { balance: WORKS });
  await createWorks(app.base, user.cookie, WORKS);
  const proxy = await startLatencyProxy({ port: proxyPort, upstream: app.base, assetDir });
  return { cookie: user.cookie, proxy };
}

/**
 * The bench stage. `app` is this checkout running (scripts/local-app.mjs); the pre-issue-24 build
 * is started beside it on `baselinePort` and stopped at the end. Each side gets its own user with
 * WORKS works made by the demo engine and its own proxy (this checkout's on `proxyPort`, the
 * baseline's on a free port); Chromium visits both. Returns { lines, ok, problems }.
 */
export async function measureFarUser(
  app,
  {
    proxyPort = process.env.BENCH_PROXY_PORT ?? "8799",
    baselinePort = process.env.FAR_USER_BASELINE_PORT ?? "8793",
  } = {},
) {
  const baselineApp = await startBaselineApp({ port: baselinePort });
  const sides = {};
  let browser;
  const samples = {}; // "library old" → [{ cold, warm }]
  try {
    sides.current = await prepareSide(app, { proxyPort, assetDir: "dist" });
    sides.baseline = await prepareSide(baselineApp, { proxyPort: 0, assetDir: `${BASELINE_DIR}/dist` });
    sides.baseline.proxy.setTopology("old");
    const args = [...CHROMIUM_ARGS, ...chromiumArgsFor(Object.values(sides).map((side) => side.proxy))];
    browser = await chromium.launch({ executablePath: chromiumPath(), args });
    // One unmeasured pass per page and app: the isolates, the browser and the files' first reads warm up.
    sides.current.proxy.setTopology("new");
    for (const side of Object.values(sides))
      for (const target of FAR_USER_PAGES) await coldAndWarm(browser, side.proxy, side.cookie, target);
    for (let run = 0; run < RUNS; run++)
      for (const setting of orderOf(run)) {
        const side = sides[setting.app];
        side.proxy.setTopology(setting.topology);
        for (const target of FAR_USER_PAGES) {
          const sample = await coldAndWarm(browser, side.proxy, side.cookie, target);
          (samples[`${target.key} ${setting.key}`] ??= []).push(sample);
          const line = (v) => `${Math.round(v.ms)} ms (${v.api} API, ${v.files} pictures, ${v.sockets} sockets)`;
          console.log(
            `  run ${run + 1} ${setting.key.padEnd(6)} ${target.path}: cold ${line(sample.cold)}, warm ${line(sample.warm)}`,
          );
        }
      }
  } finally {
    await browser?.close();
    for (const side of Object.values(sides)) await side.proxy.close();
    await baselineApp.stop();
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
      const visits = (key) => samples[`${target.key} ${key}`].map((s) => s[kind]);
      const figures = Object.fromEntries(
        SETTINGS.map(({ key }) => {
          const times = visits(key).map((v) => v.ms);
          return [
            key,
            {
              median: median(times),
              text: `${ms(median(times))} (${ms(Math.min(...times))}–${ms(Math.max(...times))})`,
            },
          ];
        }),
      );
      const name = `${target.what}, ${kind}`;
      const ratio = figures.new.median / figures.old.median;
      const ok = ratio <= FAR_USER_BUDGET.ratio;
      if (!ok)
        problems.push(
          `${name}: new ${ms(figures.new.median)} ms is ${ratio.toFixed(2)}× old ${ms(figures.old.median)} ms (budget ≤ ${FAR_USER_BUDGET.ratio}×)`,
        );
      const topologyAlone = (figures.new.median / figures.placed.median).toFixed(2);
      const requests = (key) =>
        `${median(visits(key).map((v) => v.api))} · ${Math.max(...visits(key).map((v) => v.files))}`;
      rows.push(
        `| ${name} | ${SETTINGS.map(({ key }) => figures[key].text).join(" | ")} | ${ratio.toFixed(2)}× ${ok ? "✓" : "✗"} | ${topologyAlone}× | ${requests("old")} → ${requests("new")} |`,
      );
      if (target.key === "library" && kind === "warm")
        warmLibrary = Object.fromEntries(
          SETTINGS.map(({ key }) => [key, Math.max(...visits(key).map((v) => v.files))]),
        );
    }
  const imagesOk = warmLibrary.new <= FAR_USER_BUDGET.warmLibraryFileRequests;
  if (!imagesOk)
    problems.push(
      `warm /library: ${warmLibrary.new} picture request(s) reached the current build (budget ${FAR_USER_BUDGET.warmLibraryFileRequests})`,
    );

  const { edgeRttMs, workerRttMs } = TOPOLOGIES.old;
  const lines = [
    `| Far-user model (median of ${RUNS}, ms; user ↔ edge ${edgeRttMs} ms round trip, placed Worker +${workerRttMs} ms per request that runs it) | ${SETTINGS.map((s) => s.title).join(" | ")} | new / old · budget ≤ ${FAR_USER_BUDGET.ratio}× | new / same build placed (topology alone) | API · picture requests, old → new |`,
    "|---|--:|--:|--:|--:|---|--:|--:|",
    ...rows,
    `| Warm /library: picture requests reaching the server (most of ${RUNS} runs) | ${SETTINGS.map(({ key }) => warmLibrary[key]).join(" | ")} | ${imagesOk ? "✓" : "✗"} budget ${FAR_USER_BUDGET.warmLibraryFileRequests} (new) | | |`,
  ];
  return { lines, ok: problems.length === 0, problems };
}

// ---------------------------------------------------------------- run alone

async function main() {
  const app = await startLocalApp({
    port: process.env.FAR_USER_PORT ?? "8798",
    state: ".wrangler/bench-far-user-state",
    build: process.env.BENCH_SKIP_BUILD === "1" ? "if-missing" : "always",
  });
  let result;
  try {
    console.log(
      `\n▶ far-user model: ${WORKS} works each, /library and /nano in Chromium, the pre-issue-24 build placed vs this build at the edge, ${RUNS} runs`,
    );
    result = await measureFarUser(app, { proxyPort: process.env.FAR_USER_PROXY_PORT ?? "8799" });
  } finally {
    await app.stop();
  }
  // The machine's load beside the figures: on a busy machine they are mostly its own time.
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
  console.log(
    `\n${result.lines.join("\n")}\n\nDate: ${new Date().toISOString()}; ${cpus().length} cores, load average ${load}, Node ${process.version}`,
  );
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
