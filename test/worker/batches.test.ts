// Batches from a spreadsheet (issue 28, decision 0035): every row checked with its own error, the
// CSV read by the Worker itself (quoted fields, a BOM, CRLF, Chinese headers), rows run through the
// TASKS queue in workerd one message each, each row charged when it runs and a failed row
// refunded exactly once, stop and resume, a row the balance cannot pay stopping the batch,
// another user's batch not found, a replayed start not starting twice, and the ZIP of results.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { consumeTasks, type QueueMessage } from "../../worker/features/tasks/consumer";
import { sweepExpiredBatches } from "../../worker/features/batches/service";
import { BATCH_KEEP_MS } from "../../worker/features/batches/batches";
import type { DemoEngineApi } from "../../worker/demo-engine/protocol";
import { clientFor, ok, refusal, type Handler } from "./support/client";
import { solidPng } from "./support/images";
import { expectBalance, ledgerRows } from "./support/ledger";
import { recordingQueue } from "./support/tasks";
import { newAdmin, newUser, type TestUser } from "./support/users";

const csv = (text: string, name = "sheet.csv") => new File([text], name, { type: "text/csv" });
const png = (name: string) =>
  new File([solidPng(64, 48, [200, 120, 80]) as Uint8Array<ArrayBuffer>], name, { type: "image/png" });

/** The app over an env whose queue only records (the test delivers), and whose demo engine may fail some prompts. */
function testApp(options: { failPrompt?: string } = {}) {
  const { queue, sent } = recordingQueue<QueueMessage>();
  const demo = env.DEMO as unknown as DemoEngineApi;
  const DEMO = options.failPrompt
    ? ({
        ...demo,
        generate: (request: Parameters<DemoEngineApi["generate"]>[0]) =>
          request.prompt.includes(options.failPrompt!)
            ? Promise.resolve({ ok: false as const, error: { kind: "PROVIDER_ERROR" as const, message: "boom" } })
            : demo.generate(request),
      } as unknown as Env["DEMO"])
    : env.DEMO;
  const testEnv = { ...env, TASKS: queue, DEMO } as Env;
  const app = createApp();
  const handler: Handler = (request) => app.fetch(request, testEnv, createExecutionContext());
  return { testEnv, sent, handler, api: (user: TestUser) => clientFor(user.cookie, handler) };
}

/** Delivers one recorded message through the real consumer; returns whether it was acked. */
async function deliver(testEnv: Env, body: QueueMessage, id = crypto.randomUUID(), attempts = 1) {
  const batch = createMessageBatch<QueueMessage>("atelier-tasks", [{ id, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  await consumeTasks(batch, testEnv);
  return getQueueResult(batch, ctx);
}

/** Delivers every message sent (and those the consumer sends on) until the queue is quiet. */
async function drain(testEnv: Env, sent: QueueMessage[]) {
  for (let guard = 0; sent.length > 0 && guard < 50; guard++) await deliver(testEnv, sent.shift()!);
}

const GOOD = "prompt,variants,aspect_ratio\n白瓷杯，晨光木桌,1,1:1\n";

describe("quote: every row checked, each problem with its row", () => {
  it("names the row and column of each bad input, prices only the rows that can run, charges nothing", async () => {
    const user = await newUser();
    const { api } = testApp();
    const sheet = [
      "prompt,photo,variants,aspect_ratio",
      "red mug on oak,,1,1:1", // line 2: fine
      ",,1,1:1", // 3: empty prompt
      "blue vase,vase.png,1,4:3", // 4: photo not chosen
      "teapot,,7,1:1", // 5: variants out of range
      "lamp,,2,2:1", // 6: unknown ratio
      "bowl,,2,16:9", // 7: fine, 2 variants
    ].join("\n");
    const quote = await ok(api(user).batches.quote.$post({ form: { sheet: csv(sheet), photos: "[]" } }));
    expect(quote.problems).toEqual([
      { code: "PROMPT_EMPTY", row: 3, column: "prompt" },
      { code: "PHOTO_MISSING", row: 4, column: "photo", value: "vase.png" },
      { code: "VARIANTS_OUT_OF_RANGE", row: 5, column: "variants", value: "7" },
      { code: "RATIO_UNKNOWN", row: 6, column: "aspect_ratio", value: "2:1" },
    ]);
    expect(quote.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(quote).toMatchObject({ total: 3, balance: 5, enough: true });
    // With the photo chosen (by name and size), its row passes.
    const withPhoto = await ok(
      api(user).batches.quote.$post({
        form: { sheet: csv(sheet), photos: JSON.stringify([{ name: "vase.png", size: 1000 }]) },
      }),
    );
    expect(withPhoto.problems.map((p) => p.row)).toEqual([3, 5, 6]);
    expect(withPhoto.total).toBe(4);
    await expectBalance(user.id, 5);
  });

  it("refuses the whole sheet for what no row can fix: a malformed file, an unknown column, too many rows, too big", async () => {
    const user = await newUser();
    const quote = (form: { sheet?: File; rows?: string }) => ok(testApp().api(user).batches.quote.$post({ form }));
    expect((await quote({ sheet: csv('prompt\n"never closed\n') })).problems).toEqual([{ code: "MALFORMED", row: 2 }]);
    expect((await quote({ sheet: csv("prompt,colour\nmug,red\n") })).problems).toEqual([
      { code: "UNKNOWN_COLUMN", value: "colour" },
    ]);
    expect((await quote({ sheet: csv("photo\na.png\n") })).problems).toContainEqual({ code: "PROMPT_COLUMN_MISSING" });
    const many = await quote({ sheet: csv("prompt\n" + "mug\n".repeat(101)) });
    expect(many.problems).toEqual([{ code: "TOO_MANY_ROWS", value: "101" }]);
    expect((await quote({ sheet: csv("prompt\n" + "x".repeat(2 * 1024 * 1024)) })).problems).toEqual([
      { code: "FILE_TOO_LARGE" },
    ]);
    const notUtf8 = new File([new Uint8Array([0x70, 0xff, 0xfe, 0x0a])], "gbk.csv", { type: "text/csv" });
    expect((await quote({ sheet: notUtf8 })).problems).toEqual([{ code: "MALFORMED" }]);
    expect((await quote({ rows: "not json" })).problems).toEqual([{ code: "MALFORMED" }]);
  });

  it("reads quoted fields, doubled quotes, line breaks in a cell, a BOM, CRLF and Chinese headers", async () => {
    const user = await newUser();
    const sheet =
      "\uFEFF提示词,变体数,比例\r\n" +
      '"白瓷杯, 放在木桌上",2,3:4\r\n' +
      '"他说 ""好看""\r\n第二行",1,16：9\r\n' +
      "\r\n";
    const quote = await ok(
      testApp()
        .api(user)
        .batches.quote.$post({ form: { sheet: csv(sheet) } }),
    );
    expect(quote.problems).toEqual([]);
    expect(quote.rows).toEqual([
      { row: 2, prompt: "白瓷杯, 放在木桌上", photo: null, variants: 2, aspectRatio: "3:4", cost: 2 },
      { row: 3, prompt: '他说 "好看"\r\n第二行', photo: null, variants: 1, aspectRatio: "16:9", cost: 1 },
    ]);
    // Semicolons (a spreadsheet saved in French or German) read the same.
    const semi = await ok(
      testApp()
        .api(user)
        .batches.quote.$post({ form: { sheet: csv("Beschreibung;Varianten\nTasse;2\n") } }),
    );
    expect(semi.rows).toMatchObject([{ prompt: "Tasse", variants: 2 }]);
  });

  it("says when the balance does not cover the batch, and passes prompts through moderation first", async () => {
    const user = await newUser();
    const admin = await newAdmin();
    const { api } = testApp();
    await ok(api(admin).admin.moderation.$put({ json: { terms: ["forbiddenword"] } }));
    const sheet = "prompt,variants\nmug,4\nvase,2\nsomething forbiddenword,1\n";
    const quote = await ok(api(user).batches.quote.$post({ form: { sheet: csv(sheet) } }));
    expect(quote.problems).toEqual([{ code: "CONTENT_REFUSED", row: 4, column: "prompt" }]);
    expect(quote).toMatchObject({ total: 6, balance: 5, enough: false });
    await ok(api(admin).admin.moderation.$put({ json: { terms: [] } }));
  });
});

describe("running a batch through the queue", () => {
  it("charges each row when it runs, refunds a failed row exactly once, and zips the results", async () => {
    const user = await newUser({ extraCredits: 5 });
    const { api, testEnv, sent } = testApp({ failPrompt: "BREAKS" });
    const sheet = "prompt,photo,variants\nred mug,mug.png,2\nthis one BREAKS,,1\nglass vase,,1\n";
    const started = await ok(
      api(user).batches.$post({ form: { sheet: csv(sheet), photos: [png("mug.png"), png("unused.png")] }, header: {} }),
      201,
    );
    const id = started.batch.id;
    expect(started.batch.status).toBe("running");
    // Nothing is charged before a row runs; one photo is kept (the one a row names).
    await expectBalance(user.id, 10);
    expect((await env.FILES.list({ prefix: `u/${user.id}/batches/${id}/` })).objects).toHaveLength(1);
    expect(sent).toHaveLength(1);

    const first = sent.shift()!;
    await deliver(testEnv, first);
    await expectBalance(user.id, 8);
    await drain(testEnv, sent);

    const { batch } = await ok(api(user).batches[":id"].$get({ param: { id } }));
    expect(batch.status).toBe("finished");
    expect(batch.rows.map((r) => [r.status, r.works.length, r.charged])).toEqual([
      ["done", 2, 2],
      ["failed", 0, 0],
      ["done", 1, 1],
    ]);
    expect(batch.rows[1].error).toMatchObject({ code: "ENGINE_FAILED", details: { refunded: true } });
    expect(batch.charged).toBe(3);
    await expectBalance(user.id, 7);
    const charges = await ledgerRows(user.id, "generate_image");
    expect(charges.map((r) => r.creditsUsed).sort()).toEqual([-1, 1, 1, 2]);

    // The first message delivered again (a duplicate): nothing runs, nothing is charged or refunded twice.
    await deliver(testEnv, first, crypto.randomUUID(), 2);
    await expectBalance(user.id, 7);
    expect(await ledgerRows(user.id, "generate_image")).toHaveLength(4);

    const zip = await api(user).batches[":id"].zip.$get({ param: { id } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const bytes = new Uint8Array(await zip.arrayBuffer());
    const end = new DataView(bytes.buffer, bytes.length - 22);
    expect(end.getUint32(0, true)).toBe(0x06054b50);
    expect(end.getUint16(10, true)).toBe(3);
    const names = new TextDecoder().decode(bytes);
    expect(names).toMatch(/002-1-red-mug\.(png|jpg|webp)/);
    expect(names).toMatch(/002-2-red-mug\.(png|jpg|webp)/);
    expect(names).toMatch(/004-1-glass-vase\.(png|jpg|webp)/);
  });

  it("stops between rows (nothing more charged) and resumes with a new run; the old run's messages end", async () => {
    const user = await newUser();
    const { api, testEnv, sent } = testApp();
    const started = await ok(
      api(user).batches.$post({ form: { sheet: csv("prompt\nmug\nvase\nbowl\n") }, header: {} }),
      201,
    );
    const id = started.batch.id;
    await deliver(testEnv, sent.shift()!);
    await expectBalance(user.id, 4);
    const stopped = await ok(api(user).batches[":id"].stop.$post({ param: { id } }));
    expect(stopped.batch).toMatchObject({ status: "stopped", stopReason: "user" });
    const oldRun = sent.shift()!;
    expect((await deliver(testEnv, oldRun)).explicitAcks).toHaveLength(1);
    await expectBalance(user.id, 4);
    expect((await ok(api(user).batches[":id"].$get({ param: { id } }))).batch.rows.map((r) => r.status)).toEqual([
      "done",
      "pending",
      "pending",
    ]);
    expect((await refusal(api(user).batches[":id"].stop.$post({ param: { id } }))).code).toBe("BATCH_STATE");

    const resumed = await ok(api(user).batches[":id"].resume.$post({ param: { id } }));
    expect(resumed.batch.status).toBe("running");
    // A message of the run before the stop, arriving late, runs nothing.
    await deliver(testEnv, oldRun);
    await expectBalance(user.id, 4);
    await drain(testEnv, sent);
    const done = await ok(api(user).batches[":id"].$get({ param: { id } }));
    expect(done.batch.status).toBe("finished");
    expect(done.batch.rows.every((r) => r.status === "done")).toBe(true);
    await expectBalance(user.id, 2);
  });

  it("a row the balance cannot pay stops the batch with that reason and is charged nothing", async () => {
    const user = await newUser();
    const { api, testEnv, sent } = testApp();
    const started = await ok(
      api(user).batches.$post({ form: { sheet: csv("prompt,variants\nmug,4\nvase,2\n") }, header: {} }),
      201,
    );
    await drain(testEnv, sent);
    const { batch } = await ok(api(user).batches[":id"].$get({ param: { id: started.batch.id } }));
    expect(batch).toMatchObject({ status: "stopped", stopReason: "INSUFFICIENT_CREDITS", charged: 4 });
    expect(batch.rows.map((r) => r.status)).toEqual(["done", "pending"]);
    await expectBalance(user.id, 1);
  });

  it("refuses to start a sheet with a bad row, storing and charging nothing", async () => {
    const user = await newUser();
    const { api, sent } = testApp();
    const res = await refusal(
      api(user).batches.$post({ form: { sheet: csv("prompt,photo\nmug,missing.png\n") }, header: {} }),
    );
    expect(res).toMatchObject({
      status: 422,
      code: "BATCH_INVALID",
      details: { problems: [{ code: "PHOTO_MISSING", row: 2 }] },
    });
    expect(sent).toHaveLength(0);
    expect((await env.FILES.list({ prefix: `u/${user.id}/` })).objects).toHaveLength(0);
  });
});

describe("whose batch, and a replayed start", () => {
  it("another user's batch is not found, whatever they ask of it", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { api } = testApp();
    const { batch } = await ok(api(owner).batches.$post({ form: { sheet: csv(GOOD) }, header: {} }), 201);
    const param = { param: { id: batch.id } };
    for (const res of [
      api(other).batches[":id"].$get(param),
      api(other).batches[":id"].stop.$post(param),
      api(other).batches[":id"].resume.$post(param),
      api(other).batches[":id"].$delete(param),
      api(other).batches[":id"].zip.$get(param),
    ])
      expect(await refusal(res)).toMatchObject({ status: 404, code: "BATCH_NOT_FOUND" });
    expect((await ok(api(owner).batches[":id"].$get(param))).batch.status).toBe("running");
  });

  it("the same Idempotency-Key starts once; with another sheet it is refused", async () => {
    const user = await newUser();
    const { api, sent } = testApp();
    const header = { "idempotency-key": "batch-key-0001" };
    const first = await ok(api(user).batches.$post({ form: { sheet: csv(GOOD) }, header }), 201);
    const again = await ok(api(user).batches.$post({ form: { sheet: csv(GOOD) }, header }), 200);
    expect(again.batch.id).toBe(first.batch.id);
    expect(sent).toHaveLength(1);
    const other = await refusal(api(user).batches.$post({ form: { sheet: csv("prompt\nanother\n") }, header }));
    expect(other.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("no private byte left behind", () => {
  it("deleting a batch or its expiry removes its photos; its works stay", async () => {
    const user = await newUser();
    const { api, testEnv, sent } = testApp();
    const prefix = `u/${user.id}/batches/`;
    const { batch } = await ok(
      api(user).batches.$post({ form: { sheet: csv("prompt,photo\nmug,a.png\n"), photos: png("a.png") }, header: {} }),
      201,
    );
    expect((await env.FILES.list({ prefix })).objects).toHaveLength(1);
    expect(await refusal(api(user).batches[":id"].$delete({ param: { id: batch.id } }))).toMatchObject({
      code: "BATCH_STATE",
    });
    await drain(testEnv, sent);
    await ok(api(user).batches[":id"].$delete({ param: { id: batch.id } }));
    expect((await env.FILES.list({ prefix })).objects).toHaveLength(0);
    expect((await env.FILES.list({ prefix: `u/${user.id}/works/` })).objects.length).toBeGreaterThan(0);

    const second = await ok(
      api(user).batches.$post({ form: { sheet: csv("prompt,photo\nmug,b.png\n"), photos: png("b.png") }, header: {} }),
      201,
    );
    expect(await sweepExpiredBatches(env, Date.now() + BATCH_KEEP_MS + 1000)).toBeGreaterThanOrEqual(1);
    expect((await env.FILES.list({ prefix })).objects).toHaveLength(0);
    expect(await refusal(api(user).batches[":id"].$get({ param: { id: second.batch.id } }))).toMatchObject({
      code: "BATCH_NOT_FOUND",
    });
  });
});
