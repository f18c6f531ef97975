// Share links (issue 15): the owner makes a public link to one of their works or storybooks, lists
// them, and stops sharing (the row is deleted, so the link is unknown at once). The token is the
// row's id: 24 random bytes (192 bits) in base64url, the only key a visitor holds. Sharing the
// same thing twice returns its live link; a storybook shared through its library card (a work with
// source "storybook") is the storybook. Every owner-side read and write is scoped by user_id:
// another user's work, storybook or link is simply not found.
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../platform/db/client";
import { generatedArtworks, shares, storybooks } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { loadVariantUrls } from "../../platform/image/variant-hashes";
import { getOwnedWork } from "../works/service";

export type ShareTarget = { workId: string } | { storybookId: string };
export type ShareKind = "work" | "storybook";
export type ShareLink = {
  id: string;
  url: string;
  kind: ShareKind;
  targetId: string;
  title: string;
  thumbUrl: string;
  createdAt: string;
};

/** The token's length in random bytes: 192 bits, 32 URL-safe characters. */
const TOKEN_BYTES = 24;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The shared version's creation (its v0): a version keeps its creation's title, so a refined or
 * region-edited version shared is titled by the original prompt, not by its instruction.
 */
export const creationRoot = alias(generatedArtworks, "creation_root");

export function newShareToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Where a visitor opens a share (worker/features/shares/page-routes.ts answers it). */
export const sharePath = (token: string) => `/s/${token}`;

const notFound = () => new AppError("NOT_FOUND", "That share link does not exist.");

/** The owned thing a request names, as the column it is stored in. */
async function ownedTarget(db: Database, userId: string, target: ShareTarget) {
  const bookId = "storybookId" in target ? target.storybookId : await storybookOfWork(db, userId, target.workId);
  if (bookId === null && "workId" in target) return { workId: target.workId, storybookId: null };
  const book = await db
    .select({ id: storybooks.id })
    .from(storybooks)
    .where(and(eq(storybooks.id, bookId!), eq(storybooks.userId, userId)))
    .get();
  if (!book) throw new AppError("NOT_FOUND", "That storybook does not exist.");
  return { workId: null, storybookId: book.id };
}

/** A storybook's library card is a work with the book's id; anything else is a picture. */
async function storybookOfWork(db: Database, userId: string, workId: string) {
  const work = await getOwnedWork(db, userId, workId);
  if (work.source !== "storybook") return null;
  const book = await db.select({ id: storybooks.id }).from(storybooks).where(eq(storybooks.id, work.id)).get();
  return book ? book.id : null;
}

/** The live link to the target, made now if there is none (the unique indexes keep it one). */
export async function createShare(
  db: Database,
  userId: string,
  target: ShareTarget,
  origin: string,
): Promise<ShareLink> {
  const owned = await ownedTarget(db, userId, target);
  await db
    .insert(shares)
    .values({ id: newShareToken(), userId, ...owned })
    .onConflictDoNothing()
    .run();
  const column = owned.workId ? eq(shares.workId, owned.workId) : eq(shares.storybookId, owned.storybookId!);
  const link = (await listShares(db, userId, origin, column))[0];
  if (!link) throw notFound();
  return link;
}

/** The user's live links, newest first, with what each shows. */
export async function listShares(
  db: Database,
  userId: string,
  origin: string,
  only = eq(shares.userId, userId),
): Promise<ShareLink[]> {
  const rows = await db
    .select({
      id: shares.id,
      workId: shares.workId,
      storybookId: shares.storybookId,
      createdAt: shares.createdAt,
      prompt: creationRoot.prompt,
      imageKey: generatedArtworks.imageKey,
      bookTitle: storybooks.title,
      bookPages: storybooks.pages,
    })
    .from(shares)
    .leftJoin(generatedArtworks, eq(generatedArtworks.id, shares.workId))
    .leftJoin(creationRoot, eq(creationRoot.id, generatedArtworks.rootId))
    .leftJoin(storybooks, eq(storybooks.id, shares.storybookId))
    .where(and(eq(shares.userId, userId), only))
    .orderBy(desc(shares.createdAt), desc(shares.id))
    .all();
  const keyOf = (row: (typeof rows)[number]) =>
    row.storybookId !== null ? (row.bookPages?.[0]?.imageKey ?? "") : (row.imageKey ?? "");
  const urls = await loadVariantUrls(db, rows.map(keyOf));
  return rows.map((row) => {
    const isBook = row.storybookId !== null;
    const key = keyOf(row);
    return {
      id: row.id,
      url: origin + sharePath(row.id),
      kind: isBook ? "storybook" : "work",
      targetId: (isBook ? row.storybookId : row.workId)!,
      title: (isBook ? row.bookTitle : row.prompt) ?? "",
      thumbUrl: urls(key).thumb,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Stops sharing: the row goes, and the link answers 404 from the next request on. */
export async function revokeShare(db: Database, userId: string, id: string) {
  const gone = await db
    .delete(shares)
    .where(and(eq(shares.id, id), eq(shares.userId, userId)))
    .returning({ id: shares.id });
  if (gone.length === 0) throw notFound();
}
