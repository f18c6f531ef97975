// The one list of routes an API token may call (`Authorization: Bearer atl_…`): the creation
// routes and what a script needs around them (status, results, balance, the choices they take).
// Everything else — the account page (tokens, password, deletion, devices), boards, shares,
// referrals, the live socket and /api/admin — needs the signed-in session, for every user, an
// admin included. Read by the session guard (platform/middleware/session.ts), the same-origin check
// (platform/middleware/same-origin.ts) and the OpenAPI document, so the three cannot disagree.

import { AppError } from "../errors";

/** "METHOD /path": `:name` is one path segment, a final `*` anything below. */
export const TOKEN_ROUTES = [
  // generate, refine, transform and every other paid picture action under /api/images
  "POST /api/images/*",
  // background creations (interior design, storybook) and their progress
  "POST /api/tasks",
  "GET /api/tasks",
  "GET /api/tasks/:id",
  // the results: works, their files (download), storybooks
  "GET /api/works",
  "GET /api/works/:id",
  "GET /api/files/*",
  "GET /api/storybooks/:id",
  // the balance and the credit records
  "GET /api/credits/usage",
  // what a request may ask for: engines and sizes, art studio styles
  "GET /api/capabilities",
  "GET /api/styles",
] as const;

const compiled = TOKEN_ROUTES.map((route) => {
  const [method, path] = route.split(" ");
  const pattern = path
    .split("/")
    .map((part) => (part === "*" ? ".+" : part.startsWith(":") ? "[^/]+" : part.replace(/[.]/g, "\\.")))
    .join("/");
  return { method, pattern: new RegExp(`^${pattern}$`) };
});

/**
 * Whether an API token may call `method path`: a request's path, or a route's own pattern
 * (`/api/works/:id`, as the OpenAPI document walks them). HEAD is GET.
 */
export function acceptsApiToken(method: string, path: string) {
  const m = method === "HEAD" ? "GET" : method;
  return compiled.some((route) => route.method === m && route.pattern.test(path));
}

/** A request that means to authenticate with an API token: `Authorization: Bearer …`. */
export const bearerOf = (headers: Headers) => {
  const header = headers.get("authorization");
  const match = header === null ? null : /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? "").trim() : null;
};

/** 403 for a bearer request to any other route (the session guard and the same-origin check). */
export const tokenNotAccepted = () =>
  new AppError(
    "API_TOKEN_NOT_ACCEPTED",
    "API tokens are accepted on the creation routes only; this one needs a signed-in session.",
  );
