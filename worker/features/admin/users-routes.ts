// GET /api/admin/users (search, pages) and POST /api/admin/users/:id/credits (adjust a balance).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { requiredText, validate } from "../../platform/http/validation";
import { adjustCredits, listUsers } from "./users";
import { idempotencyHeader, MAX_ADMIN_CREDITS } from "./route-common";
import { describeRoute } from "../../platform/openapi/annotate";
import { auditWritten } from "../../platform/admin-audit";

const listQuery = z.object({
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const userParam = z.object({ id: z.string().min(1).max(100) });

const adjustBody = z.object({
  amount: z
    .number()
    .int()
    .min(-MAX_ADMIN_CREDITS)
    .max(MAX_ADMIN_CREDITS)
    .refine((n) => n !== 0, "must not be 0"),
  reason: requiredText(200),
});

export const adminUserRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "listUsers",
      summary: "Users, searched and a page at a time",
      answers: { 200: "The page of users and the total." },
    }),
    validate("query", listQuery),
    async (c) => c.json(await listUsers(c.var.db, c.req.valid("query")), 200),
  )
  .post(
    "/:id/credits",
    describeRoute({
      operationId: "adjustUserCredits",
      summary: "Add credits to a user's balance or take some away",
      errors: ["NOT_FOUND", "INSUFFICIENT_CREDITS", "IDEMPOTENCY_CONFLICT"],
      answers: { 200: "The new balance." },
    }),
    validate("param", userParam),
    validate("header", idempotencyHeader),
    validate("json", adjustBody),
    async (c) => {
      const { amount, reason } = c.req.valid("json");
      const result = await adjustCredits(c.var.db, c.var.user, {
        userId: c.req.valid("param").id,
        amount,
        reason,
        requestKey: c.req.valid("header")["idempotency-key"],
      });
      auditWritten(c);
      return c.json(result, 200);
    },
  );
