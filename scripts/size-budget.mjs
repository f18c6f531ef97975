// Size budgets: the landing page's initial JavaScript ≤ 120 KB gzip (issue 13), and the
// Worker bundle ≤ 1 MB gzip (DESIGN.md).
import { KB, landingInitialJs, workerBundle } from "./bundle-sizes.mjs";

let failed = false;

function report(name, bytes, budget) {
  const ok = bytes <= budget;
  failed ||= !ok;
  console.log(`${ok ? "✓" : "✗"} ${name}: ${(bytes / KB).toFixed(1)} KB gzip (budget ${(budget / KB).toFixed(0)} KB)`);
}

const landing = landingInitialJs();
report(`landing initial JS (${landing.files.length} files)`, landing.bytes, landing.budget);

const worker = workerBundle();
report(`Worker bundle (${worker.files.join(", ")})`, worker.bytes, worker.budget);

process.exit(failed ? 1 : 0);
