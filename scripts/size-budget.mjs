// Size budgets from DESIGN.md: the landing page's initial JavaScript ≤ 150 KB gzip, and the
// Worker bundle ≤ 1 MB gzip.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "./lib.mjs";

const KB = 1024;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
let failed = false;

function report(name, bytes, budget) {
  const ok = bytes <= budget;
  failed ||= !ok;
  console.log(`${ok ? "✓" : "✗"} ${name}: ${(bytes / KB).toFixed(1)} KB gzip (budget ${(budget / KB).toFixed(0)} KB)`);
}

// Initial JS = the entry script plus every module it preloads, as listed in dist/index.html.
const html = readFileSync("dist/index.html", "utf8");
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
report(`landing initial JS (${initial.length} files)`, initial.reduce((sum, f) => sum + gz(join("dist", f)), 0), 150 * KB);

// The Worker as wrangler would upload it.
const out = ".wrangler/bundle";
rmSync(out, { recursive: true, force: true });
run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out]);
const files = readdirSync(out).filter((f) => !f.endsWith(".map") && statSync(join(out, f)).isFile());
report(`Worker bundle (${files.join(", ")})`, files.reduce((sum, f) => sum + gz(join(out, f)), 0), 1024 * KB);

process.exit(failed ? 1 : 0);
