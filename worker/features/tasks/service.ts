// Background tasks (spec §3, §4): created together with their charge in one D1 batch (no
// charge without a task, no task without a charge), then moved pending → processing →
// completed | failed only by conditional updates, so a duplicated or redelivered queue message
// does nothing twice and a failure refunds exactly once and deletes the task's files.
import { and, desc, eq, inArray } from "drizzle-orm";
import { createDb, type Database } from "../../platform/db/client";
import {
  generationTasks,
  usageRecords,
  type ActionType,
  type BookCheckpoint,
  type TaskType,
} from "../../platform/db/schema";
import { AppError, type ErrorCode } from "../../platform/errors";
import { keyedCreationKey, taskChargeKey } from "../../platform/ledger-keys";
import { withVariants } from "../../platform/storage/keys";
import { publish } from "../../platform/live/user-live";
import {
  findByKey,
  ledgerFailure,
  ledgerInsert,
  refundOrQueue,
  type LedgerEntry,
  type UsageRecord,
} from "../credits/service";
import { assertSameRequest, requestHash, withRequestHash, type Keyed } from "../../platform/idempotency";
import { storeVariantsQuietly } from "../files/service";
import { pushQueuePlaces } from "./queue-places";
import { deleteTaskFiles } from "./task-files";

export type Task = typeof generationTasks.$inferSelect;
export type TaskMessage = { taskId: string };

/** A task still processing after this long is failed and refunded by the sweeper. */
export const TASK_DEADLINE_MS = 10 * 60 * 1000;

const ACTION: Record<TaskType, ActionType> = { interior_design: "interior_design", storybook: "generate_storybook" };

type Ctx = { db: Database; env: Env; userId: string };

export type NewTask = {
  type: TaskType;
  inputData: Record<string, unknown>;
  cost: number;
  uploads: { key: string; bytes: Uint8Array; contentType: string }[];
  /** The client's Idempotency-Key and the request it names. */
  idempotency?: Keyed;
};

/** Charges and queues a task; a retried request (same key) gets its first task back, uncharged. */
export async function createTask(ctx: Ctx, input: NewTask): Promise<{ task: Task; replayed: boolean }> {
  const taskId = crypto.randomUUID();
  const recordId = crypto.randomUUID();
  const { idempotency } = input;
  const hash = idempotency ? await requestHash(idempotency.request) : undefined;
  const entry: LedgerEntry = {
    userId: ctx.userId,
    action: ACTION[input.type],
    creditsUsed: input.cost,
    idempotencyKey: idempotency ? keyedCreationKey(ctx.userId, idempotency.key) : taskChargeKey(input.type, taskId),
    metadata: withRequestHash({ taskId, type: input.type }, hash),
  };
  // A retry finds its first task before uploading anything again.
  const earlier = idempotency ? await findByKey(ctx.db, entry.idempotencyKey) : undefined;
  if (earlier) return { task: await replayOf(ctx, earlier, hash), replayed: true };

  await Promise.all(
    input.uploads.map(async (u) => {
      await ctx.env.FILES.put(u.key, u.bytes, { httpMetadata: { contentType: u.contentType } });
      await storeVariantsQuietly(ctx.env, u.key, u.bytes, ctx.db);
    }),
  );
  try {
    await ctx.db.batch([
      ledgerInsert(ctx.db, entry, recordId),
      ctx.db.insert(generationTasks).values({
        id: taskId,
        userId: ctx.userId,
        taskType: input.type,
        status: "pending",
        inputData: input.inputData,
        creditsCost: input.cost,
        usageRecordId: recordId,
      }),
    ]);
  } catch (error) {
    await ctx.env.FILES.delete(withVariants(input.uploads.map((u) => u.key)));
    const replay = await ledgerFailure(ctx.db, entry, error);
    return { task: await replayOf(ctx, replay.record, hash), replayed: true };
  }
  const task = (await getTask(ctx.db, ctx.userId, taskId))!;
  try {
    await ctx.env.TASKS.send({ taskId } satisfies TaskMessage);
  } catch (error) {
    console.error("queue send failed", error);
    await failTask(ctx.db, ctx.env, task, {
      message: "The task could not be queued.",
      code: "ENGINE_FAILED",
      details: { refunded: true },
    });
    throw new AppError("ENGINE_FAILED", "The task could not be started; your credits were refunded.", {
      kind: "PROVIDER_ERROR",
      refunded: true,
    });
  }
  await publish(ctx.env, ctx.userId, { taskId, taskType: task.taskType, status: "pending" });
  // Joining at the back moves nobody else: only this user hears their new place.
  await pushQueuePlaces(ctx.env, ctx.userId);
  return { task, replayed: false };
}

/** The task an earlier request with the same key created, whatever became of it since. */
async function replayOf(ctx: Ctx, charge: UsageRecord, hash: string | undefined) {
  assertSameRequest(charge.metadata, hash);
  const earlier = await ctx.db
    .select()
    .from(generationTasks)
    .where(and(eq(generationTasks.usageRecordId, charge.id), eq(generationTasks.userId, ctx.userId)))
    .get();
  if (!earlier) throw new AppError("IDEMPOTENCY_CONFLICT", "This request key was already used.");
  return earlier;
}

export function getTask(db: Database, userId: string, taskId: string) {
  return db
    .select()
    .from(generationTasks)
    .where(and(eq(generationTasks.id, taskId), eq(generationTasks.userId, userId)))
    .get();
}

export function listActiveTasks(db: Database, userId: string) {
  return db
    .select()
    .from(generationTasks)
    .where(and(eq(generationTasks.userId, userId), inArray(generationTasks.status, ["pending", "processing"])))
    .orderBy(desc(generationTasks.createdAt))
    .all();
}

/**
 * Takes the task for one delivery of one queue message. A pending task is claimed; a task
 * already processing is re-claimed only by a redelivery (higher attempt) of the same message
 * that claimed it, i.e. a retry after a crash. A duplicate message (another id) gets nothing.
 */
export async function claimTask(env: Env, taskId: string, messageId: string, attempt: number): Promise<Task | null> {
  const row = await env.DB.prepare(
    `UPDATE generation_tasks SET status = 'processing', claimed_by = ?1, attempt = ?2, started_at = ?3, progress = NULL
     WHERE id = ?4 AND (status = 'pending' OR (status = 'processing' AND claimed_by = ?1 AND attempt < ?2))
     RETURNING id`,
  )
    .bind(messageId, attempt, Date.now(), taskId)
    .first<{ id: string }>();
  if (!row) return null;
  return (await createDb(env.DB).select().from(generationTasks).where(eq(generationTasks.id, taskId)).get()) ?? null;
}

/** Progress "step of total", and with it a storybook's checkpoint when given (./book-checkpoint). */
export async function reportProgress(env: Env, task: Task, step: number, total: number, checkpoint?: BookCheckpoint) {
  await env.DB.prepare(
    `UPDATE generation_tasks SET progress = ?1, checkpoint = coalesce(?4, checkpoint) WHERE id = ?2 AND status = 'processing' AND claimed_by = ?3`,
  )
    .bind(JSON.stringify({ step, total }), task.id, task.claimedBy, checkpoint ? JSON.stringify(checkpoint) : null)
    .run();
  await publish(env, task.userId, {
    taskId: task.id,
    taskType: task.taskType,
    status: "processing",
    progress: { step, total },
  });
}

/**
 * Why a task failed: English text for API clients and logs, and (where known) a stable error
 * code with its details, which the SPA translates (web/lib/error-messages.ts).
 */
export type TaskFailure = { message: string; code?: ErrorCode; details?: Record<string, unknown> };

/**
 * Fails a task that is not finished yet, refunds its charge and deletes its files (the upload,
 * pages already written). Safe to run any number of times, concurrently or after a crash half
 * way: the update is conditional and the refund is keyed by the charge, so the user gets exactly
 * one refund and a completed task none. A consumer still running writes no result after this
 * (completeTask is conditional) and deletes what it wrote itself.
 */
export async function failTask(
  db: Database,
  env: Env,
  task: Pick<Task, "id" | "userId" | "taskType">,
  failure: string | TaskFailure,
) {
  const { message: reason, code = null, details = null } = typeof failure === "string" ? { message: failure } : failure;
  const changed = await env.DB.prepare(
    `UPDATE generation_tasks SET status = 'failed', error_message = ?1, finished_at = ?2, progress = NULL, checkpoint = NULL, error_code = ?4, error_details = ?5
     WHERE id = ?3 AND status IN ('pending', 'processing') RETURNING id`,
  )
    .bind(reason.slice(0, 300), Date.now(), task.id, code, details ? JSON.stringify(details) : null)
    .first();
  const now = await db.select().from(generationTasks).where(eq(generationTasks.id, task.id)).get();
  if (now?.status !== "failed") return false;
  const charge = now.usageRecordId
    ? await db.select().from(usageRecords).where(eq(usageRecords.id, now.usageRecordId)).get()
    : null;
  if (charge) await refundOrQueue(env, db, charge, reason.slice(0, 200));
  // Files are not money: a failed delete is logged, and the orphan sweep removes them later.
  await deleteTaskFiles(env.FILES, now).catch((error) =>
    console.error(`files of failed task ${task.id} not deleted`, error),
  );
  if (changed)
    await publish(env, task.userId, {
      taskId: task.id,
      taskType: task.taskType,
      status: "failed",
      errorMessage: now.errorMessage,
      errorCode: now.errorCode,
      errorDetails: now.errorDetails,
    });
  return Boolean(changed);
}
