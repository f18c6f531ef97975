// A user's batches: started from a checked sheet (nothing is charged here: each row is charged
// when it runs, ./run-row.ts), read with their rows and works, stopped, resumed and deleted. Every
// query is scoped by the owner, so another user's batch is simply not found. A start sent again
// with the same Idempotency-Key finds the first batch and starts nothing.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { BATCH_LIST_MAX } from "../../../shared/batch-sheet";
import type { Database } from "../../platform/db/client";
import { batches, batchRows, generatedArtworks } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { assertSameRequest, requestHash } from "../../platform/idempotency";
import { publishBatch } from "../../platform/live/user-live";
import { batchPhotoKey, batchPrefix, withVariants } from "../../platform/storage/keys";
import { deletePrefix } from "../files/service";
import { toWorks, type Work } from "../works/service";
import { checkRows } from "./sheet-input";

export type Batch = typeof batches.$inferSelect;
export type BatchRow = typeof batchRows.$inferSelect;
export type BatchMessage = { batchId: string; runToken: string };
type Ctx = { db: Database; env: Env; userId: string };

/** How long a batch and its photos are kept after it was started (its works stay in the library). */
export const BATCH_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Rows per INSERT: D1 binds at most 100 parameters to one statement. */
const ROWS_PER_INSERT = 8;

export type BatchPhoto = { name: string; bytes: Uint8Array; contentType: string };

export async function getOwnedBatch(db: Database, userId: string, batchId: string) {
  const batch = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.userId, userId)))
    .get();
  if (!batch) throw new AppError("BATCH_NOT_FOUND", "That batch does not exist.");
  return batch;
}

export function rowsOf(db: Database, batchId: string) {
  return db.select().from(batchRows).where(eq(batchRows.batchId, batchId)).orderBy(asc(batchRows.position)).all();
}

/** The works the rows made, by id (one query). */
export async function worksOf(db: Database, userId: string, rows: BatchRow[]) {
  const ids = rows.flatMap((r) => r.workIds ?? []);
  if (ids.length === 0) return new Map<string, Work>();
  const found = await db
    .select()
    .from(generatedArtworks)
    .where(
      and(
        eq(generatedArtworks.userId, userId),
        sql`${generatedArtworks.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
      ),
    )
    .all();
  return new Map((await toWorks(db, found)).map((w) => [w.id, w]));
}

/** The batch as the API answers it: its rows in order, each with its works and why it failed. */
export async function batchView(db: Database, batch: Batch) {
  const rows = await rowsOf(db, batch.id);
  const works = await worksOf(db, batch.userId, rows);
  return {
    id: batch.id,
    status: batch.status,
    stopReason: batch.stopReason,
    createdAt: batch.createdAt.getTime(),
    total: rows.reduce((n, r) => n + r.cost, 0),
    charged: rows.reduce((n, r) => n + r.charged, 0),
    rows: rows.map((r) => ({
      position: r.position,
      line: r.line,
      prompt: r.prompt,
      photo: r.photo,
      variants: r.variants,
      aspectRatio: r.aspectRatio,
      cost: r.cost,
      charged: r.charged,
      status: r.status,
      works: (r.workIds ?? []).flatMap((id) => works.get(id) ?? []),
      error: r.errorCode ? { code: r.errorCode, details: r.errorDetails ?? {} } : null,
    })),
  };
}

export type BatchView = Awaited<ReturnType<typeof batchView>>;

/** The user's batches, newest first (at most BATCH_LIST_MAX), each with its counts and first prompt. */
export async function listBatches(db: Database, userId: string) {
  const found = await db
    .select({
      id: batches.id,
      status: batches.status,
      stopReason: batches.stopReason,
      createdAt: batches.createdAt,
      rows: sql<number>`count(${batchRows.id})`,
      done: sql<number>`coalesce(sum(${batchRows.status} = 'done'), 0)`,
      failed: sql<number>`coalesce(sum(${batchRows.status} = 'failed'), 0)`,
      pictures: sql<number>`coalesce(sum(json_array_length(${batchRows.workIds})), 0)`,
      charged: sql<number>`coalesce(sum(${batchRows.charged}), 0)`,
      prompt: sql<string | null>`max(case when ${batchRows.position} = 0 then ${batchRows.prompt} end)`,
    })
    .from(batches)
    .leftJoin(batchRows, eq(batchRows.batchId, batches.id))
    .where(eq(batches.userId, userId))
    .groupBy(batches.id)
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(BATCH_LIST_MAX)
    .all();
  return found.map((b) => ({ ...b, createdAt: b.createdAt.getTime() }));
}

async function byKey(db: Database, userId: string, key: string) {
  return db
    .select()
    .from(batches)
    .where(and(eq(batches.userId, userId), eq(batches.idempotencyKey, key)))
    .get();
}

/**
 * Checks the sheet again (every row must pass: nothing starts with a row that cannot run), keeps
 * the photos the rows name under the batch's prefix, writes the batch and its rows, and queues
 * its first row. Nothing is charged here.
 */
export async function startBatch(
  ctx: Ctx,
  input: { table: string[][]; photos: BatchPhoto[]; idempotencyKey?: string },
): Promise<{ batch: Batch; replayed: boolean }> {
  const key = input.idempotencyKey;
  const hash = key
    ? await requestHash({
        route: "batches",
        fields: { table: JSON.stringify(input.table), photos: JSON.stringify(input.photos.map((p) => p.name)) },
        uploads: input.photos.map((p) => p.bytes),
      })
    : undefined;
  const earlier = key ? await byKey(ctx.db, ctx.userId, key) : undefined;
  if (earlier) {
    assertSameRequest({ requestHash: earlier.requestHash }, hash);
    return { batch: earlier, replayed: true };
  }

  const photoFiles = input.photos.map((p) => ({ name: p.name, size: p.bytes.length }));
  const check = await checkRows(ctx, input.table, photoFiles);
  if (check.problems.length > 0 || check.rows.length === 0)
    throw new AppError("BATCH_INVALID", "Some rows of the sheet cannot run; nothing was started.", {
      problems: check.problems,
    });

  const batchId = crypto.randomUUID();
  const named = new Set(check.rows.map((r) => r.photo).filter((n): n is string => n !== null));
  const kept = input.photos.filter((p) => named.has(p.name.trim()));
  const photos: Record<string, string> = {};
  await Promise.all(
    kept.map(async (photo, index) => {
      const photoKey = batchPhotoKey(ctx.userId, batchId, index, photo.contentType);
      photos[photo.name.trim()] = photoKey;
      await ctx.env.FILES.put(photoKey, photo.bytes, { httpMetadata: { contentType: photo.contentType } });
    }),
  );
  const runToken = crypto.randomUUID();
  const rows = check.rows.map((r, position) => ({
    id: crypto.randomUUID(),
    batchId,
    position,
    line: r.row,
    prompt: r.prompt,
    photo: r.photo,
    variants: r.variants,
    aspectRatio: r.aspectRatio,
    cost: r.cost,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    inserts.push(ctx.db.insert(batchRows).values(rows.slice(i, i + ROWS_PER_INSERT)));
  try {
    await ctx.db.batch([
      ctx.db.insert(batches).values({
        id: batchId,
        userId: ctx.userId,
        status: "running",
        runToken,
        photos,
        idempotencyKey: key ?? null,
        requestHash: hash ?? null,
      }),
      ...inserts,
    ]);
  } catch (error) {
    await deletePrefix(ctx.env.FILES, batchPrefix(ctx.userId, batchId));
    // The same key sent twice at once: the other request wrote its batch first.
    const other = key ? await byKey(ctx.db, ctx.userId, key) : undefined;
    if (!other) throw error;
    assertSameRequest({ requestHash: other.requestHash }, hash);
    return { batch: other, replayed: true };
  }
  const batch = await getOwnedBatch(ctx.db, ctx.userId, batchId);
  await queueRun(ctx.env, ctx.db, batch);
  return { batch: await getOwnedBatch(ctx.db, ctx.userId, batchId), replayed: false };
}

/** Sends the run's next message; a queue that refuses it stops the batch (nothing was charged). */
async function queueRun(env: Env, db: Database, batch: Batch) {
  try {
    await env.TASKS.send({ batchId: batch.id, runToken: batch.runToken } satisfies BatchMessage);
    await publishBatch(env, batch.userId, { batchId: batch.id, status: "running" });
  } catch (error) {
    console.error(`batch ${batch.id} could not be queued`, error);
    await db
      .update(batches)
      .set({ status: "stopped", stopReason: "ENGINE_FAILED" })
      .where(and(eq(batches.id, batch.id), eq(batches.runToken, batch.runToken)));
  }
}

/** Stops a running batch: no row starts after this; a row already running finishes (charged once). */
export async function stopBatch(ctx: Ctx, batchId: string) {
  const batch = await getOwnedBatch(ctx.db, ctx.userId, batchId);
  if (batch.status !== "running")
    throw new AppError("BATCH_STATE", "Only a running batch can be stopped.", { status: batch.status });
  await ctx.db
    .update(batches)
    .set({ status: "stopped", stopReason: "user" })
    .where(and(eq(batches.id, batchId), eq(batches.status, "running")));
  await publishBatch(ctx.env, ctx.userId, { batchId, status: "stopped", stopReason: "user" });
  return getOwnedBatch(ctx.db, ctx.userId, batchId);
}

/** Resumes a stopped batch: a new run (messages of the old one end) takes the rows still pending. */
export async function resumeBatch(ctx: Ctx, batchId: string) {
  const batch = await getOwnedBatch(ctx.db, ctx.userId, batchId);
  if (batch.status !== "stopped")
    throw new AppError("BATCH_STATE", "Only a stopped batch can be resumed.", { status: batch.status });
  const runToken = crypto.randomUUID();
  const resumed = await ctx.db
    .update(batches)
    .set({ status: "running", stopReason: null, runToken })
    .where(and(eq(batches.id, batchId), eq(batches.status, "stopped")))
    .returning()
    .get();
  if (resumed) await queueRun(ctx.env, ctx.db, resumed);
  return getOwnedBatch(ctx.db, ctx.userId, batchId);
}

/** Deletes a batch that is not running, and its photos; the works it made stay in the library. */
export async function deleteBatch(ctx: Ctx, batchId: string) {
  const batch = await getOwnedBatch(ctx.db, ctx.userId, batchId);
  if (batch.status === "running")
    throw new AppError("BATCH_STATE", "Stop the batch before deleting it.", { status: batch.status });
  await removeBatch(ctx.env, ctx.db, batch);
}

/** The batch's rows (cascade) and every file under its prefix. */
export async function removeBatch(env: Env, db: Database, batch: Pick<Batch, "id" | "userId" | "photos">) {
  await env.FILES.delete(withVariants(Object.values(batch.photos)));
  await deletePrefix(env.FILES, batchPrefix(batch.userId, batch.id));
  await db.delete(batches).where(eq(batches.id, batch.id));
}
