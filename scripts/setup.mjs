// Everything `npm start` needs on a fresh clone: a local auth secret, mail kept in the dev outbox,
// the built SPA, and the migrations applied to the local D1 database.
import { ensureDevVar, ensureLocalSecret, run } from "./lib.mjs";

ensureLocalSecret();
// .dev.vars is local by definition (deploys never read it), so the outbox cannot leak to production.
ensureDevVar("DEV_OUTBOX", "1", "Mail is printed to the console and kept at /dev/outbox instead of being sent");
run("npm", ["run", "build", "--silent"]);
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...process.argv.slice(2)]);
