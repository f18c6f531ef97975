// The cron sweeper: a task still processing past its deadline (a consumer that died) or still
// pending long after it was queued (a lost message) is failed and refunded once; a failed task
// whose refund did not go through (the database failed with it) gets it now. Then everyone still
// waiting hears their place and estimate again (the minute's refresh of the queue places).
import { createDb } from "../../platform/db/client";
import { refundFailedTasks } from "../credits/refunds";
import { pushQueuePlaces } from "./queue-places";
import { failTask, TASK_DEADLINE_MS, type Task } from "./service";

export async function sweepStuckTasks(env: Env, now = Date.now()) {
  const cutoff = now - TASK_DEADLINE_MS;
  const { results } = await env.DB.prepare(
    `SELECT id, user_id AS userId, task_type AS taskType FROM generation_tasks
     WHERE (status = 'processing' AND started_at < ?1) OR (status = 'pending' AND created_at < ?1) LIMIT 100`,
  )
    .bind(cutoff)
    .all<Pick<Task, "id" | "userId" | "taskType">>();
  const db = createDb(env.DB);
  let failed = 0;
  for (const task of results)
    if (
      await failTask(db, env, task, {
        message: "The task took too long and was stopped; your credits were refunded.",
        code: "ENGINE_FAILED",
        details: { kind: "TIMEOUT", refunded: true },
      })
    )
      failed++;
  await refundFailedTasks(env, now);
  await pushQueuePlaces(env);
  return failed;
}
