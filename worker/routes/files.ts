import { Hono } from "hono";
import type { AppEnv } from "../env";
import { serveR2Object } from "../lib/serve-r2-object";
import { requireUser } from "../middleware/session";
import { ownedKey } from "../services/files";

/** The R2 key in the path; a broken %-escape names no file (rather than a 500). */
function keyOf(path: string) {
  try {
    return decodeURIComponent(path.replace(/^\/api\/files\//, ""));
  } catch {
    return "";
  }
}

// Private, and checked with the server on every use (no-cache): a browser keeps the bytes but may
// show them only after this route said yes to the session in hand, so after signing out (or as
// another user) nothing comes from the cache. An unchanged file costs a 304, not its bytes.
const PRIVATE_FILE = { cacheControl: "private, no-cache" };

// The route picks the key and checks its owner; serveR2Object answers conditionals and ranges.
// Hono answers HEAD through this GET handler (headers only).
export const files = new Hono<AppEnv>().use(requireUser).get("/*", async (c) => {
  const key = ownedKey(keyOf(c.req.path), c.var.user.id);
  return serveR2Object(c.env.FILES, key, c.req.raw, PRIVATE_FILE);
});
