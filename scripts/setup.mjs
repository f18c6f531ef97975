// Everything `npm start` needs on a fresh clone: a local auth secret, the built SPA, and the
// migrations applied to the local D1 database.
import { ensureLocalSecret, run } from "./lib.mjs";

ensureLocalSecret();
run("npm", ["run", "build", "--silent"]);
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...process.argv.slice(2)]);
