// A storybook whose queue message is retried (issue 25, hole 9): each finished page is kept (its
// picture and narration in R2, the checkpoint in D1), so a retry resumes at the first missing page
// and asks the engine only for what is missing — counted on the Gemini fake, which fails the
// third picture once — and the book ends as an uninterrupted one does. When the retries run out,
// the task still fails with exactly one refund and its files go.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storybookCost } from "../../shared/prices";
import { consumeDeadLetters, consumeTasks, MAX_ATTEMPTS } from "../../worker/features/tasks/consumer";
import { sweepStuckTasks } from "../../worker/features/tasks/sweeper";
import { createTask, type TaskMessage } from "../../worker/features/tasks/service";
import { ledgerBalance } from "../../worker/features/credits/service";
import type { RecordedRequest } from "../fakes/recorded";
import { fakes, keyFor, sent } from "./support/provider-fakes";
import { recordingQueue } from "./support/tasks";
import { db, newUser } from "./support/users";

const PAGES = 4;
const COST = storybookCost(PAGES);

function geminiEnv(scenario: string) {
  const key = keyFor(scenario);
  const { queue } = recordingQueue<TaskMessage>();
  return {
    key,
    testEnv: {
      ...env,
      TASKS: queue,
      GEMINI_API_KEY: key,
      GEMINI_BASE_URL: fakes.gemini,
      PROVIDER_TIMEOUT_SECONDS: "5",
    } as Env,
  };
}

/** A user with a 4-page book charged and queued; its message is delivered by the test. */
async function newBook(testEnv: Env) {
  const user = await newUser({ extraCredits: COST });
  const inputData = { idea: "A cat sails to the moon", style: "fairy_tale", numPages: PAGES, language: "en-US" };
  const { task } = await createTask(
    { db: db(), env: testEnv, userId: user.id },
    { type: "storybook", cost: COST, inputData, uploads: [] },
  );
  return { userId: user.id, task };
}

/** One delivery of the book's message (the same message id on every retry, as Queues redelivers it). */
async function deliver(testEnv: Env, taskId: string, attempts: number) {
  const batch = createMessageBatch<TaskMessage>("atelier-tasks", [
    { id: `msg-${taskId}`, timestamp: new Date(), attempts, body: { taskId } },
  ]);
  const ctx = createExecutionContext();
  await consumeTasks(batch, testEnv);
  return getQueueResult(batch, ctx);
}

const modalities = (r: RecordedRequest) => r.json?.generationConfig?.responseModalities ?? [];
/** What the engine was asked for with this key: stories, pictures and narrations. */
async function engineCalls(key: string) {
  const requests = await sent("gemini", key);
  const pictures = requests.filter((r) => modalities(r).includes("IMAGE"));
  return {
    stories: requests.filter((r) => r.json?.generationConfig?.responseMimeType === "application/json").length,
    pictures: pictures.length,
    narrations: requests.filter((r) => modalities(r).includes("AUDIO")).length,
    // Pictures sent along with each picture request (page one's, for the character).
    picturesSent: pictures.map(
      (r) => (r.json?.contents ?? []).flatMap((c) => c.parts ?? []).filter((p) => p.inlineData).length,
    ),
  };
}

type BookRow = { title: string; pages: string };
const bookOf = (taskId: string) =>
  env.DB.prepare("SELECT title, pages FROM storybooks WHERE task_id = ?").bind(taskId).first<BookRow>();
const taskOf = (taskId: string) =>
  env.DB.prepare("SELECT status, checkpoint, progress FROM generation_tasks WHERE id = ?")
    .bind(taskId)
    .first<{ status: string; checkpoint: string | null; progress: string | null }>();
const filesOf = async (userId: string, taskId: string) =>
  (await env.FILES.list({ prefix: `u/${userId}/books/${taskId}/` })).objects.map((o) => o.key.split("/").pop()!);

/** The book with its own task id taken out, to compare two books page by page. */
function shapeOf(book: BookRow, taskId: string) {
  const pages = JSON.parse(book.pages) as { text: string; imageKey: string; audioKey: string | null }[];
  const strip = (key: string | null) => key?.replace(/^u\/[^/]+\/books\/[^/]+\//, "") ?? null;
  return {
    title: book.title,
    pages: pages.map((p) => ({
      text: p.text,
      imageKey: strip(p.imageKey),
      audioKey: strip(p.audioKey),
      ofThisBook: p.imageKey.includes(taskId),
    })),
  };
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("a storybook retried after a failure on page 3", () => {
  it("resumes at page 3: the engine is asked only for the missing pages, and the book is the uninterrupted one", async () => {
    // The book as an uninterrupted run makes it.
    const whole = geminiEnv("ok");
    const reference = await newBook(whole.testEnv);
    expect((await deliver(whole.testEnv, reference.task.id, 1)).explicitAcks).toHaveLength(1);
    const uninterrupted = await engineCalls(whole.key);
    expect(uninterrupted).toMatchObject({ stories: 1, pictures: PAGES, narrations: PAGES });

    // The third picture fails once: the first delivery keeps pages 1 and 2 and asks to be retried.
    const flaky = geminiEnv("image-call-3-fails");
    const { userId, task } = await newBook(flaky.testEnv);
    const first = await deliver(flaky.testEnv, task.id, 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(await engineCalls(flaky.key)).toMatchObject({ stories: 1, pictures: 3, narrations: 2 });
    const kept = await taskOf(task.id);
    expect(kept!.status).toBe("processing");
    expect(JSON.parse(kept!.checkpoint!)).toMatchObject({
      engine: "gemini",
      pages: [{ imageKey: expect.stringContaining("page-1.") }, { imageKey: expect.stringContaining("page-2.") }],
      narrating: true,
    });
    expect(await filesOf(userId, task.id)).toEqual(expect.arrayContaining(["page-1.png", "page-2.png"]));

    // The retry draws and narrates pages 3 and 4 only, with page one's picture as before.
    const second = await deliver(flaky.testEnv, task.id, 2);
    expect(second.explicitAcks).toHaveLength(1);
    const calls = await engineCalls(flaky.key);
    expect(calls).toMatchObject({ stories: 1, pictures: 3 + 2, narrations: PAGES });
    expect(calls.picturesSent.slice(-2)).toEqual(uninterrupted.picturesSent.slice(-2));

    const book = (await bookOf(task.id))!;
    expect(shapeOf(book, task.id)).toEqual(shapeOf((await bookOf(reference.task.id))!, reference.task.id));
    expect(JSON.parse(book.pages)).toHaveLength(PAGES);
    for (const page of JSON.parse(book.pages) as { imageKey: string; audioKey: string }[]) {
      expect(await env.FILES.head(page.imageKey)).not.toBeNull();
      expect(await env.FILES.head(page.audioKey)).not.toBeNull();
    }
    expect(await taskOf(task.id)).toMatchObject({ status: "completed", checkpoint: null });
    // Charged once, nothing refunded.
    expect(await ledgerBalance(db(), userId)).toBe(5);
  });

  it("when every retry fails on page 3 the task fails with exactly one refund, and its pages go", async () => {
    const { key, testEnv } = geminiEnv("image-calls-fail-from-3");
    const { userId, task } = await newBook(testEnv);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++)
      expect((await deliver(testEnv, task.id, attempt)).retryMessages).toHaveLength(1);
    // Each retry resumed: one story and two finished pages in all, one failed picture per attempt.
    expect(await engineCalls(key)).toMatchObject({ stories: 1, pictures: 2 + (MAX_ATTEMPTS - 1), narrations: 2 });
    expect((await deliver(testEnv, task.id, MAX_ATTEMPTS)).explicitAcks).toHaveLength(1);
    expect(await engineCalls(key)).toMatchObject({ stories: 1, pictures: 2 + MAX_ATTEMPTS, narrations: 2 });

    expect(await taskOf(task.id)).toMatchObject({ status: "failed", checkpoint: null });
    expect(await ledgerBalance(db(), userId)).toBe(5 + COST);
    expect(await filesOf(userId, task.id)).toEqual([]);
    // The dead-letter queue and the sweeper find nothing more to pay.
    await consumeDeadLetters(
      createMessageBatch<TaskMessage>("atelier-tasks-dlq", [
        { id: `dlq-${task.id}`, timestamp: new Date(), attempts: 1, body: { taskId: task.id } },
      ]),
      testEnv,
    );
    await sweepStuckTasks(testEnv);
    expect(await ledgerBalance(db(), userId)).toBe(5 + COST);
    const refunds = await env.DB.prepare(
      "SELECT count(*) AS n FROM usage_records WHERE user_id = ? AND credits_used < 0 AND action_type = 'generate_storybook'",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(refunds!.n).toBe(1);
  });
});
