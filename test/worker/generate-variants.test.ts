// Variants (issue 15): POST /api/images/generate with `count` 1–4 charges one credit an image in
// one ledger entry, makes each image its own work, replays a retried key without a second charge,
// refunds exactly the images that failed (all of them, with the error, when none came back), and
// refuses a count it cannot price before anything is charged. Every engine, against its fake.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/platform/db/client";
import { isVariantKey } from "../../worker/platform/storage/keys";
import { ledgerBalance } from "../../worker/features/credits/service";
import { generateProductImage, type GenerateInput } from "../../worker/features/creations/service";
import { payQueuedRefund, type RefundMessage } from "../../worker/features/credits/service";
import { createFakeAi, MODELS } from "../fakes/workers-ai-binding";
import { clientFor, ok, rawCall, refusal } from "./support/client";
import { faultyD1, INSERT_INTO } from "./support/faulty-d1";
import { fakes, sent } from "./support/provider-fakes";
import { recordingQueue } from "./support/tasks";
import { newUser } from "./support/users";
import { embedXmp } from "../../worker/platform/ai-labels/embed-metadata";

const db = () => createDb(env.DB);
const uniq = (scenario: string) => `${scenario}:variants-${crypto.randomUUID()}`;
const withGemini = (key: string): Env => ({
  ...env,
  GEMINI_API_KEY: key,
  GEMINI_BASE_URL: fakes.gemini,
  PROVIDER_TIMEOUT_SECONDS: "1",
});
const withOpenAI = (key: string): Env => ({
  ...env,
  GEMINI_API_KEY: undefined,
  OPENAI_API_KEY: key,
  OPENAI_BASE_URL: `${fakes.openai}/v1`,
});

const form = (count: string, prompt = "a ceramic teapot") => ({
  prompt,
  temperature: "0.7",
  maxTokens: "2048",
  aspectRatio: "1:1" as const,
  count,
});
const generate = (cookie: string, count: string, headers: Record<string, string> = {}) =>
  clientFor(cookie).images.generate.$post({ form: form(count), header: {} }, { headers });

const service = (userId: string, testEnv: Env, extra: Partial<GenerateInput> = {}) =>
  generateProductImage(
    { db: createDb(testEnv.DB), env: testEnv, userId },
    { prompt: "a teapot", referenceImages: [], temperature: 0.7, maxTokens: 256, aspectRatio: "1:1", ...extra },
  );

/** The generate_image ledger entries of a user, smallest first. */
const ledger = async (userId: string) =>
  (
    await env.DB.prepare("SELECT credits_used FROM usage_records WHERE user_id = ? AND action_type = 'generate_image'")
      .bind(userId)
      .all<{ credits_used: number }>()
  ).results
    .map((r) => r.credits_used)
    .sort((a, b) => a - b);

/** Every original the user has in R2 (the stored copies beside them left out). */
const storedFiles = async (userId: string) =>
  (await env.FILES.list({ prefix: `u/${userId}/` })).objects
    .map((o) => o.key)
    .filter((key) => !isVariantKey(key))
    .sort();
const workKeys = async (userId: string) =>
  (
    await env.DB.prepare("SELECT image_key FROM generated_artworks WHERE user_id = ?")
      .bind(userId)
      .all<{ image_key: string }>()
  ).results
    .map((r) => r.image_key)
    .sort();
const bytesOf = async (key: string) => new Uint8Array(await (await env.FILES.get(key))!.arrayBuffer());
const hex = async (bytes: Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

describe("count on the demo engine", () => {
  it.each([1, 2, 3, 4])(
    "count %i charges that many credits in one entry and makes that many works with different pictures",
    async (count) => {
      const user = await newUser();
      const body = await ok(generate(user.cookie, String(count)), 201);
      expect(body.works).toHaveLength(count);
      expect(body.failed).toBe(0);
      expect(body.work.id).toBe(body.works[0].id);
      expect(body.credits).toBe(5 - count);
      expect(await ledger(user.id)).toEqual([count]);
      // Each is its own conversation, so each can be refined on its own.
      for (const work of body.works)
        expect(work).toMatchObject({ creditsUsed: 1, version: 0, rootId: work.id, parentId: null });
      const keys = await workKeys(user.id);
      expect(keys).toHaveLength(count);
      const digests = new Set(await Promise.all(keys.map(async (key) => hex(await bytesOf(key)))));
      expect(digests.size).toBe(count);
      if (count > 1) for (const work of body.works) expect(work.metadata.variantCount).toBe(count);
    },
  );

  it("count 1 draws the same picture as a generation without count (the poster a prompt always made)", async () => {
    const user = await newUser();
    const plain = await ok(
      clientFor(user.cookie).images.generate.$post({
        form: { prompt: "a blue mug", temperature: "0.7", maxTokens: "2048" },
        header: {},
      }),
      201,
    );
    const one = await ok(
      clientFor(user.cookie).images.generate.$post({
        form: { prompt: "a blue mug", temperature: "0.7", maxTokens: "2048", count: "1" },
        header: {},
      }),
      201,
    );
    // Each picture's AI-content label carries its own ProduceID (decision 24): the same XMP packet
    // in both (embedXmp replaces it) leaves the pixels and everything else to compare.
    const unlabelled = (bytes: Uint8Array) => embedXmp(bytes, "<x/>");
    const [a, b] = await Promise.all(
      [plain, one].map(async (r) =>
        hex(unlabelled(await bytesOf((await workKeys(user.id)).find((k) => k.includes(r.work.id))!))),
      ),
    );
    expect(a).toBe(b);
    expect(plain.works.map((w) => w.id)).toEqual([plain.work.id]);
  });

  it.each(["0", "5", "2.5", "02", " 2", "2e0", "two", ""])(
    "count %j is refused with 400 and nothing is charged",
    async (count) => {
      const user = await newUser();
      const answer = await refusal(generate(user.cookie, count));
      expect(answer).toMatchObject({ status: 400, code: "VALIDATION_ERROR", details: { field: "count" } });
      expect(await ledger(user.id)).toEqual([]);
      expect(await storedFiles(user.id)).toEqual([]);
    },
  );

  it("a retry with the same Idempotency-Key returns the same works and charges nothing more", async () => {
    const user = await newUser();
    const headers = { "Idempotency-Key": `variants-${crypto.randomUUID()}` };
    const first = await ok(generate(user.cookie, "3", headers), 201);
    const again = await ok(generate(user.cookie, "3", headers), 200);
    expect(again.works.map((w) => w.id)).toEqual(first.works.map((w) => w.id));
    expect(again.credits).toBe(2);
    expect(await ledger(user.id)).toEqual([3]);
    // The same key with another count is another request: refused, not replayed.
    expect(await refusal(generate(user.cookie, "2", headers))).toMatchObject({
      status: 409,
      code: "IDEMPOTENCY_KEY_REUSED",
    });
  });

  it("a balance too low for the count is refused before the engine runs", async () => {
    const user = await newUser();
    await service(user.id, withGemini(uniq("ok")), { count: 4 });
    // 1 credit left: 2 variants are refused (402) and Gemini is never asked.
    const untouched = uniq("ok");
    await expect(service(user.id, withGemini(untouched), { count: 2 })).rejects.toMatchObject({
      code: "INSUFFICIENT_CREDITS",
      details: { required: 2 },
    });
    expect(await sent("gemini", untouched)).toHaveLength(0);
    expect(await ledger(user.id)).toEqual([4]);
  });

  it("one request counts once against the creation limit, whatever its count", async () => {
    const user = await newUser();
    // 6 × 4 = 24 images asked for, over the limit of 20 a minute; each request is one.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await generate(user.cookie, "4")).status);
    expect(statuses).toEqual([201, 402, 402, 402, 402, 402]);
  });
});

describe("partial and total failure", () => {
  it("Gemini failing one of three calls: two works, one credit back in one refund entry", async () => {
    const user = await newUser();
    const key = uniq("every-second-fails");
    const result = await service(user.id, withGemini(key), { count: 3 });
    expect(result.works).toHaveLength(2);
    expect(result.failed).toBe(1);
    expect(result.credits).toBe(3);
    expect(await sent("gemini", key)).toHaveLength(3);
    expect(await ledger(user.id)).toEqual([-1, 3]);
    expect(await ledgerBalance(db(), user.id)).toBe(3);
    expect(await storedFiles(user.id)).toEqual(await workKeys(user.id));
  });

  it("every call failing refunds the whole charge and answers the error", async () => {
    const user = await newUser();
    await expect(service(user.id, withGemini(uniq("server-error")), { count: 3 })).rejects.toMatchObject({
      code: "ENGINE_FAILED",
      details: { kind: "PROVIDER_ERROR", refunded: true },
    });
    expect(await ledger(user.id)).toEqual([-3, 3]);
    expect(await ledgerBalance(db(), user.id)).toBe(5);
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it("storage refusing the second write: the others become works, no file is left without a work, the failed one is refunded", async () => {
    const user = await newUser();
    let puts = 0;
    const files = new Proxy(env.FILES, {
      get(target, name) {
        if (name === "put")
          return (key: string, ...rest: Parameters<R2Bucket["put"]> extends [unknown, ...infer R] ? R : never) => {
            // Originals only: the second one fails, after part of it may have been written.
            if (!isVariantKey(key) && ++puts === 2) return Promise.reject(new Error("R2 unavailable"));
            return target.put(key, ...rest);
          };
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await service(user.id, { ...env, FILES: files }, { count: 3 });
    expect(result.works).toHaveLength(2);
    expect(result.failed).toBe(1);
    expect(await ledger(user.id)).toEqual([-1, 3]);
    expect(await storedFiles(user.id)).toEqual(await workKeys(user.id));
  });

  it("the works' row failing to be written: no file stays behind and everything is refunded", async () => {
    const user = await newUser();
    const testEnv = { ...env, DB: faultyD1(env.DB, { match: INSERT_INTO("generated_artworks"), times: 1 }).db };
    await expect(service(user.id, testEnv, { count: 2 })).rejects.toMatchObject({
      code: "ENGINE_FAILED",
      details: { refunded: true },
    });
    expect(await ledger(user.id)).toEqual([-2, 2]);
    expect(await storedFiles(user.id)).toEqual([]);
  });
  it("the partial refund refused by the database is queued with its amount and paid once", async () => {
    const user = await newUser();
    const { queue, sent: queued } = recordingQueue<RefundMessage>();
    // The charge goes through; the next ledger insert (the refund) finds the database down.
    const testEnv = {
      ...withGemini(uniq("every-second-fails")),
      TASKS: queue,
      DB: faultyD1(env.DB, { match: INSERT_INTO("usage_records"), skip: 1, times: 1 }).db,
    };
    const result = await service(user.id, testEnv, { count: 3 });
    expect(result.failed).toBe(1);
    expect(queued).toEqual([expect.objectContaining({ credits: 1 })]);
    expect(await ledger(user.id)).toEqual([3]);
    await payQueuedRefund(env, queued[0]);
    await payQueuedRefund(env, queued[0]);
    expect(await ledger(user.id)).toEqual([-1, 3]);
  });
});

describe("each engine against its fake, count 3", () => {
  it("Gemini is called three times and makes three works", async () => {
    const user = await newUser();
    const key = uniq("ok");
    const result = await service(user.id, withGemini(key), { count: 3 });
    expect(result).toMatchObject({ engine: "gemini", failed: 0, credits: 2 });
    expect(result.works).toHaveLength(3);
    expect(await sent("gemini", key)).toHaveLength(3);
  });

  it("OpenAI is asked once for n=3 and its three images become three works", async () => {
    const user = await newUser();
    const key = uniq("ok");
    const result = await service(user.id, withOpenAI(key), { count: 3 });
    expect(result).toMatchObject({ engine: "openai", failed: 0, credits: 2 });
    expect(result.works).toHaveLength(3);
    const requests = await sent("openai", key);
    expect(requests).toHaveLength(1);
    expect(requests[0].json?.n).toBe(3);
  });

  it("OpenAI failing the call refunds all three", async () => {
    const user = await newUser();
    await expect(service(user.id, withOpenAI(uniq("quota")), { count: 3 })).rejects.toMatchObject({
      code: "ENGINE_FAILED",
      details: { kind: "QUOTA", refunded: true },
    });
    expect(await ledger(user.id)).toEqual([-3, 3]);
  });

  it("the OpenAI fake refuses an n the API refuses", async () => {
    const post = (n: number) =>
      fetch(`${fakes.openai}/v1/images/generations`, {
        method: "POST",
        headers: { authorization: `Bearer ${uniq("ok")}`, "content-type": "application/json" },
        body: JSON.stringify({ model: env.OPENAI_IMAGE_MODEL, prompt: "a teapot", n, size: "1024x1024" }),
      });
    for (const n of [0, 11]) {
      const res = await post(n);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { param: "n" } });
    }
    expect(((await (await post(4)).json()) as { data: unknown[] }).data).toHaveLength(4);
  });

  it("Workers AI is called three times through the route and makes three works", async () => {
    const fake = createFakeAi();
    const user = await newUser();
    const testEnv = { ...env, AI: fake.ai, PROVIDER_TIMEOUT_SECONDS: "1" } as Env;
    const app = createApp();
    const api = clientFor(user.cookie, (request) => app.fetch(request, testEnv));
    const body = await ok(api.images.generate.$post({ form: form("3"), header: {} }), 201);
    expect(body).toMatchObject({ engine: "workers-ai", failed: 0, credits: 2 });
    expect(body.works).toHaveLength(3);
    expect(fake.callsTo(MODELS.image)).toHaveLength(3);
    expect(await rawCall(body.works[2].imageUrl, { cookie: user.cookie }).then((r) => r.status)).toBe(200);
  });
});
