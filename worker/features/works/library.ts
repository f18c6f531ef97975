// The library lists creations, not rows: a first generation (v0, its own root) and every
// refinement of it (v1…vn, same root_id) are one creation. A page is a number of creations,
// newest activity first; each carries all its versions, oldest first.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { boardWorks, generatedArtworks, type WorkSource } from "../../platform/db/schema";
import { loadVariantUrls } from "../../platform/image/variant-hashes";
import { pictureKeysOf, toWork, type Work } from "./service";

export type CreationQuery = {
  limit: number;
  /** Text in any version's prompt or in the style (the search box). */
  q?: string;
  source?: WorkSource;
  /** Only creations on this board (its owner already checked: worker/features/boards/service.ts). */
  boardId?: string;
  /** The (latest activity, root id) of the last creation already shown: pages go on from there. */
  before?: { createdAt: Date; rootId: string };
};

/** The newest version's fields (what a card shows) plus every version, v0 first. */
export type Creation = Work & { versions: Work[] };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCreations(db: Database, userId: string, query: CreationQuery): Promise<Creation[]> {
  const t = generatedArtworks;
  const latest = sql<number>`max(${t.createdAt})`;
  const where: (SQL | undefined)[] = [eq(t.userId, userId)];
  if (query.source) where.push(eq(t.source, query.source));
  if (query.boardId)
    where.push(
      inArray(
        t.rootId,
        db.select({ id: boardWorks.workId }).from(boardWorks).where(eq(boardWorks.boardId, query.boardId)),
      ),
    );
  const having: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    having.push(
      sql`max(${t.prompt} LIKE ${pattern} ESCAPE '\\' OR coalesce(${t.style}, '') LIKE ${pattern} ESCAPE '\\') = 1`,
    );
  }
  if (query.before) {
    const time = query.before.createdAt.getTime();
    having.push(sql`(${latest} < ${time} OR (${latest} = ${time} AND ${t.rootId} < ${query.before.rootId}))`);
  }
  const roots = await db
    .select({ rootId: t.rootId })
    .from(t)
    .where(and(...where))
    .groupBy(t.rootId)
    .having(having.length ? and(...having) : undefined)
    .orderBy(desc(latest), desc(t.rootId))
    .limit(query.limit)
    .all();
  if (roots.length === 0) return [];
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        inArray(
          t.rootId,
          roots.map((r) => r.rootId),
        ),
      ),
    )
    .orderBy(t.version, t.createdAt)
    .all();
  const urls = await loadVariantUrls(db, rows.flatMap(pictureKeysOf));
  const creations = roots.map(({ rootId }) => {
    const versions = rows.filter((r) => r.rootId === rootId).map((r) => toWork(r, urls));
    return { ...versions[versions.length - 1], versions };
  });
  // A creation deleted between the two reads has no versions left: not a card.
  return creations.filter((creation) => creation.versions.length > 0);
}
