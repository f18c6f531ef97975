// `npm test`: the whole suite, in the order CI runs it.
import { run } from "./lib.mjs";

run("npm", ["run", "i18n", "--silent"]);
// The committed binding types match wrangler.toml (the check reads no local .dev.vars).
run("npm", ["run", "cf-typegen", "--silent", "--", "--check"]);
// One formatter over the whole tree (.prettierrc.json, line width 120; generated files in .prettierignore).
run("npm", ["run", "format:check", "--silent"]);
run("npm", ["run", "lint", "--silent"]);
run("npm", ["run", "typecheck", "--silent"]);
// The OpenAPI document, written from the Worker's code, passes Redocly's recommended rules (redocly.yaml).
run("npm", ["run", "lint:openapi", "--silent"]);
run("npx", ["vitest", "run"]);
run("npm", ["run", "build", "--silent"]);
run("npm", ["run", "test:budget", "--silent"]);
// The two bundle checks read the bundles the budget check has just made (.wrangler/bundle/<Worker>).
// The Gemini/OpenAI SDKs only in the placed provider Worker's bundle, never in the main one's.
run("node", ["scripts/provider-sdks-check.mjs", "--from", ".wrangler/bundle"]);
// None of the demo engine's code in the main Worker's bundle: it is a Worker of its own (decision 0032).
run("node", ["scripts/demo-engine-check.mjs", "--from", ".wrangler/bundle"]);
run("npm", ["run", "test:e2e", "--silent"]);
console.log("\nAll test stages passed.");
