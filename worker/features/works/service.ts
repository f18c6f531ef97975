// The user's generated artworks, one row per version: reads are always scoped by user_id, so
// another user's work is simply not found. The library's listing by creation is ./creations.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { generatedArtworks, interiorDesigns, storybooks } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { bookPrefix, fileUrl, isOwnedBy, withVariants } from "../../platform/storage/keys";
import { deletePrefix } from "../files/service";
import { forgetVariantHashes, loadVariantUrls, type VariantUrls } from "../../platform/image/variant-hashes";

export type ArtworkRow = typeof generatedArtworks.$inferSelect;

/** The pictures a work shows: its image and, for a room design, the room photo. */
export const pictureKeysOf = (row: ArtworkRow) => [row.imageKey, row.metadata.sourceImageKey];

/** A work as the API answers it; `urls` gives its pictures' variant URLs (./variant-hashes). */
export function toWork(row: ArtworkRow, urls: (key: string) => VariantUrls) {
  const { sourceImageKey, ...metadata } = row.metadata;
  return {
    id: row.id,
    prompt: row.prompt,
    /** The original, for downloads. */
    imageUrl: fileUrl(row.imageKey),
    /** What pages show (content-addressed: the browser keeps them). */
    variantUrls: urls(row.imageKey),
    creditsUsed: row.creditsUsed,
    style: row.style,
    metadata,
    /** Interior designs: the original room photo, for before/after. */
    sourceImageUrl: sourceImageKey ? fileUrl(sourceImageKey) : null,
    sourceVariantUrls: sourceImageKey ? urls(sourceImageKey) : null,
    source: row.source,
    parentId: row.parentId,
    rootId: row.rootId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
export type Work = ReturnType<typeof toWork>;

/** Rows as the API answers them, their variant URLs read in one query. */
export async function toWorks(db: Database, rows: ArtworkRow[]): Promise<Work[]> {
  const urls = await loadVariantUrls(db, rows.flatMap(pictureKeysOf));
  return rows.map((row) => toWork(row, urls));
}

export async function getOwnedWork(db: Database, userId: string, workId: string) {
  const row = await db
    .select()
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.id, workId), eq(generatedArtworks.userId, userId)))
    .get();
  if (!row) throw new AppError("WORK_NOT_FOUND", "That work does not exist.");
  return row;
}

/** Deletes a work and everything it owns: its image; for a book its pages, narration and the
 * character reference photo; for a room design the uploaded photo and the interior_designs row;
 * for an original (v0) every version of its creation. A later version is deleted alone. */
export async function deleteOwnedWork(db: Database, bucket: R2Bucket, userId: string, workId: string) {
  const row = await getOwnedWork(db, userId, workId);
  const own = and(eq(generatedArtworks.id, row.id), eq(generatedArtworks.userId, userId));
  if (row.source === "storybook") {
    const ownBook = and(eq(storybooks.id, row.id), eq(storybooks.userId, userId));
    const book = await db
      .select({ pages: storybooks.pages, referenceImageKey: storybooks.referenceImageKey })
      .from(storybooks)
      .where(ownBook)
      .get();
    await db.batch([db.delete(generatedArtworks).where(own), db.delete(storybooks).where(ownBook)]);
    const named = [
      row.imageKey,
      book?.referenceImageKey,
      ...(book?.pages ?? []).flatMap((p) => [p.imageKey, p.audioKey]),
    ];
    await deleteOwnedKeys(db, bucket, userId, named);
    // Anything else the task wrote for this book (pages of an earlier attempt).
    await deletePrefix(bucket, bookPrefix(userId, row.id));
    return;
  }
  if (row.source === "interior") {
    await db.batch([
      db.delete(generatedArtworks).where(own),
      db.delete(interiorDesigns).where(and(eq(interiorDesigns.id, row.id), eq(interiorDesigns.userId, userId))),
    ]);
    await deleteOwnedKeys(db, bucket, userId, [row.imageKey, row.metadata.sourceImageKey]);
    return;
  }
  if (row.id === row.rootId) {
    // The original stands for the whole creation: its refinements go with it.
    const creation = and(eq(generatedArtworks.rootId, row.id), eq(generatedArtworks.userId, userId));
    // One statement names what it deleted, so a refinement landing meanwhile loses no image to R2.
    const versions = await db
      .delete(generatedArtworks)
      .where(creation)
      .returning({ imageKey: generatedArtworks.imageKey });
    await deleteOwnedKeys(
      db,
      bucket,
      userId,
      versions.map((v) => v.imageKey),
    );
    return;
  }
  // A later version alone: the original and the other refinements stay.
  await db.delete(generatedArtworks).where(own);
  await bucket.delete(withVariants([row.imageKey]));
  await forgetVariantHashes(db, [row.imageKey]);
}

/** Deletes the named keys that lie under the user's own prefix (a stored key is trusted no further), with their variants and hashes. */
async function deleteOwnedKeys(db: Database, bucket: R2Bucket, userId: string, keys: (string | null | undefined)[]) {
  const named = keys.filter((key): key is string => typeof key === "string" && isOwnedBy(key, userId));
  const owned = withVariants(named);
  // R2 takes at most 1000 keys per delete.
  for (let i = 0; i < owned.length; i += 1000) await bucket.delete(owned.slice(i, i + 1000));
  await forgetVariantHashes(db, named);
}
