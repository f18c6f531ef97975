// The Workers' startup time, measured the way Cloudflare's limit is: `wrangler check startup`
// runs each Worker's bundle once in local workerd and writes a CPU profile of its startup. The
// figure we budget is the module top level (evaluating the bundle: imports, top-level code,
// schemas built at import time), read from that profile; the profile's other samples (workerd's
// own node: shims, idle, "(program)") depend on the machine more than on our code.
// Used by size-budget.mjs (`npm test`, fails only past STARTUP_FAIL_FACTOR × the baseline, so a busy
// machine cannot flake it) and by bench.mjs (reports against STARTUP_BUDGET_FACTOR ×).
// docs/decisions/0022-startup-and-size-budgets.md.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { KB, workerBundles } from "./bundle-sizes.mjs";
import { offlineEnv } from "./lib.mjs";
import { WORKERS } from "./workers.mjs";

/**
 * Module top-level time of each Worker on the code this budget was set on (median of 7 runs of
 * `wrangler check startup` on the project's 2-core dev machine, 2026-11-27, before openai 7.59;
 * atelier-providers: median of 5 runs on the idle machine, 2026-11-27 14:25, its SDKs at their
 * current releases).
 * A Worker without an entry is measured and reported, and held to the primary Worker's baseline
 * until its own is recorded (`node scripts/worker-startup.mjs 7` prints the runs).
 */
export const STARTUP_BASELINE_MS = { atelier: 73, "atelier-providers": 75 };
/** `npm run bench` reports against this multiple of the baseline (the budget). */
export const STARTUP_BUDGET_FACTOR = 1.5;
/** `npm test` fails only past this multiple: a loaded machine slows startup 2× easily. */
export const STARTUP_FAIL_FACTOR = 3;

export const baselineOf = (name) => STARTUP_BASELINE_MS[name] ?? STARTUP_BASELINE_MS[WORKERS[0].name];

/**
 * Reads a V8 CPU profile: `topLevelMs` is the time sampled under the bundle's top-level frames
 * (root children with no function name, line -1, in a script that is not one of workerd's
 * `node-internal:` modules); `activeMs` everything but idle.
 */
export function startupFromProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const root = profile.nodes[0];
  const isTopLevel = (n) => {
    const f = n.callFrame;
    return f.functionName === "" && f.lineNumber === -1 && f.url !== "" && !f.url.startsWith("node-internal:");
  };
  const inTopLevel = new Set();
  const mark = (id) => {
    inTopLevel.add(id);
    for (const child of byId.get(id).children ?? []) mark(child);
  };
  for (const id of root.children ?? []) if (isTopLevel(byId.get(id))) mark(id);

  // A sample stands for the time until the next one (as DevTools counts it).
  let topLevel = 0;
  let active = 0;
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length - 1; i++) {
    const us = timeDeltas[i + 1];
    const name = byId.get(samples[i]).callFrame.functionName;
    if (name !== "(idle)") active += us;
    if (inTopLevel.has(samples[i])) topLevel += us;
  }
  return { topLevelMs: topLevel / 1000, activeMs: active / 1000 };
}

/**
 * One `wrangler check startup` of one Worker; throws with wrangler's output if it fails. wrangler
 * gives up on profiling after 10 s, which a loaded machine can reach: that is tried again, twice.
 */
export function checkStartup(worker, outfile, attempts = 3, upload) {
  const prebuilt = upload ? ["--worker-bundle", upload] : [];
  const result = spawnSync(
    "npx",
    ["wrangler", "check", "startup", "-c", worker.config, "--outfile", outfile, ...prebuilt],
    {
      env: offlineEnv,
      encoding: "utf8",
    },
  );
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`;
    if (attempts > 1 && /profiling timed out/i.test(output)) return checkStartup(worker, outfile, attempts - 1, upload);
    throw new Error(`wrangler check startup -c ${worker.config} failed:\n${output}`);
  }
  return startupFromProfile(JSON.parse(readFileSync(outfile, "utf8")));
}

const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Every Worker in scripts/workers.mjs (or only the one named), `runs` profiles each: the median
 * module top-level and active times, with the Worker's baseline. `uploads`: Worker name → the
 * upload `workerBundle` made (scripts/bundle-sizes.mjs), profiled as it is instead of bundled again.
 */
export function workerStartups({ runs = 3, dir = ".wrangler/startup", only, uploads = {} } = {}) {
  mkdirSync(dir, { recursive: true });
  return WORKERS.filter((w) => !only || w.name === only).map((worker) => {
    const measured = [];
    for (let i = 0; i < runs; i++)
      measured.push(checkStartup(worker, join(dir, `${worker.name}-${i}.cpuprofile`), 3, uploads[worker.name]));
    return {
      name: worker.name,
      topLevelMs: median(measured.map((m) => m.topLevelMs)),
      activeMs: median(measured.map((m) => m.activeMs)),
      runs: measured.map((m) => m.topLevelMs),
      baselineMs: baselineOf(worker.name),
    };
  });
}

/**
 * The Worker rows of `npm run bench`: each Worker's size against the 3 MB ceiling and its startup
 * (median of `runs`) against STARTUP_BUDGET_FACTOR × its baseline, as { name, value, ok, budget }.
 */
export function workerBudgetChecks({ runs = 3, dir = ".wrangler/bench-workers" } = {}) {
  const sizes = workerBundles(join(dir, "bundle"), { stdio: "ignore" });
  const uploads = Object.fromEntries(sizes.map((size) => [size.name, size.upload]));
  const startups = workerStartups({ runs, dir: join(dir, "startup"), uploads });
  return sizes.flatMap((size, i) => {
    const s = startups[i];
    const budgetMs = s.baselineMs * STARTUP_BUDGET_FACTOR;
    return [
      {
        name: `Worker ${size.name}: bundle (${size.files.length} files)`,
        value: `${(size.bytes / KB).toFixed(1)} KB gzip`,
        ok: size.bytes <= size.budget,
        budget: `≤ ${size.budget / KB / 1024} MB (ceiling)`,
      },
      {
        name: `Worker ${s.name}: startup, module top level (\`wrangler check startup\`, median of ${runs})`,
        value: `${s.topLevelMs.toFixed(1)} ms (active ${s.activeMs.toFixed(0)} ms)`,
        ok: s.topLevelMs <= budgetMs,
        budget: `≤ ${budgetMs.toFixed(0)} ms (${STARTUP_BUDGET_FACTOR}× ${s.baselineMs} ms)`,
      },
    ];
  });
}

// `node scripts/worker-startup.mjs [runs]` prints each run, to set a baseline.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const s of workerStartups({ runs: Number(process.argv[2] ?? 5) })) {
    console.log(
      `${s.name}: module top level median ${s.topLevelMs.toFixed(1)} ms (runs ${s.runs.map((r) => r.toFixed(1)).join(", ")}), active ${s.activeMs.toFixed(1)} ms; baseline ${s.baselineMs} ms`,
    );
  }
}
