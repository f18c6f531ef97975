// POST /api/admin/users/:id/suspend { reason } and /unsuspend { reason? } (decision 26). Mounted
// under the admin router, so only admins reach them; each writes its audit entry in its batch.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { requiredText, validate } from "../../platform/http/validation";
import { describeRoute } from "../../platform/openapi/annotate";
import { auditWritten } from "../../platform/admin-audit";
import { suspendUser, unsuspendUser } from "./suspensions";

const userParam = z.object({ id: z.string().min(1).max(100) });
export const REASON_MAX = 500;

export const adminSuspensionRoutes = new Hono<AppEnv>()
  .post(
    "/:id/suspend",
    describeRoute({
      operationId: "suspendUser",
      summary: "Suspend a user: sessions, sockets and API tokens end, unfinished tasks are refunded",
      errors: ["NOT_FOUND", "CANNOT_SUSPEND_ADMIN"],
      answers: { 200: "`{ suspended: true, cancelledTasks }`" },
    }),
    validate("param", userParam),
    validate("json", z.object({ reason: requiredText(REASON_MAX) })),
    async (c) => {
      const result = await suspendUser(
        c.var.db,
        c.env,
        c.var.user,
        c.req.valid("param").id,
        c.req.valid("json").reason,
      );
      auditWritten(c);
      return c.json(result, 200);
    },
  )
  .post(
    "/:id/unsuspend",
    describeRoute({
      operationId: "unsuspendUser",
      summary: "Lift a user's suspension",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ suspended: false, changed }`: changed is false when the user was not suspended." },
    }),
    validate("param", userParam),
    validate("json", z.object({ reason: z.string().trim().max(REASON_MAX).optional() })),
    async (c) => {
      const result = await unsuspendUser(
        c.var.db,
        c.var.user,
        c.req.valid("param").id,
        c.req.valid("json").reason || undefined,
      );
      auditWritten(c);
      return c.json(result, 200);
    },
  );
