// End-to-end tests: a fresh local database, the real Worker under `wrangler dev`, and
// Playwright driving Debian's Chromium against it. `--test-scheduled` lets a test run the
// minute's cron (GET /__scheduled) instead of waiting for it.
// A second Worker on PORT+1 with its own state has payments configured against the Stripe fake
// (scripts/stripe-fake.mjs), which delivers its signed webhooks to that Worker; the main one
// keeps the product's default, payments not configured ("coming soon"). A third, on PORT+2 with
// its own state, serves the specs that change what every other spec sees (playwright.config.ts's
// "one-at-a-time" project): they run one after the other there while the others run beside them
// on the main Worker, each `wrangler dev` a process (and a thread) of its own. Each of the three
// has its own demo engine Worker (DEMO binding) and pixel-work Worker (PIXELS binding), each in a
// further process — the demo on PORT+3, PORT+4 and PORT+5, the pixel work on PORT+6, PORT+7 and
// PORT+8 — registered in that Worker's dev registry: the pictures are drawn and labelled on
// another thread than the API answers on (docs/decisions/0032-demo-engine-worker.md, 0036).
import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { copyWorkerTexts } from "./copy-worker-texts.mjs";
import { ensureLocalSecret, offlineEnv, run, start, startOwnProcess, waitForHealth } from "./lib.mjs";
import { devConfigArgs, ownProcessWorkers } from "./workers.mjs";

const PORT = process.env.E2E_PORT ?? "8788";
const STATE = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
const base = `http://127.0.0.1:${PORT}`;
const PAYMENTS_PORT = String(Number(PORT) + 1);
const PAYMENTS_STATE = `${STATE}-payments`;
const paymentsBase = `http://127.0.0.1:${PAYMENTS_PORT}`;
const ALONE_PORT = String(Number(PORT) + 2);
const ALONE_STATE = `${STATE}-alone`;
const aloneBase = `http://127.0.0.1:${ALONE_PORT}`;
/**
 * The Workers in processes of their own (scripts/workers.mjs `ownProcess`), three ports each: the
 * first for the main Worker's, the next for payments', the third for one-at-a-time's.
 */
const OWN_PORT = Number(PORT) + 3;
const STRIPE_WEBHOOK_SECRET = "whsec_e2e_local_fake_signing_secret";
const ADMIN_EMAILS = "ADMIN_EMAILS:admin@example.com,a11y-admin@example.com,referrals-admin@example.com";

/** Starts the Stripe fake and resolves with its URL (the first line it prints). */
function startStripeFake() {
  const fake = start(
    "node",
    [
      "scripts/stripe-fake.mjs",
      "--webhook-url",
      `${paymentsBase}/api/payments/webhook`,
      "--webhook-secret",
      STRIPE_WEBHOOK_SECRET,
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    },
  );
  const url = new Promise((resolve, reject) => {
    fake.once("exit", (code) => reject(new Error(`the Stripe fake exited with ${code}`)));
    createInterface({ input: fake.stdout }).on("line", (line) => {
      const match = /^STRIPE_FAKE_URL=(.+)$/.exec(line);
      if (match) resolve(match[1]);
      else console.log(line);
    });
  });
  return { process: fake, url };
}

/**
 * Starts `wrangler dev` with every Worker of scripts/workers.mjs (one process, the primary on the
 * port in `args`) and waits until `url` answers; tries again (up to 3 times) when it exits or does
 * not answer within 60 s. Now and then a start fails with "Address already in use (socket
 * direct:1:default)": wrangler picked a free port for an internal socket that another workerd
 * (another run on this machine, or the Worker started just before) took first. Each process gets
 * a dev registry of its own under its state directory: both processes here (and other runs on the
 * machine) run a Worker named atelier-providers, and a shared registry would let one process's
 * binding find another's Worker. The Workers that run in a process of their own (the demo
 * engine, the pixel work) start first, on `ownPort`, `ownPort` + 3, …, in the same registry.
 */
async function startWorker(args, url, stateDir, ownPort) {
  const env = { ...offlineEnv, WRANGLER_REGISTRY_PATH: resolve(stateDir, "dev-registry") };
  for (const [i, worker] of ownProcessWorkers().entries())
    children.push(
      await startOwnProcess(worker, {
        port: ownPort + 3 * i,
        env,
        stdio: ["ignore", "inherit", "inherit"],
        detached: true,
      }),
    );
  for (let attempt = 1; ; attempt++) {
    const child = start("npx", ["wrangler", "dev", ...devConfigArgs(), ...args], {
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
      env,
    });
    children.push(child);
    const exited = new Promise((_, reject) =>
      child.once("exit", (c) => reject(new Error(`wrangler dev exited with ${c}`))),
    );
    try {
      await Promise.race([waitForHealth(url, 60_000), exited]);
      return;
    } catch (error) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
      if (attempt >= 3) throw error;
      console.warn(`${url} did not start (${error.message}); starting it again`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

ensureLocalSecret();
if (!existsSync("dist/index.html")) run("npm", ["run", "build", "--silent"]);
// The Worker's text tables as this checkout has them, even in a dist/ built before they changed.
copyWorkerTexts();
// The migrations are applied once (a `wrangler d1 migrations apply` takes about 15 s here); the
// other two Workers start from a copy of that state, taken before any process opens it.
for (const dir of [STATE, PAYMENTS_STATE, ALONE_STATE]) rmSync(dir, { recursive: true, force: true });
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
for (const dir of [PAYMENTS_STATE, ALONE_STATE]) cpSync(STATE, dir, { recursive: true });

const stripeFake = startStripeFake();
const children = [stripeFake.process];
let code = 1;
try {
  const stripeFakeUrl = await stripeFake.url;
  // One after the other: two `wrangler dev` starting at once can pick the same free port for an
  // internal socket (see startWorker).
  const plain = (port, state) => [
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    state,
    "--log-level",
    "warn",
    "--var",
    ADMIN_EMAILS,
    "--var",
    "DEV_OUTBOX:1",
    "--test-scheduled",
  ];
  await startWorker(plain(PORT, STATE), `${base}/api/health`, STATE, OWN_PORT);
  await startWorker(plain(ALONE_PORT, ALONE_STATE), `${aloneBase}/api/health`, ALONE_STATE, OWN_PORT + 2);
  await startWorker(
    [
      ...plain(PAYMENTS_PORT, PAYMENTS_STATE),
      "--var",
      "STRIPE_SECRET_KEY:sk_test_e2e",
      "--var",
      `STRIPE_WEBHOOK_SECRET:${STRIPE_WEBHOOK_SECRET}`,
      "--var",
      `STRIPE_API_BASE:${stripeFakeUrl}`,
    ],
    `${paymentsBase}/api/health`,
    PAYMENTS_STATE,
    OWN_PORT + 1,
  );
  const env = {
    ...process.env,
    E2E_PAYMENTS_URL: paymentsBase,
    E2E_PAYMENTS_STATE: PAYMENTS_STATE,
    E2E_STRIPE_FAKE_URL: stripeFakeUrl,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  };
  // playwright.config.ts's two projects at the same time, each on its own Worker: "together" (two
  // browsers at a time) on the main one, "one-at-a-time" (the specs that change what every other
  // spec sees: admin settings, styles, packages, invite-only, the queue's order, the refused-terms
  // list) on the third. The command fails if either does. A spec named on the command line runs
  // in its project.
  const args = process.argv.slice(2);
  const report = (project) => resolve(`test-results/${project}.json`);
  for (const project of ["together", "one-at-a-time"]) rmSync(report(project), { force: true });
  const runProject = (project, url, state) =>
    new Promise((resolve) => {
      const child = spawn(
        "npx",
        [
          "playwright",
          "test",
          "--project",
          project,
          "--pass-with-no-tests",
          "--output",
          `test-results/${project}`,
          ...args,
        ],
        {
          stdio: "inherit",
          env: { ...env, E2E_BASE_URL: url, E2E_STATE: state, E2E_JSON_REPORT: report(project) },
        },
      );
      child.once("exit", (status) => resolve(status ?? 1));
    });
  // The whole suite also walks the new user's path in Firefox (scripts/firefox-new-user.mjs), on
  // the main Worker, once "one-at-a-time" (the shorter project) is done: beside "together" only,
  // not in the first minutes when every browser starts at once.
  let firefoxFailure = "";
  const runFirefox = () =>
    new Promise((resolve) => {
      const child = spawn("node", ["scripts/firefox-new-user.mjs"], {
        stdio: ["ignore", "inherit", "pipe"],
        env: { ...env, E2E_BASE_URL: base },
      });
      // Its failure (one line naming the step) is repeated in the summary.
      createInterface({ input: child.stderr }).on("line", (line) => {
        console.error(line);
        if (line.startsWith("Firefox:")) firefoxFailure = line;
      });
      child.once("exit", (status) => resolve(status ?? 1));
    });
  const [together, [alone, firefox]] = await Promise.all([
    runProject("together", base, STATE),
    runProject("one-at-a-time", aloneBase, ALONE_STATE).then(async (alone) => [
      alone,
      args.length === 0 ? await runFirefox() : 0,
    ]),
  ]);
  code = together || alone || firefox;
  // The parts ran side by side and their output is interleaved: the verdict of each comes last,
  // with the failed tests by name, where a log's tail shows it.
  console.log("\ne2e summary:");
  for (const [part, status] of [
    ["together", together],
    ["one-at-a-time", alone],
    ["firefox", firefox],
  ]) {
    console.log(`  ${part}: ${status === 0 ? "passed" : `FAILED (exit ${status})`}`);
    const failed = part === "firefox" ? [firefoxFailure].filter(Boolean) : failedTests(report(part));
    if (status !== 0) for (const line of failed) console.log(`    ✘ ${line.slice(0, 300)}`);
  }
} catch (error) {
  console.error(error);
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
}
process.exit(code);

/** "file:line › title: first line of the error" for each test a Playwright JSON report marks failed. */
function failedTests(file) {
  if (!existsSync(file)) return [];
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "unexpected" || test.status === "flaky") {
          const error = test.results.find((r) => r.error)?.error?.message ?? "";
          const first =
            error
              .replace(/\x1b\[[0-9;]*m/g, "")
              .split("\n")
              .find((l) => l.trim()) ?? "";
          lines.push(`${spec.file}:${spec.line} › ${spec.title}: ${first.slice(0, 200)}`);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8"));
    for (const suite of parsed.suites ?? []) walk(suite);
    for (const error of parsed.errors ?? []) lines.push(`(outside a test) ${(error.message ?? "").split("\n")[0]}`);
  } catch (error) {
    lines.push(`(the report ${file} could not be read: ${error.message})`);
  }
  return lines;
}
