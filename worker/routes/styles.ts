import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/session";
import { listEnabledStyles, toPublicStyle } from "../services/styles";

export const styles = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const rows = await listEnabledStyles(c.var.db);
  return c.json({ styles: rows.map(toPublicStyle) }, 200);
});
