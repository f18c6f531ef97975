// A fresh local app for the benchmarks: its own state folder wiped, migrations applied, `wrangler
// dev` on its own port, and what every benchmark then does to it — a confirmed user with credits,
// SQL on its D1 — so each benchmark says only what it measures.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { copyWorkerTexts } from "./copy-worker-texts.mjs";
import { ensureLocalSecret, offlineEnv, run, start, waitForHealth } from "./lib.mjs";
import { devConfigArgs } from "./workers.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the app on `port` with state in `state` (wiped first). `build` builds the SPA first
 * ("always", "if-missing", or nothing: without dist/ it serves an empty asset folder); `log` shows
 * wrangler's output. Returns { base, d1, signUp, stop }.
 */
export async function startLocalApp({ port, state, build, log = false }) {
  ensureLocalSecret();
  if (build === "always" || (build === "if-missing" && !existsSync("dist/index.html"))) run("npm", ["run", "build", "--silent"]);
  if (!existsSync("dist")) mkdirSync("dist");
  // The Worker's text tables as this checkout has them, even in a dist/ built before they changed.
  copyWorkerTexts();
  rmSync(state, { recursive: true, force: true });
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n▶ wrangler dev on ${base} (state ${state})`);
  const server = start("npx", ["wrangler", "dev", ...devConfigArgs(), "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, "--log-level", log ? "log" : "error"], {
    stdio: log ? "inherit" : "ignore",
    detached: true,
  });

  /** Whether anything of wrangler's process group (npx, wrangler, workerd) is still around. */
  const alive = () => {
    try {
      process.kill(-server.pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  /** SIGTERM to the whole group, then SIGKILL whatever is left after 10 s; returns once it is gone. */
  async function stop() {
    for (const [signal, graceMs] of [["SIGTERM", 10_000], ["SIGKILL", 5_000]]) {
      if (!alive()) return;
      try {
        process.kill(-server.pid, signal);
      } catch {}
      for (const deadline = Date.now() + graceMs; alive() && Date.now() < deadline; ) await sleep(200);
    }
    if (alive()) console.error(`✗ wrangler (process group ${server.pid}) is still running`);
  }
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop().finally(() => process.exit(130)));

  /** Runs SQL on the app's local D1; returns the rows of every statement. */
  function d1(sql) {
    const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql], {
      env: offlineEnv,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
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
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const { user, credits } = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
    const key = `${name}-grant-${user.id}`;
    const grant = balance > credits
      ? `INSERT INTO usage_records (id, user_id, action_type, credits_used, idempotency_key) VALUES ('${key}', '${user.id}', 'signup_bonus', ${credits - balance}, '${key}');`
      : "";
    d1(`${grant} UPDATE user SET email_verified = 1 WHERE id = '${user.id}';`);
    const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
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
