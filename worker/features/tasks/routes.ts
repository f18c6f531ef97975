import { Hono } from "hono";
import { z } from "zod";
import {
  INTERIOR_STYLES,
  ROOM_TYPES,
  STORY_PAGE_COUNTS,
  STORY_STYLES,
  type StoryPageCount,
} from "../../../shared/choices";
import { IDEA_MAX_LENGTH, MAX_PHOTO_BYTES, MB } from "../../../shared/limits";
import { BASE_LOCALE, LOCALES } from "../../../shared/locales";
import { INTERIOR_COST, storybookCost } from "../../../shared/prices";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { checkText } from "../moderation/service";
import { uploadKey } from "../../platform/storage/keys";
import { requiredText, validate } from "../../platform/http/validation";
import { bodyLimit } from "../../platform/middleware/body-limit";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser, requireVerifiedEmail } from "../../platform/middleware/session";
import { idempotencyHeader, keyed } from "../../platform/idempotency";
import { chooseRoomDesigner, chooseStoryTeller } from "../../engines/select";
import { createTask, getTask, listActiveTasks, type Task } from "./service";
import { readQueue } from "./queue-places";
import type { QueuePlace } from "./queue-position";
import { readImageUploads } from "../../platform/image/uploads";
import { describeRoute } from "../../platform/openapi/annotate";
import { PAID_ERRORS, UPLOAD_ERRORS } from "../../platform/openapi/common-errors";

/** Page counts as the form sends them ("4", "6", "8"); the first is the default. */
const PAGE_COUNTS = STORY_PAGE_COUNTS.map(String) as `${StoryPageCount}`[];

const file = z.instanceof(File);
const taskForm = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("interior_design"),
    image: file,
    roomType: z.enum(ROOM_TYPES),
    designStyle: z.enum(INTERIOR_STYLES),
  }),
  z.object({
    type: z.literal("storybook"),
    prompt: requiredText(IDEA_MAX_LENGTH, "IDEA_REQUIRED"),
    numPages: z.enum(PAGE_COUNTS).default(PAGE_COUNTS[0]),
    style: z.enum(STORY_STYLES).default(STORY_STYLES[0]),
    language: z.enum(LOCALES).catch(BASE_LOCALE),
    reference: file.optional(),
  }),
]);

/** What the SPA sees of a task: no storage keys; its queue place while it is active and placed. */
export function toPublicTask(t: Task, queue: QueuePlace | null = null) {
  return {
    id: t.id,
    taskType: t.taskType,
    status: t.status,
    progress: t.progress ?? null,
    errorMessage: t.errorMessage,
    errorCode: t.errorCode,
    errorDetails: t.errorDetails,
    creditsCost: t.creditsCost,
    resultWorkId: t.resultWorkId,
    createdAt: t.createdAt.toISOString(),
    queue,
  };
}

export const tasks = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/",
    describeRoute({
      operationId: "createTask",
      summary: "Start a background creation: an interior design or a storybook",
      errors: [...PAID_ERRORS, ...UPLOAD_ERRORS],
      answers: {
        201: "`{ task }`, queued; its progress comes over GET /api/live.",
        200: "A retry with the same Idempotency-Key: the first answer again.",
      },
    }),
    requireVerifiedEmail,
    limitPerUser("CREATION_LIMIT"),
    bodyLimit(MAX_PHOTO_BYTES + MB),
    validate("header", idempotencyHeader),
    validate("form", taskForm),
    async (c) => {
      const form = c.req.valid("form");
      const clientKey = c.req.valid("header")["idempotency-key"];
      const ctx = { db: c.var.db, env: c.env, userId: c.var.user.id };
      const uploadId = crypto.randomUUID();
      if (form.type === "interior_design") {
        // No engine at all: 503 ENGINE_UNAVAILABLE before anything is uploaded or charged. The
        // engine is recorded so the queue's estimate uses its durations (queue-position.ts).
        const designer = await chooseRoomDesigner(ctx.env, ctx.db);
        const [photo] = await readImageUploads([form.image], { maxCount: 1, maxBytes: MAX_PHOTO_BYTES });
        const imageKey = uploadKey(ctx.userId, uploadId, photo.type);
        const { task, replayed } = await createTask(ctx, {
          type: "interior_design",
          cost: INTERIOR_COST,
          inputData: {
            imageKey,
            roomType: form.roomType,
            designStyle: form.designStyle,
            fileName: photo.name.slice(0, 120),
            engine: designer.name,
          },
          uploads: [{ key: imageKey, bytes: photo.bytes, contentType: photo.type }],
          idempotency: keyed(clientKey, {
            route: "tasks",
            fields: { type: form.type, roomType: form.roomType, designStyle: form.designStyle },
            uploads: [photo.bytes],
          }),
        });
        return c.json({ task: toPublicTask(task) }, replayed ? 200 : 201);
      }
      // The idea and the engine are checked before anything is uploaded or charged.
      const teller = await chooseStoryTeller(ctx.env, ctx.db, form.language);
      await checkText(ctx, form.prompt);
      const reference =
        form.reference && form.reference.size > 0
          ? (await readImageUploads([form.reference], { maxCount: 1, maxBytes: MAX_PHOTO_BYTES }))[0]
          : null;
      const referenceImageKey = reference ? uploadKey(ctx.userId, uploadId, reference.type) : null;
      const numPages = Number(form.numPages) as StoryPageCount;
      const { task, replayed } = await createTask(ctx, {
        type: "storybook",
        cost: storybookCost(numPages),
        inputData: {
          idea: form.prompt,
          style: form.style,
          numPages,
          language: form.language,
          referenceImageKey,
          engine: teller.name,
        },
        uploads:
          reference && referenceImageKey
            ? [{ key: referenceImageKey, bytes: reference.bytes, contentType: reference.type }]
            : [],
        idempotency: keyed(clientKey, {
          route: "tasks",
          fields: { type: form.type, prompt: form.prompt, numPages, style: form.style, language: form.language },
          uploads: reference ? [reference.bytes] : [],
        }),
      });
      return c.json({ task: toPublicTask(task) }, replayed ? 200 : 201);
    },
  )
  .get(
    "/",
    describeRoute({
      operationId: "listTasks",
      summary: "The user's tasks still running",
      answers: {
        200: "`{ tasks }`, each with `queue: { position, etaSeconds }` (pending tasks ahead in the shared queue, 0 once running; seconds until done), as GET /api/live pushes it",
      },
    }),
    async (c) => {
      const rows = await listActiveTasks(c.var.db, c.var.user.id);
      const { places } = rows.length ? await readQueue(c.var.db) : { places: new Map<string, QueuePlace>() };
      return c.json({ tasks: rows.map((t) => toPublicTask(t, places.get(t.id) ?? null)) }, 200);
    },
  )
  .get(
    "/:id",
    describeRoute({
      operationId: "getTask",
      summary: "One task and its progress",
      errors: ["TASK_NOT_FOUND"],
      answers: { 200: "`{ task }`" },
    }),
    validate("param", z.object({ id: z.string().min(1).max(64) })),
    async (c) => {
      const task = await getTask(c.var.db, c.var.user.id, c.req.valid("param").id);
      if (!task) throw new AppError("TASK_NOT_FOUND", "That task does not exist.");
      return c.json({ task: toPublicTask(task) }, 200);
    },
  );
