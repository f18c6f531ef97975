// The queue consumer: each message names a task. Claiming is conditional (see claimTask), so
// a duplicate does nothing; a failure is retried with backoff, and the last attempt (or a
// failure that retrying cannot fix) fails the task and refunds it once.
import { createDb } from "../db/client";
import { EngineError } from "../engines/types";
import { publish } from "../live/user-live";
import { claimTask, failTask, type Task, type TaskMessage } from "../services/tasks";
import { runInteriorDesign } from "../tasks/interior-design";
import { runStorybook } from "../tasks/storybook";

export const MAX_ATTEMPTS = 3;
const RUNNERS = { interior_design: runInteriorDesign, storybook: runStorybook } as const;

/** Retrying cannot fix these: the input or the key is the problem. */
const isPermanent = (error: unknown) => error instanceof EngineError && ["INVALID_IMAGE", "SAFETY", "BAD_KEY", "UNSUPPORTED_INSTRUCTION"].includes(error.kind);

export function failureMessage(error: unknown) {
  if (error instanceof EngineError) return error.message;
  return "Generation failed.";
}

export async function consumeTasks(batch: MessageBatch<TaskMessage>, env: Env) {
  const db = createDb(env.DB);
  // One at a time: tasks are long and a Worker's CPU is better spent finishing each one.
  for (const message of batch.messages) {
    const task = await claimTask(env, message.body.taskId, message.id, message.attempts);
    if (!task) {
      message.ack();
      continue;
    }
    await publish(env, task.userId, { taskId: task.id, taskType: task.taskType, status: "processing", progress: null });
    try {
      const done = await RUNNERS[task.taskType](env, db, task);
      if (done) await publish(env, task.userId, { taskId: task.id, taskType: task.taskType, status: "completed", resultWorkId: task.id });
      message.ack();
    } catch (error) {
      console.error(`task ${task.id} attempt ${message.attempts} failed`, error);
      if (message.attempts >= MAX_ATTEMPTS || isPermanent(error)) {
        await failTask(db, env, task, failureMessage(error));
        message.ack();
      } else {
        message.retry({ delaySeconds: Math.min(30, 2 ** message.attempts) });
      }
    }
  }
}

/** Messages that ran out of retries without the consumer failing the task (e.g. it crashed). */
export async function consumeDeadLetters(batch: MessageBatch<TaskMessage>, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const task = await env.DB.prepare("SELECT id, user_id AS userId, task_type AS taskType FROM generation_tasks WHERE id = ?")
      .bind(message.body.taskId)
      .first<Pick<Task, "id" | "userId" | "taskType">>();
    if (task) await failTask(db, env, task, "Generation failed after several attempts.");
    message.ack();
  }
}
