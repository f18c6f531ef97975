// Where /auth?redirect= may send a person after signing in: a path on this site, or /nano. The
// value comes from a link anyone can craft, and browsers read more than "starts with /" as
// another site: "/\evil.com" and "/\tevil.com" are "//evil.com" to the URL parser, and a path
// that decodes to one ("/%2F%2Fevil.com") is one decode away from leaving. A broken %-escape
// would make the router's own decoding throw, so it is refused too.

export const DEFAULT_REDIRECT = "/nano";

/** A site path starting with one "/" and holding no backslash or control character. */
const isSitePath = (path: string) =>
  path.startsWith("/") && !path.startsWith("//") && !/[\\\u0000-\u001f\u007f]/.test(path);

export function safeRedirect(value: string | null | undefined): string {
  if (!value) return DEFAULT_REDIRECT;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (!isSitePath(value) || !isSitePath(decoded)) return DEFAULT_REDIRECT;
  // Whatever else a browser makes of it, it must stay on this origin.
  const base = "https://site.invalid";
  return new URL(value, base).origin === base ? value : DEFAULT_REDIRECT;
}
