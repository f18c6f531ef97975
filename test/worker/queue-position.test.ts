// Queue position and ETA: the plain function's edge cases, places across several users' tasks in
// GET /api/tasks, the estimate from real durations, and the live push (the real Durable Object
// socket) when a task ahead starts and finishes — naming only the user's own tasks.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { consumeTasks } from "../../worker/features/tasks/consumer";
import {
  DEFAULT_SECONDS_PER_STEP,
  DEMO_SECONDS_PER_STEP,
  HISTORY_SIZE,
  queuePlaces,
  taskSteps,
  type FinishedTask,
  type QueuedTask,
} from "../../worker/features/tasks/queue-position";
import { sweepStuckTasks } from "../../worker/features/tasks/sweeper";
import { createTask, type TaskMessage } from "../../worker/features/tasks/service";
import type { LiveEvent, QueueEvent } from "../../worker/platform/live/user-live";
import { INTERIOR_COST, storybookCost } from "../../shared/prices";
import { ok, rawCall } from "./support/client";
import { pngBlob, solidPng } from "./support/images";
import { recordingQueue } from "./support/tasks";
import { db, newUser, type TestUser } from "./support/users";

const NOW = 1_800_000_000_000;
const task = (id: string, over: Partial<QueuedTask> = {}): QueuedTask => ({
  id,
  taskType: "interior_design",
  status: "pending",
  createdAt: NOW,
  startedAt: null,
  steps: 1,
  progress: null,
  ...over,
});
const took = (seconds: number, steps = 5, taskType: FinishedTask["taskType"] = "storybook"): FinishedTask => ({
  taskType,
  ms: seconds * 1000,
  steps,
});
const I = DEFAULT_SECONDS_PER_STEP.interior_design;
const S = DEFAULT_SECONDS_PER_STEP.storybook;

describe("queuePlaces", () => {
  it("an empty queue places nothing; one waiting task waits only for itself", () => {
    expect(queuePlaces([], [], NOW).size).toBe(0);
    expect(queuePlaces([task("a")], [], NOW).get("a")).toEqual({ position: 0, etaSeconds: I });
    expect(
      queuePlaces([task("b", { taskType: "storybook", steps: taskSteps("storybook", 8) })], [], NOW).get("b"),
    ).toEqual({ position: 0, etaSeconds: 9 * S });
  });

  it("counts the pending tasks ahead in creation order (ties by id), behind what is running", () => {
    const places = queuePlaces(
      [
        task("late", { createdAt: NOW + 3 }),
        task("run", { createdAt: NOW - 60_000, status: "processing", startedAt: NOW - 10_000 }),
        task("book", { createdAt: NOW + 1, taskType: "storybook", steps: 5 }),
        task("tie-b", { createdAt: NOW + 2 }),
        task("tie-a", { createdAt: NOW + 2 }),
      ],
      [],
      NOW,
    );
    // The running room design has 30 - 10 s left; the book 5 steps of 20 s; each room 30 s.
    expect(places.get("run")).toEqual({ position: 0, etaSeconds: I - 10 });
    expect(places.get("book")).toEqual({ position: 0, etaSeconds: I - 10 + 5 * S });
    expect(places.get("tie-a")).toEqual({ position: 1, etaSeconds: I - 10 + 5 * S + I });
    expect(places.get("tie-b")).toEqual({ position: 2, etaSeconds: I - 10 + 5 * S + 2 * I });
    expect(places.get("late")).toEqual({ position: 3, etaSeconds: I - 10 + 5 * S + 3 * I });
  });

  it("a running task's remaining share follows its progress, else its elapsed time, never below zero", () => {
    const places = queuePlaces(
      [
        task("book", {
          status: "processing",
          taskType: "storybook",
          steps: 5,
          progress: { step: 2, total: 5 },
          startedAt: NOW - 1000,
        }),
        task("overdue", { status: "processing", startedAt: NOW - 10 * 60_000 }),
        task("next", { createdAt: NOW + 1 }),
      ],
      [],
      NOW,
    );
    expect(places.get("book")!.etaSeconds).toBe(Math.round(5 * S * 0.6));
    expect(places.get("overdue")!.etaSeconds).toBe(0);
    // Two tasks running: two lanes share what is ahead.
    expect(places.get("next")).toEqual({ position: 0, etaSeconds: Math.round((5 * S * 0.6) / 2 + I) });
  });

  it("uses the median seconds per step of the latest completed tasks of the same type", () => {
    const book = [task("book", { taskType: "storybook", steps: 9 })];
    // 5-step books in 25, 50 and 100 s: 5, 10, 20 s a step, median 10; room designs do not count.
    expect(
      queuePlaces(book, [took(25), took(100), took(50), took(1, 1, "interior_design")], NOW).get("book")!.etaSeconds,
    ).toBe(90);
    // An even count takes the middle two's mean; zero-length or step-less records are ignored.
    expect(
      queuePlaces(
        book,
        [took(25), took(50), { taskType: "storybook", ms: 0, steps: 5 }, { taskType: "storybook", ms: 9000, steps: 0 }],
        NOW,
      ).get("book")!.etaSeconds,
    ).toBe(68);
    // Only the newest HISTORY_SIZE count (history comes newest first).
    const history = [
      ...Array.from({ length: HISTORY_SIZE }, () => took(5, 1)),
      ...Array.from({ length: HISTORY_SIZE }, () => took(500, 1)),
    ];
    expect(queuePlaces(book, history, NOW).get("book")!.etaSeconds).toBe(45);
    // No history of a type: its default.
    expect(queuePlaces([task("room")], history, NOW).get("room")!.etaSeconds).toBe(I);
  });

  it("estimates from the durations of the task's own engine: the demo's book is seconds, not minutes (issue 27, item 14)", () => {
    const demoBook = task("book", { taskType: "storybook", steps: taskSteps("storybook", 8), engine: "builtin" });
    // No history: the demo engine's default, under a minute for an 8-page book.
    const fresh = queuePlaces([demoBook], [], NOW).get("book")!.etaSeconds;
    expect(fresh).toBe(9 * DEMO_SECONDS_PER_STEP.storybook);
    expect(fresh).toBeLessThan(60);
    // A provider's slow books do not count for the demo's, and the demo's fast ones not for a provider's.
    const slow = { ...took(500), engine: "workers-ai" };
    const fast = { ...took(10), engine: "builtin" };
    expect(queuePlaces([demoBook], [slow], NOW).get("book")!.etaSeconds).toBe(fresh);
    expect(queuePlaces([demoBook], [slow, fast], NOW).get("book")!.etaSeconds).toBe(18);
    const aiBook = { ...demoBook, engine: "workers-ai" };
    expect(queuePlaces([aiBook], [fast], NOW).get("book")!.etaSeconds).toBe(9 * S);
    expect(queuePlaces([aiBook], [fast, slow], NOW).get("book")!.etaSeconds).toBe(900);
  });

  it("counts a storybook's steps as its progress does: the story, then each page", () => {
    expect([
      taskSteps("storybook", 4),
      taskSteps("storybook", 8),
      taskSteps("interior_design", null),
      taskSteps("storybook", null),
    ]).toEqual([5, 9, 1, 1]);
  });
});

const QUEUE = "atelier-tasks";

function isolatedEnv() {
  const { queue, sent } = recordingQueue<TaskMessage>();
  return { testEnv: { ...env, TASKS: queue } as Env, sent };
}

async function roomTask(testEnv: Env, user: TestUser) {
  const imageKey = `u/${user.id}/uploads/${crypto.randomUUID()}.png`;
  const { task } = await createTask(
    { db: db(), env: testEnv, userId: user.id },
    {
      type: "interior_design",
      cost: INTERIOR_COST,
      inputData: { imageKey, roomType: "office", designStyle: "modern" },
      uploads: [{ key: imageKey, bytes: solidPng(32, 32, [9, 9, 9]), contentType: "image/png" }],
    },
  );
  return task;
}

async function bookTask(testEnv: Env, user: TestUser, numPages: 4 | 8) {
  const { task } = await createTask(
    { db: db(), env: testEnv, userId: user.id },
    {
      type: "storybook",
      cost: storybookCost(numPages),
      inputData: { idea: "a snail at sea", style: "fairy_tale", numPages, language: "en-US", referenceImageKey: null },
      uploads: [],
    },
  );
  return task;
}

async function places(user: TestUser) {
  const { tasks } = await ok(user.api.tasks.$get());
  return Object.fromEntries(tasks.map((t) => [t.id, t.queue]));
}

async function listen(user: TestUser) {
  const res = await rawCall("/api/live", { cookie: user.cookie, headers: { upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const raw: string[] = [];
  socket.addEventListener("message", (e) => void raw.push(String(e.data)));
  socket.accept();
  const events = () => raw.map((r) => JSON.parse(r) as LiveEvent | { type: "hello" });
  const queueEvents = () => events().filter((e): e is QueueEvent => e.type === "queue");
  return { socket, raw, queueEvents };
}

const settle = () => new Promise((r) => setTimeout(r, 200));

async function deliver(testEnv: Env, taskId: string) {
  const batch = createMessageBatch<TaskMessage>(QUEUE, [
    { id: `m-${taskId}`, attempts: 1, timestamp: new Date(), body: { taskId } },
  ]);
  const ctx = createExecutionContext();
  await consumeTasks(batch, testEnv);
  await getQueueResult(batch, ctx);
}

describe("the shared queue, per user", () => {
  // Each test starts from an empty queue and no history (storage is shared within this file).
  beforeEach(async () => {
    await env.DB.prepare("UPDATE generation_tasks SET status = 'failed' WHERE status <> 'failed'").run();
  });

  it("places several users' tasks in one queue; each user sees only their own tasks", async () => {
    const { testEnv } = isolatedEnv();
    const [alice, bob] = [await newUser({ extraCredits: 10 }), await newUser()];
    const a1 = await roomTask(testEnv, alice);
    const b1 = await roomTask(testEnv, bob);
    const a2 = await bookTask(testEnv, alice, 4);
    expect(await places(alice)).toEqual({
      [a1.id]: { position: 0, etaSeconds: I },
      [a2.id]: { position: 2, etaSeconds: 2 * I + 5 * S },
    });
    expect(await places(bob)).toEqual({ [b1.id]: { position: 1, etaSeconds: 2 * I } });
  });

  it("estimates from the real durations of recent completed tasks of the same type", async () => {
    const { testEnv } = isolatedEnv();
    const carol = await newUser({ extraCredits: 20 });
    const insert = env.DB.prepare(
      `INSERT INTO generation_tasks (id, user_id, task_type, status, input_data, credits_cost, started_at, finished_at, created_at)
       VALUES (?, ?, 'storybook', 'completed', '{"numPages":4}', 0, ?, ?, ?)`,
    );
    const t0 = Date.now() - 3_600_000;
    // Three 4-page books (5 steps) in 25, 50 and 100 s: a median of 10 s a step.
    await env.DB.batch(
      [25, 50, 100].map((s, i) => insert.bind(crypto.randomUUID(), carol.id, t0 + i, t0 + i + s * 1000, t0 + i)),
    );
    const book = await bookTask(testEnv, carol, 8);
    expect(await places(carol)).toEqual({ [book.id]: { position: 0, etaSeconds: 90 } });
  });

  it("a task queued through the API records the engine chosen for it", async () => {
    const dana = await newUser({ extraCredits: 10 });
    const form = new FormData();
    form.set("type", "interior_design");
    form.set("roomType", "bedroom");
    form.set("designStyle", "modern");
    form.set("image", pngBlob(solidPng(64, 64, [120, 90, 60]), "room.png"));
    const res = await rawCall("/api/tasks", { method: "POST", cookie: dana.cookie, body: form });
    expect(res.status).toBe(201);
    const { task } = (await res.json()) as { task: { id: string } };
    const row = await env.DB.prepare("SELECT input_data FROM generation_tasks WHERE id = ?")
      .bind(task.id)
      .first<{ input_data: string }>();
    expect(JSON.parse(row!.input_data).engine).toBe("builtin");
  });

  it("pushes the new place to the user behind when the task ahead starts and when it finishes; nothing about the other user's task", async () => {
    const { testEnv } = isolatedEnv();
    const [alice, bob] = [await newUser(), await newUser()];
    const [aliceLive, bobLive] = [await listen(alice), await listen(bob)];
    const ahead = await roomTask(testEnv, alice);
    const mine = await roomTask(testEnv, bob);
    await settle();
    // Queued: bob hears his own place (one ahead) and alice hears nothing about it.
    expect(bobLive.queueEvents().map(({ taskId, position, etaSeconds }) => ({ taskId, position, etaSeconds }))).toEqual(
      [{ taskId: mine.id, position: 1, etaSeconds: 2 * I }],
    );
    expect(aliceLive.queueEvents().every((e) => e.taskId === ahead.id)).toBe(true);

    await deliver(testEnv, ahead.id);
    await settle();
    const row = await env.DB.prepare(
      "SELECT status, started_at AS s, finished_at AS f FROM generation_tasks WHERE id = ?",
    )
      .bind(ahead.id)
      .first<{ status: string; s: number; f: number }>();
    expect(row!.status).toBe("completed");
    const bobs = bobLive.queueEvents();
    // Alice's task started (bob is next, behind its remaining time), then finished (only his own
    // estimate is left, now from alice's real duration).
    expect(bobs.length).toBeGreaterThanOrEqual(3);
    expect(bobs[1]).toMatchObject({ taskId: mine.id, position: 0 });
    expect(bobs[1].etaSeconds).toBeGreaterThan(I);
    expect(bobs.at(-1)).toMatchObject({
      taskId: mine.id,
      position: 0,
      etaSeconds: Math.round((row!.f - row!.s) / 1000),
    });
    // Every event bob received names his own task, and nothing of alice's task or account.
    expect(
      bobs.every((e) => e.taskId === mine.id && Object.keys(e).sort().join() === "at,etaSeconds,position,taskId,type"),
    ).toBe(true);
    expect(bobLive.raw.some((r) => r.includes(ahead.id) || r.includes(alice.id))).toBe(false);
    // Alice heard her own task running (place 0) and nothing about bob's.
    expect(aliceLive.queueEvents().some((e) => e.taskId === ahead.id && e.position === 0)).toBe(true);
    expect(aliceLive.raw.some((r) => r.includes(mine.id) || r.includes(bob.id))).toBe(false);
    aliceLive.socket.close();
    bobLive.socket.close();
  });

  it("the minute's sweep refreshes every waiting user's estimate", async () => {
    const { testEnv } = isolatedEnv();
    const dana = await newUser();
    const waiting = await roomTask(testEnv, dana);
    const live = await listen(dana);
    await sweepStuckTasks(testEnv);
    await settle();
    expect(live.queueEvents().map(({ taskId, position }) => ({ taskId, position }))).toEqual([
      { taskId: waiting.id, position: 0 },
    ]);
    live.socket.close();
  });
});
