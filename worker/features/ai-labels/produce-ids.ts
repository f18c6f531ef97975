// ProduceID: GB 45438-2025's content id, unique per picture, kept in D1 by the picture's R2 key
// and written into the file. A picture made before labels existed gets one the first time a
// labelled copy of it is made (on request or by the variants backfill).
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { pictureLabels } from "../../platform/db/schema";

/** The picture's ProduceID, created once (two makers at once agree on the first one stored). */
export async function produceIdOf(db: Database, key: string): Promise<string> {
  await db
    .insert(pictureLabels)
    .values({ key, produceId: crypto.randomUUID(), createdAt: new Date() })
    .onConflictDoNothing({ target: pictureLabels.key });
  const row = await db
    .select({ produceId: pictureLabels.produceId })
    .from(pictureLabels)
    .where(eq(pictureLabels.key, key))
    .get();
  return row!.produceId;
}
