// Lets Node import `.wasm` files the way Workers do (default export = WebAssembly.Module), so
// scripts such as make-showcase.ts can run the Worker's own image code:
// `node --import ./scripts/wasm-loader.mjs --import tsx scripts/make-showcase.ts`.
import { register } from "node:module";

const hooks = `
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
export async function load(url, context, next) {
  if (!url.endsWith(".wasm")) return next(url, context);
  const path = JSON.stringify(fileURLToPath(url));
  return { format: "module", shortCircuit: true, source: "import { readFileSync } from 'node:fs'; export default new WebAssembly.Module(readFileSync(" + path + "));" };
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
