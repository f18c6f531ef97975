// Writes the OpenAPI document of /api to a file, built offline from the Worker's own route table
// the way GET /api/openapi.json builds it, as served by `npm start`. `npm run lint:openapi` lints it.
// Run through the loaders that let Node import the Worker's modules:
// `node --import ./scripts/wasm-loader.mjs --import tsx scripts/openapi-document.ts <file>`.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createApp } from "../worker/app";
import { openApiDocument, servedFrom } from "../worker/platform/openapi/document";

const file = process.argv[2] ?? ".wrangler/openapi/openapi.json";
mkdirSync(dirname(file), { recursive: true });
writeFileSync(
  file,
  JSON.stringify(servedFrom(openApiDocument(createApp().routes), "http://127.0.0.1:8787"), null, 2) + "\n",
);
console.log(`Wrote ${file}`);
