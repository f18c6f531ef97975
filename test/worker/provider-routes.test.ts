// Provider engines behind the real routes: a failing provider refunds exactly once and the
// user gets the failure's kind; a user's own key is not charged, and its failure says so;
// results are stored and served in the format the provider sent; transcription is free but
// logged. The Worker's env is pointed at the local fakes for these calls.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/platform/db/client";
import { ledgerBalance } from "../../worker/features/credits/service";
import { generateProductImage } from "../../worker/features/creations/service";
import { transcribeRecording } from "../../worker/features/creations/transcription";
import { transformPhoto } from "../../worker/features/creations/transform";
import { fakes, sent } from "./support/provider-fakes";
import { rawCall as call } from "./support/client";
import { solidPng } from "./support/images";
import { newUser } from "./support/users";

/**
 * `timeoutSeconds`: 1 for the hang, which must time out; 10 for a failure that must be reported as
 * itself (a server error the SDK retries took over 1 s on a busy machine and came back TIMEOUT).
 */
const withGemini = (key: string, timeoutSeconds = "10") => ({
  ...env,
  GEMINI_API_KEY: key,
  GEMINI_BASE_URL: fakes.gemini,
  PROVIDER_TIMEOUT_SECONDS: timeoutSeconds,
});
const withOpenAI = (key: string) => ({
  ...env,
  GEMINI_API_KEY: undefined,
  OPENAI_API_KEY: key,
  OPENAI_BASE_URL: `${fakes.openai}/v1`,
});
const uniq = (scenario: string) => `${scenario}:route-${crypto.randomUUID()}`;

const generate = (
  ctx: { env: Env; userId: string; db: ReturnType<typeof createDb> },
  extra: Partial<Parameters<typeof generateProductImage>[1]> = {},
) =>
  generateProductImage(ctx, {
    prompt: "a teapot",
    referenceImages: [],
    temperature: 0.7,
    maxTokens: 256,
    aspectRatio: "1:1",
    ...extra,
  });

describe("provider failures through the service", () => {
  it.each([
    ["server-error", "PROVIDER_ERROR"],
    ["quota", "QUOTA"],
    ["overloaded", "OVERLOADED"],
    ["location", "REGION_REFUSED"],
    // "safety" is CONTENT_REFUSED (refunded once): test/worker/moderation.test.ts.
    ["no-image", "NO_IMAGE"],
    ["bad-key", "BAD_KEY"],
    ["malformed", "PROVIDER_ERROR"],
    ["hang", "TIMEOUT"],
  ])("Gemini %s → ENGINE_FAILED/%s, refunded exactly once", async (scenario, kind) => {
    const { id: userId } = await newUser();
    const db = createDb(env.DB);
    const timeoutSeconds = scenario === "hang" ? "1" : "10";
    const error = await generate({ env: withGemini(uniq(scenario), timeoutSeconds), userId, db }).catch((e) => e);
    expect(error).toMatchObject({ code: "ENGINE_FAILED", details: { kind, refunded: true } });
    expect(await ledgerBalance(db, userId)).toBe(5);
    const rows = await env.DB.prepare(
      "SELECT credits_used FROM usage_records WHERE user_id = ? AND action_type = 'generate_image'",
    )
      .bind(userId)
      .all<{ credits_used: number }>();
    expect(rows.results.map((r) => r.credits_used).sort()).toEqual([-1, 1]);
  });

  it("an art studio transformation that OpenAI fails is refunded", async () => {
    const { id: userId } = await newUser();
    const db = createDb(env.DB);
    const error = await transformPhoto(
      { env: withOpenAI(uniq("server-error")), userId, db },
      { image: solidPng(30, 20, [1, 2, 3]), fileName: "a.png", styleId: "anime" },
    ).catch((e) => e);
    expect(error).toMatchObject({ code: "ENGINE_FAILED", details: { kind: "PROVIDER_ERROR", refunded: true } });
    expect(await ledgerBalance(db, userId)).toBe(5);
  });
});

describe("provider success through the service", () => {
  it("Gemini makes the work with the configured model, charges 1, and caps neither tokens nor temperature", async () => {
    const { id: userId } = await newUser();
    const db = createDb(env.DB);
    const key = uniq("ok");
    const result = await generate({ env: withGemini(key), userId, db });
    expect(result.engine).toBe("gemini");
    expect(result.work.metadata).toMatchObject({ engine: "gemini", model: env.GEMINI_IMAGE_MODEL });
    expect(result.credits).toBe(4);
    const [request] = await sent("gemini", key);
    // The user's maxTokens (256 here) would starve a thinking image model: it is not sent.
    expect(request.json?.generationConfig?.maxOutputTokens).toBeUndefined();
    expect(request.json?.generationConfig?.temperature).toBeUndefined();
  });

  it("a user's own Gemini key is used for that request only and costs nothing", async () => {
    const { id: userId } = await newUser();
    const db = createDb(env.DB);
    const own = uniq("ok");
    const result = await generate(
      { env: { ...env, GEMINI_BASE_URL: fakes.gemini }, userId, db },
      { userGeminiKey: own },
    );
    expect(result.work.creditsUsed).toBe(0);
    expect(result.credits).toBe(5);
    expect(await sent("gemini", own)).toHaveLength(1);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM system_config WHERE value LIKE ?")
      .bind(`%${own}%`)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it("a failure of the user's own key says it was theirs, and nothing was charged or refunded", async () => {
    const { id: userId } = await newUser();
    const db = createDb(env.DB);
    const error = await generate(
      { env: { ...env, GEMINI_BASE_URL: fakes.gemini }, userId, db },
      { userGeminiKey: uniq("bad-key") },
    ).catch((e) => e);
    expect(error).toMatchObject({ code: "ENGINE_FAILED", details: { kind: "BAD_KEY", refunded: false, ownKey: true } });
    expect(await ledgerBalance(db, userId)).toBe(5);
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM usage_records WHERE user_id = ? AND action_type = 'generate_image'",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it.each([
    ["jpeg", "image/jpeg", "jpg"],
    ["webp", "image/webp", "webp"],
    ["ok", "image/png", "png"],
  ])("a %s answer is stored and served as %s (.%s), not re-encoded", async (scenario, type, extension) => {
    const { cookie, id: userId } = await newUser();
    const db = createDb(env.DB);
    const result = await generate({ env: withGemini(uniq(scenario)), userId, db });
    expect(result.work.imageUrl).toMatch(new RegExp(`/works/${result.work.id}\\.${extension}$`));
    const res = await call(result.work.imageUrl, { cookie });
    expect([res.status, res.headers.get("content-type")]).toEqual([200, type]);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(result.work.metadata).toMatchObject({
      width: scenario === "ok" ? 10 : 12,
      height: scenario === "ok" ? 6 : 8,
    });
    expect(bytes.length).toBeGreaterThan(0);
  });

  it("voice input through Gemini takes WAV, and refuses WebM (which Gemini does not document) without a call", async () => {
    const { id: userId } = await newUser();
    const db = createDb(env.DB);
    const key = uniq("ok");
    const wav = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45, 0x66, 0x6d, 0x74, 0x20]);
    const result = await transcribeRecording({ env: withGemini(key), userId, db }, wav, "de-DE");
    expect(result.provider).toBe("gemini");
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
    const error = await transcribeRecording({ env: withGemini(key), userId, db }, webm, "de-DE").catch((e) => e);
    expect(error).toMatchObject({ code: "UNSUPPORTED_AUDIO" });
    expect((await sent("gemini", key)).map((r) => r.json?.contents?.[0]?.parts?.[0]?.inlineData?.mimeType)).toEqual([
      "audio/wav",
    ]);
  });

  it("transcription returns the text, costs nothing and is logged", async () => {
    const { id: userId } = await newUser();
    const db = createDb(env.DB);
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
    const result = await transcribeRecording({ env: withOpenAI(uniq("ok")), userId, db }, webm, "zh-CN");
    expect(result.provider).toBe("openai");
    expect(result.text.length).toBeGreaterThan(0);
    const row = await env.DB.prepare(
      "SELECT credits_used FROM usage_records WHERE user_id = ? AND action_type = 'transcribe_audio'",
    )
      .bind(userId)
      .first<{ credits_used: number }>();
    expect(row!.credits_used).toBe(0);
    expect(await ledgerBalance(db, userId)).toBe(5);
  });
});
