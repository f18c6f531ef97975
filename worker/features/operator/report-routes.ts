// The back office's reports: GET /api/admin/reports?status=, POST /api/admin/reports/:id/remove
// and /dismiss (decision 26). Both actions write their audit entry in their own batch.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { REPORT_STATUSES } from "../../platform/db/schema";
import { validate } from "../../platform/http/validation";
import { describeRoute } from "../../platform/openapi/annotate";
import { auditWritten } from "../../platform/admin-audit";
import { REPORT_REASON_MAX } from "../../../shared/limits";
import { dismissReport, listReports, removeReportedWork } from "./reports";

const reportParam = z.object({ id: z.string().min(1).max(64) });
const note = z.object({ reason: z.string().trim().max(REPORT_REASON_MAX).optional() });

export const adminReportRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "listReports",
      summary: "Reports against share links, newest first",
      answers: { 200: "`{ reports }` (at most 200)." },
    }),
    validate("query", z.object({ status: z.enum(REPORT_STATUSES).default("open") })),
    async (c) => c.json({ reports: await listReports(c.var.db, c.req.valid("query").status) }, 200),
  )
  .post(
    "/:id/remove",
    describeRoute({
      operationId: "removeReportedWork",
      summary: "Remove the reported work, its files and share links; closes the report",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ removed: true, closedReports }`" },
    }),
    validate("param", reportParam),
    validate("json", note),
    async (c) => {
      const result = await removeReportedWork(
        c.var.db,
        c.env,
        c.var.user,
        c.req.valid("param").id,
        c.req.valid("json").reason || undefined,
      );
      auditWritten(c);
      return c.json(result, 200);
    },
  )
  .post(
    "/:id/dismiss",
    describeRoute({
      operationId: "dismissReport",
      summary: "Dismiss a report (the work stays)",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ dismissed: true }`" },
    }),
    validate("param", reportParam),
    validate("json", note),
    async (c) => {
      const result = await dismissReport(
        c.var.db,
        c.var.user,
        c.req.valid("param").id,
        c.req.valid("json").reason || undefined,
      );
      auditWritten(c);
      return c.json(result, 200);
    },
  );
