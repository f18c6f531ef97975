// Suspending an account (decision 26). At once: the suspension row, every session of the user and
// the audit entry in one D1 batch; then their live sockets close and their unfinished background
// tasks are failed and refunded (failTask: conditional, refund keyed by the charge, so exactly once
// however often it runs). What keeps the account out afterwards is the suspension row, read on
// every request (platform/suspension.ts): sessions, API tokens and sign-in all refuse it.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { accountSuspensions, session, user } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { failTask, listActiveTasks } from "../tasks/service";
import { closeAllLive } from "../../platform/live/user-live";
import { auditEntry } from "../../platform/admin-audit";
import { isAdmin } from "../../platform/auth/admin-role";

type Admin = { id: string; email: string };

export const SUSPENDED_TASK_REASON = "Cancelled: the account was suspended; the credits were refunded.";

async function existingUser(db: Database, userId: string) {
  const row = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).get();
  if (!row) throw new AppError("NOT_FOUND", "No such user.");
  return row.id;
}

/**
 * Suspends `userId`. An admin cannot be suspended, not by themselves and not by another admin:
 * one admin account taken over must not be able to lock every other admin out (decision 26).
 */
export async function suspendUser(db: Database, env: Env, admin: Admin, userId: string, reason: string) {
  await existingUser(db, userId);
  if (userId === admin.id || (await isAdmin(db, userId)))
    throw new AppError("CANNOT_SUSPEND_ADMIN", "Administrators cannot be suspended.");
  await db.batch([
    db
      .insert(accountSuspensions)
      .values({ userId, reason, suspendedBy: admin.id })
      .onConflictDoUpdate({
        target: accountSuspensions.userId,
        set: { reason, suspendedBy: admin.id, suspendedAt: sql`(unixepoch('subsec') * 1000)` },
      }),
    db.delete(session).where(eq(session.userId, userId)),
    auditEntry(db, admin, { action: "user.suspend", targetUserId: userId, reason }),
  ]);
  await closeAllLive(env, userId);
  const cancelled = await cancelTasks(db, env, userId);
  return { suspended: true as const, cancelledTasks: cancelled };
}

/** Fails and refunds every task of the user that is not finished yet; how many this call ended. */
export async function cancelTasks(db: Database, env: Env, userId: string) {
  let ended = 0;
  for (const task of await listActiveTasks(db, userId))
    if (await failTask(db, env, task, SUSPENDED_TASK_REASON)) ended++;
  return ended;
}

/** Lifts a suspension; the account signs in again (its old sessions stay ended). */
export async function unsuspendUser(db: Database, admin: Admin, userId: string, reason: string | undefined) {
  await existingUser(db, userId);
  const [removed] = await db.batch([
    db
      .delete(accountSuspensions)
      .where(eq(accountSuspensions.userId, userId))
      .returning({ userId: accountSuspensions.userId }),
    auditEntry(db, admin, { action: "user.unsuspend", targetUserId: userId, reason: reason ?? null }),
  ]);
  return { suspended: false as const, changed: removed.length > 0 };
}
