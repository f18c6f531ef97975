// What the batches feature offers the rest of the Worker: its queue messages (the TASKS queue's
// consumer hands them here), what to do with one that ran out of retries, and the cron's sweep of
// expired batches. A batch runs as a chain of messages, one row each: a message claims the next
// row, runs it, and sends the next message, so a stop takes effect between rows and a resume
// starts a new chain (the old chain's messages carry the old run token and end).
import { and, eq, lt } from "drizzle-orm";
import { createDb, type Database } from "../../platform/db/client";
import { batches, batchRows } from "../../platform/db/schema";
import { publishBatch } from "../../platform/live/user-live";
import { BATCH_KEEP_MS, removeBatch, type Batch, type BatchMessage, type BatchRow } from "./batches";
import { claimRow, runRow } from "./run-row";

export type { BatchMessage };

export const isBatchMessage = (body: unknown): body is BatchMessage =>
  typeof body === "object" && body !== null && "batchId" in body && "runToken" in body;

/**
 * Marks the batch finished once no row is pending or running (whichever run gets there); a batch
 * stopped while its last row ran is finished too, as nothing is left to resume.
 */
async function finishIfDone(env: Env, batch: Batch) {
  const finished = await env.DB.prepare(
    `UPDATE batches SET status = 'finished', finished_at = ?2
     WHERE id = ?1 AND status IN ('running', 'stopped')
       AND NOT EXISTS (SELECT 1 FROM batch_rows WHERE batch_id = ?1 AND status IN ('pending', 'running'))
     RETURNING id`,
  )
    .bind(batch.id, Date.now())
    .first();
  if (finished) await publishBatch(env, batch.userId, { batchId: batch.id, status: "finished" });
}

const rowEvent = (batch: Batch, row: Pick<BatchRow, "position">, status: BatchRow["status"]) => ({
  batchId: batch.id,
  status: "running" as const,
  row: { position: row.position, status },
});

/** A row the user's credits could not pay stops the batch, with that reason; the row waits for a resume. */
async function stopUnpaid(env: Env, db: Database, batch: Batch, row: BatchRow) {
  await db
    .update(batches)
    .set({ status: "stopped", stopReason: "INSUFFICIENT_CREDITS" })
    .where(and(eq(batches.id, batch.id), eq(batches.status, "running")));
  await publishBatch(env, batch.userId, {
    batchId: batch.id,
    status: "stopped",
    stopReason: "INSUFFICIENT_CREDITS",
    row: { position: row.position, status: "pending" },
  });
}

/** One delivery of one batch message: at most one row runs, then the chain goes on or ends. */
export async function consumeBatchMessage(message: Message<BatchMessage>, env: Env) {
  const db = createDb(env.DB);
  const batch = await db.select().from(batches).where(eq(batches.id, message.body.batchId)).get();
  if (!batch || batch.status !== "running" || batch.runToken !== message.body.runToken) return message.ack();
  const claimed = await claimRow(env, batch, message.id, message.attempts);
  if (!claimed) {
    await finishIfDone(env, batch);
    return message.ack();
  }
  const row = (await db.select().from(batchRows).where(eq(batchRows.id, claimed.id)).get())!;
  await publishBatch(env, batch.userId, rowEvent(batch, row, "running"));
  try {
    const outcome = await runRow(env, db, batch, row);
    if (outcome === "unpaid") {
      await stopUnpaid(env, db, batch, row);
      return message.ack();
    }
    await publishBatch(env, batch.userId, rowEvent(batch, row, outcome));
    await env.TASKS.send({ batchId: batch.id, runToken: batch.runToken } satisfies BatchMessage);
    await finishIfDone(env, batch);
    message.ack();
  } catch (error) {
    // The database or the queue failed around the row: the same message comes again and takes
    // the same row up (claimRow), whose key replays any charge it made.
    console.error(`batch ${batch.id} row ${row.position} attempt ${message.attempts} failed`, error);
    message.retry({ delaySeconds: Math.min(30, 2 ** message.attempts) });
  }
}

/**
 * A batch message whose retries ran out: the row it held fails (the paid path refunded, or the
 * open-charge sweep refunds, whatever it charged), and the batch goes on with its next row.
 */
export async function failDeadBatchMessage(message: Message<BatchMessage>, env: Env) {
  const db = createDb(env.DB);
  await db
    .update(batchRows)
    .set({ status: "failed", errorCode: "ENGINE_FAILED", errorDetails: { refunded: true }, finishedAt: new Date() })
    .where(
      and(
        eq(batchRows.batchId, message.body.batchId),
        eq(batchRows.status, "running"),
        eq(batchRows.claimedBy, message.id),
      ),
    );
  const batch = await db.select().from(batches).where(eq(batches.id, message.body.batchId)).get();
  if (batch?.status === "running" && batch.runToken === message.body.runToken)
    await env.TASKS.send({ batchId: batch.id, runToken: batch.runToken } satisfies BatchMessage).catch(() => undefined);
  message.ack();
}

/** The cron: batches older than BATCH_KEEP_MS go, with their photos (their works stay). */
export async function sweepExpiredBatches(env: Env, now = Date.now()) {
  const db = createDb(env.DB);
  const expired = await db
    .select({ id: batches.id, userId: batches.userId, photos: batches.photos })
    .from(batches)
    .where(lt(batches.createdAt, new Date(now - BATCH_KEEP_MS)))
    .limit(50)
    .all();
  for (const batch of expired) await removeBatch(env, db, batch);
  return expired.length;
}
