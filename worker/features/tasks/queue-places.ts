// The shared queue as it stands: every user's active tasks in order and the recent completed
// ones, read in one D1 round trip on the generation_tasks_status_created_idx index (migration
// 0015), placed by queuePlaces, and pushed to each owner's live socket. Pushed when a task is
// queued, starts or finishes (which moves everyone behind it) and by the minute's cron.
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { createDb, type Database } from "../../platform/db/client";
import { generationTasks } from "../../platform/db/schema";
import { publishQueuePlace } from "../../platform/live/user-live";
import { HISTORY_SIZE, queuePlaces, taskSteps, type QueuedTask } from "./queue-position";

/**
 * The first this-many active tasks are placed (later ones show "waiting" without a place). Tasks
 * pending for 10 minutes are failed by the sweeper, so a queue this long is already an outage.
 */
export const QUEUE_WINDOW = 200;

const numPages = sql<number | null>`json_extract(${generationTasks.inputData}, '$.numPages')`;
/** The engine chosen when the task was queued (tasks/routes.ts records it). */
const engine = sql<string | null>`json_extract(${generationTasks.inputData}, '$.engine')`;

export async function readQueue(db: Database, now = Date.now()) {
  const t = generationTasks;
  const [active, finished] = await db.batch([
    db
      .select({
        id: t.id,
        userId: t.userId,
        taskType: t.taskType,
        status: t.status,
        createdAt: t.createdAt,
        startedAt: t.startedAt,
        progress: t.progress,
        numPages,
        engine,
      })
      .from(t)
      .where(inArray(t.status, ["pending", "processing"]))
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(QUEUE_WINDOW),
    db
      .select({ taskType: t.taskType, startedAt: t.startedAt, finishedAt: t.finishedAt, numPages, engine })
      .from(t)
      .where(and(eq(t.status, "completed"), isNotNull(t.startedAt)))
      .orderBy(desc(t.createdAt))
      .limit(2 * HISTORY_SIZE),
  ]);
  const queued = active.map((r) => ({
    id: r.id,
    userId: r.userId,
    taskType: r.taskType,
    status: r.status === "processing" ? ("processing" as const) : ("pending" as const),
    createdAt: r.createdAt.getTime(),
    startedAt: r.startedAt?.getTime() ?? null,
    steps: taskSteps(r.taskType, r.numPages),
    progress: r.progress ?? null,
    engine: r.engine,
  })) satisfies (QueuedTask & { userId: string })[];
  const history = finished.map((r) => ({
    taskType: r.taskType,
    ms: (r.finishedAt?.getTime() ?? 0) - (r.startedAt?.getTime() ?? 0),
    steps: taskSteps(r.taskType, r.numPages),
    engine: r.engine,
  }));
  return { queued, places: queuePlaces(queued, history, now) };
}

/** Each active task's place, to its owner only; best effort, like every live event. */
export async function pushQueuePlaces(env: Env, onlyUserId?: string) {
  try {
    const { queued, places } = await readQueue(createDb(env.DB));
    const byUser = new Map<string, string[]>();
    for (const task of queued)
      if (!onlyUserId || task.userId === onlyUserId)
        byUser.set(task.userId, [...(byUser.get(task.userId) ?? []), task.id]);
    await Promise.all(
      [...byUser].map(async ([userId, taskIds]) => {
        for (const taskId of taskIds) await publishQueuePlace(env, userId, { taskId, ...places.get(taskId)! });
      }),
    );
  } catch (error) {
    console.warn("queue places not pushed", error);
  }
}
