// Shared by the project scripts: run commands, make the local secret, quiet offline wrangler.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};

export function run(cmd, args, options = {}) {
  console.log(`\n▶ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: offlineEnv, ...options });
  if (result.status !== 0) {
    console.error(`✗ ${cmd} ${args.join(" ")} exited with ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

export function start(cmd, args, options = {}) {
  return spawn(cmd, args, { stdio: "inherit", env: offlineEnv, ...options });
}

/** Creates .dev.vars with a random BETTER_AUTH_SECRET the first time; never overwrites it. */
export function ensureLocalSecret() {
  const file = ".dev.vars";
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^BETTER_AUTH_SECRET=.{32,}/m.test(current)) return;
  const line = `BETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}\n`;
  const kept = current
    .split("\n")
    .filter((l) => l && !l.startsWith("BETTER_AUTH_SECRET="))
    .join("\n");
  writeFileSync(file, (kept ? kept + "\n" : "") + line);
  console.log("Created a local auth secret in .dev.vars");
}

export async function waitForHealth(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Adds NAME=value to .dev.vars unless the developer already set NAME there (to anything). */
export function ensureDevVar(name, value, comment) {
  const file = ".dev.vars";
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (new RegExp(`^${name}=`, "m").test(current)) return;
  const lines = [comment && `# ${comment}`, `${name}=${value}`].filter(Boolean).join("\n");
  writeFileSync(file, (current && !current.endsWith("\n") ? current + "\n" : current) + lines + "\n");
  console.log(`Set ${name}=${value} in .dev.vars`);
}

/**
 * Starts `wrangler dev` for one Worker of scripts/workers.mjs that runs in a process of its own
 * (`ownProcess`: the demo engine, whose pixel work would otherwise share the primary's thread) on
 * `port`, and resolves with the child once the port answers (its 404 is an answer). `env` must
 * carry the WRANGLER_REGISTRY_PATH of the primary it serves: service bindings find Workers of
 * other `wrangler dev` processes through that dev registry.
 */
export async function startOwnProcess(worker, { port, env, stdio = "inherit", detached = false, logLevel = "warn" }) {
  const child = start(
    "npx",
    ["wrangler", "dev", "-c", worker.config, "--ip", "127.0.0.1", "--port", String(port), "--log-level", logLevel],
    { env, stdio, detached },
  );
  const exited = new Promise((_, reject) =>
    child.once("exit", (code) => reject(new Error(`wrangler dev for ${worker.name} exited with ${code}`))),
  );
  const answering = (async () => {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        return;
      } catch {}
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${worker.name} on port ${port} did not answer within 90 s`);
  })();
  await Promise.race([answering, exited]);
  return child;
}
