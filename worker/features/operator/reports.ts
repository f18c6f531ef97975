// Reports against share links (decision 26): a visitor reports a live link with a reason (the
// share page's form, shares/report-form.ts, limited per address and per signed-in user), the back
// office lists them, and an admin either removes the reported work — its rows, its R2 files
// (original and variants, through deleteOwnedWork) and its share links — which closes every open
// report of that link, or dismisses the report. Both write their audit entry in the batch that
// closes the report.
import { and, desc, eq, or } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { shareReports, shares, user, type ReportStatus } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { auditEntry } from "../../platform/admin-audit";
import { deleteOwnedWork } from "../works/service";

type Admin = { id: string; email: string };

export async function listReports(db: Database, status: ReportStatus) {
  const rows = await db
    .select({
      id: shareReports.id,
      shareId: shareReports.shareId,
      workId: shareReports.workId,
      storybookId: shareReports.storybookId,
      ownerId: shareReports.ownerId,
      ownerEmail: user.email,
      title: shareReports.title,
      reason: shareReports.reason,
      status: shareReports.status,
      resolvedBy: shareReports.resolvedBy,
      resolvedAt: shareReports.resolvedAt,
      createdAt: shareReports.createdAt,
      shareLive: shares.id,
    })
    .from(shareReports)
    .leftJoin(user, eq(user.id, shareReports.ownerId))
    .leftJoin(shares, eq(shares.id, shareReports.shareId))
    .where(eq(shareReports.status, status))
    .orderBy(desc(shareReports.createdAt), desc(shareReports.id))
    .limit(200)
    .all();
  return rows.map(({ shareLive, ...r }) => ({
    ...r,
    shareUrl: shareLive ? `/s/${r.shareId}` : null,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  }));
}

async function reportOf(db: Database, id: string) {
  const report = await db.select().from(shareReports).where(eq(shareReports.id, id)).get();
  if (!report) throw new AppError("NOT_FOUND", "No such report.");
  return report;
}

const resolved = (status: ReportStatus, admin: Admin) => ({ status, resolvedBy: admin.id, resolvedAt: new Date() });

/**
 * Removes the reported work and its share links, and closes every open report of the link (or of
 * the same work through another link). Runs again on a report already "removed" (say the file
 * deletion failed half way); a dismissed report is settled and refused.
 */
export async function removeReportedWork(
  db: Database,
  env: Env,
  admin: Admin,
  reportId: string,
  reason: string | undefined,
) {
  const report = await reportOf(db, reportId);
  if (report.status === "dismissed") throw new AppError("NOT_FOUND", "This report was dismissed.");
  const workId = report.workId ?? report.storybookId;
  const sameThing = or(
    eq(shareReports.shareId, report.shareId),
    report.workId ? eq(shareReports.workId, report.workId) : undefined,
    report.storybookId ? eq(shareReports.storybookId, report.storybookId) : undefined,
  );
  const [closed] = await db.batch([
    db
      .update(shareReports)
      .set(resolved("removed", admin))
      .where(and(or(eq(shareReports.id, report.id), and(sameThing, eq(shareReports.status, "open")))))
      .returning({ id: shareReports.id }),
    // The links go first: the page answers 404 from the next request even before the files are gone.
    db
      .delete(shares)
      .where(
        or(
          eq(shares.id, report.shareId),
          report.workId ? eq(shares.workId, report.workId) : undefined,
          report.storybookId ? eq(shares.storybookId, report.storybookId) : undefined,
        ),
      ),
    auditEntry(db, admin, {
      action: "work.remove",
      targetUserId: report.ownerId,
      reason: reason ?? null,
      details: { reportId: report.id, workId: report.workId, storybookId: report.storybookId, title: report.title },
    }),
  ]);
  if (workId && report.ownerId) {
    try {
      await deleteOwnedWork(db, env.FILES, report.ownerId, workId);
    } catch (error) {
      // Already deleted (by its owner, or an earlier removal): nothing left to remove.
      if (!(error instanceof AppError && error.code === "WORK_NOT_FOUND")) throw error;
    }
  }
  return { removed: true as const, closedReports: closed.map((r) => r.id) };
}

export async function dismissReport(db: Database, admin: Admin, reportId: string, reason: string | undefined) {
  const report = await reportOf(db, reportId);
  if (report.status !== "open") throw new AppError("NOT_FOUND", "This report is already closed.");
  await db.batch([
    db
      .update(shareReports)
      .set(resolved("dismissed", admin))
      .where(and(eq(shareReports.id, report.id), eq(shareReports.status, "open"))),
    auditEntry(db, admin, {
      action: "report.dismiss",
      targetUserId: report.ownerId,
      reason: reason ?? null,
      details: { reportId: report.id, workId: report.workId, storybookId: report.storybookId },
    }),
  ]);
  return { dismissed: true as const };
}
