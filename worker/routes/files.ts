import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/session";
import { readOwnedFile } from "../services/files";

/** The R2 key in the path; a broken %-escape names no file (rather than a 500). */
function keyOf(path: string) {
  try {
    return decodeURIComponent(path.replace(/^\/api\/files\//, ""));
  } catch {
    return "";
  }
}

export const files = new Hono<AppEnv>().use(requireUser).get("/*", async (c) => {
  const key = keyOf(c.req.path);
  const object = await readOwnedFile(c.env.FILES, key, c.var.user.id);
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: object.httpEtag,
    "Content-Length": String(object.size),
  });
  if (c.req.header("if-none-match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
