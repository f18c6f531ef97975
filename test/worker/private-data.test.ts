// Nothing private outlives its owner's intent: a deleted work takes all its files with it, a
// failed task deletes its upload and whatever it wrote, the cron sweep removes files no row
// references, private images are never served from a cache without asking, and the usage history
// shows a user only what is theirs.
import { createExecutionContext, createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { generatedArtworks, generationTasks, storybooks } from "../../worker/platform/db/schema";
import { consumeDeadLetters, consumeTasks } from "../../worker/features/tasks/consumer";
import { sweepStuckTasks } from "../../worker/features/tasks/sweeper";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import { grantCredits } from "../../worker/features/credits/service";
import { bookFileKey, uploadKey, workImageKey } from "../../worker/platform/storage/keys";
import { ORPHAN_MIN_AGE_MS, ORPHAN_REST_MS, sweepOrphanFiles } from "../../worker/features/files/orphan-sweep";
import { createTask, TASK_DEADLINE_MS, type TaskMessage } from "../../worker/features/tasks/service";
import { INTERIOR_COST, storybookCost } from "../../shared/prices";
import { rawCall as call, clientFor, ok, rawOk } from "./support/client";
import { generate, pngBlob, solidPng } from "./support/images";
import { recordingQueue } from "./support/tasks";
import { me, signUp, usageOf } from "./support/users";

const db = () => createDb(env.DB);
const png = (rgb: [number, number, number]) => solidPng(32, 24, rgb);
const exists = async (key: string) => (await env.FILES.head(key)) !== null;
const put = (key: string, type = "image/png") =>
  env.FILES.put(key, png([5, 6, 7]), { httpMetadata: { contentType: type } });

async function user() {
  const { cookie } = await signUp();
  return { cookie, id: (await me(cookie)).user.id };
}

/** The Worker's env with a queue that only records, so tasks stay pending until a test runs them. */
function quietEnv(overrides: Partial<Env> = {}) {
  return { ...env, TASKS: recordingQueue<TaskMessage>().queue, ...overrides } as Env;
}

/** R2 whose writes all fail (reads and deletes work), like a storage outage mid-task. */
function unwritableFiles(): R2Bucket {
  return new Proxy(env.FILES, {
    get(target, prop) {
      if (prop === "put") return () => Promise.reject(new Error("R2 unavailable"));
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function pendingInterior(testEnv: Env, userId: string) {
  const imageKey = uploadKey(userId, crypto.randomUUID(), "image/png");
  const { task } = await createTask(
    { db: db(), env: testEnv, userId },
    {
      type: "interior_design",
      cost: INTERIOR_COST,
      inputData: { imageKey, roomType: "bedroom", designStyle: "modern" },
      uploads: [{ key: imageKey, bytes: png([180, 150, 120]), contentType: "image/png" }],
    },
  );
  return { task, imageKey };
}

/** A finished storybook as the task leaves it: two pages with narration, a character photo. */
async function finishedBook(userId: string) {
  const bookId = crypto.randomUUID();
  const reference = uploadKey(userId, crypto.randomUUID(), "image/png");
  const pages = [1, 2].map((n) => ({
    text: `page ${n}`,
    imageKey: bookFileKey(userId, bookId, `page-${n}.png`),
    audioKey: bookFileKey(userId, bookId, `page-${n}.wav`),
  }));
  const files = [reference, ...pages.flatMap((p) => [p.imageKey, p.audioKey])];
  await Promise.all(files.map((key) => put(key)));
  await db()
    .insert(generationTasks)
    .values({
      id: bookId,
      userId,
      taskType: "storybook",
      status: "completed",
      inputData: { referenceImageKey: reference },
      creditsCost: 10,
      resultWorkId: bookId,
    });
  await db().batch([
    db().insert(storybooks).values({
      id: bookId,
      userId,
      taskId: bookId,
      title: "Moon",
      idea: "a rabbit",
      style: "fairy_tale",
      language: "en-US",
      numPages: 2,
      pages,
      referenceImageKey: reference,
      creditsUsed: 10,
    }),
    db()
      .insert(generatedArtworks)
      .values({
        id: bookId,
        userId,
        prompt: "Moon",
        imageKey: pages[0].imageKey,
        creditsUsed: 10,
        metadata: { model: "builtin", engine: "builtin", action: "generate_storybook", storybookId: bookId },
        rootId: bookId,
        source: "storybook",
      }),
  ]);
  return { bookId, files };
}

describe("deleting a work", () => {
  it("a storybook takes its pages, narration and character reference photo with it", async () => {
    const u = await user();
    const { bookId, files } = await finishedBook(u.id);
    const res = await call(`/api/works/${bookId}`, { method: "DELETE", cookie: u.cookie });
    expect(res.status).toBe(200);
    for (const key of files) expect(await exists(key), key).toBe(false);
    expect(await db().select().from(storybooks).all()).not.toContainEqual(expect.objectContaining({ id: bookId }));
  });

  it("a room design takes the uploaded photo with it", async () => {
    const u = await user();
    const testEnv = quietEnv();
    const { task, imageKey } = await pendingInterior(testEnv, u.id);
    await consumeTasks(
      createMessageBatch<TaskMessage>("atelier-tasks", [
        { id: "room-1", timestamp: new Date(), attempts: 1, body: { taskId: task.id } },
      ]),
      testEnv,
    );
    expect(await exists(imageKey)).toBe(true);
    expect(await exists(workImageKey(u.id, task.id))).toBe(true);
    expect((await call(`/api/works/${task.id}`, { method: "DELETE", cookie: u.cookie })).status).toBe(200);
    expect(await exists(imageKey)).toBe(false);
    expect(await exists(workImageKey(u.id, task.id))).toBe(false);
  });
});

describe("a failed task", () => {
  it("failed by the consumer's last attempt deletes its upload", async () => {
    const u = await user();
    const testEnv = quietEnv();
    const { task, imageKey } = await pendingInterior(testEnv, u.id);
    const broken = { ...testEnv, FILES: unwritableFiles() } as Env;
    createExecutionContext();
    await consumeTasks(
      createMessageBatch<TaskMessage>("atelier-tasks", [
        { id: "last-1", timestamp: new Date(), attempts: 3, body: { taskId: task.id } },
      ]),
      broken,
    );
    expect((await db().select().from(generationTasks).all()).find((t) => t.id === task.id)?.status).toBe("failed");
    expect(await exists(imageKey)).toBe(false);
    expect(await me(u.cookie)).toMatchObject({ credits: 5 });
  });

  it("failed from the dead-letter queue deletes its reference photo and the pages it already wrote", async () => {
    const u = await user();
    const testEnv = quietEnv();
    const reference = uploadKey(u.id, crypto.randomUUID(), "image/png");
    await grantCredits(db(), { userId: u.id, amount: 10, action: "admin_adjustment", idempotencyKey: `seed:${u.id}` });
    const { task } = await createTask(
      { db: db(), env: testEnv, userId: u.id },
      {
        type: "storybook",
        cost: storybookCost(4),
        inputData: { idea: "a fox", style: "fairy_tale", numPages: 4, language: "en-US", referenceImageKey: reference },
        uploads: [{ key: reference, bytes: png([1, 2, 3]), contentType: "image/png" }],
      },
    );
    const written = [bookFileKey(u.id, task.id, "page-1.png"), bookFileKey(u.id, task.id, "page-1.wav")];
    await Promise.all(written.map((key) => put(key)));
    await consumeDeadLetters(
      createMessageBatch<TaskMessage>("atelier-tasks-dlq", [
        { id: "dlq-1", timestamp: new Date(), attempts: 1, body: { taskId: task.id } },
      ]),
      testEnv,
    );
    for (const key of [reference, ...written]) expect(await exists(key), key).toBe(false);
  });

  it("failed by the sweeper (stuck past the deadline) deletes its upload", async () => {
    const u = await user();
    const testEnv = quietEnv();
    const { task, imageKey } = await pendingInterior(testEnv, u.id);
    await env.DB.prepare("UPDATE generation_tasks SET created_at = ? WHERE id = ?")
      .bind(Date.now() - TASK_DEADLINE_MS - 1000, task.id)
      .run();
    await sweepStuckTasks(testEnv);
    expect(await exists(imageKey)).toBe(false);
  });
});

describe("the orphan sweep", () => {
  it("deletes files no row references once they are a day old, and keeps every referenced one", async () => {
    const u = await user();
    const { work } = await ok(generate(u.cookie, "a kept vase"), 201);
    const kept = [work.imageUrl.replace("/api/files/", "")];
    kept.push(...(await finishedBook(u.id)).files);
    kept.push((await pendingInterior(quietEnv(), u.id)).imageKey);
    const orphans = [
      uploadKey(u.id, crypto.randomUUID(), "image/jpeg"),
      workImageKey(u.id, crypto.randomUUID()),
      bookFileKey(u.id, crypto.randomUUID(), "page-1.png"),
      workImageKey("gone-user", "w1"),
    ];
    await Promise.all(orphans.map((key) => put(key)));

    // Young files are left alone, referenced or not.
    await sweepOrphanFiles(env, { maxPages: 100 });
    for (const key of [...kept, ...orphans]) expect(await exists(key), key).toBe(true);

    const later = Date.now() + ORPHAN_MIN_AGE_MS + 60_000;
    const result = await sweepOrphanFiles(env, { now: later, maxPages: 100 });
    expect(result.finished).toBe(true);
    for (const key of orphans) expect(await exists(key), key).toBe(false);
    for (const key of kept) expect(await exists(key), key).toBe(true);
  });

  it("lists a bounded number of pages per run and goes on where the last run stopped", async () => {
    const u = await user();
    const orphans = Array.from({ length: 5 }, () => uploadKey(u.id, crypto.randomUUID(), "image/png"));
    await Promise.all(orphans.map((key) => put(key)));
    // Past the rest that follows the previous test's whole pass.
    const later = Date.now() + ORPHAN_MIN_AGE_MS + ORPHAN_REST_MS + 60_000;
    const total = (await env.FILES.list({ prefix: "u/" })).objects.length;

    const first = await sweepOrphanFiles(env, { now: later, maxPages: 1, pageSize: 2 });
    expect(first.finished).toBe(false);
    expect(first.deleted).toBeLessThanOrEqual(2);
    let runs = 1;
    while (!(await sweepOrphanFiles(env, { now: later, maxPages: 1, pageSize: 2 })).finished) runs++;
    expect(runs + 1).toBeGreaterThanOrEqual(Math.ceil(total / 2));
    for (const key of orphans) expect(await exists(key), key).toBe(false);

    // A whole pass done, the sweep rests: a new orphan waits for the next pass.
    const straggler = uploadKey(u.id, crypto.randomUUID(), "image/png");
    await put(straggler);
    expect(await sweepOrphanFiles(env, { now: later + 60_000, maxPages: 100 })).toEqual({ deleted: 0, finished: true });
    expect(await exists(straggler)).toBe(true);
  });
});

describe("serving private images", () => {
  it("asks the server every time (private, no-cache) and answers 304 to a matching ETag", async () => {
    const alice = await user();
    const { work } = await ok(generate(alice.cookie, "a private lamp"), 201);
    const res = await call(work.imageUrl, { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const etag = res.headers.get("etag")!;
    expect(etag).toBeTruthy();
    await res.arrayBuffer();

    const again = await call(work.imageUrl, { cookie: alice.cookie, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
    expect(await again.text()).toBe("");
    const changed = await call(work.imageUrl, {
      cookie: alice.cookie,
      headers: { "if-none-match": '"another-version"' },
    });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The revalidation a signed-out browser (or another user) makes is refused.
    expect((await call(work.imageUrl, { headers: { "if-none-match": etag } })).status).toBe(401);
    const bob = await user();
    expect((await call(work.imageUrl, { cookie: bob.cookie, headers: { "if-none-match": etag } })).status).toBe(404);
  });
});

describe("the usage history", () => {
  it("shows a user what they did, never an admin's id, reason or note, nor request keys", async () => {
    const u = await user();
    const admin = await user();
    await grantAdmin(db(), admin.id);
    const adminPost = (path: string, body: unknown, key: string) =>
      call(`/api/admin${path}`, {
        method: "POST",
        cookie: admin.cookie,
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(body),
      });
    expect(
      (await adminPost(`/users/${u.id}/credits`, { amount: 3, reason: "complained loudly, VIP" }, "private-adjust-1"))
        .status,
    ).toBe(200);
    const recharge = await adminPost(
      "/recharges",
      { userId: u.id, amountYuan: 1, credits: 10, note: "paid by WeChat, order 12345" },
      "private-recharge-1",
    );
    const { orderId } = (await rawOk(recharge, clientFor().admin.recharges.$post, 201)).record;
    expect((await generate(u.cookie, "my own words", [], { "idempotency-key": "private-gen-0001" })).status).toBe(201);
    // A failed generation and its refund.
    expect((await generate(u.cookie, "a broken one", [pngBlob(solidPng(32, 32, [9, 9, 9]).slice(0, 50))])).status).toBe(
      415,
    );

    const { records } = await { records: await usageOf(u.cookie) };
    const byAction = (action: string) => records.filter((r: { actionType: string }) => r.actionType === action);
    expect(byAction("admin_adjustment")).toEqual([expect.objectContaining({ creditsUsed: -3, metadata: null })]);
    expect(byAction("recharge")).toEqual([expect.objectContaining({ creditsUsed: -10, metadata: { orderId } })]);
    const generations = byAction("generate_image");
    expect(generations.map((r: { metadata: unknown }) => r.metadata)).toEqual(
      expect.arrayContaining([
        { prompt: "my own words" },
        { prompt: "a broken one" },
        { refundOf: expect.any(String), reason: expect.any(String) },
      ]),
    );
    const text = JSON.stringify(records);
    for (const secret of [admin.id, "complained", "WeChat", "private-", "requestKey", "requestHash", "adminId"])
      expect(text).not.toContain(secret);
  });

  it("describes a task's charge by what it was for: the room and style, the book's style and title", async () => {
    const u = await user();
    await grantCredits(db(), {
      userId: u.id,
      amount: 10,
      action: "admin_adjustment",
      idempotencyKey: `usage-details-${u.id}`,
    });
    const quiet = quietEnv();
    const { task: room } = await pendingInterior(quiet, u.id);
    const { task: book } = await createTask(
      { db: db(), env: quiet, userId: u.id },
      {
        type: "storybook",
        cost: storybookCost(4),
        inputData: { idea: "a rabbit on the moon", style: "sci_fi", numPages: 4, language: "en-US" },
        uploads: [],
      },
    );
    const usage = async () =>
      (await { records: await usageOf(u.cookie) }).records as {
        actionType: string;
        metadata: Record<string, unknown>;
      }[];
    const of = (records: { actionType: string; metadata: Record<string, unknown> }[], action: string) =>
      records.find((r) => r.actionType === action)!.metadata;

    const before = await usage();
    expect(of(before, "interior_design")).toEqual({
      taskId: room.id,
      type: "interior_design",
      roomType: "bedroom",
      designStyle: "modern",
    });
    expect(of(before, "generate_storybook")).toEqual({ taskId: book.id, type: "storybook", style: "sci_fi" });

    // Once the book is written its title shows too (the charge was made before there was one).
    await db().insert(storybooks).values({
      id: book.id,
      userId: u.id,
      taskId: book.id,
      title: "The Moon Rabbit",
      idea: "a rabbit on the moon",
      style: "sci_fi",
      language: "en-US",
      numPages: 4,
      pages: [],
      creditsUsed: 10,
    });
    expect(of(await usage(), "generate_storybook")).toEqual({
      taskId: book.id,
      type: "storybook",
      style: "sci_fi",
      title: "The Moon Rabbit",
    });
    // Nothing of the task beyond that: no storage keys, no idea text.
    expect(JSON.stringify(await usage())).not.toContain("uploads/");
  });
});
