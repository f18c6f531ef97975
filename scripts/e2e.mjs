// End-to-end tests: a fresh local database, the real Worker under `wrangler dev`, and
// Playwright driving Debian's Chromium against it. `--test-scheduled` lets a test run the
// minute's cron (GET /__scheduled) instead of waiting for it.
import { existsSync, rmSync } from "node:fs";
import { copyWorkerTexts } from "./copy-worker-texts.mjs";
import { ensureLocalSecret, run, start, waitForHealth } from "./lib.mjs";

const PORT = process.env.E2E_PORT ?? "8788";
const STATE = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
const base = `http://127.0.0.1:${PORT}`;

ensureLocalSecret();
if (!existsSync("dist/index.html")) run("npm", ["run", "build", "--silent"]);
// The Worker's text tables as this checkout has them, even in a dist/ built before they changed.
copyWorkerTexts();
rmSync(STATE, { recursive: true, force: true });
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);

const server = start("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", PORT, "--persist-to", STATE, "--log-level", "warn", "--var", "ADMIN_EMAILS:admin@example.com,a11y-admin@example.com,referrals-admin@example.com", "--var", "DEV_OUTBOX:1", "--test-scheduled"], {
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
let code = 1;
try {
  await waitForHealth(`${base}/api/health`);
  const { spawnSync } = await import("node:child_process");
  const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: base, E2E_STATE: STATE, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  code = result.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
}
process.exit(code);
