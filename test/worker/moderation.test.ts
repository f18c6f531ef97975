// Moderation before the charge (issue 25, decision 0025): the admin's list of refused terms on
// every route that takes text (no AI binding needed), Llama Guard against a fake that speaks its
// published schema, a provider's own safety refusal refunded exactly once, admin-only editing, and
// the dashboard's counts. A refusal is 422 CONTENT_REFUSED with its category and moves no credit.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { normalizeForMatching, termMatcher } from "../../worker/features/moderation/normalize";
import { readVerdict } from "../../worker/features/moderation/llama-guard";
import { generateProductImage } from "../../worker/features/creations/service";
import { createFakeAi, MODELS, type FakeAiOptions } from "../fakes/workers-ai-binding";
import { BASE, clientFor, ok, rawCall, refusal } from "./support/client";
import { expectBalance, ledgerRows } from "./support/ledger";
import { fakes } from "./support/provider-fakes";
import { db, newAdmin, newUser } from "./support/users";
import { usageRecords } from "../../worker/platform/db/schema";
import { eq } from "drizzle-orm";

const app = createApp();

/** Every ledger row of the user: a refusal must add none. */
const ledgerOf = (userId: string) => db().select().from(usageRecords).where(eq(usageRecords.userId, userId)).all();

async function saveTerms(terms: string[]) {
  const boss = await newAdmin();
  return ok(clientFor(boss.cookie).admin.moderation.$put({ json: { terms } }));
}

const form = (prompt: string) => ({ prompt, temperature: "0.7", maxTokens: "2048" });

function withAi(options: FakeAiOptions = {}) {
  const fake = createFakeAi(options);
  const testEnv = { ...env, AI: fake.ai, PROVIDER_TIMEOUT_SECONDS: "5" } as Env;
  return { fake, api: (cookie: string) => clientFor(cookie, (request) => app.fetch(request, testEnv)) };
}

describe("matching the refused terms", () => {
  const match = termMatcher(["赌博", "BadWord", "ass", "ｇｕｎ"]);

  it("finds Chinese terms anywhere, through spaces, punctuation and zero-width characters", () => {
    expect(match("一张赌博海报")).toBe("赌博");
    expect(match("赌 博")).toBe("赌博");
    expect(match("赌-博・")).toBe("赌博");
    expect(match("赌\u200B博")).toBe("赌博");
    expect(match("赌\uFEFF\u200D博")).toBe("赌博");
  });

  it("finds Latin terms case-insensitively, in full-width forms, as whole words only", () => {
    expect(match("a BADWORD poster")).toBe("badword");
    expect(match("a ｂａｄｗｏｒｄ poster")).toBe("badword");
    expect(match("bad\u200Bword")).toBe("badword");
    expect(match("a gun")).toBe("gun");
    expect(match("买gun")).toBe("gun");
    expect(match("a classic glass vase")).toBeUndefined();
    expect(match("a shotgunner")).toBeUndefined();
    expect(match("an ass")).toBe("ass");
  });

  it("normalises full-width, half-width katakana and invisible characters", () => {
    expect(normalizeForMatching("ＡＢＣ\u00AD１２３ ｶﾀｶﾅ")).toBe("abc123 カタカナ");
  });
});

describe("the terms list, without any AI binding (the demo engine)", () => {
  it("refuses a prompt before the charge on every route that takes text; the balance and the ledger do not move", async () => {
    await saveTerms(["违禁品", "contraband"]);
    const user = await newUser({ extraCredits: 10 });
    const { work } = await ok(user.api.images.generate.$post({ form: form("a red perfume bottle"), header: {} }), 201);
    const before = await ledgerOf(user.id);
    const expectRefused = async (answer: Parameters<typeof refusal>[0]) =>
      expect(await refusal(answer)).toMatchObject({
        status: 422,
        code: "CONTENT_REFUSED",
        details: { category: "terms", charged: false },
      });

    await expectRefused(user.api.images.generate.$post({ form: form("一瓶违 禁 品香水"), header: {} }));
    await expectRefused(
      user.api.images.generate.$post({ form: { ...form("ＣＯＮＴＲＡＢＡＮＤ perfume"), count: "3" }, header: {} }),
    );
    await expectRefused(
      user.api.images.refine.$post({
        json: { workId: work.id, instruction: "add con\u200Btraband", temperature: 0.7, maxTokens: 2048 },
        header: {},
      }),
    );
    const mask = new File([new Uint8Array([1, 2, 3])], "mask.png", { type: "image/png" });
    await expectRefused(
      user.api.images.edit.$post({ form: { workId: work.id, mask, instruction: "把这里换成违禁品" }, header: {} }),
    );
    await expectRefused(
      user.api.images["remove-background"].$post({
        json: { workId: work.id, background: { scene: "a contraband market" } },
        header: {},
      }),
    );
    const story = new FormData();
    story.set("type", "storybook");
    story.set("prompt", "小狐狸走私违禁品");
    await expectRefused(rawCall("/api/tasks", { method: "POST", cookie: user.cookie, body: story }));
    await expectRefused(user.api.prompts.enhance.$post({ json: { prompt: "Contraband poster", locale: "en-US" } }));

    expect(await ledgerOf(user.id)).toEqual(before);
    await expectBalance(user.id, 14);
    // Allowed text proceeds.
    await ok(
      user.api.images.refine.$post({
        json: { workId: work.id, instruction: "make it brighter", temperature: 0.7, maxTokens: 2048 },
        header: {},
      }),
      201,
    );
    await expectBalance(user.id, 13);
  });

  it("applies to API-token requests too", async () => {
    await saveTerms(["contraband"]);
    const user = await newUser();
    const { secret } = await ok(user.api.account.tokens.$post({ json: { name: "script" } }), 201);
    const body = new FormData();
    body.set("prompt", "contraband perfume");
    const res = await app.fetch(
      new Request(`${BASE}/api/images/generate`, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}` },
        body,
      }),
      env,
    );
    expect(await refusal(res)).toMatchObject({ status: 422, code: "CONTENT_REFUSED", details: { category: "terms" } });
    await expectBalance(user.id, 5);
  });

  it("takes effect at once on the isolate that saved it, and an emptied list refuses nothing", async () => {
    const user = await newUser();
    await saveTerms(["teapot"]);
    expect(
      (await refusal(user.api.prompts.enhance.$post({ json: { prompt: "a teapot", locale: "en-US" } }))).code,
    ).toBe("CONTENT_REFUSED");
    await saveTerms([]);
    await ok(user.api.prompts.enhance.$post({ json: { prompt: "a teapot", locale: "en-US" } }));
  });
});

describe("editing the terms (admins only)", () => {
  it("answers 401 signed out and 403 to a user; an admin reads and saves the list, deduplicated as matched", async () => {
    const user = await newUser();
    expect((await refusal(clientFor().admin.moderation.$put({ json: { terms: ["x"] } }))).status).toBe(401);
    expect(await refusal(user.api.admin.moderation.$put({ json: { terms: ["x"] } }))).toMatchObject({ status: 403 });
    expect((await refusal(user.api.admin.moderation.$get())).status).toBe(403);
    const saved = await saveTerms(["  Spam  ", "SPAM", "ｓｐａｍ", "", "垃圾"]);
    expect(saved).toEqual({ terms: ["Spam", "垃圾"], llamaGuard: false });
    const boss = await newAdmin();
    expect(await ok(boss.api.admin.moderation.$get())).toEqual({ terms: ["Spam", "垃圾"], llamaGuard: false });
    expect((await refusal(boss.api.admin.moderation.$put({ json: { terms: ["x".repeat(101)] } }))).status).toBe(400);
  });
});

describe("Llama Guard where the AI binding exists", () => {
  it("refuses what it classifies unsafe, with the category, before the charge", async () => {
    await saveTerms([]);
    const { fake, api } = withAi();
    const user = await newUser();
    const answer = await refusal(
      api(user.cookie).images.generate.$post({ form: form("how to build a pipe bomb"), header: {} }),
    );
    expect(answer).toMatchObject({
      status: 422,
      code: "CONTENT_REFUSED",
      details: { category: "S9", categories: ["S9"], charged: false },
    });
    await expectBalance(user.id, 5);
    expect(fake.callsTo(MODELS.image)).toEqual([]);
    // What was sent is the published schema: the text as the user turn, JSON mode.
    expect(fake.callsTo(MODELS.guard)[0].inputs).toEqual({
      messages: [{ role: "user", content: "how to build a pipe bomb" }],
      response_format: { type: "json_object" },
      temperature: 0,
    });
  });

  it("lets safe text through to the engine, which charges as usual", async () => {
    const { fake, api } = withAi();
    const user = await newUser();
    await ok(
      api(user.cookie).images.generate.$post({ form: form("a red sneaker on a white background"), header: {} }),
      201,
    );
    expect(fake.callsTo(MODELS.guard)).toHaveLength(1);
    await expectBalance(user.id, 4);
  });

  it("checks prompt-help ideas too (they cost nothing, but the answer is the service's)", async () => {
    const { api } = withAi();
    const user = await newUser();
    expect(
      (
        await refusal(
          api(user.cookie).prompts.enhance.$post({ json: { prompt: "I want to kill my neighbour", locale: "en-US" } }),
        )
      ).details,
    ).toMatchObject({ category: "S1" });
  });

  it("fails open when Llama Guard fails: the terms list still applies, the request goes ahead, the operator is told", async () => {
    await saveTerms(["contraband"]);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { api } = withAi({ fail: { model: MODELS.guard, with: "capacity" } });
      const user = await newUser();
      expect(
        (await refusal(api(user.cookie).images.generate.$post({ form: form("contraband"), header: {} }))).details,
      ).toMatchObject({ category: "terms" });
      await ok(api(user.cookie).images.generate.$post({ form: form("a blue mug"), header: {} }), 201);
      expect(logged.mock.calls.map((args) => String(args[0])).join("\n")).toContain("MODERATION UNCHECKED");
    } finally {
      logged.mockRestore();
    }
  });

  it("reads both answer forms the schema allows", () => {
    expect(readVerdict("safe")).toEqual({ safe: true });
    expect(readVerdict("unsafe\nS1,S10")).toEqual({ safe: false, categories: ["S1", "S10"] });
    expect(readVerdict({ safe: false, categories: ["S12"] })).toEqual({ safe: false, categories: ["S12"] });
    expect(readVerdict({ safe: true, categories: [] })).toEqual({ safe: true });
    expect(readVerdict("I cannot help")).toBeUndefined();
  });
});

describe("the fake refuses what the real model's schema refuses", () => {
  const run = (inputs: Record<string, unknown>) => createFakeAi().binding.run(MODELS.guard, inputs);
  it.each([
    ["no messages", { prompt: "hello" }],
    ["messages not an array", { messages: "hello" }],
    ["a message without content", { messages: [{ role: "user" }] }],
    ["content not a string", { messages: [{ role: "user", content: 42 }] }],
    ["content too long", { messages: [{ role: "user", content: "x".repeat(131073) }] }],
    ["temperature out of range", { messages: [{ role: "user", content: "hi" }], temperature: 6 }],
    ["max_tokens not an integer", { messages: [{ role: "user", content: "hi" }], max_tokens: 1.5 }],
  ])("%s → 5006", async (_, inputs) => {
    await expect(run(inputs)).rejects.toThrow(/^5006:/);
  });

  it("answers text without JSON mode", async () => {
    expect(await run({ messages: [{ role: "user", content: "a pipe bomb" }] })).toMatchObject({
      response: "unsafe\nS9",
    });
  });
});

describe("a provider's own safety refusal", () => {
  it("becomes CONTENT_REFUSED (provider) after the charge and is refunded exactly once", async () => {
    const user = await newUser();
    const testEnv = {
      ...env,
      GEMINI_API_KEY: `safety:moderation-${crypto.randomUUID()}`,
      GEMINI_BASE_URL: fakes.gemini,
      PROVIDER_TIMEOUT_SECONDS: "1",
    } as Env;
    const error = await generateProductImage(
      { env: testEnv, db: db(), userId: user.id },
      { prompt: "a teapot", referenceImages: [], temperature: 0.7, maxTokens: 256, aspectRatio: "1:1" },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "CONTENT_REFUSED",
      status: 422,
      details: { category: "provider", refunded: true },
    });
    await expectBalance(user.id, 5);
    expect((await ledgerRows(user.id, "generate_image")).map((r) => r.creditsUsed).sort()).toEqual([-1, 1]);
  });
});

describe("the admin dashboard", () => {
  it("counts refusals per category and per day", async () => {
    const boss = await newAdmin();
    const { moderation } = await ok(boss.api.admin.stats.$get());
    // This file refused by terms (8 above), by Llama Guard (S9, S1) and by a provider.
    expect(moderation.byCategory.terms).toBeGreaterThanOrEqual(8);
    expect(moderation.byCategory.S9).toBeGreaterThanOrEqual(1);
    expect(moderation.byCategory.S1).toBeGreaterThanOrEqual(1);
    expect(moderation.byCategory.provider).toBeGreaterThanOrEqual(1);
    expect(moderation.unchecked).toBeGreaterThanOrEqual(1);
    expect(moderation.daily).toHaveLength(30);
    expect(moderation.daily.at(-1)!.refusals).toBe(moderation.total);
    const user = await newUser();
    expect((await refusal(user.api.admin.stats.$get())).status).toBe(403);
  });
});
