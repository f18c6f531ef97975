import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { copyWorkerTexts } from "./scripts/copy-worker-texts.mjs";
import { demoWorker, pixelWorker } from "./test/worker/side-workers";
import { providerWorker } from "./test/worker/provider-worker";

// The Worker reads its text tables from the asset store (worker/platform/texts.ts): put them where
// wrangler.toml's [assets] directory says, as the build does.
copyWorkerTexts();

const WEB_NODE_GLOBALS = ["test/web/credits-payments.test.tsx"];

const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

export default defineConfig({
  test: {
    // One test file per core. Vitest's default (cores − 1) ran one file at a time on CI's 2 cores,
    // though each file's workerd is a process of its own and the files share nothing but the
    // provider fakes (whose answers are keyed per test).
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            // Nothing reaches Cloudflare from tests: Workers AI is a per-test fake
            // (test/fakes/workers-ai-binding.ts), and wrangler.toml has no [ai] anyway.
            remoteBindings: false,
            miniflare: {
              // The placed provider Worker runs beside the tests, built as a deploy builds it (by
              // test/worker/provider-worker.ts, a globalSetup, before any test starts): the main
              // Worker's PROVIDERS binding reaches it over RPC, and it calls the Gemini/OpenAI fakes.
              // The demo engine's and the pixel-work Workers run beside them the same way
              // (test/worker/side-workers.ts): the DEMO and PIXELS bindings reach them, so the tests
              // draw where a deployment draws.
              workers: [providerWorker, demoWorker, pixelWorker],
              // A provider or demo engine Worker that cannot be reached (provider-worker-down.test.ts,
              // demo-engine-worker.test.ts): a binding to a closed port, so every RPC call through it throws.
              serviceBindings: {
                PROVIDERS_DOWN: { external: { address: "127.0.0.1:9", http: {} } },
                DEMO_DOWN: { external: { address: "127.0.0.1:9", http: {} } },
                PIXELS_DOWN: { external: { address: "127.0.0.1:9", http: {} } },
              },
              bindings: {
                TEST_MIGRATIONS: migrations,
                BETTER_AUTH_SECRET: "test-secret-for-workerd-tests-only-0123456789",
                BETTER_AUTH_URL: "http://localhost",
                ADMIN_EMAILS: "boss@example.com",
                // Mail stays in the dev outbox, as in local runs; tests switch to the Resend fake per call.
                DEV_OUTBOX: "1",
              },
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          // Test files share workerd processes instead of starting one each (the start-up was
          // half the run); test/worker/setup.ts gives each file fresh D1 and R2 storage.
          isolate: false,
          setupFiles: ["./test/worker/setup.ts"],
          globalSetup: [
            "./test/worker/provider-worker.ts",
            "./test/worker/side-workers.ts",
            "./test/fakes/global-setup.ts",
          ],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { "@": fileURLToPath(new URL("./web", import.meta.url)) } },
        test: {
          name: "web",
          environment: "jsdom",
          // One jsdom per worker thread, each file still in a VM context of its own: with a jsdom
          // made per file, making them was 45% of this project's time (59 files, 146 s → 39 s).
          pool: "vmThreads",
          setupFiles: ["./test/web/setup-vm.ts"],
          include: ["test/web/**/*.test.{ts,tsx}"],
          exclude: WEB_NODE_GLOBALS,
        },
      },
      {
        // Files that replace a browser global jsdom defines as unforgeable (window.location, to
        // catch the navigation to Stripe): only Node's global, as the default pool gives, lets them.
        plugins: [react()],
        resolve: { alias: { "@": fileURLToPath(new URL("./web", import.meta.url)) } },
        test: { name: "web-globals", environment: "jsdom", include: WEB_NODE_GLOBALS },
      },
    ],
  },
});
