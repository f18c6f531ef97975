// Our own state-changing routes answer this site's pages only: a POST, PUT, PATCH or DELETE whose
// Origin is missing or foreign is refused (403 CROSS_ORIGIN) before anything else happens. The
// session cookie is SameSite=Lax, which already keeps most cross-site requests signed out; this
// closes what Lax leaves open (same-site subdomains, top-level POST navigations in older
// browsers) the way better-auth does for /api/auth/*, which checks its own requests.
// An API token's request (`Authorization: Bearer`, from a script, with no Origin) needs no origin
// on the routes that accept tokens: there its cookies are never read (platform/auth/api-token-sign-in.ts), and a
// page elsewhere cannot add that header without a CORS preflight we never grant. On any other
// route a bearer write is refused as 403 API_TOKEN_NOT_ACCEPTED, whatever its origin.
import { createMiddleware } from "hono/factory";
import { acceptsApiToken, bearerOf, tokenNotAccepted } from "../auth/token-routes";
import { AppError } from "../errors";
import { isSameOrigin } from "../http/origin";

/** Methods that change nothing: the origin may be anything (a link, an <img>, a bookmark). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const AUTH_PATH = /^\/api\/auth(\/|$)/;
/** Stripe's webhook comes from Stripe's servers; its signature is its proof (features/payments/webhook.ts). */
const WEBHOOK_PATH = "/api/payments/webhook";

/** Whether a request with this method and path must come from this site (else 403 CROSS_ORIGIN); the OpenAPI document says so too. */
export const checksOrigin = (method: string, path: string) =>
  !SAFE_METHODS.has(method) && !AUTH_PATH.test(path) && path !== WEBHOOK_PATH;

export const sameOriginWrites = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  if (!checksOrigin(c.req.method, c.req.path)) return next();
  if (bearerOf(c.req.raw.headers) !== null) {
    if (acceptsApiToken(c.req.method, c.req.path)) return next();
    throw tokenNotAccepted();
  }
  if (!isSameOrigin(c.env, c.req.raw))
    throw new AppError("CROSS_ORIGIN", "Requests that change something must come from this site's pages.");
  await next();
});
