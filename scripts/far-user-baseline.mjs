// The far-user bench's "old" side (issue 24): the app as it was deployed before issue 24, the
// pinned commit BASELINE_COMMIT checked out beside this one, built and run on its own port and
// state. Comparing it, behind the placed Worker's delays, with the current build at the edge is
// what the budget means by old and new: the topology *and* the code that went with it
// (the SPA's sequential session → data → tasks requests, /api/capabilities ×5 on /nano,
// `private, no-cache` thumbnails revalidated on every visit).
//
// The checkout is a detached git worktree under .wrangler/bench-baseline (ignored by git, lint,
// tsc and vitest), made once and reused while it is at that commit. It borrows this checkout's
// node_modules through a symlink: package.json and the lockfile are unchanged since that commit
// (if a dependency upgrade ever breaks its build, pin the baseline's own `npm ci` instead).
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, lstatSync, rmSync, symlinkSync } from "node:fs";
import { resolve } from "node:path";
import { startLocalApp } from "./local-app.mjs";

/** The last commit on main before issue 24's work ("Rate-limit tests wait until enough of the wall-clock window is left…"). */
export const BASELINE_COMMIT = "a97cc407f28ec39df9d941470cd3fc85829a8565";
export const BASELINE_DIR = ".wrangler/bench-baseline";

const git = (args, options = {}) =>
  execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...options }).trim();

/** The worktree at BASELINE_COMMIT with this checkout's node_modules and .dev.vars; returns its absolute path. */
export function ensureBaselineCheckout(dir = BASELINE_DIR) {
  const path = resolve(dir);
  let head;
  try {
    head = git(["-C", path, "rev-parse", "HEAD"]);
  } catch {}
  // `rev-parse` inside .wrangler/ without a worktree of its own answers this checkout's HEAD.
  const own = head && git(["-C", path, "rev-parse", "--show-toplevel"]) === path;
  if (!own || head !== BASELINE_COMMIT) {
    if (existsSync(path)) {
      try {
        git(["worktree", "remove", "--force", path]);
      } catch {}
      rmSync(path, { recursive: true, force: true });
      git(["worktree", "prune"]);
    }
    console.log(`\n▶ git worktree add --detach ${dir} ${BASELINE_COMMIT.slice(0, 7)} (the build before issue 24)`);
    git(["worktree", "add", "--detach", path, BASELINE_COMMIT]);
  }
  const modules = `${path}/node_modules`;
  if (!existsSync(modules) && !isSymlink(modules)) symlinkSync(resolve("node_modules"), modules, "dir");
  // The same local settings (auth secret, engine switches) as this checkout's app.
  if (existsSync(".dev.vars")) copyFileSync(".dev.vars", `${path}/.dev.vars`);
  return path;
}

function isSymlink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * The pre-issue-24 app on `port`, a fresh state in `state`: built unless BENCH_SKIP_BUILD=1 finds
 * its dist/ already there, migrated with its own migrations, its own wrangler.toml (one Worker).
 */
export function startBaselineApp({ port, state = ".wrangler/bench-baseline-state" }) {
  const checkout = ensureBaselineCheckout();
  return startLocalApp({
    port,
    state,
    checkout,
    build: process.env.BENCH_SKIP_BUILD === "1" ? "if-missing" : "always",
  });
}
