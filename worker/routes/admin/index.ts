// The back office API under /api/admin: signed-in admins only (401 signed out, 403 otherwise),
// checked once here for every route below, and every write leaves an audit entry
// (platform/admin-audit.ts). Each area is its own small router.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../middleware/require-admin";
import { requireUser } from "../../middleware/session";
import { adminAuditRoutes } from "../../features/operator/audit-routes";
import { adminReportRoutes } from "../../features/operator/report-routes";
import { adminSuspensionRoutes } from "../../features/operator/suspension-routes";
import { auditAdminWrites } from "../../platform/admin-audit";
import { adminReferralRoutes, adminUsageRoutes } from "./activity";
import { adminPackageRoutes } from "./packages";
import { adminRechargeRoutes } from "./recharges";
import { adminSettingsRoutes } from "./settings";
import { adminLabelRoutes } from "../../features/ai-labels/routes";
import { adminStatsRoutes } from "./stats";
import { adminStyleRoutes } from "./styles";
import { adminUserRoutes } from "./users";
import { adminModerationRoutes } from "../../features/moderation/admin-routes";

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
