import { Hono } from "hono";
import { z } from "zod";
import { WORK_SOURCES } from "../../../shared/choices";
import type { AppEnv } from "../../platform/env";
import { validate } from "../../platform/http/validation";
import { requireUser } from "../../platform/middleware/session";
import { boardsOfWork, getOwnedBoard } from "../boards/service";
import { listCreations } from "./library";
import { deleteOwnedWork, getOwnedWork, toWorks } from "./service";
import { describeRoute } from "../../platform/openapi/annotate";

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(50),
  q: z.string().trim().max(100).optional(),
  source: z.enum(WORK_SOURCES).optional(),
  beforeTime: z.iso.datetime().optional(),
  beforeId: z.string().max(64).optional(),
  /** Only the creations on this board of the user's. */
  board: z.string().min(1).max(64).optional(),
});
const idParam = z.object({ id: z.string().min(1).max(64) });

export const works = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    describeRoute({
      operationId: "listWorks",
      summary: "The user's creations, newest first, a page at a time",
      answers: { 200: "`{ works, hasMore }`; the next page starts before the last one shown (beforeTime, beforeId)." },
    }),
    validate("query", listQuery),
    async (c) => {
      const q = c.req.valid("query");
      // The cursor is the last creation shown: its latest version's time and its root id.
      const before = q.beforeTime && q.beforeId ? { createdAt: new Date(q.beforeTime), rootId: q.beforeId } : undefined;
      // Another user's board is not found, as one that does not exist: never an empty page.
      if (q.board) await getOwnedBoard(c.var.db, c.var.user.id, q.board);
      const items = await listCreations(c.var.db, c.var.user.id, {
        limit: q.limit,
        q: q.q || undefined,
        source: q.source,
        boardId: q.board,
        before,
      });
      return c.json({ works: items, hasMore: items.length === q.limit }, 200);
    },
  )
  .get(
    "/:id",
    describeRoute({
      operationId: "getWork",
      summary: "One work",
      errors: ["WORK_NOT_FOUND"],
      answers: { 200: "`{ work }`" },
    }),
    validate("param", idParam),
    async (c) => {
      const row = await getOwnedWork(c.var.db, c.var.user.id, c.req.valid("param").id);
      const [work] = await toWorks(c.var.db, [row]);
      return c.json({ work }, 200);
    },
  )
  /** The ids of the user's boards that hold this work's creation. */
  .get(
    "/:id/boards",
    describeRoute({
      operationId: "listWorkBoards",
      summary: "The ids of the user's boards that hold this work's creation",
      errors: ["WORK_NOT_FOUND"],
      answers: { 200: "`{ boardIds }`" },
    }),
    validate("param", idParam),
    async (c) => {
      return c.json({ boardIds: await boardsOfWork(c.var.db, c.var.user.id, c.req.valid("param").id) }, 200);
    },
  )
  .delete(
    "/:id",
    describeRoute({
      operationId: "deleteWork",
      summary: "Delete a work and its files",
      errors: ["WORK_NOT_FOUND"],
      answers: { 200: "`{ deleted: true }`" },
    }),
    validate("param", idParam),
    async (c) => {
      await deleteOwnedWork(c.var.db, c.env.FILES, c.var.user.id, c.req.valid("param").id);
      return c.json({ deleted: true as const }, 200);
    },
  );
