// GET /api/admin/usage (the latest 100 ledger rows) and GET /api/admin/referrals (the ranking).
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { recentUsage, referralRanking } from "../../services/admin/activity";
import { describeRoute } from "../../openapi/annotate";

export const adminUsageRoutes = new Hono<AppEnv>().get("/", describeRoute({ summary: "The latest credit records of all users", answers: { 200: "`{ records }`" } }), async (c) => c.json({ records: await recentUsage(c.var.db) }, 200));

export const adminReferralRoutes = new Hono<AppEnv>().get("/", describeRoute({ summary: "Who invited the most users", answers: { 200: "`{ ranking }`" } }), async (c) => c.json({ ranking: await referralRanking(c.var.db) }, 200));
