// better-auth takes `name` and `image` on sign-up and update-user as they come: null or an object
// reaches the database (a 500), a number is stored as text, any length or a javascript: URL is
// kept. What a person may set is checked here first: a name is text of at most NAME_MAX
// characters (bidi overrides and isolates removed), an image is absent or an https URL.
import { APIError } from "better-auth/api";
import { stripBidiControls } from "../typed-text";

export const NAME_MAX = 100;
const PATHS = new Set(["/sign-up/email", "/update-user"]);

function invalid(code: string, message: string): never {
  throw new APIError("BAD_REQUEST", { code, message });
}

export function checkProfileFields(path: string, body: unknown) {
  if (!PATHS.has(path) || !body || typeof body !== "object") return;
  const { name, image } = body as { name?: unknown; image?: unknown };
  if (name !== undefined && (typeof name !== "string" || name.length > NAME_MAX)) {
    invalid("INVALID_NAME", `The name must be text of at most ${NAME_MAX} characters.`);
  }
  // In place: the before hook sees the very body object the endpoint then stores.
  if (typeof name === "string") (body as { name: string }).name = stripBidiControls(name);
  if (image !== undefined && image !== null) {
    let ok: boolean;
    try {
      ok = typeof image === "string" && image.length <= 2048 && new URL(image).protocol === "https:";
    } catch {
      ok = false;
    }
    if (!ok) invalid("INVALID_IMAGE_URL", "The picture must be an https address.");
  }
}
