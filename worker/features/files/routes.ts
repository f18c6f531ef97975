import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";
import { serveDownload } from "./download";
import { requireUser } from "../../platform/middleware/session";
import { AppError } from "../../platform/errors";
import { ownedKey } from "./service";
import { isImageVariant } from "../../platform/image/variants";
import { serveVariant } from "./variant-serving";
import { describeRoute, type RouteDoc } from "../../platform/openapi/annotate";

/** The R2 key in the path; a broken %-escape names no file (rather than a 500). */
function keyOf(path: string) {
  try {
    return decodeURIComponent(path.replace(/^\/api\/files\//, ""));
  } catch {
    return "";
  }
}

// Originals (downloads, narration) are private and checked with the server on every use
// (no-cache): an unchanged file costs a 304, not its bytes. Display copies and thumbnails asked for
// by their content-addressed name (`?v=…&h=<hash>`) are kept by the browser for a year
// (features/files/variant-serving.ts); after sign-out, account deletion or an ended session the browser
// is told to drop its cache for the site (platform/http/clear-site-data.ts). Every request, named by hash or
// not, needs the owner's session: a URL is not a key.

const FILE_DOC: RouteDoc = {
  operationId: "getFile",
  summary: "A stored file of the user's: a picture, a storybook page, narration",
  description:
    "The path is the file's storage key. A picture the service made is served with its AI-content labels: the visible label drawn in (unless the deployment turned it off) and the `AIGC` metadata; `?label=none` gives it without the drawn label, only after the user accepted the labelling duty (`POST /api/account/unlabelled-downloads`), and logs the download. `?v=thumb` or `?v=display` asks for a smaller WebP copy of a picture; with `&h=<hash>` (the URLs listings hand out) and the hash of the bytes stored now, it is answered `private, max-age=31536000, immutable`, otherwise `private, no-cache`. Answers conditional (304) and range (206) requests.",
  errors: ["NOT_FOUND", "VALIDATION_ERROR", "UNLABELLED_DOWNLOAD_NOT_ACCEPTED"],
  answers: { 200: "The file's bytes, with its Content-Type." },
};

// The route picks the key and checks its owner; serveR2Object answers conditionals and ranges.
// Hono answers HEAD through this GET handler (headers only).
export const files = new Hono<AppEnv>().use(requireUser).get("/*", describeRoute(FILE_DOC), async (c) => {
  const key = ownedKey(keyOf(c.req.path), c.var.user.id);
  // ?v=thumb or ?v=display: a smaller copy of a picture for pages (platform/image/variants.ts).
  const variant = c.req.query("v");
  if (variant === undefined) return serveDownload(c.env, c.var.db, c.var.user.id, key, c.req.raw, c.req.query("label"));
  if (!isImageVariant(variant)) throw new AppError("VALIDATION_ERROR", "Unknown image variant.");
  return serveVariant(c.env, c.var.db, key, variant, c.req.raw, c.req.query("h"));
});
