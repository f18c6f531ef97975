// What a share link shows a visitor, looked up by its token alone: a work's image under its
// creation's title (the original prompt, whichever version is shared), or a
// storybook's title and pages. Only the storage keys of the shared thing come out of here, and
// only keys under its owner's prefix, so the public image routes can serve nothing else. The
// owner's identity (email, name) never leaves this module.
import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { generatedArtworks, shares, storybooks } from "../../platform/db/schema";
import { isOwnedBy } from "../../platform/storage/keys";
import { creationRoot, SHARE_TOKEN_PATTERN } from "./service";

export type SharedPage = { text: string; imageKey: string };
export type SharedObject =
  | { kind: "work"; title: string; imageKey: string }
  | { kind: "storybook"; title: string; imageKey: string; pages: SharedPage[] };

/** The shared work or storybook, or null for an unknown or revoked token. */
export async function findShared(db: Database, token: string): Promise<SharedObject | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .select({
      userId: shares.userId,
      storybookId: shares.storybookId,
      prompt: creationRoot.prompt,
      imageKey: generatedArtworks.imageKey,
      bookTitle: storybooks.title,
      bookPages: storybooks.pages,
    })
    .from(shares)
    .leftJoin(generatedArtworks, eq(generatedArtworks.id, shares.workId))
    .leftJoin(creationRoot, eq(creationRoot.id, generatedArtworks.rootId))
    .leftJoin(storybooks, eq(storybooks.id, shares.storybookId))
    .where(eq(shares.id, token))
    .get();
  if (!row) return null;
  const owned = (key: string | null | undefined): key is string => !!key && isOwnedBy(key, row.userId);
  if (row.storybookId !== null) {
    const pages = (row.bookPages ?? [])
      .filter((p) => owned(p.imageKey))
      .map((p) => ({ text: p.text, imageKey: p.imageKey }));
    if (pages.length === 0) return null;
    return { kind: "storybook", title: row.bookTitle ?? "", imageKey: pages[0].imageKey, pages };
  }
  if (!owned(row.imageKey)) return null;
  return { kind: "work", title: row.prompt ?? "", imageKey: row.imageKey };
}
