import { Hono } from "hono";
import type { AppEnv } from "../env";
import { serveR2Object } from "../lib/serve-r2-object";
import { variantKey } from "../lib/storage-keys";
import { requireUser } from "../middleware/session";
import { AppError } from "../errors";
import { makeVariants, ownedKey } from "../services/files";
import { isImageVariant } from "../services/image-variants";
import { describeRoute, type RouteDoc } from "../openapi/annotate";

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

const FILE_DOC: RouteDoc = {
  summary: "A stored file of the user's: a picture, a storybook page, narration",
  description: "The path is the file's storage key. `?v=thumb` or `?v=display` asks for a smaller WebP copy of a picture. Answers conditional (304) and range (206) requests.",
  errors: ["NOT_FOUND", "VALIDATION_ERROR"],
  answers: { 200: "The file's bytes, with its Content-Type." },
};

// The route picks the key and checks its owner; serveR2Object answers conditionals and ranges.
// Hono answers HEAD through this GET handler (headers only).
export const files = new Hono<AppEnv>().use(requireUser).get("/*", describeRoute(FILE_DOC), async (c) => {
  const key = ownedKey(keyOf(c.req.path), c.var.user.id);
  // ?v=thumb or ?v=display: a smaller copy of a picture for pages (services/image-variants.ts).
  const variant = c.req.query("v");
  if (variant === undefined) return serveR2Object(c.env.FILES, key, c.req.raw, PRIVATE_FILE);
  if (!isImageVariant(variant)) throw new AppError("VALIDATION_ERROR", "Unknown image variant.");
  const serveVariant = () => serveR2Object(c.env.FILES, variantKey(key, variant), c.req.raw, PRIVATE_FILE);
  try {
    return await serveVariant();
  } catch (error) {
    if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
    // A picture stored before variants existed (or whose variants were lost) gets them now.
    await makeVariants(c.env, key);
    return serveVariant();
  }
});
