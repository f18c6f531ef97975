import { Hono } from "hono";
import { chooseImageEngine } from "../engines/select";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/session";
import { transcriptionAvailable } from "../services/transcription";

/** What this deployment can do right now: which engine answers, whether voice input works. */
export const capabilities = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const [choice, transcription] = await Promise.all([chooseImageEngine(c.env, c.var.db), transcriptionAvailable(c.env, c.var.db)]);
  return c.json({ imageEngine: choice.engine.name, transcription }, 200);
});
