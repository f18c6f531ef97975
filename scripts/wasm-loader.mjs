// Lets Node import `.wasm` files the way Workers do (default export = WebAssembly.Module), so
// scripts such as make-showcase.ts can run the Worker's own image code:
// `node --import ./scripts/wasm-loader.mjs --import tsx scripts/make-showcase.ts`.
// `cloudflare:workers` resolves to empty stand-ins (classes to extend, a no-op waitUntil): enough
// to import the Worker's modules, e.g. to build the app's route table (openapi-document.ts);
// nothing that runs on them works in Node.
import { register } from "node:module";

const CLOUDFLARE_WORKERS =
  "export class DurableObject {} export class WorkerEntrypoint {} export const waitUntil = () => {}; export const env = {};";

const hooks = `
import { fileURLToPath } from "node:url";
export async function resolve(specifier, context, next) {
  if (specifier !== "cloudflare:workers") return next(specifier, context);
  return { shortCircuit: true, url: "data:text/javascript," + encodeURIComponent(${JSON.stringify(CLOUDFLARE_WORKERS)}) };
}
export async function load(url, context, next) {
  if (!url.endsWith(".wasm")) return next(url, context);
  const path = JSON.stringify(fileURLToPath(url));
  return { format: "module", shortCircuit: true, source: "import { readFileSync } from 'node:fs'; export default new WebAssembly.Module(readFileSync(" + path + "));" };
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
