import { execSync } from "node:child_process";
import { defineConfig } from "@playwright/test";

const chromium =
  process.env.CHROMIUM_PATH ??
  execSync("command -v chromium || command -v chromium-browser || true", { shell: "/bin/sh" }).toString().trim();

/** Specs that change state every other spec reads (see `projects`). */
const ONE_AT_A_TIME =
  /(packages-admin|payments|referrals-admin|session-language|styles-admin-forms|queue-position|moderation|readme-shots|ai-labels|key-test)\.spec\.ts$/;

export default defineConfig({
  testDir: "test/e2e",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Two browsers at a time on the shared local Workers, except the specs that change what every
  // other test sees (admin settings, styles, packages, invite-only, the queue's order, payments,
  // the refused-terms list, the AI label settings): they are the "one at a time" project, which
  // scripts/e2e.mjs runs at the same time on a Worker (and a database) of its own.
  workers: 2,
  projects: [
    { name: "together", testIgnore: ONE_AT_A_TIME },
    { name: "one-at-a-time", testMatch: ONE_AT_A_TIME, workers: 1 },
  ],
  // No retries, in CI either: a flaky test is fixed, not run again until it passes (issue 26).
  retries: 0,
  // scripts/e2e.mjs also asks for a JSON report (E2E_JSON_REPORT) to name the failed tests last.
  reporter: process.env.E2E_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]]
    : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:8788",
    acceptDownloads: true,
    // A failed test keeps its trace (each action's DOM snapshot, the network, the console) but
    // no screencast: tracing records for every test and drops it on success, and encoding a
    // film strip of every frame on 2 cores is CPU the tests themselves need.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: chromium || undefined,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
