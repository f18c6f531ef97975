// GET /api/live: WebSocket upgrade to the signed-in user's own Durable Object (task status). The
// socket belongs to the session that opened it (closed when that session ends), and only pages
// of this site may open one: a browser sends Origin with every WebSocket handshake, and another
// site's page would otherwise ride on the user's cookie.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { isSameOrigin } from "../http/origin";
import { liveStub, SESSION_HEADER } from "./user-live";
import { requireUser } from "../middleware/session";
import { describeRoute } from "../openapi/annotate";

export const live = new Hono<AppEnv>().use(requireUser).get(
  "/",
  describeRoute({
    operationId: "openLiveSocket",
    summary: "WebSocket: the user's task updates",
    errors: ["VALIDATION_ERROR", "CROSS_ORIGIN"],
    answers: { 101: "The socket; each message is a task's new state." },
  }),
  async (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
      throw new AppError("VALIDATION_ERROR", "Expected a WebSocket upgrade.");
    if (!isSameOrigin(c.env, c.req.raw))
      throw new AppError("CROSS_ORIGIN", "Live updates are only for this site's pages.");
    const headers = new Headers(c.req.raw.headers);
    headers.set(SESSION_HEADER, c.var.sessionId);
    return liveStub(c.env, c.var.user.id).fetch(new Request(c.req.raw, { headers }));
  },
);
