// Prompt help (POST /api/prompts/enhance) through the real Worker: the demo engine's offline
// suggestion in the user's language, Gemini, OpenAI and Workers AI against their fakes (what is
// sent and how the answer comes back), nothing ever charged, the per-user limit, bad input,
// signed-out callers and provider failures.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/platform/db/client";
import { ledgerBalance } from "../../worker/features/credits/service";
import { PROMPT_HELP_PER_MINUTE, PROMPT_MAX_LENGTH } from "../../shared/limits";
import { createFakeAi, MODELS, type FakeAiOptions } from "../fakes/workers-ai-binding";
import { FAKE_HELPED_PROMPT } from "../fakes/prompt-help";
import { BASE, errorBody, rawCall as call } from "./support/client";
import { configured, fakes, sent } from "./support/provider-fakes";
import { newUser as signedUpUser } from "./support/users";
import { withinOneWindow } from "./support/rate-window";

const app = createApp();
const uniq = (scenario: string) => `${scenario}:prompt-${crypto.randomUUID()}`;
const withGemini = (key: string) =>
  ({ ...env, GEMINI_API_KEY: key, GEMINI_BASE_URL: fakes.gemini, PROVIDER_TIMEOUT_SECONDS: "1" }) as Env;
const withOpenAI = (key: string) =>
  ({
    ...env,
    GEMINI_API_KEY: undefined,
    OPENAI_API_KEY: key,
    OPENAI_BASE_URL: `${fakes.openai}/v1`,
    PROVIDER_TIMEOUT_SECONDS: "1",
  }) as Env;
function withWorkersAi(options: FakeAiOptions = {}) {
  const fake = createFakeAi(options);
  return { fake, testEnv: { ...env, AI: fake.ai, PROVIDER_TIMEOUT_SECONDS: "1" } as Env };
}

let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++}`;

/** POST /api/prompts/enhance as the SPA sends it, against `testEnv` (the test config's by default). */
function enhance(cookie: string | undefined, body: unknown, options: { testEnv?: Env; ip?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json", origin: BASE });
  if (cookie) headers.set("cookie", cookie);
  if (options.ip) headers.set("cf-connecting-ip", options.ip);
  const request = new Request(`${BASE}/api/prompts/enhance`, { method: "POST", headers, body: JSON.stringify(body) });
  return options.testEnv
    ? app.fetch(request, options.testEnv)
    : call("/api/prompts/enhance", { method: "POST", headers, body: JSON.stringify(body) });
}

async function newUser() {
  const { cookie, id } = await signedUpUser();
  return { cookie, userId: id };
}

/** The route's answer: the suggested prompt and the engine that wrote it. */
type Suggestion = { prompt: string; engine: string };
const json = async (res: Response) => (await res.json()) as Suggestion;

/** Balance 5 (the sign-up grant) and no ledger row beyond it: prompt help never charges. */
async function expectNothingCharged(userId: string) {
  expect(await ledgerBalance(createDb(env.DB), userId)).toBe(5);
  const rows = await env.DB.prepare("SELECT action_type FROM usage_records WHERE user_id = ?")
    .bind(userId)
    .all<{ action_type: string }>();
  expect(rows.results.map((r) => r.action_type)).not.toContain("generate_image");
  expect(rows.results.length).toBeLessThanOrEqual(1);
}

const errorOf = async (res: Response) => errorBody(await res.json()).error;

describe("the demo engine (no keys, no AI binding)", () => {
  it("keeps the idea and adds lighting, composition, lens and background in the user's language; charges nothing", async () => {
    const { cookie, userId } = await newUser();
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM usage_records WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>();
    const res = await enhance(cookie, { prompt: "红色运动鞋", locale: "zh-CN" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.engine).toBe("builtin");
    expect(body.prompt).toContain("红色运动鞋");
    expect(body.prompt).toMatch(/影棚布光/);
    expect(body.prompt).toMatch(/85毫米镜头/);
    expect(body.prompt).toMatch(/白无缝背景/);
    expect(body.prompt.length).toBeGreaterThan("红色运动鞋".length * 5);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM usage_records WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    await expectNothingCharged(userId);
  });

  it.each([
    ["en-US", "a ceramic mug", /studio lighting/],
    ["fr-FR", "une tasse en céramique", /éclairage de studio/],
    ["ja-JP", "陶器のマグカップ", /スタジオライティング/],
    ["ar-SA", "كوب خزفي", /إضاءة استوديو/],
    ["th-TH", "แก้วเซรามิก", /แสงสตูดิโอ/],
  ])("answers in %s", async (locale, idea, phrase) => {
    const { cookie } = await newUser();
    const body = await json(await enhance(cookie, { prompt: idea, locale }));
    expect(body.prompt).toContain(idea);
    expect(body.prompt).toMatch(phrase);
  });

  it.each([
    ["zh-CN", "a ceramic mug", /studio lighting/, /[\p{Script=Han}]/u],
    ["ar-SA", "a ceramic mug", /studio lighting/, /\p{Script=Arabic}/u],
    ["en-US", "红色运动鞋", /影棚布光/, /studio|lighting/],
    ["fr-FR", "كوب خزفي", /إضاءة استوديو/, /éclairage/],
  ])(
    "an idea written in another script than the %s UI's is answered in the idea's language only",
    async (locale, idea, phrase, other) => {
      const { cookie } = await newUser();
      const body = await json(await enhance(cookie, { prompt: idea, locale }));
      expect(body.prompt).toContain(idea);
      expect(body.prompt).toMatch(phrase);
      expect(body.prompt).not.toMatch(other);
    },
  );

  it("improving its own suggestion again adds nothing twice", async () => {
    const { cookie } = await newUser();
    const first = (await json(await enhance(cookie, { prompt: "红色运动鞋", locale: "zh-CN" }))).prompt;
    const second = (await json(await enhance(cookie, { prompt: first, locale: "zh-CN" }))).prompt;
    expect(second).toBe(first);
    expect(second.match(/专业产品摄影/g)).toHaveLength(1);
  });

  it("keeps a background the idea names instead of adding the white one", async () => {
    const { cookie } = await newUser();
    const body = await json(await enhance(cookie, { prompt: "a red sneaker on a blue background", locale: "en-US" }));
    expect(body.prompt).toContain("a red sneaker on a blue background");
    expect(body.prompt).not.toMatch(/white background/);
  });
});

describe("providers against their fakes", () => {
  it("Gemini: the text model in JSON mode, the idea quoted and the language named; nothing charged", async () => {
    const { cookie, userId } = await newUser();
    const key = uniq("ok");
    const res = await enhance(cookie, { prompt: "a red mug", locale: "zh-CN" }, { testEnv: withGemini(key) });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ prompt: FAKE_HELPED_PROMPT, engine: "gemini" });
    const [req] = await sent("gemini", key);
    expect(req.path).toBe(`/v1beta/models/${configured.gemini.models.text}:generateContent`);
    expect(req.json?.generationConfig).toMatchObject({
      responseMimeType: "application/json",
      responseJsonSchema: { required: ["prompt"] },
    });
    const text = req.json?.contents?.[0]?.parts?.[0]?.text ?? "";
    expect(text).toContain('"a red mug"');
    expect(text).toContain("written in Simplified Chinese");
    await expectNothingCharged(userId);
  });

  it("Gemini on the user's own key: that key is used, not the deployment's", async () => {
    const { cookie } = await newUser();
    const own = uniq("ok");
    const res = await enhance(
      cookie,
      { prompt: "a red mug", locale: "de-DE", apiKey: own },
      { testEnv: { ...env, GEMINI_BASE_URL: fakes.gemini } as Env },
    );
    expect(await json(res)).toEqual({ prompt: FAKE_HELPED_PROMPT, engine: "gemini" });
    expect((await sent("gemini", own))[0].json?.contents?.[0]?.parts?.[0]?.text).toContain("written in German");
  });

  it("OpenAI: the text model with a strict json_schema; nothing charged", async () => {
    const { cookie, userId } = await newUser();
    const key = uniq("ok");
    const res = await enhance(cookie, { prompt: "a red mug", locale: "es-ES" }, { testEnv: withOpenAI(key) });
    expect(await json(res)).toEqual({ prompt: FAKE_HELPED_PROMPT, engine: "openai" });
    const [req] = await sent("openai", key);
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.json?.model).toBe(configured.openai.models.text);
    expect(req.json?.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "prompt_help", strict: true },
    });
    expect(req.json?.messages?.[0]?.content).toContain("written in Spanish");
    await expectNothingCharged(userId);
  });

  it("Workers AI: the text model in JSON mode; the answer trimmed to the generator's prompt limit", async () => {
    const { cookie, userId } = await newUser();
    const long = `  ${"a glossy red mug, ".repeat(200)}\u0007  `;
    const { fake, testEnv } = withWorkersAi({
      text: ({ schema }) => (schema?.properties?.prompt ? { prompt: long } : { text: "?" }),
    });
    const body = await json(await enhance(cookie, { prompt: "red mug", locale: "ko-KR" }, { testEnv }));
    expect(body.engine).toBe("workers-ai");
    expect(body.prompt.length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
    expect(body.prompt.length).toBeGreaterThan(PROMPT_MAX_LENGTH - 20);
    expect(body.prompt.startsWith("a glossy red mug")).toBe(true);
    expect(body.prompt).not.toMatch(/\p{Cc}/u);
    const [sentCall] = fake.callsTo(MODELS.text);
    expect(sentCall.inputs.response_format).toMatchObject({ type: "json_schema" });
    expect(JSON.stringify(sentCall.inputs.messages)).toContain("written in Korean");
    await expectNothingCharged(userId);
  });
});

describe("provider failures", () => {
  it.each([
    ["quota", "QUOTA"],
    ["server-error", "PROVIDER_ERROR"],
  ])("Gemini %s → 502 ENGINE_FAILED/%s, nothing charged", async (scenario, kind) => {
    const { cookie, userId } = await newUser();
    const res = await enhance(
      cookie,
      { prompt: "a red mug", locale: "en-US" },
      { testEnv: withGemini(uniq(scenario)) },
    );
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({ code: "ENGINE_FAILED", details: { kind, refunded: false } });
    await expectNothingCharged(userId);
  });

  it("a provider's safety refusal (Gemini blocked, OpenAI refusing to answer) → 422 CONTENT_REFUSED/provider, nothing charged", async () => {
    const { cookie, userId } = await newUser();
    for (const testEnv of [withGemini(uniq("safety")), withOpenAI(uniq("refusal"))]) {
      const res = await enhance(cookie, { prompt: "a red mug", locale: "en-US" }, { testEnv });
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({
        code: "CONTENT_REFUSED",
        details: { category: "provider", refunded: false },
      });
    }
    await expectNothingCharged(userId);
  });

  it("Workers AI out of capacity → OVERLOADED; an answer without a prompt → PROVIDER_ERROR", async () => {
    const { cookie, userId } = await newUser();
    const busy = withWorkersAi({ fail: { model: MODELS.text, with: "capacity" } });
    const res = await enhance(cookie, { prompt: "a red mug", locale: "en-US" }, { testEnv: busy.testEnv });
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({ code: "ENGINE_FAILED", details: { kind: "OVERLOADED" } });
    const empty = withWorkersAi({ text: () => ({ prompt: "   " }) });
    expect(
      await errorOf(await enhance(cookie, { prompt: "a red mug", locale: "en-US" }, { testEnv: empty.testEnv })),
    ).toMatchObject({ code: "ENGINE_FAILED", details: { kind: "PROVIDER_ERROR" } });
    await expectNothingCharged(userId);
  });
});

describe("who may ask, and how often", () => {
  it("signed out → 401", async () => {
    const res = await enhance(undefined, { prompt: "a red mug", locale: "en-US" });
    expect(res.status).toBe(401);
  });

  it(`allows ${PROMPT_HELP_PER_MINUTE} a minute per user, then 429 RATE_LIMITED; another user is unaffected`, async () => {
    const alice = await newUser();
    const bob = await newUser();
    await withinOneWindow();
    for (let i = 0; i < PROMPT_HELP_PER_MINUTE; i++)
      expect((await enhance(alice.cookie, { prompt: "a red mug", locale: "en-US" }, { ip: freshIp() })).status).toBe(
        200,
      );
    const res = await enhance(alice.cookie, { prompt: "a red mug", locale: "en-US" }, { ip: freshIp() });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(res)).code).toBe("RATE_LIMITED");
    expect((await enhance(bob.cookie, { prompt: "a red mug", locale: "en-US" }, { ip: freshIp() })).status).toBe(200);
    await expectNothingCharged(alice.userId);
  });
});

describe("bad input", () => {
  it.each([
    ["an empty prompt", { prompt: "", locale: "en-US" }, "PROMPT_REQUIRED"],
    ["an invisible prompt", { prompt: "\u200b \u200b", locale: "en-US" }, "PROMPT_REQUIRED"],
    ["a missing prompt", { locale: "en-US" }, "PROMPT_REQUIRED"],
    ["a prompt past the limit", { prompt: "a".repeat(PROMPT_MAX_LENGTH + 1), locale: "en-US" }, "VALIDATION_ERROR"],
    ["control characters", { prompt: "a red\u0000 mug", locale: "en-US" }, "VALIDATION_ERROR"],
    ["an escape sequence", { prompt: "a red \u001b[31mmug", locale: "en-US" }, "VALIDATION_ERROR"],
    ["an unknown locale", { prompt: "a red mug", locale: "xx-XX" }, "VALIDATION_ERROR"],
    ["no locale", { prompt: "a red mug" }, "VALIDATION_ERROR"],
  ])("refuses %s with 400", async (_, body, code) => {
    const { cookie } = await newUser();
    const res = await enhance(cookie, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe(code);
  });

  it("takes a prompt of exactly the limit, with line breaks", async () => {
    const { cookie } = await newUser();
    const prompt = `a red mug\n${"b".repeat(PROMPT_MAX_LENGTH - 10)}`;
    expect((await enhance(cookie, { prompt, locale: "en-US" })).status).toBe(200);
  });
});
