// Reading the admin audit log (decision 26): newest first, filtered by admin, action, target user
// and time, a page at a time by cursor. Admins and targets are shown by their email as it was
// (admin) or is (target; a deleted account shows its id only).
import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { adminAuditLog, profiles, user } from "../../platform/db/schema";
import type { AuditAction } from "../../platform/admin-audit";
import { nextCursor, type Cursor } from "../../platform/cursor";

export type AuditQuery = {
  admin?: string;
  action?: AuditAction;
  user?: string;
  from?: Date;
  to?: Date;
  cursor?: Cursor;
  limit: number;
};

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (column: SQL | typeof user.email, term: string) =>
  sql`${column} like ${`%${likeEscape(term)}%`} escape '\\'`;

function filters(q: AuditQuery): SQL | undefined {
  const admin = q.admin?.trim();
  const target = q.user?.trim();
  return and(
    admin ? or(eq(adminAuditLog.adminId, admin), contains(sql`${adminAuditLog.adminEmail}`, admin)) : undefined,
    q.action ? eq(adminAuditLog.action, q.action) : undefined,
    target
      ? or(
          eq(adminAuditLog.targetUserId, target),
          contains(user.email, target),
          contains(sql`${profiles.username}`, target),
        )
      : undefined,
    q.from ? gte(adminAuditLog.createdAt, q.from) : undefined,
    q.to ? lte(adminAuditLog.createdAt, q.to) : undefined,
    q.cursor
      ? or(
          lt(adminAuditLog.createdAt, new Date(q.cursor.at)),
          and(eq(adminAuditLog.createdAt, new Date(q.cursor.at)), lt(adminAuditLog.id, q.cursor.id)),
        )
      : undefined,
  );
}

export async function readAuditLog(db: Database, q: AuditQuery) {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      createdAt: adminAuditLog.createdAt,
      adminId: adminAuditLog.adminId,
      adminEmail: adminAuditLog.adminEmail,
      action: adminAuditLog.action,
      targetUserId: adminAuditLog.targetUserId,
      targetEmail: user.email,
      targetUsername: profiles.username,
      reason: adminAuditLog.reason,
      details: adminAuditLog.details,
    })
    .from(adminAuditLog)
    .leftJoin(user, eq(user.id, adminAuditLog.targetUserId))
    .leftJoin(profiles, eq(profiles.id, adminAuditLog.targetUserId))
    .where(filters(q))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(q.limit)
    .all();
  return {
    entries: rows.map((r) => ({ ...r, action: r.action as AuditAction, createdAt: r.createdAt.toISOString() })),
    nextCursor: nextCursor(rows, q.limit),
  };
}
