// Idempotency-Keys on every route that takes one: a retry of the same request (also concurrent)
// is charged once and answers with the first result; the same key with another request is
// refused with 409 IDEMPOTENCY_KEY_REUSED and moves no credit.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { InteriorStyle, RoomType } from "../../worker/engines/types";
import { getBalance, ledgerBalance } from "../../worker/features/credits/service";
import { isVariantKey } from "../../worker/platform/storage/keys";
import { clientFor, ok, refusal, type Answer } from "./support/client";
import { generate, pngBlob, serverDefaults, solidPng } from "./support/images";
import { db, newAdmin, newUser } from "./support/users";

const user = (extraCredits = 0) => newUser({ extraCredits });

const photo = (rgb: [number, number, number]) => pngBlob(solidPng(48, 32, rgb));

function interior(
  cookie: string,
  key: string,
  fields: { roomType?: RoomType; designStyle?: InteriorStyle; image?: File } = {},
) {
  const form = {
    type: "interior_design" as const,
    roomType: fields.roomType ?? "bedroom",
    designStyle: fields.designStyle ?? "modern",
    image: fields.image ?? photo([120, 90, 60]),
  };
  return clientFor(cookie).tasks.$post({ form, header: { "idempotency-key": key } });
}

function storybook(cookie: string, key: string, prompt = "a brave snail", numPages: "4" | "6" | "8" = "4") {
  return clientFor(cookie).tasks.$post({
    form: { type: "storybook", prompt, numPages, language: "en-US" },
    header: { "idempotency-key": key },
  });
}

function transform(cookie: string, key: string, styleId: string, image: File) {
  return clientFor(cookie).images.transform.$post({ form: { styleId, image }, header: { "idempotency-key": key } });
}

function refine(cookie: string, key: string, workId: string, instruction: string) {
  return clientFor(cookie).images.refine.$post({
    json: { workId, instruction, ...serverDefaults },
    header: { "idempotency-key": key },
  });
}

async function expectReused(res: Answer) {
  expect(await refusal(res)).toMatchObject({ status: 409, code: "IDEMPOTENCY_KEY_REUSED" });
}

const taskCount = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM generation_tasks WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>())!.n;
/** Uploaded photos (not their display copies and thumbnails). */
const uploads = async (userId: string) =>
  (await env.FILES.list({ prefix: `u/${userId}/uploads/` })).objects.filter((o) => !isVariantKey(o.key)).length;

describe("POST /api/tasks with an Idempotency-Key", () => {
  it("a retried request is charged once and answers 200 with the first task", async () => {
    const u = await user();
    const { task } = await ok(interior(u.cookie, "room-intent-0001"), 201);
    expect((await ok(interior(u.cookie, "room-intent-0001"), 200)).task.id).toBe(task.id);
    expect(await getBalance(db(), u.id)).toBe(5 - 2);
    expect(await taskCount(u.id)).toBe(1);
    // The retry stored no second copy of the photo.
    expect(await uploads(u.id)).toBe(1);
  });

  it("concurrent retries of one storybook make one task and one charge", async () => {
    const u = await user(20);
    const responses = await Promise.all([1, 2, 3].map(() => storybook(u.cookie, "book-intent-0001")));
    const ids = new Set<string>();
    for (const res of responses) {
      expect([200, 201]).toContain(res.status);
      ids.add((await res.json()).task.id);
    }
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await getBalance(db(), u.id)).toBe(25 - 10);
    expect(await ledgerBalance(db(), u.id)).toBe(25 - 10);
    expect(await taskCount(u.id)).toBe(1);
  });

  it("the same key with another room, style, photo or story is refused, and charges nothing", async () => {
    const u = await user(20);
    expect((await interior(u.cookie, "room-intent-0002")).status).toBe(201);
    await expectReused(await interior(u.cookie, "room-intent-0002", { roomType: "kitchen" }));
    await expectReused(await interior(u.cookie, "room-intent-0002", { designStyle: "japanese" }));
    await expectReused(await interior(u.cookie, "room-intent-0002", { image: photo([10, 200, 10]) }));
    await expectReused(await storybook(u.cookie, "room-intent-0002"));
    expect((await storybook(u.cookie, "book-intent-0002")).status).toBe(201);
    await expectReused(await storybook(u.cookie, "book-intent-0002", "a shy dragon"));
    await expectReused(await storybook(u.cookie, "book-intent-0002", "a brave snail", "6"));
    expect(await getBalance(db(), u.id)).toBe(25 - 2 - 10);
    expect(await taskCount(u.id)).toBe(2);
    expect(await uploads(u.id)).toBe(1);
  });
});

describe("image routes", () => {
  it("generate: another prompt or other reference bytes under a used key is refused", async () => {
    const u = await user();
    expect(
      (await generate(u.cookie, "a watch", [photo([1, 2, 3])], { "idempotency-key": "gen-intent-0001" })).status,
    ).toBe(201);
    expect(
      (await generate(u.cookie, "a watch", [photo([1, 2, 3])], { "idempotency-key": "gen-intent-0001" })).status,
    ).toBe(200);
    await expectReused(
      await generate(u.cookie, "a clock", [photo([1, 2, 3])], { "idempotency-key": "gen-intent-0001" }),
    );
    await expectReused(
      await generate(u.cookie, "a watch", [photo([3, 2, 1])], { "idempotency-key": "gen-intent-0001" }),
    );
    expect(await getBalance(db(), u.id)).toBe(4);
  });

  it("refine and transform: another instruction, style or photo under a used key is refused", async () => {
    const u = await user();
    const { work } = await ok(generate(u.cookie, "a vase"), 201);
    expect((await refine(u.cookie, "refine-intent-01", work.id, "make it brighter")).status).toBe(201);
    expect((await refine(u.cookie, "refine-intent-01", work.id, "make it brighter")).status).toBe(200);
    await expectReused(await refine(u.cookie, "refine-intent-01", work.id, "make it darker"));

    const picture = photo([200, 100, 50]);
    expect((await transform(u.cookie, "art-intent-0001", "ukiyo-e", picture)).status).toBe(201);
    expect((await transform(u.cookie, "art-intent-0001", "ukiyo-e", picture)).status).toBe(200);
    await expectReused(await transform(u.cookie, "art-intent-0001", "cubism", picture));
    await expectReused(await transform(u.cookie, "art-intent-0001", "ukiyo-e", photo([50, 100, 200])));
    expect(await getBalance(db(), u.id)).toBe(5 - 3);
  });

  it("a key used on one route is refused on another, not charged twice", async () => {
    const u = await user();
    expect((await generate(u.cookie, "a lamp", [], { "idempotency-key": "cross-route-0001" })).status).toBe(201);
    await expectReused(await interior(u.cookie, "cross-route-0001"));
    await expectReused(await transform(u.cookie, "cross-route-0001", "ukiyo-e", photo([9, 9, 9])));
    expect(await getBalance(db(), u.id)).toBe(4);
  });
});

describe("admin routes", () => {
  const admin = () => newAdmin();

  it("a credit adjustment's key with another amount or reason is refused", async () => {
    const a = await admin();
    const target = await user();
    const adjust = (amount: number, reason: string) =>
      a.api.admin.users[":id"].credits.$post({
        param: { id: target.id },
        json: { amount, reason },
        header: { "idempotency-key": "adjust-intent-01" },
      });
    expect((await adjust(10, "goodwill")).status).toBe(200);
    expect(await ok(adjust(10, "goodwill"))).toEqual({ balance: 15 });
    await expectReused(await adjust(100, "goodwill"));
    await expectReused(await adjust(-10, "goodwill"));
    await expectReused(await adjust(10, "another reason"));
    expect(await getBalance(db(), target.id)).toBe(15);
  });

  it("a recharge's key with another note is refused too", async () => {
    const a = await admin();
    const target = await user();
    const recharge = (note: string) =>
      a.api.admin.recharges.$post({
        json: { userId: target.id, amountYuan: 9.9, credits: 100, note },
        header: { "idempotency-key": "recharge-intent-1" },
      });
    expect((await recharge("bank transfer")).status).toBe(201);
    expect((await recharge("bank transfer")).status).toBe(201);
    await expectReused(await recharge("paid in cash"));
    expect(await getBalance(db(), target.id)).toBe(105);
  });
});
