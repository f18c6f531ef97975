// The queue consumer: a message names a task, a refund the database refused earlier (see
// features/credits/service.ts), or a batch's next row (features/batches). Claiming is conditional
// (see claimTask), so a duplicate does nothing; a
// failure is retried with backoff, and the last attempt (or a failure that retrying cannot fix)
// fails the task and refunds it once. Refunds are keyed, so a redelivered one pays nothing twice.
import { createDb } from "../../platform/db/client";
import { EngineError } from "../../engines/types";
import { publish } from "../../platform/live/user-live";
import { noteOperatorAlert } from "../operator/service";
import { isSafetyRefusal, noteProviderRefusal } from "../moderation/service";
import { isRefundMessage, payQueuedRefund, type RefundMessage } from "../credits/service";
import { pushQueuePlaces } from "./queue-places";
import { claimTask, failTask, type Task, type TaskFailure, type TaskMessage } from "./service";
import { runInteriorDesign } from "./interior-design";
import { runStorybook } from "./storybook";
import { consumeBatchMessage, failDeadBatchMessage, isBatchMessage, type BatchMessage } from "../batches/service";
import { consumeExportMessage, failExportPack, isExportMessage, type ExportMessage } from "../exports/service";

export const MAX_ATTEMPTS = 3;
/** The dead-letter queue's max_retries (wrangler.toml) + 1: about 20 more minutes for a refund. */
export const DLQ_REFUND_ATTEMPTS = 21;
const RUNNERS = { interior_design: runInteriorDesign, storybook: runStorybook } as const;

/**
 * Retrying cannot fix these: the input, the key or the operator's configuration (a retired
 * model, a refused region, an unverified OpenAI organization) is the problem.
 */
const PERMANENT = [
  "INVALID_IMAGE",
  "IMAGE_TOO_BIG",
  "SAFETY",
  "BAD_KEY",
  "UNSUPPORTED_INSTRUCTION",
  "MODEL_UNAVAILABLE",
  "REGION_REFUSED",
  "ORG_NOT_VERIFIED",
];
const isPermanent = (error: unknown) => error instanceof EngineError && PERMANENT.includes(error.kind);

/**
 * Why the task failed, with the code the SPA translates: a provider's safety refusal is the same
 * CONTENT_REFUSED (category "provider") a synchronous route answers, other provider failures are
 * ENGINE_FAILED with their kind; the credits were refunded either way (failTask).
 */
export function taskFailure(error: unknown): TaskFailure {
  if (isSafetyRefusal(error))
    return {
      message: (error as EngineError).message,
      code: "CONTENT_REFUSED",
      details: { category: "provider", refunded: true },
    };
  if (error instanceof EngineError)
    return { message: error.message, code: "ENGINE_FAILED", details: { kind: error.kind, refunded: true } };
  return { message: "Generation failed.", code: "ENGINE_FAILED", details: { refunded: true } };
}

export type QueueMessage = TaskMessage | RefundMessage | BatchMessage | ExportMessage;

const retryDelay = (attempts: number) => ({ delaySeconds: Math.min(30, 2 ** attempts) });

/**
 * An overloaded provider (503) needs longer than a flaky connection: 30 s, then 60 s, still well
 * inside the task's 10-minute deadline (features/tasks/service.ts).
 */
export const taskRetryDelay = (error: unknown, attempts: number) =>
  error instanceof EngineError && error.kind === "OVERLOADED"
    ? { delaySeconds: Math.min(120, 30 * attempts) }
    : retryDelay(attempts);

async function consumeRefund(message: Message<RefundMessage>, env: Env) {
  try {
    await payQueuedRefund(env, message.body);
    message.ack();
  } catch (error) {
    console.error(`queued refund ${message.body.refundOf} attempt ${message.attempts} failed`, error);
    message.retry(retryDelay(message.attempts));
  }
}

export async function consumeTasks(batch: MessageBatch<QueueMessage>, env: Env) {
  const db = createDb(env.DB);
  // One at a time: tasks are long and a Worker's CPU is better spent finishing each one.
  for (const message of batch.messages) {
    if (isRefundMessage(message.body)) {
      await consumeRefund(message as Message<RefundMessage>, env);
      continue;
    }
    if (isBatchMessage(message.body)) {
      await consumeBatchMessage(message as Message<BatchMessage>, env);
      continue;
    }
    if (isExportMessage(message.body)) {
      await consumeExportMessage(message as Message<ExportMessage>, env);
      continue;
    }
    const task = await claimTask(env, message.body.taskId, message.id, message.attempts);
    if (!task) {
      message.ack();
      continue;
    }
    await publish(env, task.userId, { taskId: task.id, taskType: task.taskType, status: "processing", progress: null });
    // A task leaving the pending line moves everyone behind it; so does one finishing.
    await pushQueuePlaces(env);
    try {
      const done = await RUNNERS[task.taskType](env, db, task);
      if (done)
        await publish(env, task.userId, {
          taskId: task.id,
          taskType: task.taskType,
          status: "completed",
          resultWorkId: task.id,
        });
      message.ack();
      await pushQueuePlaces(env);
    } catch (error) {
      console.error(`task ${task.id} attempt ${message.attempts} failed`, error);
      await noteOperatorAlert(db, error);
      await noteProviderRefusal(db, error);
      if (message.attempts >= MAX_ATTEMPTS || isPermanent(error)) {
        await failTask(db, env, task, taskFailure(error));
        message.ack();
        await pushQueuePlaces(env);
      } else {
        message.retry(taskRetryDelay(error, message.attempts));
      }
    }
  }
}

/** Messages that ran out of retries without the consumer failing the task (e.g. it crashed). */
export async function consumeDeadLetters(batch: MessageBatch<QueueMessage>, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const body = message.body;
    if (isRefundMessage(body)) {
      // The main queue's retries ran out (D1 down for a while): keep trying on this queue's own
      // retries (wrangler.toml), a minute apart; only after the last one is the refund lost.
      try {
        await payQueuedRefund(env, body);
        message.ack();
      } catch (error) {
        if (message.attempts >= DLQ_REFUND_ATTEMPTS) {
          console.error(`REFUND LOST: charge ${body.refundOf}`, error);
          message.ack();
        } else message.retry({ delaySeconds: 60 });
      }
      continue;
    }
    if (isBatchMessage(body)) {
      await failDeadBatchMessage(message as Message<BatchMessage>, env);
      continue;
    }
    if (isExportMessage(body)) {
      await failExportPack(env, body);
      message.ack();
      continue;
    }
    const task = await env.DB.prepare(
      "SELECT id, user_id AS userId, task_type AS taskType FROM generation_tasks WHERE id = ?",
    )
      .bind(body.taskId)
      .first<Pick<Task, "id" | "userId" | "taskType">>();
    if (task)
      await failTask(db, env, task, {
        message: "Generation failed after several attempts.",
        code: "ENGINE_FAILED",
        details: { refunded: true },
      });
    message.ack();
  }
  await pushQueuePlaces(env);
}
