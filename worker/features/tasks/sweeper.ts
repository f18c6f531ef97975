// The cron sweeper: a task still processing past its deadline (a consumer that died) or still
// pending long after it was queued (a lost message) is failed and refunded once; a failed task
// whose refund did not go through (the database failed with it) gets it now. Then everyone still
// waiting hears their place and estimate again (the minute's refresh of the queue places).
import { createDb } from "../../platform/db/client";
import { LEDGER_KEY_PREFIX } from "../../platform/ledger-keys";
import { payQueuedRefund } from "../credits/service";
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

/** Failed tasks of the last day whose charge has no refund yet (its refund failed too): pay them. */
export async function refundFailedTasks(env: Env, now = Date.now(), limit = 100) {
  const { results } = await env.DB.prepare(
    `SELECT u.id FROM generation_tasks t JOIN usage_records u ON u.id = t.usage_record_id
     WHERE t.status = 'failed' AND t.finished_at > ?2 AND u.credits_used > 0 AND u.user_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM usage_records r WHERE r.idempotency_key = ?3 || u.id)
     LIMIT ?1`,
  )
    .bind(limit, now - 24 * 60 * 60 * 1000, LEDGER_KEY_PREFIX.refund)
    .all<{ id: string }>();
  let paid = 0;
  for (const { id } of results) {
    try {
      await payQueuedRefund(env, { refundOf: id, reason: "The task failed; refund completed later." });
      paid++;
    } catch (error) {
      // One refund that keeps failing must not hold up the others; the next sweep tries again.
      console.error(`refund of failed task charge ${id} failed; next sweep retries`, error);
    }
  }
  return paid;
}
