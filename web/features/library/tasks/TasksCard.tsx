// "AI creating (n)": the user's pending and processing tasks with live status. Completion and
// failure are announced with a toast and the caller reloads its works. Each row shows the task's
// place in the shared queue and its estimate (QueuePlace), from the list and then live. The
// list is read through the data cache (activeTasksQuery): the library's loader has usually asked
// for it already, together with the session.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { useCapabilities } from "@/lib/capabilities";
import { codeMessage } from "@/lib/error-messages";
import { QueuePlace, type Place } from "./QueuePlace";
import { queryClient } from "@/lib/query-client";
import { invalidateUsage } from "@/lib/usage";
import { activeTasksQuery, fetchTask, type Task } from "./tasks-api";
import { useLive, type LiveTaskEvent } from "@/lib/use-live";

const POLL_MS = 15_000;

const typeLabel = (t: string) => (t === "storybook" ? m.nav_storybook() : m.nav_interior_design());

type Row = Omit<Task, "queue"> & { place: Place | null };

const toRow = (t: Task, receivedAt: number): Row => ({ ...t, place: t.queue ? { ...t.queue, receivedAt } : null });

export function TasksCard({ onFinished: showFinished }: { onFinished: () => void }) {
  // A finished task made works; a failed one refunded its credits (a usage record).
  const onFinished = useCallback(() => {
    showFinished();
    void invalidateUsage();
  }, [showFinished]);
  const [tasks, setTasks] = useState<Row[]>([]);
  // The offline demo engine is not an AI: the waiting texts say so (issue 27, item 6).
  const engines = useCapabilities()?.engines;
  const demo = (type: string) => engines?.[type === "storybook" ? "storybook" : "interior"] === "builtin";
  const shown = useRef(tasks);
  shown.current = tasks;
  /** The first read of the list: the loader's request, shared (web/app/page-data.ts). */
  const firstRead = useRef<Promise<Row[]> | null>(null);

  /** Reads the list (`fresh`: from the server, not the cache) and tells the user how tasks that left it ended. */
  const resync = useCallback(
    async (fresh = true) => {
      const before = shown.current;
      try {
        const { tasks: active } = await queryClient.fetchQuery({
          ...activeTasksQuery,
          ...(fresh ? { staleTime: 0 } : {}),
        });
        const receivedAt = Date.now();
        const rows = active.map((t) => toRow(t, receivedAt));
        setTasks(rows);
        // Tasks that left the active list while we were not listening: tell the user how they ended.
        const gone = before.filter((t) => !active.some((a) => a.id === t.id));
        for (const t of gone) {
          const { task } = await fetchTask(t.id);
          announce(task.status, task.errorCode, task.errorDetails);
        }
        if (gone.length) onFinished();
        return rows;
      } catch {
        // The next poll or event tries again.
        return [];
      }
    },
    [onFinished],
  );
  /**
   * A failed task says why in the user's language, from its stable code (the Worker's English
   * errorMessage is for API clients); a task failed before codes were stored says it was refunded.
   */
  function announce(status: string, code?: string | null, details?: Record<string, unknown> | null) {
    if (status === "completed") toast.success(m.tasks_completed());
    if (status === "failed")
      toast.error(m.tasks_failed(), { description: code ? codeMessage(code, details) : m.tasks_failed_refunded() });
  }

  const onEvent = (e: LiveTaskEvent) => {
    if (e.type === "batch") return;
    if (e.type === "queue") {
      const place = { position: e.position, etaSeconds: e.etaSeconds, receivedAt: Date.now() };
      setTasks((list) => list.map((t) => (t.id === e.taskId ? { ...t, place } : t)));
      return;
    }
    if (e.status === "completed" || e.status === "failed") {
      setTasks((list) => list.filter((t) => t.id !== e.taskId));
      announce(e.status, e.errorCode, e.errorDetails);
      onFinished();
      return;
    }
    setTasks((list) => {
      const known = list.some((t) => t.id === e.taskId);
      if (!known) void resync();
      return list.map((t) => (t.id === e.taskId ? { ...t, status: e.status, progress: e.progress ?? null } : t));
    });
  };

  const opens = useRef(0);
  const onOpen = () => {
    // After a reconnect anything may have changed. On the first open only a task listed by the
    // first read can have ended unseen (between that read and this moment its events went to
    // nobody); with none listed there is nothing to resync, and a task started since announces
    // itself with its next event (an unknown task resyncs above). So the page load asks for the
    // list once, not once more when the socket opens.
    if (opens.current++ > 0) return void resync();
    void firstRead.current?.then((rows) => {
      if (rows.length > 0) void resync();
    });
  };
  const connected = useLive(onEvent, onOpen);

  // Once on mount, from the cache when the loader's read is fresh; later reads come from
  // reconnects and the polling fallback.
  const latestResync = useRef(resync);
  latestResync.current = resync;
  useEffect(() => {
    firstRead.current = latestResync.current(false);
  }, []);
  useEffect(() => {
    if (connected) return;
    const timer = setInterval(() => void resync(), POLL_MS);
    return () => clearInterval(timer);
  }, [connected, resync]);

  if (tasks.length === 0) return null;
  return (
    <section
      className="card border border-primary/30 bg-primary/5"
      data-testid="tasks-card"
      data-live={connected ? "socket" : "polling"}
    >
      <div className="card-body gap-3">
        <h2 className="card-title text-base">
          <span className="loading loading-ring loading-sm text-primary" />
          {tasks.every((t) => demo(t.taskType))
            ? m.tasks_title_demo({ count: tasks.length })
            : m.tasks_title({ count: tasks.length })}
        </h2>
        <ul className="space-y-2">
          {tasks.map((t) => (
            <li
              key={t.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-box bg-base-100 p-3 text-sm"
              data-testid="task-row"
              data-status={t.status}
            >
              <span className="font-medium">{typeLabel(t.taskType)}</span>
              <span className="text-base-content/70" data-testid="task-status">
                {t.status === "pending"
                  ? m.tasks_waiting()
                  : t.progress && t.taskType === "storybook"
                    ? t.progress.step === 1
                      ? m.tasks_story_written()
                      : m.tasks_page_progress({ page: t.progress.step - 1, total: t.progress.total - 1 })
                    : demo(t.taskType)
                      ? m.tasks_creating_demo()
                      : m.tasks_creating()}
              </span>
              {t.progress && (
                <progress className="progress progress-primary w-24" value={t.progress.step} max={t.progress.total} />
              )}
              <QueuePlace place={t.place} waiting={t.status === "pending"} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
