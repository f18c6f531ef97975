import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/session";
import { AppError } from "../errors";
import { readOwnedFile, readOwnedVariant } from "../services/files";
import { isImageVariant } from "../services/image-variants";

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
export const files = new Hono<AppEnv>().use(requireUser).get("/*", async (c) => {
  const key = keyOf(c.req.path);
  // ?v=thumb or ?v=display: a smaller WebP copy of a picture for pages (services/image-variants.ts).
  const variant = c.req.query("v");
  if (variant !== undefined && !isImageVariant(variant)) throw new AppError("VALIDATION_ERROR", "Unknown image variant.");
  // R2 answers the request's If-None-Match itself: a match comes back without the bytes.
  const ifNoneMatch = c.req.header("if-none-match");
  const conditions = ifNoneMatch ? new Headers({ "if-none-match": ifNoneMatch }) : undefined;
  const object = await (variant
    ? readOwnedVariant(c.env, key, variant, c.var.user.id, conditions)
    : readOwnedFile(c.env.FILES, key, c.var.user.id, conditions));
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "private, no-cache",
    ETag: object.httpEtag,
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
