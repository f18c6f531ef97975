// The user's library of generated artworks: reads are always scoped by user_id, so another
// user's work is simply not found.
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { generatedArtworks } from "../db/schema";
import { AppError } from "../errors";
import { fileUrl } from "./files";

export type ArtworkRow = typeof generatedArtworks.$inferSelect;

export function toWork(row: ArtworkRow) {
  return {
    id: row.id,
    prompt: row.prompt,
    imageUrl: fileUrl(row.imageKey),
    creditsUsed: row.creditsUsed,
    style: row.style,
    metadata: row.metadata,
    parentId: row.parentId,
    rootId: row.rootId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
export type Work = ReturnType<typeof toWork>;

export async function getOwnedWork(db: Database, userId: string, workId: string) {
  const row = await db
    .select()
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.id, workId), eq(generatedArtworks.userId, userId)))
    .get();
  if (!row) throw new AppError("WORK_NOT_FOUND", "That work does not exist.");
  return row;
}

/** Newest first; `before` is the cursor (createdAt ISO + id) of the last item already shown. */
export async function listWorks(db: Database, userId: string, p: { limit: number; before?: { createdAt: Date; id: string } }) {
  const scope = eq(generatedArtworks.userId, userId);
  const cursor = p.before
    ? or(
        lt(generatedArtworks.createdAt, p.before.createdAt),
        and(eq(generatedArtworks.createdAt, p.before.createdAt), lt(generatedArtworks.id, p.before.id)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(generatedArtworks)
    .where(cursor ? and(scope, cursor) : scope)
    .orderBy(desc(generatedArtworks.createdAt), desc(generatedArtworks.id))
    .limit(p.limit)
    .all();
  return rows.map(toWork);
}

export async function deleteOwnedWork(db: Database, bucket: R2Bucket, userId: string, workId: string) {
  const row = await getOwnedWork(db, userId, workId);
  await db.delete(generatedArtworks).where(and(eq(generatedArtworks.id, row.id), eq(generatedArtworks.userId, userId)));
  await bucket.delete(row.imageKey);
}
