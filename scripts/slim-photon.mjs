// Builds worker/vendor/photon_rs_bg.slim.wasm: photon's WASM with every function removed that
// worker/platform/image/photon.ts does not export (wasm-metadce), then size-optimised (wasm-opt -Oz).
// Writes a manifest recording the photon version and the kept functions; a worker test checks
// it against the installed package and the export list.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { run } from "./lib.mjs";

const PKG = "node_modules/@cf-wasm/photon";
const input = `${PKG}/dist/lib/photon_rs_bg.wasm`;
const output = "worker/vendor/photon_rs_bg.slim.wasm";
const glue = readFileSync(`${PKG}/dist/lib/photon_rs.js`, "utf8");
const version = JSON.parse(readFileSync(`${PKG}/package.json`, "utf8")).version;

export function exportedNames() {
  const source = readFileSync("worker/platform/image/photon.ts", "utf8");
  const block = source.match(/export\s*\{([^}]+)\}\s*from/);
  return block[1]
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

const functions = exportedNames().filter((n) => /^[a-z_0-9]+$/.test(n));
const wasmExports = [...new Set([...glue.matchAll(/wasm\.([A-Za-z_0-9]+)/g)].map((m) => m[1]))];
// wasm-bindgen's runtime and the classes' methods stay; free functions only when exported.
const keep = wasmExports.filter(
  (e) => e === "memory" || e.startsWith("__") || /^(photonimage|rgba?)_/.test(e) || functions.includes(e),
);
const graph = [
  { name: "js", root: true, reaches: keep.map((e) => `export:${e}`) },
  ...keep.map((e) => ({ name: `export:${e}`, export: e })),
];
writeFileSync(".wrangler-photon-graph.json", JSON.stringify(graph));

const features = [
  "--enable-bulk-memory",
  "--enable-nontrapping-float-to-int",
  "--enable-sign-ext",
  "--enable-mutable-globals",
  "--enable-reference-types",
  "--enable-multivalue",
];
run("npx", ["wasm-metadce", ...features, "--graph-file", ".wrangler-photon-graph.json", input, "-o", `${output}.tmp`], {
  stdio: ["ignore", "ignore", "inherit"],
});
run("npx", ["wasm-opt", ...features, "-Oz", `${output}.tmp`, "-o", output]);
run("rm", ["-f", `${output}.tmp`, ".wrangler-photon-graph.json"]);

const sha256 = createHash("sha256").update(readFileSync(input)).digest("hex");
writeFileSync(
  "worker/vendor/photon-slim.json",
  JSON.stringify({ package: "@cf-wasm/photon", version, sourceSha256: sha256, functions }, null, 2) + "\n",
);
console.log(`photon ${version}: kept ${keep.length} of ${wasmExports.length} exports → ${output}`);
