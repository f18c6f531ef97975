// Article 9 of the labelling measures: a user may take a picture without the visible label (a
// marketplace main image must carry no text, say) only after accepting, once, that they take on
// the duty to label it where they publish it. Acceptance is recorded with its time and can be
// withdrawn; every such download is logged (user, work, file, time) and the log is kept at least
// six months (RETENTION_MS), whatever else is deleted: the rows have no foreign keys, and only
// pruneUnlabelledDownloads (the cron) removes them, once they are older than that.
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { unlabelledDownloadConsents, unlabelledDownloads } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";

/** 190 days: six months in every calendar, with a week to spare. */
export const RETENTION_MS = 190 * 24 * 60 * 60 * 1000;

export type UnlabelledConsent = { accepted: boolean; acceptedAt: string | null; withdrawnAt: string | null };

export async function readConsent(db: Database, userId: string): Promise<UnlabelledConsent> {
  const row = await db
    .select()
    .from(unlabelledDownloadConsents)
    .where(eq(unlabelledDownloadConsents.userId, userId))
    .get();
  return {
    accepted: Boolean(row && !row.withdrawnAt),
    acceptedAt: row?.acceptedAt.toISOString() ?? null,
    withdrawnAt: row?.withdrawnAt?.toISOString() ?? null,
  };
}

/** Accepting again keeps the first acceptance's time while it stands; after a withdrawal it is new. */
export async function acceptLabellingDuty(db: Database, userId: string) {
  const now = new Date();
  await db
    .insert(unlabelledDownloadConsents)
    .values({ userId, acceptedAt: now })
    .onConflictDoUpdate({
      target: unlabelledDownloadConsents.userId,
      set: { acceptedAt: now, withdrawnAt: null },
      setWhere: isNotNull(unlabelledDownloadConsents.withdrawnAt),
    });
  return readConsent(db, userId);
}

export async function withdrawLabellingDuty(db: Database, userId: string) {
  await db
    .update(unlabelledDownloadConsents)
    .set({ withdrawnAt: new Date() })
    .where(and(eq(unlabelledDownloadConsents.userId, userId), isNull(unlabelledDownloadConsents.withdrawnAt)));
  return readConsent(db, userId);
}

/** The work a stored file belongs to: a work's image by its id, a book's page by the book's. */
export function workIdOf(key: string): string {
  const match = /^u\/[^/]+\/(?:works\/([^/.]+)|books\/([^/]+)\/)/.exec(key);
  return match?.[1] ?? match?.[2] ?? key;
}

/** Refuses unless the user has accepted; then logs the download. Before any byte is served. */
export async function recordUnlabelledDownload(db: Database, userId: string, key: string) {
  if (!(await readConsent(db, userId)).accepted) {
    throw new AppError(
      "UNLABELLED_DOWNLOAD_NOT_ACCEPTED",
      "Accept the labelling duty on your account page before downloading pictures without the AI label.",
    );
  }
  await db
    .insert(unlabelledDownloads)
    .values({ id: crypto.randomUUID(), userId, workId: workIdOf(key), fileKey: key, downloadedAt: new Date() });
}

/**
 * A marketplace export pack's file made without the visible label (a slot whose marketplace
 * forbids text): refused unless the user has accepted, then logged like a download, by the work.
 */
export async function recordUnlabelledExport(db: Database, userId: string, workId: string, fileKey: string) {
  if (!(await readConsent(db, userId)).accepted)
    throw new AppError("UNLABELLED_DOWNLOAD_NOT_ACCEPTED", "The labelling duty is not accepted.");
  await db
    .insert(unlabelledDownloads)
    .values({ id: crypto.randomUUID(), userId, workId, fileKey, downloadedAt: new Date() });
}

/** The cron's retention prune: rows older than RETENTION_MS, and no others. */
export async function pruneUnlabelledDownloads(db: Database, now = Date.now()) {
  await db.delete(unlabelledDownloads).where(lt(unlabelledDownloads.downloadedAt, new Date(now - RETENTION_MS)));
}
