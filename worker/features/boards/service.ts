// Boards: the user's named collections of works (issue 15). A board holds creations: whichever
// version is added, its original (root id) is stored, so the library's board filter shows the
// creation's card with all its versions, and deleting the creation takes it out of every board
// (ON DELETE CASCADE). Every read and write is scoped by user_id: another user's board or work is
// simply not found.
import { and, asc, eq, sql } from "drizzle-orm";
import { constraintFailure, type Database } from "../../platform/db/client";
import { boards, boardWorks } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { BOARDS_PER_USER } from "../../../shared/limits";
import { loadVariantUrls } from "../../platform/image/variant-hashes";
import { getOwnedWork } from "../works/service";

/** `coverUrl`: the cover's thumbnail, content-addressed when its hash is known (./variant-hashes). */
export type Board = {
  id: string;
  name: string;
  workCount: number;
  coverUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

const notFound = () => new AppError("BOARD_NOT_FOUND", "That board does not exist.");
const nameTaken = () => new AppError("BOARD_EXISTS", "You already have a board with this name.");

/** Names compare as a reader would: "Summer" and "summer", "Été" and "été" are one name. */
const sameName = (a: string, b: string) =>
  a.normalize("NFC").toLocaleLowerCase("und") === b.normalize("NFC").toLocaleLowerCase("und");

/** The user's boards, oldest first, each with its number of creations and the newest one added as its cover. */
export async function listBoards(db: Database, userId: string): Promise<Board[]> {
  const b = boards;
  const rows = await db
    .select({
      id: b.id,
      name: b.name,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      // Outer columns spelled out: drizzle writes a bare "id", which the subquery's tables would take.
      workCount: sql<number>`(SELECT count(*) FROM board_works bw WHERE bw.board_id = boards.id)`,
      // The newest version of the creation added last.
      coverKey: sql<
        string | null
      >`(SELECT ga.image_key FROM board_works bw JOIN generated_artworks ga ON ga.root_id = bw.work_id AND ga.user_id = boards.user_id
        WHERE bw.board_id = boards.id ORDER BY bw.added_at DESC, ga.version DESC LIMIT 1)`,
    })
    .from(b)
    .where(eq(b.userId, userId))
    .orderBy(asc(b.createdAt), asc(b.id))
    .all();
  const urls = await loadVariantUrls(
    db,
    rows.map((row) => row.coverKey),
  );
  return rows.map(({ coverKey, ...row }) => ({
    ...row,
    workCount: Number(row.workCount),
    coverUrl: coverKey ? urls(coverKey).thumb : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function getOwnedBoard(db: Database, userId: string, boardId: string) {
  const row = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, boardId), eq(boards.userId, userId)))
    .get();
  if (!row) throw notFound();
  return row;
}

async function ownNames(db: Database, userId: string) {
  return db.select({ id: boards.id, name: boards.name }).from(boards).where(eq(boards.userId, userId)).all();
}

/** The unique index on lower(name) catches the duplicate a racing request makes (ASCII case). */
const duplicateAsTaken = (error: unknown): never => {
  throw constraintFailure(error) === "unique" ? nameTaken() : error;
};

/** One of the user's boards as listBoards shows it. */
async function boardView(db: Database, userId: string, boardId: string) {
  const board = (await listBoards(db, userId)).find((b) => b.id === boardId);
  if (!board) throw notFound();
  return board;
}

export async function createBoard(db: Database, userId: string, name: string) {
  const existing = await ownNames(db, userId);
  if (existing.some((b) => sameName(b.name, name))) throw nameTaken();
  const id = crypto.randomUUID();
  // The cap is part of the insert, so two requests at once cannot both take the last place.
  const inserted = await db
    .run(
      sql`INSERT INTO boards (id, user_id, name) SELECT ${id}, ${userId}, ${name}
          WHERE (SELECT count(*) FROM boards WHERE user_id = ${userId}) < ${BOARDS_PER_USER}`,
    )
    .catch(duplicateAsTaken);
  if (!inserted.meta.changes)
    throw new AppError("TOO_MANY_BOARDS", `You can have at most ${BOARDS_PER_USER} boards.`, { max: BOARDS_PER_USER });
  return boardView(db, userId, id);
}

export async function renameBoard(db: Database, userId: string, boardId: string, name: string) {
  await getOwnedBoard(db, userId, boardId);
  const existing = await ownNames(db, userId);
  if (existing.some((b) => b.id !== boardId && sameName(b.name, name))) throw nameTaken();
  await db
    .update(boards)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(boards.id, boardId), eq(boards.userId, userId)))
    .catch(duplicateAsTaken);
  return boardView(db, userId, boardId);
}

/** Deletes the board; its works stay in the library. */
export async function deleteBoard(db: Database, userId: string, boardId: string) {
  const gone = await db
    .delete(boards)
    .where(and(eq(boards.id, boardId), eq(boards.userId, userId)))
    .returning({ id: boards.id });
  if (gone.length === 0) throw notFound();
}

/** Puts a work's creation on the board; adding it again changes nothing. Returns the creation's id. */
export async function addToBoard(db: Database, userId: string, boardId: string, workId: string) {
  await getOwnedBoard(db, userId, boardId);
  const { rootId } = await getOwnedWork(db, userId, workId);
  await db
    .insert(boardWorks)
    .values({ boardId, workId: rootId })
    .onConflictDoNothing()
    .catch((error: unknown) => {
      // The creation or the board was deleted between the checks and the insert.
      throw constraintFailure(error) === "foreign_key"
        ? new AppError("WORK_NOT_FOUND", "That work does not exist.")
        : error;
    });
  return rootId;
}

/** Takes a work's creation off the board; taking it off again changes nothing. Returns the creation's id. */
export async function removeFromBoard(db: Database, userId: string, boardId: string, workId: string) {
  await getOwnedBoard(db, userId, boardId);
  const { rootId } = await getOwnedWork(db, userId, workId);
  await db.delete(boardWorks).where(and(eq(boardWorks.boardId, boardId), eq(boardWorks.workId, rootId)));
  return rootId;
}

/** The ids of the user's boards that hold the work's creation (the "add to board" checkmarks). */
export async function boardsOfWork(db: Database, userId: string, workId: string) {
  const { rootId } = await getOwnedWork(db, userId, workId);
  const rows = await db
    .select({ id: boardWorks.boardId })
    .from(boardWorks)
    .innerJoin(boards, eq(boards.id, boardWorks.boardId))
    .where(and(eq(boardWorks.workId, rootId), eq(boards.userId, userId)))
    .all();
  return rows.map((r) => r.id);
}
