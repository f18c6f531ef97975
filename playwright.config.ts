import { execSync } from "node:child_process";
import { defineConfig } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? execSync("command -v chromium || command -v chromium-browser || true", { shell: "/bin/sh" }).toString().trim();

export default defineConfig({
  testDir: "test/e2e",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:8788",
    acceptDownloads: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium || undefined,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
});
