import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { validate } from "../../platform/http/validation";
import { requireUser } from "../../platform/middleware/session";
import { getBalance } from "./service";
import { listUsage, userUsage } from "./usage";
import { describeRoute } from "../../platform/openapi/annotate";

const usageQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const credits = new Hono<AppEnv>().use(requireUser).get(
  "/usage",
  describeRoute({
    operationId: "getCreditUsage",
    summary: "The balance and the latest credit records",
    answers: { 200: "`{ balance, records }`, newest first." },
  }),
  validate("query", usageQuery),
  async (c) => {
    const { db, user } = c.var;
    const { limit } = c.req.valid("query");
    const [records, balance] = await Promise.all([listUsage(db, user.id, limit), getBalance(db, user.id)]);
    return c.json({ balance: balance ?? 0, records: await userUsage(db, user.id, records) }, 200);
  },
);
