// `npm run lint:openapi` (and `npm test`): writes the OpenAPI document from the Worker's code,
// offline (openapi-document.ts), and lints it with Redocly's recommended rules as errors
// (redocly.yaml; the few exceptions are in .redocly.lint-ignore.yaml, each with its reason).
import { offlineEnv, run } from "./lib.mjs";

const FILE = ".wrangler/openapi/openapi.json";
const env = { ...offlineEnv, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

run(process.execPath, [
  "--import",
  "./scripts/wasm-loader.mjs",
  "--import",
  "tsx",
  "scripts/openapi-document.ts",
  FILE,
]);
run("npx", ["--no-install", "redocly", "lint", "--config", "redocly.yaml", FILE], { env });
