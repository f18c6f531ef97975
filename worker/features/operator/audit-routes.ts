// GET /api/admin/audit: the audit log, filtered and paged (decision 26).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { validate } from "../../platform/http/validation";
import { describeRoute } from "../../platform/openapi/annotate";
import { AUDIT_ACTIONS } from "../../platform/admin-audit";
import { readAuditLog } from "./audit-log";
import { cursorParam } from "../../platform/cursor";

const auditQuery = z.object({
  admin: z.string().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  user: z.string().max(200).optional(),
  from: z.iso
    .datetime({ offset: true })
    .transform((s) => new Date(s))
    .optional(),
  to: z.iso
    .datetime({ offset: true })
    .transform((s) => new Date(s))
    .optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminAuditRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    operationId: "listAuditLog",
    summary: "The audit log of admin actions, newest first",
    answers: { 200: "`{ entries, nextCursor }`: pass nextCursor as `cursor` for the next page (null: no more)." },
  }),
  validate("query", auditQuery),
  async (c) => c.json(await readAuditLog(c.var.db, c.req.valid("query")), 200),
);
