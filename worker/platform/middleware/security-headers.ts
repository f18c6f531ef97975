// Headers for every API response. The SPA's own documents get theirs from web/public/_headers,
// because static assets are served without running the Worker.
import { createMiddleware } from "hono/factory";

export const API_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Two years, subdomains included (as web/public/_headers says for the SPA). Sent on https only:
 * a browser ignores it over http, and a local http run must not claim it.
 */
export const HSTS = "max-age=63072000; includeSubDomains";

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  // A WebSocket upgrade's response comes from the Durable Object with immutable headers.
  if (c.res.status === 101) return;
  const headers =
    new URL(c.req.url).protocol === "https:"
      ? { ...API_SECURITY_HEADERS, "Strict-Transport-Security": HSTS }
      : API_SECURITY_HEADERS;
  for (const [name, value] of Object.entries(headers)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
