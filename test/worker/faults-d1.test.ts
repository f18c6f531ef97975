// Database faults around the charge. Whatever statement D1 refuses — the charge itself, the work
// row after it, the refund after that, a task's refund — the user ends with either their work or
// their credits back, exactly once, and no half-written work.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import {
  consumeDeadLetters,
  consumeTasks,
  DLQ_REFUND_ATTEMPTS,
  type QueueMessage,
} from "../../worker/features/tasks/consumer";
import { sweepStuckTasks } from "../../worker/features/tasks/sweeper";
import { getBalance, ledgerBalance, spendCredits } from "../../worker/features/credits/service";
import { generateProductImage } from "../../worker/features/creations/service";
import { createTask, failTask } from "../../worker/features/tasks/service";
import { INTERIOR_COST } from "../../shared/prices";
import { faultyD1, INSERT_INTO } from "./support/faulty-d1";
import { solidPng } from "./support/images";
import { recordingQueue } from "./support/tasks";
import { newUser } from "./support/users";

const realDb = () => createDb(env.DB);

/** The Worker's env with the queue replaced by a recorder, so the test delivers messages itself. */
function recordingEnv() {
  const { queue, sent } = recordingQueue<QueueMessage>();
  return { testEnv: { ...env, TASKS: queue } as Env, sent };
}

/** One credit taken the usual way; the record a refund would give back. */
const charge = async (userId: string) =>
  (await spendCredits(realDb(), { userId, amount: 1, action: "generate_image", idempotencyKey: crypto.randomUUID() }))
    .record;

const input = {
  prompt: "a bottle of perfume on wet sand",
  referenceImages: [],
  aspectRatio: "1:1" as const,
  temperature: 0.7,
  maxTokens: 2048,
};

async function state(userId: string) {
  const works = await env.DB.prepare("SELECT COUNT(*) AS n FROM generated_artworks WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  const files = await env.FILES.list({ prefix: `u/${userId}/` });
  return {
    balance: await getBalance(realDb(), userId),
    ledger: await ledgerBalance(realDb(), userId),
    works: works!.n,
    files: files.objects.length,
  };
}

async function deliver(testEnv: Env, messages: QueueMessage[], attempts = 1, dlq = false) {
  const batch = createMessageBatch<QueueMessage>(
    dlq ? "atelier-tasks-dlq" : "atelier-tasks",
    messages.map((body, i) => ({ id: `m-${i}-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await (dlq ? consumeDeadLetters : consumeTasks)(batch, testEnv);
  return getQueueResult(batch, ctx);
}

describe("D1 errors around a generation's charge", () => {
  it("the charge itself fails: an error, nothing charged, nothing made", async () => {
    const { id: userId } = await newUser();
    const { db, failed } = faultyD1(env.DB, { match: INSERT_INTO("usage_records") });
    await expect(generateProductImage({ db: createDb(db), env, userId }, input)).rejects.toThrow(/injected fault/);
    expect(failed).toHaveLength(1);
    expect(await state(userId)).toEqual({ balance: 5, ledger: 5, works: 0, files: 0 });
  });

  it("the work row fails after the charge: refunded once, the stored image removed", async () => {
    const { id: userId } = await newUser();
    const { db } = faultyD1(env.DB, { match: INSERT_INTO("generated_artworks") });
    await expect(generateProductImage({ db: createDb(db), env, userId }, input)).rejects.toMatchObject({
      code: "ENGINE_FAILED",
      details: { refunded: true },
    });
    expect(await state(userId)).toEqual({ balance: 5, ledger: 5, works: 0, files: 0 });
    const rows = await env.DB.prepare("SELECT credits_used FROM usage_records WHERE user_id = ? ORDER BY created_at")
      .bind(userId)
      .all<{ credits_used: number }>();
    expect(rows.results.map((r) => r.credits_used)).toEqual([-5, 1, -1]);
  });

  it("the work row and then the refund fail: the refund is queued and paid once, however often it is delivered", async () => {
    const { id: userId } = await newUser();
    const { testEnv, sent } = recordingEnv();
    // The charge goes through, then the database is down: the work row and the refund both fail.
    const { db } = faultyD1(
      env.DB,
      { match: INSERT_INTO("generated_artworks") },
      { match: INSERT_INTO("usage_records"), skip: 1 },
    );
    await expect(generateProductImage({ db: createDb(db), env: testEnv, userId }, input)).rejects.toMatchObject({
      code: "ENGINE_FAILED",
    });
    expect(sent).toEqual([expect.objectContaining({ refundOf: expect.any(String) })]);
    expect(await state(userId)).toMatchObject({ balance: 4, ledger: 4, works: 0, files: 0 });

    const first = await deliver(testEnv, sent);
    expect(first.explicitAcks).toHaveLength(1);
    // Delivered again (at-least-once queues), and once more from the dead-letter queue.
    await deliver(testEnv, sent, 2);
    await deliver(testEnv, sent, 4, true);
    expect(await state(userId)).toMatchObject({ balance: 5, ledger: 5 });
  });

  it("a queued refund retried while the database is still down is retried, not dropped", async () => {
    const { id: userId } = await newUser();
    const spend = await charge(userId);
    const down = faultyD1(env.DB, { match: /usage_records/ });
    const result = await deliver({ ...env, DB: down.db } as Env, [{ refundOf: spend.id, reason: "test" }]);
    expect(result.retryMessages).toHaveLength(1);
    expect(await getBalance(realDb(), userId)).toBe(4);
    await deliver(env, [{ refundOf: spend.id, reason: "test" }], 2);
    expect(await getBalance(realDb(), userId)).toBe(5);
  });
});

describe("when even the queue is down", () => {
  it("the user is told the truth (not refunded) and no stored image is left behind", async () => {
    const { id: userId } = await newUser();
    const noQueue = {
      ...env,
      TASKS: { send: () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue,
    } as Env;
    const { db } = faultyD1(
      env.DB,
      { match: INSERT_INTO("generated_artworks") },
      { match: INSERT_INTO("usage_records"), skip: 1 },
    );
    await expect(generateProductImage({ db: createDb(db), env: noQueue, userId }, input)).rejects.toMatchObject({
      code: "ENGINE_FAILED",
      details: { refunded: false },
    });
    expect(await state(userId)).toMatchObject({ balance: 4, works: 0, files: 0 });
  });

  it("a refund still refused on the dead-letter queue is retried a minute apart, then given up loudly", async () => {
    const { id: userId } = await newUser();
    const spend = await charge(userId);
    const down = { ...env, DB: faultyD1(env.DB, { match: /usage_records/ }).db } as Env;
    const message: QueueMessage = { refundOf: spend.id, reason: "test" };
    const retried = await deliver(down, [message], 1, true);
    expect(retried.retryMessages).toHaveLength(1);
    const last = await deliver(down, [message], DLQ_REFUND_ATTEMPTS, true);
    expect(last.explicitAcks).toHaveLength(1);
    expect(await getBalance(realDb(), userId)).toBe(4);
  });
});

describe("D1 errors around a background task's refund", () => {
  it("a task failed while its refund could not be written is refunded by the sweeper, once", async () => {
    const { testEnv } = recordingEnv();
    const { id: userId } = await newUser();
    const imageKey = `u/${userId}/uploads/${crypto.randomUUID()}.png`;
    const { task } = await createTask(
      { db: realDb(), env: testEnv, userId },
      {
        type: "interior_design",
        cost: INTERIOR_COST,
        inputData: { imageKey, roomType: "bedroom", designStyle: "modern" },
        uploads: [{ key: imageKey, bytes: solidPng(32, 32, [9, 9, 9]), contentType: "image/png" }],
      },
    );
    expect(await getBalance(realDb(), userId)).toBe(5 - INTERIOR_COST);
    // The refund fails and so does queueing it: only the sweeper is left to notice.
    const down = faultyD1(env.DB, { match: /^insert into "usage_records"/i });
    const noQueue = { send: () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue;
    await expect(failTask(createDb(down.db), { ...testEnv, TASKS: noQueue }, task, "provider down")).rejects.toThrow(
      /queue unavailable/,
    );
    const row = await env.DB.prepare("SELECT status FROM generation_tasks WHERE id = ?")
      .bind(task.id)
      .first<{ status: string }>();
    expect(row?.status).toBe("failed");
    expect(await getBalance(realDb(), userId)).toBe(5 - INTERIOR_COST);

    await sweepStuckTasks(testEnv);
    await sweepStuckTasks(testEnv);
    expect(await state(userId)).toMatchObject({ balance: 5, ledger: 5 });
  });
});
