// Opens the request's D1 session (../db/session decides where it starts) and hands routes their
// drizzle db over it; afterwards the session's bookmark goes back to the client, so its next
// request reads from a replica at least as new as this one left the database.
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, bookmarkCookie, isBookmark, sessionStart } from "../db/session";
import type { AppEnv } from "../env";

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const sent = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, BOOKMARK_COOKIE);
  const session = c.env.DB.withSession(sessionStart(c.req.method, sent));
  c.set("db", createDb(session));
  await next();
  const bookmark = session.getBookmark();
  // A WebSocket upgrade's response comes from the Durable Object with immutable headers.
  if (!isBookmark(bookmark) || c.res.status === 101) return;
  c.res.headers.set(BOOKMARK_HEADER, bookmark);
  if (bookmark !== getCookie(c, BOOKMARK_COOKIE))
    c.res.headers.append("Set-Cookie", bookmarkCookie(bookmark, new URL(c.req.url).protocol === "https:"));
});
