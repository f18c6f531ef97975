// Paid requests that never finish (issue 25, hole 1). A Worker that dies after the charge — here:
// the database refuses the work row and the refund, and the queue refuses the refund too, which
// leaves exactly what a killed Worker leaves — keeps the charge only until the cron's sweep, 15
// minutes later, refunds it once on every synchronous paid route; a retry with the same key then
// answers REQUEST_REFUNDED. A result that lands after the refund is kept and not charged again;
// one that lands first is never refunded; concurrent sweeps pay one refund.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TOKENS, TEMPERATURE } from "../../shared/limits";
import worker from "../../worker/index";
import { createDb } from "../../worker/platform/db/client";
import type { ImageEngine } from "../../worker/engines/types";
import {
  OPEN_CHARGE_DEADLINE_MS,
  refundOpenCharge,
  refundOpenCharges,
} from "../../worker/features/open-charges/service";
import { transformPhoto } from "../../worker/features/creations/transform";
import { createWork, type CreationCtx } from "../../worker/features/creations/paid-creation";
import { getBalance, ledgerBalance, type UsageRecord } from "../../worker/features/credits/service";
import { createWorks } from "../../worker/features/creations/batch";
import { keyed } from "../../worker/platform/idempotency";
import { expandWork, removeWorkBackground, upscaleWork } from "../../worker/features/creations/tools/tools";
import { generateProductImage, refineProductImage } from "../../worker/features/creations/service";
import { editRegion } from "../../worker/features/creations/region-edit";
import { refusal } from "./support/client";
import { faultyD1, INSERT_INTO } from "./support/faulty-d1";
import { solidPng } from "./support/images";
import { newUser } from "./support/users";
import { productOnWhite, seedWork } from "./support/work-tools";

const realDb = () => createDb(env.DB);
const later = () => Date.now() + OPEN_CHARGE_DEADLINE_MS + 60_000;

/**
 * What a Worker killed after the charge leaves behind: the charge goes through, then the work row
 * and the refund are refused by D1 and the refund by the queue (the request logs "REFUND LOST").
 */
function dyingCtx(userId: string): CreationCtx {
  const { db } = faultyD1(
    env.DB,
    { match: INSERT_INTO("generated_artworks") },
    { match: INSERT_INTO("usage_records"), skip: 1 },
  );
  const queue = {
    send: () => Promise.reject(new Error("queue unavailable")),
    sendBatch: () => Promise.reject(new Error("queue unavailable")),
  } as unknown as Queue;
  return { db: createDb(db), env: { ...env, TASKS: queue } as Env, userId };
}

const liveCtx = (userId: string): CreationCtx => ({ db: realDb(), env, userId });

async function chargesOf(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, credits_used, idempotency_key, metadata FROM usage_records WHERE user_id = ? AND action_type <> 'signup_bonus' AND action_type <> 'admin_adjustment' ORDER BY created_at, credits_used DESC",
  )
    .bind(userId)
    .all<{ id: string; credits_used: number; idempotency_key: string; metadata: string }>();
  return results;
}

/** Open charges of the user's, or of deleted accounts' (null). */
const openCount = async (userId: string | null) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM open_charges o JOIN usage_records u ON u.id = o.charge_id WHERE u.user_id IS ?",
  )
    .bind(userId)
    .first<{ n: number }>())!.n;

/** Runs the Worker's own cron handler at `scheduledTime`, as the platform does every minute. */
async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime, cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

type Route = { name: string; cost: number; call: (ctx: CreationCtx, workId: string, key: string) => Promise<unknown> };

const tuning = { temperature: TEMPERATURE.default, maxTokens: MAX_TOKENS.default };
const ROUTES: Route[] = [
  {
    name: "generate",
    cost: 1,
    call: (ctx, _w, key) =>
      generateProductImage(ctx, {
        prompt: "a red perfume bottle",
        referenceImages: [],
        aspectRatio: "1:1",
        ...tuning,
        idempotencyKey: key,
      }),
  },
  {
    name: "generate 3 variants",
    cost: 3,
    call: (ctx, _w, key) =>
      generateProductImage(ctx, {
        prompt: "a red perfume bottle",
        referenceImages: [],
        aspectRatio: "1:1",
        count: 3,
        ...tuning,
        idempotencyKey: key,
      }),
  },
  {
    name: "refine",
    cost: 1,
    call: (ctx, workId, key) =>
      refineProductImage(ctx, { workId, instruction: "make it brighter", ...tuning, idempotencyKey: key }),
  },
  {
    name: "transform",
    cost: 1,
    call: (ctx, _w, key) =>
      transformPhoto(ctx, {
        image: solidPng(64, 48, [30, 120, 200]),
        fileName: "photo.png",
        styleId: "ukiyo-e",
        idempotencyKey: key,
      }),
  },
  {
    name: "upscale ×4",
    cost: 2,
    call: (ctx, workId, key) => upscaleWork(ctx, { workId, factor: 4, idempotencyKey: key }),
  },
  {
    name: "remove background",
    cost: 1,
    call: (ctx, workId, key) => removeWorkBackground(ctx, { workId, idempotencyKey: key }),
  },
  {
    name: "expand",
    cost: 1,
    call: (ctx, workId, key) => expandWork(ctx, { workId, aspectRatio: "16:9", idempotencyKey: key }),
  },
  {
    name: "region edit",
    cost: 1,
    call: (ctx, workId, key) =>
      editRegion(ctx, {
        workId,
        mask: solidPng(64, 48, [255, 255, 255]),
        instruction: "make it black and white",
        idempotencyKey: key,
      }),
  },
];

describe("a paid request whose Worker died after the charge", () => {
  it.each(ROUTES)(
    "$name: refunded once by the cron after 15 minutes, and its key then answers REQUEST_REFUNDED",
    async ({ cost, call }) => {
      const user = await newUser({ extraCredits: 10 });
      const workId = await seedWork(user.id, productOnWhite(64, 48));
      const key = `dead-${crypto.randomUUID()}`;

      await expect(call(dyingCtx(user.id), workId, key)).rejects.toMatchObject({
        code: "ENGINE_FAILED",
        details: { refunded: false },
      });
      expect(await getBalance(realDb(), user.id)).toBe(15 - cost);
      // Before the sweep a retry is told the request may still be running.
      await expect(call(liveCtx(user.id), workId, key)).rejects.toMatchObject({ code: "IDEMPOTENCY_CONFLICT" });

      // Not yet 15 minutes: nothing moves.
      await runCron(Date.now());
      expect(await getBalance(realDb(), user.id)).toBe(15 - cost);

      await runCron(later());
      expect(await getBalance(realDb(), user.id)).toBe(15);
      expect(await ledgerBalance(realDb(), user.id)).toBe(15);
      const [charge, refund, ...more] = await chargesOf(user.id);
      expect(more).toEqual([]);
      expect(charge.credits_used).toBe(cost);
      expect(refund).toMatchObject({ credits_used: -cost, idempotency_key: `refund:${charge.id}` });
      expect(JSON.parse(refund.metadata)).toMatchObject({ refundOf: charge.id });

      // The next runs find nothing; a retry with the key says the request was refunded, charging nothing.
      await runCron(later());
      await expect(call(liveCtx(user.id), workId, key)).rejects.toMatchObject({
        code: "REQUEST_REFUNDED",
        status: 409,
      });
      expect(await getBalance(realDb(), user.id)).toBe(15);
      expect(await chargesOf(user.id)).toHaveLength(2);
    },
  );

  it("the retry over HTTP is a 409 REQUEST_REFUNDED the SPA translates, and a new key works", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(64, 48));
    const key = `dead-${crypto.randomUUID()}`;
    await expect(
      refineProductImage(dyingCtx(user.id), {
        workId,
        instruction: "make it brighter",
        ...tuning,
        idempotencyKey: key,
      }),
    ).rejects.toMatchObject({ code: "ENGINE_FAILED" });
    expect(await refundOpenCharges(env, later())).toBe(1);

    const retry = user.api.images.refine.$post({
      json: { workId, instruction: "make it brighter", temperature: undefined, maxTokens: undefined },
      header: { "idempotency-key": key },
    });
    expect(await refusal(retry)).toMatchObject({ status: 409, code: "REQUEST_REFUNDED", details: { refunded: true } });
    const fresh = await user.api.images.refine.$post({
      json: { workId, instruction: "make it brighter", temperature: undefined, maxTokens: undefined },
      header: { "idempotency-key": `new-${crypto.randomUUID()}` },
    });
    expect(fresh.status).toBe(201);
    expect(await getBalance(realDb(), user.id)).toBe(4);
  });

  it("a request that finished (or failed and refunded itself) leaves nothing open and is never refunded by the sweep", async () => {
    const user = await newUser();
    const workId = await seedWork(user.id, productOnWhite(64, 48));
    await generateProductImage(liveCtx(user.id), {
      prompt: "a red perfume bottle",
      referenceImages: [],
      aspectRatio: "1:1",
      count: 2,
      ...tuning,
    });
    await upscaleWork(liveCtx(user.id), { workId, factor: 2 });
    // The work row fails but the refund goes through: refunded by the request itself.
    const { db } = faultyD1(env.DB, { match: INSERT_INTO("generated_artworks") });
    await expect(upscaleWork({ db: createDb(db), env, userId: user.id }, { workId, factor: 2 })).rejects.toMatchObject({
      code: "ENGINE_FAILED",
      details: { refunded: true },
    });
    expect(await getBalance(realDb(), user.id)).toBe(2);

    expect(await refundOpenCharges(env, later())).toBe(0);
    expect(await getBalance(realDb(), user.id)).toBe(2);
    expect(await ledgerBalance(realDb(), user.id)).toBe(2);
    expect(await openCount(user.id)).toBe(0);
    // The works may be deleted afterwards: a deleted work is not an unfinished request.
    await env.DB.prepare("DELETE FROM generated_artworks WHERE user_id = ?").bind(user.id).run();
    expect(await refundOpenCharges(env, later())).toBe(0);
    expect(await getBalance(realDb(), user.id)).toBe(2);
  });

  it("variants stored but the Worker died before refunding the failed one: the sweep pays back that share only", async () => {
    const user = await newUser();
    const { db } = faultyD1(env.DB, { match: INSERT_INTO("usage_records"), skip: 1 });
    const queue = { send: () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue;
    const ctx = { db: createDb(db), env: { ...env, TASKS: queue } as Env, userId: user.id };
    const image = { bytes: solidPng(32, 32, [200, 30, 40]), width: 32, height: 32 };
    const result = await createWorks(ctx, {
      ...plan(user.id, "variants"),
      count: 3,
      unitCost: 1,
      run: async () => [
        { ok: true, image },
        { ok: false, error: new Error("provider down") },
        { ok: true, image },
      ],
    });
    expect(result).toMatchObject({ failed: 1 });
    expect(await getBalance(realDb(), user.id)).toBe(2);

    expect(await refundOpenCharges(env, later())).toBe(1);
    expect(await getBalance(realDb(), user.id)).toBe(3);
    expect((await chargesOf(user.id)).map((r) => r.credits_used)).toEqual([3, -1]);
    expect(await refundOpenCharges(env, later())).toBe(0);
  });
});

/** A paid creation whose engine is the test's own (any engine name will do for the work row). */
function plan(userId: string, key: string) {
  return {
    choice: { engine: { name: "builtin", model: "test" } as ImageEngine, chargeable: true },
    action: "generate_image" as const,
    source: "nano" as const,
    idempotency: keyed(`${key}-${userId}`, { route: "test/late", fields: { key } }),
    chargeMetadata: {},
    row: () => ({ prompt: "late", style: null, parentId: null, rootId: null, version: 0, metadata: {} }),
  };
}

/** An engine call the test finishes when it wants: `started` resolves once the charge is made. */
function heldEngine() {
  let finish!: () => void;
  let started!: () => void;
  const startedP = new Promise<void>((resolve) => (started = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const run = async () => {
    started();
    await finished;
    return { bytes: solidPng(32, 32, [30, 120, 200]), width: 32, height: 32 };
  };
  return { run, started: startedP, finish };
}

describe("the sweep racing a result", () => {
  it("a result that lands after the refund is kept and not charged again; its key then replays it", async () => {
    const user = await newUser();
    const engine = heldEngine();
    const request = createWork(liveCtx(user.id), { ...plan(user.id, "late"), cost: 1, run: engine.run });
    await engine.started;
    expect(await getBalance(realDb(), user.id)).toBe(4);

    expect(await refundOpenCharges(env, later())).toBe(1);
    expect(await getBalance(realDb(), user.id)).toBe(5);

    engine.finish();
    const late = await request;
    expect(late.work).toMatchObject({ prompt: "late" });
    expect(await getBalance(realDb(), user.id)).toBe(5);
    expect(await ledgerBalance(realDb(), user.id)).toBe(5);
    expect((await chargesOf(user.id)).map((r) => r.credits_used)).toEqual([1, -1]);
    // The retry gets the work that landed, free; no sweep refunds anything more.
    const again = await createWork(liveCtx(user.id), { ...plan(user.id, "late"), cost: 1, run: engine.run });
    expect(again).toMatchObject({ replayed: true, work: { id: late.work.id } });
    expect(await refundOpenCharges(env, later())).toBe(0);
    expect(await getBalance(realDb(), user.id)).toBe(5);
  });

  it("a result that lands between the sweep's read and its refund wins: nothing is refunded", async () => {
    const user = await newUser();
    const engine = heldEngine();
    const request = createWork(liveCtx(user.id), { ...plan(user.id, "first"), cost: 1, run: engine.run });
    await engine.started;
    // The sweep has read the charge as open…
    const seen = await env.DB.prepare(
      "SELECT o.credits, u.* FROM open_charges o JOIN usage_records u ON u.id = o.charge_id WHERE u.user_id = ?",
    )
      .bind(user.id)
      .first<{ credits: number; id: string }>();
    const charge = (await realDb().query.usageRecords.findFirst({
      where: (u, { eq }) => eq(u.id, seen!.id),
    })) as UsageRecord;
    // …then the work lands, then the sweep writes.
    engine.finish();
    await request;
    expect(await refundOpenCharge(realDb(), charge, seen!.credits)).toBe(false);
    expect(await getBalance(realDb(), user.id)).toBe(4);
    expect((await chargesOf(user.id)).map((r) => r.credits_used)).toEqual([1]);
  });

  it("two sweeps at once, and two refunds of the same open charge at once: one refund each", async () => {
    const user = await newUser({ extraCredits: 10 });
    for (let i = 0; i < 3; i++) {
      await expect(
        generateProductImage(dyingCtx(user.id), {
          prompt: `dead ${i}`,
          referenceImages: [],
          aspectRatio: "1:1",
          ...tuning,
        }),
      ).rejects.toMatchObject({ code: "ENGINE_FAILED" });
    }
    expect(await getBalance(realDb(), user.id)).toBe(12);
    const paid = await Promise.all([
      refundOpenCharges(env, later()),
      refundOpenCharges(env, later()),
      refundOpenCharges(env, later()),
    ]);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await getBalance(realDb(), user.id)).toBe(15);

    // The same snapshot refunded twice concurrently (two sweeps that both read it): one pays.
    await expect(
      generateProductImage(dyingCtx(user.id), {
        prompt: "dead again",
        referenceImages: [],
        aspectRatio: "1:1",
        ...tuning,
      }),
    ).rejects.toMatchObject({ code: "ENGINE_FAILED" });
    const open = await env.DB.prepare(
      "SELECT o.charge_id, o.credits FROM open_charges o JOIN usage_records u ON u.id = o.charge_id WHERE u.user_id = ?",
    )
      .bind(user.id)
      .first<{ charge_id: string; credits: number }>();
    const charge = (await realDb().query.usageRecords.findFirst({
      where: (u, { eq }) => eq(u.id, open!.charge_id),
    })) as UsageRecord;
    const both = await Promise.all([
      refundOpenCharge(realDb(), charge, open!.credits),
      refundOpenCharge(realDb(), charge, open!.credits),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await getBalance(realDb(), user.id)).toBe(15);
    expect(await ledgerBalance(realDb(), user.id)).toBe(15);
    const refunds = (await chargesOf(user.id)).filter((r) => r.credits_used < 0);
    expect(refunds).toHaveLength(4);
    expect(new Set(refunds.map((r) => r.idempotency_key)).size).toBe(4);
  });

  it("a charge whose account was deleted is closed with nobody to pay", async () => {
    const user = await newUser();
    await expect(
      generateProductImage(dyingCtx(user.id), { prompt: "gone", referenceImages: [], aspectRatio: "1:1", ...tuning }),
    ).rejects.toMatchObject({ code: "ENGINE_FAILED" });
    await env.DB.prepare("UPDATE usage_records SET user_id = NULL WHERE user_id = ?").bind(user.id).run();
    expect(await openCount(null)).toBe(1);
    expect(await refundOpenCharges(env, later())).toBe(0);
    expect(await openCount(null)).toBe(0);
  });
});
