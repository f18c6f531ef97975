// A batch's results as marketplace export packs (issue 28, decisions 0034 and 0035), read back
// from the ZIP the Worker streams: a folder per work named as the plain ZIP names its picture,
// each with its pack's files and alt-text.txt, one report.json merging the packs' reports; a work
// whose pack fails is named there as failed (and counted in X-Export-Failed), and a batch whose
// every pack fails answers EXPORT_FAILED, not a ZIP. Another user's batch is not found; a running
// batch, bad targets and a part past the end are refused; the request counts once against the
// export limit, whatever its number of works. And the list of the user's past batches.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import type { BatchPackReport } from "../../worker/features/batches/export-packs";
import { batches, generatedArtworks } from "../../worker/platform/db/schema";
import { EXPORTS_PER_MINUTE } from "../../shared/limits";
import { BATCH_PACK_MAX_WORKS } from "../../shared/batch-sheet";
import { fileNameOf, SLOTS } from "../../shared/marketplace-rules";
import { clientFor, ok, refusal, type Answer } from "./support/client";
import { withinOneWindow } from "./support/rate-window";
import { withQueueDelivered } from "./support/tasks";
import { db, newUser, type TestUser } from "./support/users";

/** The Worker's env with a queue that hands each message to the consumer as it is sent. */
const testEnv = withQueueDelivered(env);
const app = createApp();
const apiOf = (user: TestUser, ip = `198.51.100.${Math.floor(Math.random() * 250)}`) =>
  clientFor(user.cookie, (request) => {
    const withIp = new Request(request);
    withIp.headers.set("cf-connecting-ip", ip);
    return app.fetch(withIp, testEnv, createExecutionContext());
  });

const csv = (text: string) => new File([text], "sheet.csv", { type: "text/csv" });

/** A batch run to its end (the queue delivers at once): row 2 makes two pictures, row 3 one. */
async function finishedBatch(user: TestUser, sheet = "prompt,variants\nred mug,2\nglass vase,1\n") {
  const { batch } = await ok(apiOf(user).batches.$post({ form: { sheet: csv(sheet) }, header: {} }), 201);
  const read = await ok(apiOf(user).batches[":id"].$get({ param: { id: batch.id } }));
  expect(read.batch.status).toBe("finished");
  return read.batch;
}

const exportOf = (user: TestUser, id: string, json: { targets: string[]; part?: number; locale?: "zh-CN" | "ar-SA" }) =>
  apiOf(user).batches[":id"].export.$post({ param: { id }, json });

async function unzipped(res: Answer) {
  if (res.status !== 200) expect(res.status, await res.text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const report = JSON.parse(new TextDecoder().decode(files["report.json"])) as BatchPackReport;
  return { files, report };
}

describe("a batch's results as export packs", () => {
  it("one ZIP: a folder per work with its pack's files, one merged report; a failing pack is reported, not hidden", async () => {
    const user = await newUser({ extraCredits: 5 });
    const batch = await finishedBatch(user);
    const [mug1, mug2] = batch.rows[0].works;
    const vase = batch.rows[1].works[0];
    // The vase's picture is gone from storage: its pack cannot be made.
    const { imageKey } = (await db()
      .select({ imageKey: generatedArtworks.imageKey })
      .from(generatedArtworks)
      .where(eq(generatedArtworks.id, vase.id))
      .get())!;
    await env.FILES.delete(imageKey);

    const res = await exportOf(user, batch.id, { targets: ["jd", "amazon"], locale: "ar-SA" });
    expect(res.headers.get("x-export-works")).toBe("3");
    expect(res.headers.get("x-export-failed")).toBe("1");
    expect(res.headers.get("x-export-parts")).toBe("1");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="batch-${batch.id.slice(0, 8)}-export.zip"`,
    );
    const { files, report } = await unzipped(res);

    const slots = SLOTS.filter((s) => s.marketplace === "jd" || s.marketplace === "amazon").map(fileNameOf);
    const expected = ["002-1-red-mug", "002-2-red-mug"].flatMap((folder) =>
      [...slots, "alt-text.txt"].map((name) => `${folder}/${name}`),
    );
    expect(Object.keys(files).sort()).toEqual([...expected, "report.json"].sort());
    for (const name of expected.filter((n) => n.endsWith(".jpg")))
      expect([...files[name].subarray(0, 3)], name).toEqual([0xff, 0xd8, 0xff]);

    expect(report).toMatchObject({ batch: batch.id, part: 1, parts: 1, targets: ["jd", "amazon"] });
    expect(report.works.map((w) => [w.folder, w.work, w.line, w.variant, w.status])).toEqual([
      ["002-1-red-mug", mug1.id, 2, 1, "ready"],
      ["002-2-red-mug", mug2.id, 2, 2, "ready"],
      ["003-1-glass-vase", vase.id, 3, 1, "failed"],
    ]);
    const [ready, , failed] = report.works;
    expect(failed).toMatchObject({ status: "failed", error: "WORK_NOT_FOUND" });
    if (ready.status !== "ready") throw new Error("the first work's pack is ready");
    expect(ready.files.map((f) => f.file).sort()).toEqual([...slots].sort());
    expect(ready.files.every((f) => f.width > 0 && f.checks.length > 0 && f.alt.text.length > 0)).toBe(true);

    // The plain ZIP is as it was: one picture per work, no folders.
    const plain = unzipSync(
      new Uint8Array(await (await apiOf(user).batches[":id"].zip.$get({ param: { id: batch.id } })).arrayBuffer()),
    );
    expect(Object.keys(plain).every((n) => !n.includes("/"))).toBe(true);
  });

  it(`more than ${BATCH_PACK_MAX_WORKS} works come in parts: part 2 holds the works after the first ${BATCH_PACK_MAX_WORKS}, in the plain ZIP's order`, async () => {
    const user = await newUser({ extraCredits: 15 });
    // 4 + 4 + 4 + 1 pictures: the thirteenth (line 5, its only variant) is part 2's one work.
    const batch = await finishedBatch(user, "prompt,variants\nmug a,4\nmug b,4\nmug c,4\nmug d,1\n");
    const last = batch.rows[3].works[0];

    const res = await exportOf(user, batch.id, { targets: ["jd"], part: 2 });
    expect(res.headers.get("x-export-parts")).toBe("2");
    expect(res.headers.get("x-export-works")).toBe("1");
    expect(res.headers.get("x-export-failed")).toBe("0");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="batch-${batch.id.slice(0, 8)}-export-part2.zip"`,
    );
    const { files, report } = await unzipped(res);
    expect(report).toMatchObject({ batch: batch.id, part: 2, parts: 2, targets: ["jd"] });
    expect(report.works.map((w) => [w.folder, w.work, w.line, w.variant, w.status])).toEqual([
      ["005-1-mug-d", last.id, 5, 1, "ready"],
    ]);
    const slots = SLOTS.filter((slot) => slot.marketplace === "jd").map(fileNameOf);
    expect(Object.keys(files).sort()).toEqual(
      [...[...slots, "alt-text.txt"].map((name) => `005-1-mug-d/${name}`), "report.json"].sort(),
    );
    // A third part does not exist.
    expect(await refusal(exportOf(user, batch.id, { targets: ["jd"], part: 3 }))).toMatchObject({
      status: 409,
      code: "BATCH_STATE",
      details: { works: 13, parts: 2 },
    });
  });

  it("every pack failing answers EXPORT_FAILED, not a ZIP", async () => {
    const user = await newUser({ extraCredits: 5 });
    const batch = await finishedBatch(user, "prompt\nred mug\n");
    const work = (await db()
      .select({ imageKey: generatedArtworks.imageKey })
      .from(generatedArtworks)
      .where(eq(generatedArtworks.id, batch.rows[0].works[0].id))
      .get())!;
    await env.FILES.delete(work.imageKey);
    expect(await refusal(exportOf(user, batch.id, { targets: ["jd"] }))).toMatchObject({
      status: 502,
      code: "EXPORT_FAILED",
      details: { kind: "WORK_NOT_FOUND" },
    });
  });

  it("another user's batch is not found; a running batch, bad targets and a part past the end are refused", async () => {
    const owner = await newUser({ extraCredits: 5 });
    const other = await newUser();
    const batch = await finishedBatch(owner, "prompt\nred mug\n");
    expect(await refusal(exportOf(other, batch.id, { targets: ["jd"] }))).toMatchObject({
      status: 404,
      code: "BATCH_NOT_FOUND",
    });
    expect(await refusal(exportOf(owner, batch.id, { targets: ["ebay"] }))).toMatchObject({
      status: 400,
      code: "EXPORT_TARGETS_INVALID",
    });
    expect(await refusal(exportOf(owner, batch.id, { targets: ["jd"], part: 2 }))).toMatchObject({
      status: 409,
      code: "BATCH_STATE",
      details: { works: 1, parts: 1 },
    });
    await db().update(batches).set({ status: "running" }).where(eq(batches.id, batch.id));
    expect(await refusal(exportOf(owner, batch.id, { targets: ["jd"] }))).toMatchObject({
      status: 409,
      code: "BATCH_STATE",
    });
    expect((await ok(apiOf(other).batches.$get())).batches).toEqual([]);
  });

  it(`counts once against the export limit (${EXPORTS_PER_MINUTE} a minute), whatever the number of works`, async () => {
    await withinOneWindow();
    const user = await newUser({ extraCredits: 5 });
    const batch = await finishedBatch(user, "prompt,variants\nred mug,2\n");
    const made = await exportOf(user, batch.id, { targets: ["jd"] });
    expect(made.headers.get("x-export-works")).toBe("2");
    await unzipped(made);
    // Empty targets are refused after the limit counts them: no pixel work, the same count.
    for (let i = 1; i < EXPORTS_PER_MINUTE; i++)
      expect((await exportOf(user, batch.id, { targets: [] })).status).toBe(400);
    expect(await refusal(exportOf(user, batch.id, { targets: ["jd"] }))).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
    });
  });
});

describe("past batches", () => {
  it("lists the user's own batches, newest first, with their status and counts", async () => {
    const user = await newUser({ extraCredits: 5 });
    const first = await finishedBatch(user, "prompt\nglass vase\n");
    const second = await finishedBatch(user, "prompt\nbamboo basket\n");
    await ok(apiOf(user).batches[":id"].$delete({ param: { id: first.id } }));
    const third = await finishedBatch(user, "prompt,variants\nred mug,2\nglass vase,1\n");
    const { batches: list } = await ok(apiOf(user).batches.$get());
    expect(list.map((b) => b.id)).toEqual([third.id, second.id]);
    expect(list[0]).toMatchObject({
      status: "finished",
      rows: 2,
      done: 2,
      failed: 0,
      pictures: 3,
      charged: 3,
      prompt: "red mug",
    });
    expect(list[1]).toMatchObject({ rows: 1, done: 1, pictures: 1, prompt: "bamboo basket" });
    expect(typeof list[0].createdAt).toBe("number");
  });
});
