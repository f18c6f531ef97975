// Upscaling a work (issue 15): ×2 costs 1 and ×4 costs 2 through the ledger, the result is a new
// version of the same creation at exactly factor × the size (aspect kept), a result past the
// size limits is refused before the charge, failures after the charge are refunded, another
// user's work is not found and bad input costs nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_SIDE, MAX_TOOL_SIDE } from "../../shared/limits";
import { upscaleWork } from "../../worker/features/creations/tools/tools";
import { ok, rawJson, refusal } from "./support/client";
import { pngHeader } from "./support/images";
import { decode } from "./support/pixels";
import { newUser, usageOf } from "./support/users";
import { bytesOfWork, db, productOnWhite, seedWork, state, tools } from "./support/work-tools";

describe("upscale", () => {
  it("×2 of 640×480 is a 1280×960 new version, charged 1; ×4 of 400×300 (1600×1200) charged 2", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(640, 480));
    const answer = await ok(tools(user.cookie).upscale.$post({ json: { workId, factor: 2 }, header: {} }), 201);
    expect(answer.work).toMatchObject({
      parentId: workId,
      rootId: workId,
      version: 1,
      metadata: { action: "upscale_image", tool: { name: "upscale", factor: 2 }, width: 1280, height: 960 },
    });
    expect(answer.credits).toBe(4);
    const pixels = decode(await bytesOfWork(answer.work.imageUrl));
    expect([pixels.w, pixels.h]).toEqual([1280, 960]);
    // The product is still red in the middle and the border still white: resampled, not redrawn.
    const at = (x: number, y: number) => [...pixels.px.subarray((y * pixels.w + x) * 4, (y * pixels.w + x) * 4 + 3)];
    expect(at(10, 10)).toEqual([255, 255, 255]);
    // Sharpening leaves no black frame: the outermost pixels are the picture's.
    expect([at(0, 0), at(1279, 959), at(0, 500), at(700, 959)]).toEqual(Array(4).fill([255, 255, 255]));
    expect(at(500, 350)).toEqual([200, 30, 40]);

    const small = await seedWork(user.id, productOnWhite(400, 300));
    const four = await ok(tools(user.cookie).upscale.$post({ json: { workId: small, factor: 4 }, header: {} }), 201);
    expect(four.work).toMatchObject({
      parentId: small,
      rootId: small,
      version: 1,
      metadata: { width: 1600, height: 1200 },
    });
    expect([decode(await bytesOfWork(four.work.imageUrl)).w, decode(await bytesOfWork(four.work.imageUrl)).h]).toEqual([
      1600, 1200,
    ]);
    expect(four.credits).toBe(2);
    expect((await usageOf(user.cookie)).slice(0, 2).map((r) => [r.actionType, r.creditsUsed])).toEqual([
      ["upscale_image", 2],
      ["upscale_image", 1],
    ]);
  });

  it("a retry with the same Idempotency-Key answers the first version again, charged once", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(64, 48));
    const header = { "idempotency-key": "upscale-retry-1" };
    const first = await ok(tools(user.cookie).upscale.$post({ json: { workId, factor: 2 }, header }), 201);
    const again = await ok(tools(user.cookie).upscale.$post({ json: { workId, factor: 2 }, header }), 200);
    expect(again.work.id).toBe(first.work.id);
    expect(await state(user.id)).toMatchObject({ balance: 4, works: 2 });
    // The same key for another request is refused, not charged.
    expect((await refusal(tools(user.cookie).upscale.$post({ json: { workId, factor: 4 }, header }))).code).toBe(
      "IDEMPOTENCY_KEY_REUSED",
    );
    expect(await state(user.id)).toMatchObject({ balance: 4, works: 2 });
  });

  it("×4 past the size limit is refused before the charge", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, pngHeader(MAX_IMAGE_SIDE / 2, 1000));
    const answer = await refusal(tools(user.cookie).upscale.$post({ json: { workId, factor: 4 }, header: {} }));
    expect(answer).toMatchObject({ status: 422, code: "RESULT_TOO_LARGE" });
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 1 });
  });

  it("×4 of a 1K work is refused before the charge (the Worker resamples at most MAX_TOOL_SIDE a side); ×2 of it is made", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, pngHeader(1024, 1024));
    const answer = await refusal(tools(user.cookie).upscale.$post({ json: { workId, factor: 4 }, header: {} }));
    expect(answer).toMatchObject({
      status: 422,
      code: "RESULT_TOO_LARGE",
      details: { width: 4096, height: 4096, maxSide: MAX_TOOL_SIDE },
    });
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 1 });
    expect(MAX_TOOL_SIDE).toBe(2048);
  });

  it("an art-studio work is upscaled as a product image is; a room design is not a work the tools change (404, nothing charged)", async () => {
    const user = await newUser();
    const art = await seedWork(user.id, productOnWhite(320, 240), "art_studio");
    const made = await ok(tools(user.cookie).upscale.$post({ json: { workId: art, factor: 2 }, header: {} }), 201);
    expect(made.work).toMatchObject({
      parentId: art,
      source: "art_studio",
      version: 1,
      metadata: { width: 640, height: 480 },
    });
    const room = await seedWork(user.id, productOnWhite(320, 240), "interior");
    expect(
      await refusal(tools(user.cookie).upscale.$post({ json: { workId: room, factor: 2 }, header: {} })),
    ).toMatchObject({ status: 404, code: "WORK_NOT_FOUND" });
    expect(await state(user.id)).toMatchObject({ balance: 4, works: 3 });
  });

  it("an engine failure after the charge is refunded", async () => {
    const user = await newUser();
    // A PNG header saying 64×48 over no pixels: readable before the charge, undecodable after.
    const workId = await seedWork(user.id, pngHeader(64, 48));
    const answer = await refusal(tools(user.cookie).upscale.$post({ json: { workId, factor: 2 }, header: {} }));
    expect(answer).toMatchObject({ code: "UNSUPPORTED_IMAGE_TYPE", details: { refunded: true } });
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 1 });
  });

  it("a storage write failing after the charge is refunded and leaves no file", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(64, 48));
    const before = await state(user.id);
    const files = new Proxy(env.FILES, {
      get(target, prop) {
        if (prop === "put") return () => Promise.reject(new Error("R2 unavailable"));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(
      upscaleWork({ db: db(), env: { ...env, FILES: files }, userId: user.id }, { workId, factor: 2 }),
    ).rejects.toMatchObject({ code: "ENGINE_FAILED", details: { refunded: true } });
    expect(await state(user.id)).toEqual(before);
  });

  it("another user's work is not found, and nothing is charged", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const workId = await seedWork(owner.id, productOnWhite(64, 48));
    expect(await refusal(tools(other.cookie).upscale.$post({ json: { workId, factor: 2 }, header: {} }))).toMatchObject(
      { status: 404, code: "WORK_NOT_FOUND" },
    );
    expect(await state(other.id)).toMatchObject({ balance: 5, works: 0 });
  });

  it("bad input (factor 3, no workId) is a 400 and costs nothing", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(64, 48));
    for (const body of [{ workId, factor: 3 }, { factor: 2 }, { workId, factor: "2" }]) {
      expect((await rawJson(user.cookie, "POST", "/api/images/upscale", body)).status).toBe(400);
    }
    expect(await state(user.id)).toMatchObject({ balance: 5, works: 1 });
  });
});
