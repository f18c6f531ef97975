// Background tasks: atomic creation, an idempotent consumer (duplicates, redelivery, retries),
// failure refunded exactly once, the sweeper, and per-user live sockets.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { consumeDeadLetters, consumeTasks } from "../../worker/features/tasks/consumer";
import { sweepStuckTasks } from "../../worker/features/tasks/sweeper";
import { ledgerBalance } from "../../worker/features/credits/service";
import { createTask, failTask, TASK_DEADLINE_MS, type TaskMessage } from "../../worker/features/tasks/service";
import { INTERIOR_COST } from "../../shared/prices";
import type { LiveEvent } from "../../worker/platform/live/user-live";
import { clientFor, ok, rawCall as call, refusal } from "./support/client";
import { solidPng } from "./support/images";
import { newUserWithInteriorTask, recordingQueue } from "./support/tasks";
import { me, signUp } from "./support/users";

const QUEUE = "atelier-tasks";

/** The Worker's env with the queue replaced by a recorder, so only the test consumes messages. */
function isolatedEnv(overrides: Partial<Env> = {}) {
  const { queue, sent } = recordingQueue<TaskMessage>();
  return { env: { ...env, TASKS: queue, ...overrides } as Env, sent };
}

/** R2 that fails the next `failures` writes, like a brief storage outage. */
function flakyFiles(failures: number): R2Bucket {
  let left = failures;
  return new Proxy(env.FILES, {
    get(target, prop) {
      if (prop === "put")
        return (...args: Parameters<R2Bucket["put"]>) =>
          left-- > 0 ? Promise.reject(new Error("R2 unavailable")) : target.put(...args);
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const newUserWithTask = (testEnv: Env) =>
  newUserWithInteriorTask(testEnv, { roomType: "bedroom", designStyle: "japanese" });

async function runBatch(testEnv: Env, messages: { id: string; attempts: number; body: TaskMessage }[]) {
  const batch = createMessageBatch<TaskMessage>(
    QUEUE,
    messages.map((m) => ({ ...m, timestamp: new Date() })),
  );
  const ctx = createExecutionContext();
  await consumeTasks(batch, testEnv);
  return getQueueResult(batch, ctx);
}

const taskRow = (id: string) =>
  env.DB.prepare("SELECT status, attempt, claimed_by, error_message FROM generation_tasks WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempt: number; claimed_by: string; error_message: string | null }>();
const count = async (sql: string, id: string) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())!.n;

describe("task creation", () => {
  it("charges and inserts the task together; refuses without credits and leaves nothing behind", async () => {
    const { env: testEnv, sent } = isolatedEnv();
    const { userId, db, task } = await newUserWithTask(testEnv);
    expect(task.status).toBe("pending");
    expect(sent).toEqual([{ taskId: task.id }]);
    expect(await ledgerBalance(db, userId)).toBe(3);

    const storybook = new FormData();
    storybook.set("type", "storybook");
    storybook.set("prompt", "a brave snail");
    storybook.set("numPages", "4");
    const { cookie } = await signUp();
    const res = await call("/api/tasks", { method: "POST", cookie, body: storybook });
    expect(res.status).toBe(402);
    expect(await refusal(res)).toMatchObject({ code: "INSUFFICIENT_CREDITS", details: { required: 10 } });
    const { user } = await me(cookie);
    expect(await count("SELECT count(*) AS n FROM generation_tasks WHERE user_id = ?", user.id)).toBe(0);
    expect((await env.FILES.list({ prefix: `u/${user.id}/` })).objects).toHaveLength(0);
  });

  it("validates the forms with the spec's rules", async () => {
    const { cookie } = await signUp();
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return refusal(call("/api/tasks", { method: "POST", cookie, body: form }));
    };
    expect((await post({ type: "storybook", prompt: "   " })).code).toBe("IDEA_REQUIRED");
    expect((await post({ type: "storybook", prompt: "x", numPages: "5" })).code).toBe("VALIDATION_ERROR");
    expect((await post({ type: "interior_design", roomType: "garage", designStyle: "modern" })).code).toBe(
      "VALIDATION_ERROR",
    );
    expect((await post({ type: "teleport" })).code).toBe("VALIDATION_ERROR");
  });
});

describe("queue consumer", () => {
  it("a duplicated message in one batch does the work once: one result, one transition", async () => {
    const { env: testEnv } = isolatedEnv();
    const { userId, db, task } = await newUserWithTask(testEnv);
    const result = await runBatch(testEnv, [
      { id: "msg-a", attempts: 1, body: { taskId: task.id } },
      { id: "msg-b", attempts: 1, body: { taskId: task.id } },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["msg-a", "msg-b"]);
    expect(await taskRow(task.id)).toMatchObject({ status: "completed", claimed_by: "msg-a" });
    expect(await count("SELECT count(*) AS n FROM interior_designs WHERE task_id = ?", task.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM generated_artworks WHERE id = ?", task.id)).toBe(1);
    expect(await ledgerBalance(db, userId)).toBe(3);
    // A late redelivery after completion changes nothing either.
    await runBatch(testEnv, [{ id: "msg-a", attempts: 2, body: { taskId: task.id } }]);
    expect(await count("SELECT count(*) AS n FROM interior_designs WHERE task_id = ?", task.id)).toBe(1);
  });

  it("retries a transient failure with backoff, then succeeds on redelivery", async () => {
    const { env: testEnv } = isolatedEnv();
    const { db, userId, task } = await newUserWithTask(testEnv);
    const flaky = { ...testEnv, FILES: flakyFiles(1) } as Env;
    const first = await runBatch(flaky, [{ id: "msg-r", attempts: 1, body: { taskId: task.id } }]);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual(["msg-r"]);
    expect(await taskRow(task.id)).toMatchObject({ status: "processing", attempt: 1 });
    const second = await runBatch(flaky, [{ id: "msg-r", attempts: 2, body: { taskId: task.id } }]);
    expect(second.explicitAcks).toEqual(["msg-r"]);
    expect(await taskRow(task.id)).toMatchObject({ status: "completed", attempt: 2 });
    expect(await ledgerBalance(db, userId)).toBe(3);
  });

  it("the last failed attempt fails the task and refunds once, however often failure runs", async () => {
    const { env: testEnv } = isolatedEnv();
    const { db, userId, task } = await newUserWithTask(testEnv);
    const broken = { ...testEnv, FILES: flakyFiles(99) } as Env;
    const result = await runBatch(broken, [{ id: "msg-f", attempts: 3, body: { taskId: task.id } }]);
    expect(result.explicitAcks).toEqual(["msg-f"]);
    expect(await taskRow(task.id)).toMatchObject({ status: "failed" });
    // The failure path again, the dead-letter consumer, and the sweeper: still one refund.
    await failTask(db, testEnv, task, "again");
    await consumeDeadLetters(
      createMessageBatch<TaskMessage>("atelier-tasks-dlq", [
        { id: "dlq-1", timestamp: new Date(), attempts: 1, body: { taskId: task.id } },
      ]),
      testEnv,
    );
    await sweepStuckTasks(testEnv, Date.now() + TASK_DEADLINE_MS * 2);
    expect(await ledgerBalance(db, userId)).toBe(5);
    expect(await count("SELECT count(*) AS n FROM usage_records WHERE user_id = ? AND credits_used = -2", userId)).toBe(
      1,
    );
  });

  it("a missing upload is a permanent failure: no retry, refunded at once", async () => {
    const { env: testEnv } = isolatedEnv();
    const { db, userId, task, imageKey } = await newUserWithTask(testEnv);
    await env.FILES.delete(imageKey);
    const result = await runBatch(testEnv, [{ id: "msg-p", attempts: 1, body: { taskId: task.id } }]);
    expect(result.retryMessages).toEqual([]);
    expect(await taskRow(task.id)).toMatchObject({ status: "failed" });
    expect(await ledgerBalance(db, userId)).toBe(5);
  });
});

describe("sweeper", () => {
  it("fails and refunds tasks stuck past the deadline, and leaves the rest alone", async () => {
    const { env: testEnv } = isolatedEnv();
    const stuck = await newUserWithTask(testEnv);
    await env.DB.prepare("UPDATE generation_tasks SET status = 'processing', started_at = ? WHERE id = ?")
      .bind(Date.now() - TASK_DEADLINE_MS - 1000, stuck.task.id)
      .run();
    const fresh = await newUserWithTask(testEnv);
    await sweepStuckTasks(testEnv);
    expect((await taskRow(stuck.task.id))!.status).toBe("failed");
    expect(await ledgerBalance(stuck.db, stuck.userId)).toBe(5);
    expect((await taskRow(fresh.task.id))!.status).toBe("pending");
  });
});

describe("authorization and live status", () => {
  it("another user cannot read a task; signed out cannot open a socket", async () => {
    const { env: testEnv } = isolatedEnv();
    const { cookie, task } = await newUserWithTask(testEnv);
    expect((await call(`/api/tasks/${task.id}`, { cookie })).status).toBe(200);
    const bob = await signUp();
    expect((await call(`/api/tasks/${task.id}`, { cookie: bob.cookie })).status).toBe(404);
    expect((await ok(clientFor(bob.cookie).tasks.$get())).tasks).toEqual([]);
    expect((await call("/api/live", { headers: { upgrade: "websocket" } })).status).toBe(401);
  });

  it("a socket receives its own user's task events and nobody else's", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const open = async (cookie: string) => {
      const res = await call("/api/live", { cookie, headers: { upgrade: "websocket" } });
      expect(res.status).toBe(101);
      const socket = res.webSocket!;
      const received: LiveEvent[] = [];
      socket.addEventListener("message", (e) => received.push(JSON.parse(String(e.data)) as LiveEvent));
      socket.accept();
      return { socket, received };
    };
    const [a, b] = await Promise.all([open(alice.cookie), open(bob.cookie)]);
    const { env: testEnv } = isolatedEnv();
    const { user } = await me(alice.cookie);
    const imageKey = `u/${user.id}/uploads/live.png`;
    const { task } = await createTask(
      { db: createDb(env.DB), env: testEnv, userId: user.id },
      {
        type: "interior_design",
        cost: INTERIOR_COST,
        inputData: { imageKey, roomType: "office", designStyle: "modern" },
        uploads: [{ key: imageKey, bytes: solidPng(32, 32, [1, 2, 3]), contentType: "image/png" }],
      },
    );
    await runBatch(testEnv, [{ id: "live-1", attempts: 1, body: { taskId: task.id } }]);
    await new Promise((r) => setTimeout(r, 200));
    const statuses = a.received.filter((e) => e.type === "task").map((e) => e.status);
    expect(statuses[0]).toBe("pending");
    expect(statuses).toContain("processing");
    expect(statuses.at(-1)).toBe("completed");
    expect(b.received.filter((e) => e.type === "task")).toEqual([]);
    a.socket.close();
    b.socket.close();
  });
});
