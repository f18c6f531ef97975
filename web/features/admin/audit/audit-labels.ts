// The audit log's action names (worker/platform/admin-audit.ts AUDIT_ACTIONS) in the admin's language.
import { m } from "@/paraglide/messages.js";
import type { AuditAction } from "../../../../worker/platform/admin-audit";

export const AUDIT_ACTION_LABELS: Record<AuditAction, () => string> = {
  "credits.adjust": m.admin_audit_action_credits_adjust,
  "recharge.create": m.admin_audit_action_recharge_create,
  "recharge.settle": m.admin_audit_action_recharge_settle,
  "settings.update": m.admin_audit_action_settings_update,
  "settings.key": m.admin_audit_action_settings_key,
  "style.create": m.admin_audit_action_style_create,
  "style.update": m.admin_audit_action_style_update,
  "style.reorder": m.admin_audit_action_style_reorder,
  "package.create": m.admin_audit_action_package_create,
  "package.update": m.admin_audit_action_package_update,
  "user.suspend": m.admin_audit_action_user_suspend,
  "user.unsuspend": m.admin_audit_action_user_unsuspend,
  "work.remove": m.admin_audit_action_work_remove,
  "report.dismiss": m.admin_audit_action_report_dismiss,
  "alert.dismiss": m.admin_audit_action_alert_dismiss,
  "moderation.terms": m.admin_audit_action_moderation_terms,
  "labels.update": m.admin_audit_action_labels_update,
  other: m.admin_audit_action_other,
};

export const auditActionLabel = (action: string) =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction]() : action;
