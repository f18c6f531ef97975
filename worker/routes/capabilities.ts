import { Hono } from "hono";
import { chooseImageEngine } from "../engines/select";
import type { AppEnv } from "../env";
import { devOutboxReachable } from "../mail/dev-outbox";
import { requireUser } from "../middleware/session";
import { transcriptionAvailable } from "../services/transcription";

/**
 * What this deployment can do right now: which engine answers, whether voice input works, and
 * whether mail lands in the local dev outbox (so the SPA can link to it).
 */
export const capabilities = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const [choice, transcription] = await Promise.all([chooseImageEngine(c.env, c.var.db), transcriptionAvailable(c.env, c.var.db)]);
  return c.json({ imageEngine: choice.engine.name, transcription, devOutbox: devOutboxReachable(c.env, c.req.url) }, 200);
});
