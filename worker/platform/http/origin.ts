// The site's own origin, and whether a request came from one of its pages. Browsers send Origin
// on every cross-origin request, every non-GET fetch and every WebSocket handshake, so a foreign
// or missing Origin on a state-changing request means "not our page".

/** The public origin: BETTER_AUTH_URL in production, else the origin the request came to. */
export const siteOrigin = (env: Pick<Env, "BETTER_AUTH_URL">, request: Request) =>
  env.BETTER_AUTH_URL ? new URL(env.BETTER_AUTH_URL).origin : new URL(request.url).origin;

export function isSameOrigin(env: Pick<Env, "BETTER_AUTH_URL">, request: Request) {
  const origin = request.headers.get("origin");
  return origin !== null && origin === siteOrigin(env, request);
}
