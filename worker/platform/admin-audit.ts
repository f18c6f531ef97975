// The admin audit log (decision 26): one admin_audit_log row per admin action — who, when, what,
// on whom, and the reason they typed. An action that is one D1 batch puts `auditEntry(…)` in that
// batch, so the log and the action succeed or fail together. Every other admin write names its
// entry with `noteAudit(c, …)` and the admin router's `auditAdminWrites` writes it right after a
// 2xx answer; a write that names none is still logged (method and path), so a new admin route can
// never act unlogged.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { adminAuditLog } from "../db/schema";
import type { AppEnv } from "../env";

/** What the log calls each kind of admin action (the back office filters and translates them). */
export const AUDIT_ACTIONS = [
  "credits.adjust",
  "recharge.create",
  "recharge.settle",
  "settings.update",
  "settings.key",
  "style.create",
  "style.update",
  "style.reorder",
  "package.create",
  "package.update",
  "user.suspend",
  "user.unsuspend",
  "work.remove",
  "report.dismiss",
  "alert.dismiss",
  "other",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditNote = { action: AuditAction; targetUserId?: string | null; reason?: string | null; details?: Record<string, unknown> };

type Admin = { id: string; email: string };

/** The INSERT of one entry, for the caller's batch. */
export function auditEntry(db: Database, admin: Admin, note: AuditNote) {
  return db.insert(adminAuditLog).values({
    id: crypto.randomUUID(),
    adminId: admin.id,
    adminEmail: admin.email,
    action: note.action,
    targetUserId: note.targetUserId ?? null,
    reason: note.reason ?? null,
    details: note.details ?? null,
  });
}

type AuditVars = { audit?: AuditNote | "written" };

/** Names the entry auditAdminWrites writes after this request's 2xx answer. */
export function noteAudit(c: Context<AppEnv>, note: AuditNote) {
  (c as unknown as Context<{ Variables: AuditVars }>).set("audit", note);
}

/** The route wrote its entry in its own batch: nothing more to write. */
export function auditWritten(c: Context<AppEnv>) {
  (c as unknown as Context<{ Variables: AuditVars }>).set("audit", "written");
}

/** On the admin router: every successful write leaves an entry. */
export const auditAdminWrites = createMiddleware<AppEnv & { Variables: AuditVars }>(async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.res.status >= 300) return;
  const note = c.get("audit");
  if (note === "written") return;
  await auditEntry(c.var.db, c.var.user, note ?? { action: "other", details: { method: c.req.method, path: c.req.path } }).run();
});
