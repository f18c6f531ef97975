// Idempotency-Keys on every route that takes one: a retry of the same request (also concurrent)
// is charged once and answers with the first result; the same key with another request is
// refused with 409 IDEMPOTENCY_KEY_REUSED and moves no credit.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { grantAdmin } from "../../worker/services/accounts";
import { getBalance, grantCredits, ledgerBalance } from "../../worker/services/credits";
import { isVariantKey } from "../../worker/lib/storage-keys";
import { call, generate, json, me, pngBlob, signUp, solidPng } from "./helpers";

const db = () => createDb(env.DB);

async function user(credits = 0) {
  const { cookie } = await signUp();
  const id = (await me(cookie)).user.id;
  if (credits) await grantCredits(db(), { userId: id, amount: credits, action: "admin_adjustment", idempotencyKey: `seed:${id}` });
  return { cookie, id };
}

const photo = (rgb: [number, number, number]) => pngBlob(solidPng(48, 32, rgb));

function interior(cookie: string, key: string, fields: { roomType?: string; designStyle?: string; image?: Blob } = {}) {
  const form = new FormData();
  form.set("type", "interior_design");
  form.set("roomType", fields.roomType ?? "bedroom");
  form.set("designStyle", fields.designStyle ?? "modern");
  form.set("image", fields.image ?? photo([120, 90, 60]), "room.png");
  return call("/api/tasks", { method: "POST", cookie, body: form, headers: { "idempotency-key": key } });
}

function storybook(cookie: string, key: string, prompt = "a brave snail", numPages = "4") {
  const form = new FormData();
  form.set("type", "storybook");
  form.set("prompt", prompt);
  form.set("numPages", numPages);
  form.set("language", "en-US");
  return call("/api/tasks", { method: "POST", cookie, body: form, headers: { "idempotency-key": key } });
}

function transform(cookie: string, key: string, styleId: string, image: Blob) {
  const form = new FormData();
  form.set("styleId", styleId);
  form.set("image", image, "photo.png");
  return call("/api/images/transform", { method: "POST", cookie, body: form, headers: { "idempotency-key": key } });
}

function refine(cookie: string, key: string, workId: string, instruction: string) {
  return call("/api/images/refine", {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify({ workId, instruction }),
  });
}

async function expectReused(res: Response) {
  expect(res.status).toBe(409);
  expect((await json(res)).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
}

const taskCount = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM generation_tasks WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;
/** Uploaded photos (not their display copies and thumbnails). */
const uploads = async (userId: string) => (await env.FILES.list({ prefix: `u/${userId}/uploads/` })).objects.filter((o) => !isVariantKey(o.key)).length;

describe("POST /api/tasks with an Idempotency-Key", () => {
  it("a retried request is charged once and answers 200 with the first task", async () => {
    const u = await user();
    const first = await interior(u.cookie, "room-intent-0001");
    expect(first.status).toBe(201);
    const { task } = await json(first);
    const again = await interior(u.cookie, "room-intent-0001");
    expect(again.status).toBe(200);
    expect((await json(again)).task.id).toBe(task.id);
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
      ids.add((await json(res)).task.id);
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
    expect((await generate(u.cookie, "a watch", [photo([1, 2, 3])], { "idempotency-key": "gen-intent-0001" })).status).toBe(201);
    expect((await generate(u.cookie, "a watch", [photo([1, 2, 3])], { "idempotency-key": "gen-intent-0001" })).status).toBe(200);
    await expectReused(await generate(u.cookie, "a clock", [photo([1, 2, 3])], { "idempotency-key": "gen-intent-0001" }));
    await expectReused(await generate(u.cookie, "a watch", [photo([3, 2, 1])], { "idempotency-key": "gen-intent-0001" }));
    expect(await getBalance(db(), u.id)).toBe(4);
  });

  it("refine and transform: another instruction, style or photo under a used key is refused", async () => {
    const u = await user();
    const { work } = await json(await generate(u.cookie, "a vase"));
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
  async function admin() {
    const a = await user();
    await grantAdmin(db(), a.id);
    return a;
  }
  const post = (cookie: string, path: string, body: unknown, key: string) =>
    call(`/api/admin${path}`, { method: "POST", cookie, headers: { "content-type": "application/json", "idempotency-key": key }, body: JSON.stringify(body) });

  it("a credit adjustment's key with another amount or reason is refused", async () => {
    const a = await admin();
    const target = await user();
    const adjust = (amount: number, reason: string) => post(a.cookie, `/users/${target.id}/credits`, { amount, reason }, "adjust-intent-01");
    expect((await adjust(10, "goodwill")).status).toBe(200);
    expect(await json(await adjust(10, "goodwill"))).toEqual({ balance: 15 });
    await expectReused(await adjust(100, "goodwill"));
    await expectReused(await adjust(-10, "goodwill"));
    await expectReused(await adjust(10, "another reason"));
    expect(await getBalance(db(), target.id)).toBe(15);
  });

  it("a recharge's key with another note is refused too", async () => {
    const a = await admin();
    const target = await user();
    const recharge = (note: string) => post(a.cookie, "/recharges", { userId: target.id, amountYuan: 9.9, credits: 100, note }, "recharge-intent-1");
    expect((await recharge("bank transfer")).status).toBe(201);
    expect((await recharge("bank transfer")).status).toBe(201);
    await expectReused(await recharge("paid in cash"));
    expect(await getBalance(db(), target.id)).toBe(105);
  });
});
