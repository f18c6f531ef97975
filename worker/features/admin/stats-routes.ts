// GET /api/admin/stats: totals, the last 30 days, and what the operator must fix (retired
// models, refused regions); DELETE /api/admin/stats/alerts/:id dismisses one of those.
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { validate } from "../../platform/http/validation";
import { adminStats } from "./stats";
import { dismissOperatorAlert, listOperatorAlerts } from "../operator/service";
import { describeRoute } from "../../platform/openapi/annotate";
import { refusalCounts } from "../moderation/service";
import { auditWritten } from "../../platform/admin-audit";

export const adminStatsRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "getAdminStats",
      summary: "Totals, the last 30 days, moderation refusals and what the operator must fix",
      answers: { 200: "The stats, `moderation` (refusals per category and per day, last 30 days) and `alerts`." },
    }),
    async (c) => {
      const [stats, alerts, moderation] = await Promise.all([
        adminStats(c.var.db),
        listOperatorAlerts(c.var.db, c.env),
        refusalCounts(c.var.db),
      ]);
      return c.json({ ...stats, alerts, moderation }, 200);
    },
  )
  .delete(
    "/alerts/:id",
    describeRoute({
      operationId: "dismissOperatorAlert",
      summary: "Dismiss an operator alert",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ ok: true }`" },
    }),
    validate("param", z.object({ id: z.string().min(1).max(200) })),
    async (c) => {
      if (!(await dismissOperatorAlert(c.var.db, c.var.user, c.req.valid("param").id)))
        throw new AppError("NOT_FOUND", "No such alert.");
      auditWritten(c);
      return c.json({ ok: true as const }, 200);
    },
  );
