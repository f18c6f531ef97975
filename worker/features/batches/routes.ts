// Batches from a spreadsheet (issue 28): quote a sheet (every row checked, the total price, and
// whether the balance covers it; nothing stored or charged), start it (rows run in the background,
// each charged when it runs), list the user's batches, read one, stop, resume and delete it, and
// download its results as one ZIP, as they are or as marketplace export packs (made on the queue,
// free, counted once against the export limit). Another user's batch answers 404 like one that
// does not exist.
import { Hono } from "hono";
import { z } from "zod";
import {
  BATCH_FILE_MAX_BYTES,
  BATCH_LIST_MAX,
  BATCH_MAX_ROWS,
  BATCH_PACK_MAX_WORKS,
  BATCH_PHOTO_MAX_BYTES,
  BATCH_PHOTOS_MAX_BYTES,
} from "../../../shared/batch-sheet";
import { MB } from "../../../shared/limits";
import { BASE_LOCALE, LOCALES } from "../../../shared/locales";
import { MARKETPLACES } from "../../../shared/marketplace-rules";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { validate } from "../../platform/http/validation";
import { idempotencyHeader } from "../../platform/idempotency";
import { readImageUploads } from "../../platform/image/uploads";
import { bodyLimit } from "../../platform/middleware/body-limit";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser, requireVerifiedEmail } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { UPLOAD_ERRORS } from "../../platform/openapi/common-errors";
import { getBalance } from "../credits/service";
import {
  batchView,
  deleteBatch,
  getOwnedBatch,
  listBatches,
  resumeBatch,
  rowsOf,
  startBatch,
  stopBatch,
} from "./batches";
import { batchPacksZip } from "./export-packs";
import { resultsZip } from "./results-zip";
import { readAndCheck, readTable, sheetFields } from "./sheet-input";

/** The photos the page holds, by name and size: a quote needs no bytes. */
const photoList = z
  .string()
  .max(100_000)
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text === "") return [];
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    const list = z
      .array(z.object({ name: z.string().min(1).max(255), size: z.number().int().min(0) }))
      .max(BATCH_MAX_ROWS)
      .safeParse(json);
    if (list.success) return list.data;
    ctx.addIssue({ code: "custom", message: "photos must list { name, size }" });
    return z.NEVER;
  });

const quoteForm = z.object({ ...sheetFields, photos: photoList });
const file = z.instanceof(File);
const startForm = z.object({ ...sheetFields, photos: z.union([file, z.array(file)]).optional() });
const idParam = z.object({ id: z.string().min(1).max(64) });
const exportBody = z.object({
  /** The marketplaces, each once (EXPORT_TARGETS_INVALID otherwise). */
  targets: z.array(z.string().max(32)).max(MARKETPLACES.length * 2),
  /** The user's language: the alt texts are written in it. */
  locale: z.enum(LOCALES).default(BASE_LOCALE),
  /** Which BATCH_PACK_MAX_WORKS works: 1 for the first ones (a batch has at most 400 pictures). */
  part: z.number().int().min(1).max(400).default(1),
});

const ctxOf = (c: { var: AppEnv["Variables"]; env: Env }) => ({ db: c.var.db, env: c.env, userId: c.var.user.id });

export const batchRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    "/quote",
    describeRoute({
      operationId: "quoteBatch",
      summary: "Check a batch's sheet row by row and price it; nothing is stored or charged",
      answers: {
        200: "`{ rows, problems, total, balance, enough }`: each row as it would run, each problem with its row, the price of the rows that can run.",
      },
    }),
    // Each prompt of up to 100 rows goes to moderation: held to the creations' rate.
    limitPerUser("CREATION_LIMIT"),
    bodyLimit(BATCH_FILE_MAX_BYTES + MB),
    validate("form", quoteForm),
    async (c) => {
      const form = c.req.valid("form");
      const check = await readAndCheck(ctxOf(c), form, form.photos);
      const balance = (await getBalance(c.var.db, c.var.user.id)) ?? 0;
      return c.json({ ...check, balance, enough: balance >= check.total }, 200);
    },
  )
  .post(
    "/",
    describeRoute({
      operationId: "startBatch",
      summary: "Start a batch: its sheet and the photos its rows name; each row is charged when it runs",
      errors: ["BATCH_INVALID", "IDEMPOTENCY_KEY_REUSED", ...UPLOAD_ERRORS],
      answers: {
        201: "`{ batch }`, running; its progress comes over GET /api/live.",
        200: "A retry with the same Idempotency-Key: the first batch, not started again.",
      },
    }),
    requireVerifiedEmail,
    limitPerUser("CREATION_LIMIT"),
    bodyLimit(BATCH_FILE_MAX_BYTES + BATCH_PHOTOS_MAX_BYTES + MB),
    validate("header", idempotencyHeader),
    validate("form", startForm),
    async (c) => {
      const form = c.req.valid("form");
      const files = form.photos === undefined ? [] : Array.isArray(form.photos) ? form.photos : [form.photos];
      const photos = await readImageUploads(files, { maxCount: BATCH_MAX_ROWS, maxBytes: BATCH_PHOTO_MAX_BYTES });
      const read = await readTable(form);
      if ("problem" in read)
        throw new AppError("BATCH_INVALID", "The sheet cannot be read.", { problems: [read.problem] });
      const { batch, replayed } = await startBatch(ctxOf(c), {
        table: read.table,
        photos: photos.map((p) => ({ name: p.name, bytes: p.bytes, contentType: p.type })),
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      return c.json({ batch: await batchView(c.var.db, batch) }, replayed ? 200 : 201);
    },
  )
  .get(
    "/",
    describeRoute({
      operationId: "listBatches",
      summary: `The user's own batches, newest first (at most ${BATCH_LIST_MAX}; a batch is kept seven days)`,
      answers: {
        200: "`{ batches: [{ id, status, stopReason, createdAt, rows, done, failed, pictures, charged, prompt }] }`: prompt is the first row's.",
      },
    }),
    async (c) => c.json({ batches: await listBatches(c.var.db, c.var.user.id) }, 200),
  )
  .get(
    "/:id",
    describeRoute({
      operationId: "getBatch",
      summary: "One of the user's batches: its status and each row's state, works and error",
      errors: ["BATCH_NOT_FOUND"],
      answers: { 200: "`{ batch }`." },
    }),
    validate("param", idParam),
    async (c) => {
      const batch = await getOwnedBatch(c.var.db, c.var.user.id, c.req.valid("param").id);
      return c.json({ batch: await batchView(c.var.db, batch) }, 200);
    },
  )
  .post(
    "/:id/stop",
    describeRoute({
      operationId: "stopBatch",
      summary: "Stop a running batch: no further row starts or is charged; a row already running finishes",
      errors: ["BATCH_NOT_FOUND", "BATCH_STATE"],
      answers: { 200: "`{ batch }`, stopped." },
    }),
    validate("param", idParam),
    async (c) => {
      const batch = await stopBatch(ctxOf(c), c.req.valid("param").id);
      return c.json({ batch: await batchView(c.var.db, batch) }, 200);
    },
  )
  .post(
    "/:id/resume",
    describeRoute({
      operationId: "resumeBatch",
      summary: "Resume a stopped batch with the rows not run yet",
      errors: ["BATCH_NOT_FOUND", "BATCH_STATE"],
      answers: { 200: "`{ batch }`, running again." },
    }),
    requireVerifiedEmail,
    validate("param", idParam),
    async (c) => {
      const batch = await resumeBatch(ctxOf(c), c.req.valid("param").id);
      return c.json({ batch: await batchView(c.var.db, batch) }, 200);
    },
  )
  .delete(
    "/:id",
    describeRoute({
      operationId: "deleteBatch",
      summary: "Delete a batch that is not running, and its photos; its works stay in the library",
      errors: ["BATCH_NOT_FOUND", "BATCH_STATE"],
      answers: { 200: "`{ deleted: true }`." },
    }),
    validate("param", idParam),
    async (c) => {
      await deleteBatch(ctxOf(c), c.req.valid("param").id);
      return c.json({ deleted: true }, 200);
    },
  )
  .get(
    "/:id/zip",
    describeRoute({
      operationId: "downloadBatchResults",
      summary: "Every picture the batch made, in one ZIP (streamed)",
      errors: ["BATCH_NOT_FOUND"],
      answers: { 200: "`application/zip`, one file per picture, named by the row's line in the sheet." },
    }),
    validate("param", idParam),
    async (c) => {
      const batch = await getOwnedBatch(c.var.db, c.var.user.id, c.req.valid("param").id);
      const body = await resultsZip(c.env, c.var.db, batch, await rowsOf(c.var.db, batch.id));
      return new Response(body, {
        headers: {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="batch-${batch.id.slice(0, 8)}.zip"`,
          "cache-control": "private, no-store",
        },
      });
    },
  )
  .post(
    "/:id/export",
    describeRoute({
      operationId: "exportBatchPacks",
      summary: "A stopped or finished batch's pictures as marketplace export packs, in one ZIP (free)",
      description: `targets: one or more of ${MARKETPLACES.join(", ")}. Each work's pack is made on the task queue as a single work's export is; up to ${BATCH_PACK_MAX_WORKS} works a request (\`part\` 1, 2, ... picks which, in the plain ZIP's order). Nothing is charged; the request counts once against the per-user export limit, whatever the number of works.`,
      errors: ["BATCH_NOT_FOUND", "BATCH_STATE", "EXPORT_TARGETS_INVALID", "EXPORT_FAILED", "VALIDATION_ERROR"],
      answers: {
        200: "`application/zip` (attachment): per work a folder `<line>-<variant>-<prompt>/` with its pack's `<marketplace>/<slot>.jpg` and `alt-text.txt`, and one `report.json` at the top (`{ batch, part, parts, targets, works: [{ folder, work, line, variant, status, files | error }] }`). `X-Export-Works`, `X-Export-Failed` (works whose pack failed, named in report.json) and `X-Export-Parts`.",
      },
    }),
    limitPerUser("EXPORT_LIMIT"),
    validate("param", idParam),
    validate("json", exportBody),
    async (c) => {
      const input = c.req.valid("json");
      const made = await batchPacksZip(ctxOf(c), c.req.valid("param").id, input);
      const part = made.parts > 1 ? `-part${input.part}` : "";
      return new Response(made.body, {
        headers: {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="batch-${made.batch.id.slice(0, 8)}-export${part}.zip"`,
          "cache-control": "private, no-store",
          "x-export-works": String(made.works),
          "x-export-failed": String(made.failed),
          "x-export-parts": String(made.parts),
        },
      });
    },
  );
