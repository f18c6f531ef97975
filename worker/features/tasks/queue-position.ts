// Queue position and estimated time for background tasks, as one plain function of the shared
// queue (every user's pending and processing tasks) and recent real durations. A task's size is
// counted in steps, as its progress is (a storybook: the story, then each page; a room design: 1),
// so a long book waits longer than a short one. The estimate is "until this task is done", and
// it is this engine's: a task remembers the engine chosen when it was queued, and only durations of
// that engine's tasks count (the demo engine draws a book in seconds, a provider in minutes).
import type { TaskType } from "../../../shared/choices";

export type QueuedTask = {
  id: string;
  taskType: TaskType;
  status: "pending" | "processing";
  createdAt: number;
  startedAt: number | null;
  steps: number;
  progress: { step: number; total: number } | null;
  /** The engine chosen when the task was queued (its name), when recorded. */
  engine?: string | null;
};

/** A completed task: how long it ran and how many steps it had. */
export type FinishedTask = { taskType: TaskType; ms: number; steps: number; engine?: string | null };

/** position: pending tasks ahead (created earlier, still pending), 0 when processing. */
export type QueuePlace = { position: number; etaSeconds: number };

/** Seconds per step before there is any history of the engine, for a provider (Workers AI, Gemini, OpenAI)… */
export const DEFAULT_SECONDS_PER_STEP: Record<TaskType, number> = { interior_design: 30, storybook: 20 };
/** …and for the offline demo engine, which draws a room in about 2 s and a book page in about 1.5 s. */
export const DEMO_SECONDS_PER_STEP: Record<TaskType, number> = { interior_design: 3, storybook: 2 };
/** How many recent completed tasks of a type the estimate looks at. */
export const HISTORY_SIZE = 20;

/** The steps of a task: a storybook's story plus its pages (as its progress counts them), else 1. */
export const taskSteps = (taskType: TaskType, numPages: number | null) =>
  taskType === "storybook" ? (numPages ?? 0) + 1 : 1;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Median seconds per step of the last HISTORY_SIZE completed tasks of this type and engine
 * (history newest first; a task with no engine recorded takes every engine's), else the default.
 */
function secondsPerStep(history: FinishedTask[], type: TaskType, engine: string | null | undefined) {
  const recent = history
    .filter((h) => h.taskType === type && h.ms > 0 && h.steps > 0 && (engine == null || h.engine === engine))
    .slice(0, HISTORY_SIZE);
  if (recent.length) return median(recent.map((h) => h.ms / 1000 / h.steps));
  return (engine === "builtin" ? DEMO_SECONDS_PER_STEP : DEFAULT_SECONDS_PER_STEP)[type];
}

/**
 * Every active task's place. Tasks run in parallel lanes (as many as are processing now, at least
 * one): what is ahead of a pending task — the running tasks' remaining time and the pending ones'
 * whole estimates — is shared among the lanes, then the task's own estimate is added. A running
 * task's remaining share follows its progress, or its elapsed time when it reports none.
 */
export function queuePlaces(active: QueuedTask[], history: FinishedTask[], now: number): Map<string, QueuePlace> {
  const rates = new Map<string, number>();
  const rate = (t: QueuedTask) => {
    const at = `${t.taskType} ${t.engine ?? ""}`;
    if (!rates.has(at)) rates.set(at, secondsPerStep(history, t.taskType, t.engine));
    return rates.get(at)!;
  };
  const estimate = (t: QueuedTask) => t.steps * rate(t);
  const remaining = (t: QueuedTask) => {
    const whole = estimate(t);
    if (t.progress && t.progress.total > 0) return whole * Math.max(0, 1 - t.progress.step / t.progress.total);
    return Math.max(0, whole - (t.startedAt === null ? 0 : (now - t.startedAt) / 1000));
  };
  const ordered = [...active].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const running = ordered.filter((t) => t.status === "processing");
  const lanes = Math.max(1, running.length);
  const places = new Map<string, QueuePlace>();
  for (const t of running) places.set(t.id, { position: 0, etaSeconds: Math.round(remaining(t)) });
  let ahead = running.reduce((sum, t) => sum + remaining(t), 0);
  let position = 0;
  for (const t of ordered) {
    if (t.status !== "pending") continue;
    places.set(t.id, { position, etaSeconds: Math.round(ahead / lanes + estimate(t)) });
    ahead += estimate(t);
    position++;
  }
  return places;
}
