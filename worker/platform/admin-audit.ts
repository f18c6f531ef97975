// The admin audit log (decision 26): one admin_audit_log row per admin action — who, when, what,
// on whom, and the reason they typed. Every admin write is a D1 batch that carries its own
// `auditEntry(…)`, so the log and the action succeed or fail together, and its route says so with
// `auditWritten(c)`. The admin router's `auditAdminWrites` is the fallback for a write that has no
// batch to join (none today: `noteAudit` names its entry, written right after the 2xx answer) and
// for one that names nothing (logged as `other` with method and path), so a new admin route can
// never act unlogged.
import type { SQL } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Database } from "./db/client";
import { rowWhen } from "./db/row-when";
import { adminAuditLog } from "./db/schema";
import type { AppEnv } from "./env";

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
  "moderation.terms",
  "labels.update",
  "other",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditNote = {
  action: AuditAction;
  targetUserId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/** The admin acting: who the entry names. */
export type AuditAdmin = { id: string; email: string };

/**
 * The INSERT of one entry, for the action's own batch. `onlyIf` makes it wait on a condition read
 * in the same statement (e.g. "the alert still exists", placed before the delete), so an action
 * that turns out to change nothing leaves no entry.
 */
export function auditEntry(db: Database, admin: AuditAdmin, note: AuditNote, onlyIf?: SQL) {
  const row: typeof adminAuditLog.$inferInsert = {
    id: crypto.randomUUID(),
    adminId: admin.id,
    adminEmail: admin.email,
    action: note.action,
    targetUserId: note.targetUserId ?? null,
    reason: note.reason ?? null,
    details: note.details ?? null,
  };
  const insert = db.insert(adminAuditLog);
  return onlyIf ? insert.select(rowWhen(adminAuditLog, row, onlyIf)) : insert.values(row);
}

type AuditVars = { audit?: AuditNote | "written" };

/**
 * Names the entry auditAdminWrites writes after this request's 2xx answer: only for a write with
 * no D1 batch to put its entry in (none today; decision 26).
 */
export function noteAudit(c: Context<AppEnv>, note: AuditNote) {
  (c as unknown as Context<{ Variables: AuditVars }>).set("audit", note);
}

/** The route wrote its entry in its own batch (or, replaying an earlier request, none): nothing more to write. */
export function auditWritten(c: Context<AppEnv>) {
  (c as unknown as Context<{ Variables: AuditVars }>).set("audit", "written");
}

/** On the admin router: every successful write leaves an entry. */
export const auditAdminWrites = createMiddleware<AppEnv & { Variables: AuditVars }>(async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.res.status >= 300) return;
  const note = c.get("audit");
  if (note === "written") return;
  await auditEntry(
    c.var.db,
    c.var.user,
    note ?? { action: "other", details: { method: c.req.method, path: c.req.path } },
  ).run();
});
