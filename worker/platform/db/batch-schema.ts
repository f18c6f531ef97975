// A batch from a spreadsheet (issue 28, migrations/0023_batches.sql): the batch, and one row per
// line of the sheet, each a generation charged when it runs (worker/features/batches/). The
// photos named in the sheet live in R2 under the batch's prefix; `photos` maps each file name to
// its key (the orphan sweep reads it to keep them while the batch exists).
import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { AspectRatio } from "../../../shared/choices";
import { user } from "./auth-schema";

export const BATCH_STATUSES = ["running", "stopped", "finished"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_ROW_STATUSES = ["pending", "running", "done", "failed"] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

export const batches = sqliteTable(
  "batches",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").$type<BatchStatus>().notNull(),
    /** Why a stopped batch stopped: "user", or the error code of the row that could not be paid. */
    stopReason: text("stop_reason"),
    /** The run now going on: a queue message of an earlier run (before a stop and resume) ends. */
    runToken: text("run_token").notNull(),
    photos: text("photos", { mode: "json" }).$type<Record<string, string>>().notNull(),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("batches_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("batches_user_key_unique").on(t.userId, t.idempotencyKey),
  ],
);

export const batchRows = sqliteTable(
  "batch_rows",
  {
    id: text("id").primaryKey(),
    batchId: text("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    /** Its order in the batch (0…), and its line in the sheet (the header is line 1). */
    position: integer("position").notNull(),
    line: integer("line").notNull(),
    prompt: text("prompt").notNull(),
    photo: text("photo"),
    variants: integer("variants").notNull(),
    aspectRatio: text("aspect_ratio").$type<AspectRatio>().notNull(),
    cost: integer("cost").notNull(),
    status: text("status").$type<BatchRowStatus>().notNull().default("pending"),
    /** The queue message running it and its delivery attempt: a redelivery takes it up again. */
    claimedBy: text("claimed_by"),
    attempt: integer("attempt").notNull().default(0),
    workIds: text("work_ids", { mode: "json" }).$type<string[]>(),
    /** Credits the row kept: its cost less what failed variants gave back. */
    charged: integer("charged").notNull().default(0),
    errorCode: text("error_code"),
    errorDetails: text("error_details", { mode: "json" }).$type<Record<string, unknown>>(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("batch_rows_batch_position_unique").on(t.batchId, t.position)],
);
