// A fresh local app for the benchmarks: its own state folder wiped, migrations applied, `wrangler
// dev` on its own port, and what every benchmark then does to it — a confirmed user with credits,
// SQL on its D1 — so each benchmark says only what it measures.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { copyWorkerTexts } from "./copy-worker-texts.mjs";
import { ensureLocalSecret, offlineEnv, run, start, startOwnProcess, waitForHealth } from "./lib.mjs";
import { devConfigArgs, ownProcessWorkers } from "./workers.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * GET as JSON, tried a second time when the connection fails: on a loaded machine a `wrangler d1
 * execute` between two requests can take long enough for workerd to close the kept-alive
 * connection fetch then reuses ("other side closed").
 */
async function getJson(url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
      return await res.json();
    } catch (error) {
      if (attempt >= 2 || !(error instanceof TypeError)) throw error;
      await sleep(500);
    }
  }
}

/**
 * Starts the app on `port` with state in `state` (wiped first). `build` builds the SPA first
 * ("always", "if-missing", or nothing: without dist/ it serves an empty asset folder); `log` shows
 * wrangler's output. `checkout` runs another checkout of the project instead of this one (the
 * far-user bench's pre-issue-24 build: its own .dev.vars, build and `configArgs`, which then
 * default to its wrangler.toml alone). Returns { base, d1, signUp, stop }.
 */
export async function startLocalApp({
  port,
  state,
  build,
  log = false,
  checkout,
  inspectorPort,
  configArgs = checkout ? ["-c", "wrangler.toml"] : devConfigArgs(),
}) {
  const cwd = checkout ? resolve(checkout) : process.cwd();
  state = resolve(state);
  if (!checkout) ensureLocalSecret();
  if (build === "always" || (build === "if-missing" && !existsSync(`${cwd}/dist/index.html`)))
    run("npm", ["run", "build", "--silent"], { cwd });
  if (!existsSync(`${cwd}/dist`)) mkdirSync(`${cwd}/dist`);
  // The Worker's text tables as this checkout has them, even in a dist/ built before they changed
  // (another checkout's own build copied its own).
  if (!checkout) copyWorkerTexts();
  rmSync(state, { recursive: true, force: true });
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    stdio: "ignore",
    cwd,
  });
  const base = `http://127.0.0.1:${port}`;
  console.log(`
▶ wrangler dev on ${base} (${checkout ? `${checkout}, ` : ""}state ${state})`);
  // Every Worker of the app in one process, with a dev registry of its own (as scripts/e2e.mjs),
  // but for those that run in a process of their own (the demo engine on port+1, the pixel work on port+2), started
  // first in that same registry. Another checkout runs as it always did.
  const registry = { ...offlineEnv, WRANGLER_REGISTRY_PATH: resolve(state, "dev-registry") };
  const own = [];
  if (!checkout)
    for (const [i, worker] of ownProcessWorkers().entries())
      own.push(
        await startOwnProcess(worker, {
          port: Number(port) + 1 + i,
          env: registry,
          stdio: log ? "inherit" : "ignore",
          detached: true,
          logLevel: log ? "log" : "error",
        }),
      );
  const server = start(
    "npx",
    [
      "wrangler",
      "dev",
      ...configArgs,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--log-level",
      log ? "log" : "error",
      ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
    ],
    {
      stdio: log ? "inherit" : "ignore",
      detached: true,
      cwd,
      env: registry,
    },
  );

  const groups = [server, ...own].map((child) => child.pid);
  /** Whether anything of wrangler's process groups (npx, wrangler, workerd) is still around. */
  const alive = () =>
    groups.some((pid) => {
      try {
        process.kill(-pid, 0);
        return true;
      } catch {
        return false;
      }
    });

  /** SIGTERM to the whole group, then SIGKILL whatever is left after 10 s; returns once it is gone. */
  async function stop() {
    for (const [signal, graceMs] of [
      ["SIGTERM", 10_000],
      ["SIGKILL", 5_000],
    ]) {
      if (!alive()) return;
      for (const pid of groups)
        try {
          process.kill(-pid, signal);
        } catch {}
      for (const deadline = Date.now() + graceMs; alive() && Date.now() < deadline;) await sleep(200);
    }
    if (alive()) console.error(`✗ wrangler (process groups ${groups.join(", ")}) is still running`);
  }
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop().finally(() => process.exit(130)));

  /** Runs SQL on the app's local D1; returns the rows of every statement. */
  function d1(sql) {
    const out = execFileSync(
      "npx",
      ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql],
      {
        cwd,
        env: offlineEnv,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    return JSON.parse(out).flatMap((r) => r.results ?? []);
  }

  /**
   * Signs a user up with a confirmed address (creations need one) and, when `balance` is given,
   * credits granted on top of the sign-up bonus to make it that — a ledger row, which the trigger
   * applies to the balance. Returns { email, cookie, id, credits } with the balance after.
   */
  async function signUp(name, { balance } = {}) {
    const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const res = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email, password: "secret123", name }),
    });
    if (!res.ok) throw new Error(`sign-up ${name}: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { user, credits } = await getJson(`${base}/api/me`, cookie);
    const key = `${name}-grant-${user.id}`;
    const grant =
      balance > credits
        ? `INSERT INTO usage_records (id, user_id, action_type, credits_used, idempotency_key) VALUES ('${key}', '${user.id}', 'signup_bonus', ${credits - balance}, '${key}');`
        : "";
    d1(`${grant} UPDATE user SET email_verified = 1 WHERE id = '${user.id}';`);
    const me = await getJson(`${base}/api/me`, cookie);
    return { email, cookie, id: user.id, credits: me.credits };
  }

  try {
    await waitForHealth(`${base}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, d1, signUp, stop };
}
