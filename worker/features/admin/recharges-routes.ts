// GET /api/admin/recharges (latest orders) and POST /api/admin/recharges (record a manual
// recharge: a completed order plus its credit grant, once per Idempotency-Key).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { MAX_RECHARGE_YUAN } from "../../../shared/credit-limits";
import { validate } from "../../platform/http/validation";
import { centsFromYuan } from "../../platform/format";
import { createRecharge, listRecharges, settleShortfall } from "./recharges";
import { idempotencyHeader, MAX_ADMIN_CREDITS } from "./route-common";
import { describeRoute } from "../../platform/openapi/annotate";
import { auditWritten } from "../../platform/admin-audit";

const amountYuan = z
  .union([z.number(), z.string()])
  .transform((v) => centsFromYuan(v) ?? -1)
  .pipe(
    z
      .number()
      .int()
      .min(1, "must be a positive amount with at most 2 decimals")
      .max(MAX_RECHARGE_YUAN * 100, `must be at most ${MAX_RECHARGE_YUAN}`),
  );

const rechargeBody = z
  .object({
    email: z.string().trim().max(254).optional(),
    userId: z.string().trim().max(100).optional(),
    amountYuan,
    credits: z.number().int().min(1).max(MAX_ADMIN_CREDITS),
    note: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((b) => Boolean(b.email) !== Boolean(b.userId), {
    message: "give the user's email or id (one of them)",
    path: ["email"],
  });

export const adminRechargeRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "listRecharges",
      summary: "The latest recharge orders",
      answers: { 200: "`{ records }`" },
    }),
    async (c) => c.json({ records: await listRecharges(c.var.db) }, 200),
  )
  .post(
    "/",
    describeRoute({
      operationId: "recordRecharge",
      summary: "Record a manual recharge and grant its credits",
      errors: ["NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
      answers: { 201: "`{ record, replayed }`" },
    }),
    validate("header", idempotencyHeader),
    validate("json", rechargeBody),
    async (c) => {
      const body = c.req.valid("json");
      const { record, replayed } = await createRecharge(c.var.db, {
        admin: c.var.user,
        target: { email: body.email, userId: body.userId },
        amountCents: body.amountYuan,
        credits: body.credits,
        note: body.note,
        requestKey: c.req.valid("header")["idempotency-key"],
      });
      auditWritten(c);
      return c.json({ record, replayed }, 201);
    },
  )
  .post(
    "/:orderId/settle",
    describeRoute({
      operationId: "settleOrderShortfall",
      summary: "Mark a Stripe order's shortfall settled (the buyer may buy again)",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ record, settled }`: settled is false when there was nothing to settle." },
    }),
    validate("param", z.object({ orderId: z.string().max(40) })),
    async (c) => {
      const result = await settleShortfall(c.var.db, c.var.user, c.req.valid("param").orderId);
      auditWritten(c);
      return c.json(result, 200);
    },
  );
