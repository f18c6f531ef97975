// Asks for a variants backfill: `npm run variants:backfill` (local database) or
// `npm run variants:backfill -- --remote` (the deployed one). It writes the request into
// system_config; the Worker's cron (every minute) then gives up to 20 pictures a minute their
// display copy and thumbnail (and variants made before content-addressed names their hash),
// resuming where it stopped (worker/features/files/variant-backfill.ts).
// `-- --status` prints how far the pass has got. Pictures nobody has opened yet are the only
// ones waiting: any picture a page asks for gets its variants on that request.
// Locally the cron does not run by itself: with `npm start` running, this script triggers it
// through wrangler dev's /cdn-cgi/local/scheduled route (PORT, default 8787) until the pass is done.
import { execFileSync } from "node:child_process";
import { offlineEnv } from "./lib.mjs";

const remote = process.argv.includes("--remote");
const statusOnly = process.argv.includes("--status");
const KEY = "VARIANTS_BACKFILL";

function d1(sql) {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", sql],
    {
      env: remote ? process.env : offlineEnv,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return JSON.parse(out).flatMap((r) => r.results ?? []);
}

const status = () => {
  const [row] = d1(`SELECT value FROM system_config WHERE key = '${KEY}';`);
  return row ? JSON.parse(row.value) : null;
};
const describe = (s) =>
  s
    ? `${s.finishedAt ? "done" : "running"}: pictures checked ${s.checked}, given variants ${s.made}, older variants hashed ${s.hashed ?? 0}${s.finishedAt ? "" : `, next after ${s.after ?? "the start"}`}`
    : "no backfill asked for";

if (!statusOnly) {
  const value = JSON.stringify({ requestedAt: Date.now(), after: null, made: 0, checked: 0, finishedAt: null });
  d1(
    `INSERT INTO system_config (key, value, updated_at) VALUES ('${KEY}', '${value}', unixepoch('subsec') * 1000) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at;`,
  );
  console.log("Backfill asked for; the cron walks the bucket from the start.");
}

if (!remote && !statusOnly) {
  const url = `http://127.0.0.1:${process.env.PORT ?? "8787"}/cdn-cgi/local/scheduled`;
  for (let state = status(); state && !state.finishedAt; state = status()) {
    const res = await fetch(url).catch(() => null);
    if (!res?.ok) {
      console.log(`No local server answering ${url} (npm start runs one): the pass starts when it runs.`);
      break;
    }
    console.log(describe(state));
    await new Promise((r) => setTimeout(r, 1000)); // the cron's work runs after its answer
  }
}
console.log(describe(status()));
