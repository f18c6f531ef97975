// Users for the back office: a searchable, paged list, and manual credit adjustments (one
// ledger row each, so balance = sum of ledger still holds).
import { count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { accountSuspensions, profiles, user, userCredits } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { adminAdjustmentKey } from "../../platform/ledger-keys";
import { isAdminSql } from "../../platform/auth/admin-role";
import { getBalance, grantCredits, spendCredits, type Alongside } from "../credits/service";
import { auditEntry, type AuditAdmin } from "../../platform/admin-audit";
import { assertSameRequest, requestHash, withRequestHash } from "../../platform/idempotency";

/** LIKE pattern with the user's %, _ and \ taken literally (matched with ESCAPE '\'). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const likeWith = (column: SQL | typeof user.email, pattern: string) => sql`${column} like ${pattern} escape '\\'`;

function searchFilter(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const text = likeEscape(term);
  // SQLite's LIKE ignores ASCII case, so "Alice" finds "alice@…".
  return or(
    likeWith(sql`${profiles.username}`, `%${text}%`),
    likeWith(user.email, `%${text}%`),
    likeWith(sql`${user.id}`, `${text}%`),
  );
}

export async function listUsers(db: Database, p: { q?: string; page: number; pageSize: number }) {
  const where = searchFilter(p.q);
  const [rows, totals] = await db.batch([
    db
      .select({
        id: user.id,
        email: user.email,
        username: profiles.username,
        balance: userCredits.balance,
        createdAt: user.createdAt,
        // An expression, not user_roles.id: D1 batches return rows keyed by column name.
        isAdmin: sql<number>`${sql.raw(isAdminSql(`"user"."id"`))}`.as("is_admin"),
        suspendedAt: accountSuspensions.suspendedAt,
        suspensionReason: accountSuspensions.reason,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(userCredits, eq(userCredits.userId, user.id))
      .leftJoin(accountSuspensions, eq(accountSuspensions.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where),
  ]);
  return {
    users: rows.map((r) => ({
      id: r.id,
      username: r.username ?? r.email.split("@")[0],
      email: r.email,
      balance: r.balance ?? 0,
      createdAt: r.createdAt.toISOString(),
      isAdmin: Boolean(r.isAdmin),
      /** Suspended (decision 26): since when and why; null while the account is in good standing. */
      suspension: r.suspendedAt ? { since: r.suspendedAt.toISOString(), reason: r.suspensionReason ?? "" } : null,
    })),
    total: totals[0]?.n ?? 0,
    page: p.page,
    pageSize: p.pageSize,
  };
}

export async function findUserId(db: Database, by: { userId?: string; email?: string }) {
  const where = by.userId
    ? eq(user.id, by.userId)
    : sql`lower(${user.email}) = ${(by.email ?? "").trim().toLowerCase()}`;
  const row = await db.select({ id: user.id }).from(user).where(where).get();
  if (!row) throw new AppError("NOT_FOUND", "No such user.");
  return row.id;
}

/**
 * A deduction the balance cannot cover: said to the admin in their terms (the user has only
 * `balance`), not as the end user's "not enough credits, please top up".
 */
async function deduct(db: Database, userId: string, entry: Parameters<typeof spendCredits>[1], alongside: Alongside) {
  try {
    return await spendCredits(db, entry, alongside);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "INSUFFICIENT_CREDITS") throw error;
    const balance = (await getBalance(db, userId)) ?? 0;
    throw new AppError(
      "INSUFFICIENT_CREDITS",
      `Deducting ${entry.amount} would take the balance below zero; the user has ${balance}.`,
      {
        overdraft: true,
        balance,
        deduct: entry.amount,
      },
    );
  }
}

/**
 * Adds (amount > 0) or deducts (amount < 0) credits, with the audit entry in the ledger row's
 * batch. A deduction below zero is refused by the balance CHECK (402 INSUFFICIENT_CREDITS);
 * `requestKey` makes a retried request apply once (and log once), and the same key with another
 * amount or reason is refused (409 IDEMPOTENCY_KEY_REUSED).
 */
export async function adjustCredits(
  db: Database,
  admin: AuditAdmin,
  p: { userId: string; amount: number; reason: string; requestKey?: string },
) {
  const userId = await findUserId(db, { userId: p.userId });
  const hash = p.requestKey
    ? await requestHash({ route: "admin/users/credits", fields: { userId, amount: p.amount, reason: p.reason } })
    : undefined;
  const entry = {
    userId,
    action: "admin_adjustment" as const,
    idempotencyKey: adminAdjustmentKey(userId, p.requestKey ?? crypto.randomUUID()),
    metadata: withRequestHash({ reason: p.reason, adminId: admin.id }, hash),
  };
  const audit = () =>
    auditEntry(db, admin, {
      action: "credits.adjust",
      targetUserId: userId,
      reason: p.reason,
      details: { amount: p.amount },
    });
  const result =
    p.amount > 0
      ? await grantCredits(db, { ...entry, amount: p.amount }, audit)
      : await deduct(db, userId, { ...entry, amount: -p.amount }, audit);
  if (result.replayed) assertSameRequest(result.record.metadata, hash);
  return { balance: result.balance };
}
