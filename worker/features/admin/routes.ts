// The back office API under /api/admin: signed-in admins only (401 signed out, 403 otherwise),
// checked once here for every route below, and every write leaves an audit entry
// (platform/admin-audit.ts). Each area is its own small router.
import { Hono } from "hono";
import type { AppEnv } from "../../platform/env";
import { requireAdmin } from "../../platform/middleware/require-admin";
import { requireUser } from "../../platform/middleware/session";
import { adminAuditRoutes } from "../operator/audit-routes";
import { adminReportRoutes } from "../operator/report-routes";
import { adminSuspensionRoutes } from "../operator/suspension-routes";
import { auditAdminWrites } from "../../platform/admin-audit";
import { adminReferralRoutes, adminUsageRoutes } from "./activity-routes";
import { adminPackageRoutes } from "./packages-routes";
import { adminRechargeRoutes } from "./recharges-routes";
import { adminSettingsRoutes } from "./settings-routes";
import { adminLabelRoutes } from "../ai-labels/routes";
import { adminStatsRoutes } from "./stats-routes";
import { adminStyleRoutes } from "../styles/admin-routes";
import { adminUserRoutes } from "./users-routes";
import { adminModerationRoutes } from "../moderation/admin-routes";

export const admin = new Hono<AppEnv>()
  .use(requireUser, requireAdmin, auditAdminWrites)
  .route("/stats", adminStatsRoutes)
  .route("/users", adminUserRoutes)
  .route("/users", adminSuspensionRoutes)
  .route("/reports", adminReportRoutes)
  .route("/audit", adminAuditRoutes)
  .route("/usage", adminUsageRoutes)
  .route("/referrals", adminReferralRoutes)
  .route("/recharges", adminRechargeRoutes)
  .route("/packages", adminPackageRoutes)
  .route("/styles", adminStyleRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/moderation", adminModerationRoutes)
  .route("/ai-labels", adminLabelRoutes);
