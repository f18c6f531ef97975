// GET /api/admin/stats: totals and the last 30 days.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { adminStats } from "../../services/admin/stats";

export const adminStatsRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await adminStats(c.var.db), 200));
