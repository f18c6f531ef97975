// One row of a batch, run by the queue consumer: claimed by a conditional update (only while its
// batch runs, so a stopped batch starts nothing more), then generated through the generator's own
// paid path (features/creations/service.ts: moderation before the charge, the same price, one
// refund if it fails). The row's Idempotency-Key is its place in the batch, so a redelivered
// message replays the row's first charge instead of charging again.
import { eq } from "drizzle-orm";
import { MAX_TOKENS, TEMPERATURE } from "../../../shared/limits";
import { generationCost } from "../../../shared/prices";
import type { Database } from "../../platform/db/client";
import { batchRows } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { generateProductImage } from "../creations/service";
import type { Batch, BatchRow } from "./batches";

/** The ledger's Idempotency-Key of a row: one charge per row, however often its message comes. */
export const rowKey = (batchId: string, position: number) => `batch-${batchId}-${position}`;

/**
 * Takes the batch's next row for one delivery of one message: a pending row, or the row this
 * same message claimed on an earlier attempt (a retry after a crash). Nothing while the batch is
 * stopped, finished, or running under another run's token.
 */
export async function claimRow(env: Env, batch: Batch, messageId: string, attempt: number) {
  return env.DB.prepare(
    `UPDATE batch_rows SET status = 'running', claimed_by = ?2, attempt = ?3
     WHERE id = (SELECT r.id FROM batch_rows r JOIN batches b ON b.id = r.batch_id
                 WHERE r.batch_id = ?1 AND b.status = 'running' AND b.run_token = ?4
                   AND (r.status = 'pending' OR (r.status = 'running' AND r.claimed_by = ?2 AND r.attempt < ?3))
                 ORDER BY r.position LIMIT 1)
     RETURNING id`,
  )
    .bind(batch.id, messageId, attempt, batch.runToken)
    .first<{ id: string }>();
}

export type RowOutcome = "done" | "failed" | "unpaid";

/** Runs the row and records how it ended; "unpaid": the user's credits ran out, the row waits again. */
export async function runRow(env: Env, db: Database, batch: Batch, row: BatchRow): Promise<RowOutcome> {
  const ctx = { db, env, userId: batch.userId };
  let works: string[];
  try {
    const photoKey = row.photo ? batch.photos[row.photo] : undefined;
    const photo = photoKey ? await env.FILES.get(photoKey) : null;
    if (row.photo && !photo) throw new AppError("BATCH_INVALID", "The row's photo is gone.", { photo: row.photo });
    const result = await generateProductImage(ctx, {
      prompt: row.prompt,
      referenceImages: photo ? [new Uint8Array(await photo.arrayBuffer())] : [],
      aspectRatio: row.aspectRatio,
      count: row.variants,
      temperature: TEMPERATURE.default,
      maxTokens: MAX_TOKENS.default,
      idempotencyKey: rowKey(batch.id, row.position),
    });
    works = result.works.map((w) => w.id);
  } catch (thrown) {
    // The paid path has refunded whatever it charged; the row keeps the code the page translates.
    const error =
      thrown instanceof AppError
        ? thrown
        : (console.error("batch row failed", thrown),
          new AppError("ENGINE_FAILED", "Image generation failed.", { kind: "PROVIDER_ERROR" }));
    if (error.code === "INSUFFICIENT_CREDITS") {
      await db.update(batchRows).set({ status: "pending", claimedBy: null }).where(eq(batchRows.id, row.id));
      return "unpaid";
    }
    await db
      .update(batchRows)
      .set({ status: "failed", errorCode: error.code, errorDetails: error.details ?? null, finishedAt: new Date() })
      .where(eq(batchRows.id, row.id));
    return "failed";
  }
  // A failure from here (the database) is retried by the queue: the row's key replays its works.
  await db
    .update(batchRows)
    .set({ status: "done", workIds: works, charged: generationCost(works.length), finishedAt: new Date() })
    .where(eq(batchRows.id, row.id));
  return "done";
}
