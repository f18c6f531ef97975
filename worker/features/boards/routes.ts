// /api/boards: the user's named collections of works (worker/features/boards/service.ts). Free; another
// user's board or work answers 404 like one that does not exist.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { BOARD_NAME_MAX } from "../../../shared/limits";
import { hasVisibleText, stripBidiControls } from "../../platform/typed-text";
import { tooLong, validate } from "../../platform/http/validation";
import { requireUser } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { addToBoard, createBoard, deleteBoard, listBoards, removeFromBoard, renameBoard } from "./service";

/** A board's name: trimmed, 1–40 characters someone can see, no control characters, no bidi overrides. */
const boardName = z
  .string()
  .refine((name) => !/\p{Cc}/u.test(name), "must not contain control characters")
  .overwrite(stripBidiControls)
  .trim()
  .min(1, "is required")
  .max(BOARD_NAME_MAX, tooLong(BOARD_NAME_MAX))
  .refine(hasVisibleText, "is required");
const nameBody = z.object({ name: boardName });
const id = z.string().min(1).max(64);
const boardParam = z.object({ id });
const boardWorkParam = z.object({ id, workId: id });

export const boards = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    describeRoute({
      operationId: "listBoards",
      summary: "The user's boards, each with its work count and a cover",
      answers: { 200: "`{ boards }`" },
    }),
    async (c) => c.json({ boards: await listBoards(c.var.db, c.var.user.id) }, 200),
  )
  .post(
    "/",
    describeRoute({
      operationId: "createBoard",
      summary: "Create a board",
      errors: ["BOARD_EXISTS", "TOO_MANY_BOARDS"],
      answers: { 201: "`{ board }`" },
    }),
    validate("json", nameBody),
    async (c) => {
      const board = await createBoard(c.var.db, c.var.user.id, c.req.valid("json").name);
      return c.json({ board }, 201);
    },
  )
  .patch(
    "/:id",
    describeRoute({
      operationId: "renameBoard",
      summary: "Rename a board",
      errors: ["BOARD_NOT_FOUND", "BOARD_EXISTS"],
      answers: { 200: "`{ board }`" },
    }),
    validate("param", boardParam),
    validate("json", nameBody),
    async (c) => {
      const board = await renameBoard(c.var.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json").name);
      return c.json({ board }, 200);
    },
  )
  .delete(
    "/:id",
    describeRoute({
      operationId: "deleteBoard",
      summary: "Delete a board (its works stay in the library)",
      errors: ["BOARD_NOT_FOUND"],
      answers: { 200: "`{ deleted: true }`" },
    }),
    validate("param", boardParam),
    async (c) => {
      await deleteBoard(c.var.db, c.var.user.id, c.req.valid("param").id);
      return c.json({ deleted: true as const }, 200);
    },
  )
  .put(
    "/:id/works/:workId",
    describeRoute({
      operationId: "addWorkToBoard",
      summary: "Put a work's creation on a board (idempotent)",
      errors: ["BOARD_NOT_FOUND", "WORK_NOT_FOUND"],
      answers: { 200: "`{ boardId, workId, onBoard: true }`" },
    }),
    validate("param", boardWorkParam),
    async (c) => {
      const { id: boardId, workId } = c.req.valid("param");
      const creationId = await addToBoard(c.var.db, c.var.user.id, boardId, workId);
      return c.json({ boardId, workId: creationId, onBoard: true as const }, 200);
    },
  )
  .delete(
    "/:id/works/:workId",
    describeRoute({
      operationId: "removeWorkFromBoard",
      summary: "Take a work's creation off a board (idempotent)",
      errors: ["BOARD_NOT_FOUND", "WORK_NOT_FOUND"],
      answers: { 200: "`{ boardId, workId, onBoard: false }`" },
    }),
    validate("param", boardWorkParam),
    async (c) => {
      const { id: boardId, workId } = c.req.valid("param");
      const creationId = await removeFromBoard(c.var.db, c.var.user.id, boardId, workId);
      return c.json({ boardId, workId: creationId, onBoard: false as const }, 200);
    },
  );
