// GET /api/admin/usage (ledger rows, searched and paged) and GET /api/admin/referrals (the ranking).
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";
import { z } from "zod";
import { ACTION_TYPES } from "../../../shared/choices";
import { cursorParam } from "../../platform/cursor";
import { validate } from "../../platform/http/validation";
import { recentUsage, referralRanking, USAGE_LIMIT } from "./activity";
import { describeRoute } from "../../platform/openapi/annotate";

const usageQuery = z.object({
  q: z.string().max(200).optional(),
  action: z.enum([...ACTION_TYPES, "refund"]).optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(USAGE_LIMIT).default(USAGE_LIMIT),
});

export const adminUsageRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    operationId: "listAllUsage",
    summary: "Credit records of all users, newest first, searched by user and action",
    answers: { 200: "`{ records, nextCursor }`: pass nextCursor as `cursor` for the next page (null: no more)." },
  }),
  validate("query", usageQuery),
  async (c) => c.json(await recentUsage(c.var.db, c.req.valid("query")), 200),
);

export const adminReferralRoutes = new Hono<AppEnv>().get(
  "/",
  describeRoute({
    operationId: "listTopReferrers",
    summary: "Who invited the most users",
    answers: { 200: "`{ ranking }`" },
  }),
  async (c) => c.json({ ranking: await referralRanking(c.var.db) }, 200),
);
