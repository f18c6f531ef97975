import { Hono } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { liveStub } from "../live/user-live";
import { requireUser } from "../middleware/session";

/** WebSocket upgrade to the signed-in user's own Durable Object (task status, live). */
export const live = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") throw new AppError("VALIDATION_ERROR", "Expected a WebSocket upgrade.");
  return liveStub(c.env, c.var.user.id).fetch(c.req.raw);
});
