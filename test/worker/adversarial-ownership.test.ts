// Other users' object ids, on every route that takes one: works, files, tasks, storybooks, the
// refine source, idempotency keys and the live socket. The answer is 404 (as if the object did
// not exist, so ids cannot be probed), and nothing of the owner's changes: no work deleted, no
// file gone, no credit moved on either side.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { generatedArtworks, generationTasks, storybooks } from "../../worker/platform/db/schema";
import { publish } from "../../worker/platform/live/user-live";
import { rawCall as call, clientFor, ok, refusal } from "./support/client";
import { generate, solidPng } from "./support/images";
import { me, signUp, usageOf } from "./support/users";

type User = { cookie: string; id: string };
type Bob = User & { workId: string; imageUrl: string; bookId: string; pageUrl: string; taskId: string };

async function user(): Promise<User> {
  const { cookie } = await signUp();
  return { cookie, id: (await me(cookie)).user.id };
}

/** Bob: a generated work (through the API), a finished storybook with a page file, and a task. */
async function makeBob(): Promise<Bob> {
  const bob = await user();
  const res = await generate(bob.cookie, "bob's secret perfume", [], { "idempotency-key": "shared-key-0001" });
  const { work } = await ok(res, 201);
  const db = createDb(env.DB);
  const bookId = crypto.randomUUID();
  const pageKey = `u/${bob.id}/books/${bookId}/page-1.png`;
  await env.FILES.put(pageKey, solidPng(8, 8, [1, 2, 3]), { httpMetadata: { contentType: "image/png" } });
  const taskId = crypto.randomUUID();
  await db.insert(generationTasks).values({
    id: taskId,
    userId: bob.id,
    taskType: "storybook",
    status: "completed",
    inputData: {},
    creditsCost: 10,
    resultWorkId: bookId,
  });
  await db.batch([
    db.insert(storybooks).values({
      id: bookId,
      userId: bob.id,
      taskId,
      title: "Moon",
      idea: "a rabbit",
      style: "fairy_tale",
      language: "en-US",
      numPages: 4,
      pages: [{ text: "Once", imageKey: pageKey }],
      creditsUsed: 10,
    }),
    db.insert(generatedArtworks).values({
      id: bookId,
      userId: bob.id,
      prompt: "a rabbit",
      imageKey: pageKey,
      creditsUsed: 10,
      metadata: { model: "builtin", engine: "builtin", action: "generate_storybook" },
      rootId: bookId,
      source: "storybook",
    }),
  ]);
  return { ...bob, workId: work.id, imageUrl: work.imageUrl, bookId, pageUrl: `/api/files/${pageKey}`, taskId };
}

/** What must not change for either side: balances, ledgers, works. */
async function state(u: User) {
  const usage = await { records: await usageOf(u.cookie) };
  const works = await ok(clientFor(u.cookie).works.$get({ query: {} }));
  return {
    credits: (await me(u.cookie)).credits,
    usage: usage.records.length,
    works: works.works.map((w: { id: string }) => w.id).sort(),
  };
}

async function expectNotFound(res: Response, code: string) {
  expect(res.status).toBe(404);
  expect(await refusal(res)).toMatchObject({ code: code });
}

describe("another user's object ids", () => {
  let alice: User;
  let bob: Bob;
  let before: { alice: Awaited<ReturnType<typeof state>>; bob: Awaited<ReturnType<typeof state>> };

  beforeAll(async () => {
    [alice, bob] = await Promise.all([user(), makeBob()]);
    before = { alice: await state(alice), bob: await state(bob) };
    expect(before.bob.works).toHaveLength(2);
  });

  const unchanged = async () => {
    expect(await state(alice)).toEqual(before.alice);
    expect(await state(bob)).toEqual(before.bob);
  };

  it("works: read and delete answer 404, for a picture and for a book", async () => {
    for (const id of [bob.workId, bob.bookId]) {
      await expectNotFound(await call(`/api/works/${id}`, { cookie: alice.cookie }), "WORK_NOT_FOUND");
      await expectNotFound(
        await call(`/api/works/${id}`, { method: "DELETE", cookie: alice.cookie }),
        "WORK_NOT_FOUND",
      );
      expect((await call(`/api/works/${id}`, { cookie: bob.cookie })).status).toBe(200);
    }
    expect((await call(bob.pageUrl, { cookie: bob.cookie })).status).toBe(200);
    await unchanged();
  });

  it("works: a search does not reach into another library", async () => {
    const res = clientFor(alice.cookie).works.$get({ query: { q: "secret perfume", beforeId: bob.workId } });
    expect((await ok(res)).works).toEqual([]);
  });

  it("files: another user's key is 404, however the path is spelled", async () => {
    const key = bob.imageUrl.replace("/api/files/", "");
    const rest = key.replace(`u/${bob.id}/`, "");
    const spellings = [
      bob.imageUrl,
      bob.pageUrl,
      `/api/files/${encodeURIComponent(key)}`,
      `/api/files/u/${alice.id}/../${bob.id}/${rest}`,
      `/api/files/u/${alice.id}/%2e%2e/${bob.id}/${rest}`,
      `/api/files/u/${alice.id}/..%2F${bob.id}%2F${encodeURIComponent(rest)}`,
      `/api/files/u/${alice.id}%2F..%2F..%2Fu%2F${bob.id}%2F${encodeURIComponent(rest)}`,
      `/api/files//u/${bob.id}/${rest}`,
    ];
    for (const path of spellings) {
      const res = await call(path, { cookie: alice.cookie });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const own = await call(bob.imageUrl, { cookie: bob.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
  });

  it("refine: another user's work is 404 and nobody is charged, with or without an own key", async () => {
    for (const extra of [{}, { apiKey: "AIza-own-key-not-charged" }]) {
      const res = await call("/api/images/refine", {
        method: "POST",
        cookie: alice.cookie,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ workId: bob.workId, instruction: "make it blue", ...extra }),
      });
      await expectNotFound(res, "WORK_NOT_FOUND");
    }
    await unchanged();
  });

  it("tasks and storybooks: 404, and the task list stays one's own", async () => {
    await expectNotFound(await call(`/api/tasks/${bob.taskId}`, { cookie: alice.cookie }), "TASK_NOT_FOUND");
    await expectNotFound(await call(`/api/storybooks/${bob.bookId}`, { cookie: alice.cookie }), "NOT_FOUND");
    expect((await ok(clientFor(alice.cookie).tasks.$get())).tasks).toEqual([]);
    expect((await call(`/api/tasks/${bob.taskId}`, { cookie: bob.cookie })).status).toBe(200);
    expect((await call(`/api/storybooks/${bob.bookId}`, { cookie: bob.cookie })).status).toBe(200);
  });

  it("live: the socket is the session's own, whatever the URL names", async () => {
    const res = await call(`/api/live?userId=${bob.id}&user=${bob.id}`, {
      cookie: alice.cookie,
      headers: { upgrade: "websocket" },
    });
    expect(res.status).toBe(101);
    const socket = res.webSocket!;
    const events: { type: string; taskId?: string }[] = [];
    socket.addEventListener("message", (e) => {
      events.push(JSON.parse(String(e.data)));
    });
    socket.accept();
    await publish(env, bob.id, { taskId: "bobs-task", taskType: "storybook", status: "completed" });
    await publish(env, alice.id, { taskId: "alices-task", taskType: "storybook", status: "completed" });
    await new Promise((r) => setTimeout(r, 100));
    expect(events.filter((e) => e.type === "task").map((e) => e.taskId)).toEqual(["alices-task"]);
    socket.close();
  });

  // Last: it charges Alice for her own, new generation.
  it("an Idempotency-Key another user already used replays nothing of theirs", async () => {
    const res = await generate(alice.cookie, "alice's vase", [], { "idempotency-key": "shared-key-0001" });
    const { work } = await ok(res, 201);
    expect(work.id).not.toBe(bob.workId);
    expect(work.prompt).toBe("alice's vase");
    expect((await me(alice.cookie)).credits).toBe(before.alice.credits - 1);
    expect(await state(bob)).toEqual(before.bob);
  });
});
