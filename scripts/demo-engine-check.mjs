// The demo engine belongs to its own Worker (docs/decisions/0032-demo-engine-worker.md): the main
// Worker reaches it over the DEMO binding and its deployed bundle holds none of its code, so a
// deployment on Workers AI or provider keys ships no demo. This bundles both Workers as a deploy
// would (`wrangler deploy --dry-run`) and fails when the main bundle takes in any file of
// worker/demo-engine/ but protocol.ts (types and the model's name) or holds a string only the demo
// engine has, or when the demo's bundle lacks them (the check would be checking nothing).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkedWorker } from "./build-worker.mjs";
import { WORKERS } from "./workers.mjs";

const FOLDER = "worker/demo-engine/";
const ALLOWED = new Set([`${FOLDER}protocol.ts`]);
/** Strings only the demo engine's code has, which a minifier keeps (an error message, two words of its prompt vocabulary). */
const MARKERS = ["The built-in engine understands", "minder verzadig", "fones de ouvido"];

const [main, demo] = ["atelier", "atelier-demo"].map((name) => WORKERS.find((w) => w.name === name));
const stdio = ["ignore", "ignore", "inherit"];

function inspect(worker, outdir) {
  const bundle = checkedWorker(worker, outdir, { stdio });
  const inputs = Object.keys(JSON.parse(readFileSync(join(bundle.outdir, "bundle-meta.json"), "utf8")).inputs);
  const code = readFileSync(
    join(
      bundle.outdir,
      bundle.modules.find((m) => m.endsWith(".js")),
    ),
    "utf8",
  );
  return {
    files: inputs.filter((f) => f.startsWith(FOLDER) && !ALLOWED.has(f)),
    markers: MARKERS.filter((m) => code.includes(m)),
    bytes: code.length,
  };
}

const inMain = inspect(main, ".wrangler/demo-check/main");
const inDemo = inspect(demo, ".wrangler/demo-check/demo");
let failed = false;
const say = (ok, text) => {
  failed ||= !ok;
  console.log(`${ok ? "✓" : "✗"} ${text}`);
};
say(
  inMain.files.length === 0,
  `the main Worker's bundle takes in ${inMain.files.length} file(s) of ${FOLDER}${inMain.files.length ? `: ${inMain.files.join(", ")}` : ""}`,
);
say(
  inMain.markers.length === 0,
  `the main Worker's bundle (${inMain.bytes} bytes) holds ${inMain.markers.length ? inMain.markers.map((m) => `"${m}"`).join(", ") : "none of the demo's strings"}`,
);
say(inDemo.files.length > 0, `the demo Worker's bundle takes in ${inDemo.files.length} file(s) of ${FOLDER}`);
say(
  inDemo.markers.length === MARKERS.length,
  `the demo Worker's bundle (${inDemo.bytes} bytes) holds ${inDemo.markers.length} of the ${MARKERS.length} demo strings`,
);
process.exit(failed ? 1 : 0);
