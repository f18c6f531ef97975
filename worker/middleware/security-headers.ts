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

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  // A WebSocket upgrade's response comes from the Durable Object with immutable headers.
  if (c.res.status === 101) return;
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
