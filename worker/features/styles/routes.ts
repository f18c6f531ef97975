import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";
import { requireUser } from "../../platform/middleware/session";
import { rememberedEnabledStyles, toPublicStyle } from "./service";
import { describeRoute } from "../../platform/openapi/annotate";

export const styles = new Hono<AppEnv>().use(requireUser).get(
  "/",
  describeRoute({
    operationId: "listStyles",
    summary: "The art studio's styles",
    answers: { 200: "`{ styles }` in display order." },
  }),
  async (c) => {
    const rows = await rememberedEnabledStyles(c.var.db);
    return c.json({ styles: rows.map(toPublicStyle) }, 200);
  },
);
