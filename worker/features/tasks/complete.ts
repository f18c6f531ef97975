// Finishing a task is one D1 batch: the conditional status change, then the result rows, each
// inserted only if that change happened (INSERT … SELECT … WHERE EXISTS). A task that was
// failed meanwhile (sweeper) or finished by another delivery gets no second result.
import type { ArtworkMetadata, WorkSource } from "../../platform/db/schema";
import type { Task } from "./service";

export type TaskWork = {
  id: string;
  prompt: string;
  imageKey: string;
  style: string | null;
  source: WorkSource;
  metadata: ArtworkMetadata;
  creditsUsed: number;
};

/** The guard every result insert carries: the task completed with this result. */
export const COMPLETED_WITH =
  "EXISTS (SELECT 1 FROM generation_tasks WHERE id = ? AND status = 'completed' AND result_work_id = ?)";

export async function completeTask(
  env: Env,
  task: Task,
  work: TaskWork,
  results: (guardBinds: [string, string]) => D1PreparedStatement[],
) {
  const now = Date.now();
  const guard: [string, string] = [task.id, work.id];
  await env.DB.batch([
    env.DB.prepare(
      `UPDATE generation_tasks SET status = 'completed', finished_at = ?1, result_work_id = ?2, progress = NULL, checkpoint = NULL
       WHERE id = ?3 AND status = 'processing' AND claimed_by = ?4`,
    ).bind(now, work.id, task.id, task.claimedBy),
    env.DB.prepare(
      `INSERT INTO generated_artworks (id, user_id, prompt, image_key, credits_used, style, metadata, root_id, version, source, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ? WHERE ${COMPLETED_WITH}`,
    ).bind(
      work.id,
      task.userId,
      work.prompt,
      work.imageKey,
      work.creditsUsed,
      work.style,
      JSON.stringify(work.metadata),
      work.id,
      work.source,
      now,
      ...guard,
    ),
    ...results(guard),
  ]);
  const row = await env.DB.prepare("SELECT status, result_work_id FROM generation_tasks WHERE id = ?")
    .bind(task.id)
    .first<{ status: string; result_work_id: string | null }>();
  return row?.status === "completed" && row.result_work_id === work.id;
}
