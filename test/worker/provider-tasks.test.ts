// Background tasks on a provider engine (the Gemini fake): an overloaded provider is retried
// later by the queue, a retired model fails the task at once and refunds it (no retry can fix
// it), and results are stored in the format the provider sent (a JPEG room design is a .jpg).
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { EngineError } from "../../worker/engines/types";
import { consumeTasks, taskRetryDelay } from "../../worker/features/tasks/consumer";
import { grantCredits, ledgerBalance } from "../../worker/features/credits/service";
import { createTask, failTask, type TaskMessage } from "../../worker/features/tasks/service";
import { INTERIOR_COST, storybookCost } from "../../shared/prices";
import { newUserWithInteriorTask, recordingQueue } from "./support/tasks";
import { me, newUser, signUp } from "./support/users";
import { ok } from "./support/client";
import { ledgerRows } from "./support/ledger";
import { fakes, keyFor } from "./support/provider-fakes";

function geminiEnv(scenario: string, overrides: Partial<Env> = {}) {
  const { queue } = recordingQueue<TaskMessage>();
  return {
    ...env,
    TASKS: queue,
    GEMINI_API_KEY: keyFor(scenario),
    GEMINI_BASE_URL: fakes.gemini,
    PROVIDER_TIMEOUT_SECONDS: "5",
    ...overrides,
  } as Env;
}

const interiorTask = (testEnv: Env) => newUserWithInteriorTask(testEnv, { roomType: "kitchen", designStyle: "modern" });

async function consume(testEnv: Env, taskId: string, attempts = 1) {
  const batch = createMessageBatch<TaskMessage>("atelier-tasks", [
    { id: `msg-${taskId}`, timestamp: new Date(), attempts, body: { taskId } },
  ]);
  const ctx = createExecutionContext();
  await consumeTasks(batch, testEnv);
  return getQueueResult(batch, ctx);
}

const taskRow = (id: string) =>
  env.DB.prepare("SELECT status, error_message FROM generation_tasks WHERE id = ?")
    .bind(id)
    .first<{ status: string; error_message: string | null }>();

describe("provider failures in background tasks", () => {
  it("an overloaded provider (503) is retried by the queue, later than a flaky connection would be", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const testEnv = geminiEnv("overloaded");
    const { userId, db, task } = await interiorTask(testEnv);
    const result = await consume(testEnv, task.id);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual([`msg-${task.id}`]);
    // The queue's test harness does not report delays: the consumer's choice, checked directly.
    const overloaded = new EngineError("OVERLOADED", "Gemini is overloaded");
    expect([1, 2, 3].map((attempt) => taskRetryDelay(overloaded, attempt).delaySeconds)).toEqual([30, 60, 90]);
    expect(taskRetryDelay(new EngineError("PROVIDER_ERROR", "Could not reach Gemini."), 1).delaySeconds).toBe(2);
    expect(await taskRow(task.id)).toMatchObject({ status: "processing" });
    expect(await ledgerBalance(db, userId)).toBe(5 - INTERIOR_COST);
    vi.restoreAllMocks();
  });

  it("a retired model fails the task at once and refunds it: retrying cannot fix the configuration", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const testEnv = geminiEnv("ok", { GEMINI_IMAGE_MODEL: "gemini-2.5-flash-image" });
    const { userId, db, task } = await interiorTask(testEnv);
    const result = await consume(testEnv, task.id);
    expect(result.retryMessages).toEqual([]);
    const row = await taskRow(task.id);
    expect(row).toMatchObject({ status: "failed" });
    expect(row!.error_message).toContain("gemini-2.5-flash-image");
    expect(await ledgerBalance(db, userId)).toBe(5);
    vi.restoreAllMocks();
  });
});

describe("a storybook the provider refuses for safety in the background", () => {
  it("fails with CONTENT_REFUSED (provider) stored on the task, for the SPA to translate, refunded exactly once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const testEnv = geminiEnv("safety");
    const user = await newUser();
    const db = createDb(env.DB);
    await grantCredits(db, {
      userId: user.id,
      amount: 10,
      action: "admin_adjustment",
      idempotencyKey: `book-${user.id}`,
    });
    const inputData = { idea: "A cat sails to the moon", style: "fairy_tale", numPages: 4, language: "ja-JP" };
    const { task } = await createTask(
      { db, env: testEnv, userId: user.id },
      { type: "storybook", cost: storybookCost(4), inputData, uploads: [] },
    );
    const result = await consume(testEnv, task.id);
    // Retrying cannot change a safety verdict: failed at once, not retried.
    expect(result.retryMessages).toEqual([]);
    const { task: seen } = await ok(user.api.tasks[":id"].$get({ param: { id: task.id } }));
    expect(seen).toMatchObject({
      status: "failed",
      errorCode: "CONTENT_REFUSED",
      errorDetails: { category: "provider", refunded: true },
    });
    // A redelivered message, and the deadline sweep, refund nothing more.
    await consume(testEnv, task.id, 2);
    await failTask(db, testEnv, task, "again");
    expect((await ledgerRows(user.id, "generate_storybook")).map((r) => r.creditsUsed).sort((a, b) => a - b)).toEqual([
      -storybookCost(4),
      storybookCost(4),
    ]);
    expect(await ledgerBalance(db, user.id)).toBe(15);
    vi.restoreAllMocks();
  });
});

describe("provider results in background tasks", () => {
  it("a JPEG room design is stored as .jpg under image/jpeg", async () => {
    const testEnv = geminiEnv("jpeg");
    const { task } = await interiorTask(testEnv);
    await consume(testEnv, task.id);
    const design = await env.DB.prepare("SELECT generated_image_key AS key FROM interior_designs WHERE task_id = ?")
      .bind(task.id)
      .first<{ key: string }>();
    expect(design!.key).toMatch(/\/works\/[^/]+\.jpg$/);
    expect((await env.FILES.head(design!.key))?.httpMetadata?.contentType).toBe("image/jpeg");
  });

  it("storybook pages keep the provider's format, narration is WAV", async () => {
    const testEnv = geminiEnv("webp");
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    const db = createDb(env.DB);
    await grantCredits(db, {
      userId: user.id,
      amount: 10,
      action: "admin_adjustment",
      idempotencyKey: `book-${user.id}`,
    });
    const inputData = { idea: "A cat sails to the moon", style: "fairy_tale", numPages: 4, language: "en-US" };
    const { task } = await createTask(
      { db, env: testEnv, userId: user.id },
      { type: "storybook", cost: storybookCost(4), inputData, uploads: [] },
    );
    await consume(testEnv, task.id);
    const book = await env.DB.prepare("SELECT pages FROM storybooks WHERE task_id = ?")
      .bind(task.id)
      .first<{ pages: string }>();
    const pages = JSON.parse(book!.pages) as { imageKey: string; audioKey: string }[];
    expect(pages.map((p) => p.imageKey.split(".").pop())).toEqual(["webp", "webp", "webp", "webp"]);
    expect(pages.map((p) => p.audioKey.split(".").pop())).toEqual(["wav", "wav", "wav", "wav"]);
    expect((await env.FILES.head(pages[0].imageKey))?.httpMetadata?.contentType).toBe("image/webp");
  });
});
