// Lighthouse on the landing page (mobile preset, performance only) in Debian's Chromium: LCP, CLS
// and the score against issue 13's budgets. `measureLighthouse(base)` is what bench.mjs calls with
// its running app; `node scripts/bench-lighthouse.mjs [url]` runs it alone, starting its own
// `wrangler dev` on port 8796 with the built dist/ when no URL is given.
//
// The visitor's language is a parameter: the landing is pre-rendered in zh-CN (the base locale),
// so a zh-CN visitor paints before any JavaScript; other languages paint once the app has run.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pathToFileURL } from "node:url";
import { startLocalApp } from "./local-app.mjs";

export const LIGHTHOUSE_BUDGETS = { lcpMs: 1200, cls: 0, score: 98 };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Runs Lighthouse against `${base}/` as a visitor whose browser speaks `locale`. */
export async function measureLighthouse(base, { locale = "zh-CN" } = {}) {
  // A fresh `wrangler dev` answers its first requests slowly: warm it, as a deployed edge would be.
  const page = await (await fetch(`${base.replace(/\/$/, "")}/`)).text();
  await Promise.all([...page.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => fetch(new URL(m[1], base)).then((r) => r.arrayBuffer())));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, `--lang=${locale}`, `--accept-lang=${locale}`] });
  try {
    const result = await lighthouse(`${base.replace(/\/$/, "")}/`, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
    if (!result) throw new Error("Lighthouse returned no result");
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      score: Math.round((categories.performance.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

/** Budget lines for a measurement, as bench.mjs prints them. */
export function lighthouseBudgetChecks({ lcpMs, cls, score }) {
  return [
    { name: "Lighthouse LCP on / (mobile)", value: `${(lcpMs / 1000).toFixed(2)} s`, ok: lcpMs <= LIGHTHOUSE_BUDGETS.lcpMs, budget: "≤ 1.2 s" },
    { name: "Lighthouse CLS on / (mobile)", value: String(cls), ok: cls <= LIGHTHOUSE_BUDGETS.cls, budget: "0" },
    { name: "Lighthouse performance on / (mobile)", value: String(score), ok: score >= LIGHTHOUSE_BUDGETS.score, budget: "≥ 98" },
  ];
}

async function main() {
  const url = process.argv[2];
  const locales = (process.env.LIGHTHOUSE_LOCALES ?? "zh-CN").split(",");
  const app = url ? undefined : await startLocalApp({ port: process.env.LIGHTHOUSE_PORT ?? "8796", state: ".wrangler/lighthouse-state" });
  const base = url ?? app.base;
  let failed = false;
  try {
    for (const locale of locales) {
      const measured = await measureLighthouse(base, { locale });
      console.log(`\nLighthouse on ${base}/ as a ${locale} visitor: ${JSON.stringify(measured)}`);
      for (const check of lighthouseBudgetChecks(measured)) {
        failed ||= !check.ok;
        console.log(`${check.ok ? "✓" : "✗"} ${check.name}: ${check.value} (budget ${check.budget})`);
      }
    }
  } finally {
    await app?.stop();
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
