// Export packs' alt text by the provider engines (issue 28, decision 0034): Gemini and OpenAI
// write it in the provider Worker (reached through PROVIDERS) against their fakes, asked in JSON
// mode for the user's language and, for Amazon and Shopify, English too; a malformed answer, a
// refusal or a provider error leaves the pack its templates, never an error. The pack's whole
// path (the queue, report.json) is in export-packs.test.ts; this reads altTextsOf, the one place
// a pack gets its alt texts, with the deployment's real engine choice.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { altTextsOf } from "../../worker/features/exports/alt-text";
import { createDb } from "../../worker/platform/db/client";
import { textReader } from "../../worker/platform/texts";
import { SLOTS, type Marketplace } from "../../shared/marketplace-rules";
import { FAKE_ALT_TEXTS } from "../fakes/prompt-help";
import { configured, fakes, keyFor, sent } from "./support/provider-fakes";

const PRODUCT = "a red perfume bottle";

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

/** Each of `targets`' slots' alt, as the pack writes it into report.json. */
async function altsOf(testEnv: Env, locale: string, targets: Marketplace[]) {
  const ctx = { env: testEnv, db: createDb(env.DB), texts: textReader(env.ASSETS) };
  const altOf = await altTextsOf(ctx, locale, PRODUCT, targets);
  return Object.fromEntries(
    SLOTS.filter((s) => targets.includes(s.marketplace)).map((s) => [`${s.marketplace}/${s.slot}`, altOf(s)]),
  );
}

/** What the provider's text model was asked: its instruction and the answer's schema. */
async function asked(provider: "gemini" | "openai", key: string) {
  const requests = await sent(provider, key);
  expect(requests).toHaveLength(1);
  const [r] = requests;
  if (provider === "gemini") {
    expect(r.path).toBe(`/v1beta/models/${configured.gemini.models.text}:generateContent`);
    expect(r.json?.generationConfig?.responseMimeType).toBe("application/json");
    return {
      instruction: r.json?.contents?.[0]?.parts?.[0]?.text ?? "",
      schema: r.json?.generationConfig?.responseJsonSchema,
    };
  }
  expect(r.path).toBe("/v1/chat/completions");
  expect(r.json?.model).toBe(configured.openai.models.text);
  expect(r.json?.response_format).toMatchObject({
    type: "json_schema",
    json_schema: { name: "alt_text", strict: true },
  });
  return {
    instruction: String(r.json?.messages?.[0]?.content ?? ""),
    schema: r.json?.response_format?.json_schema?.schema,
  };
}

const template = {
  zhWhite: `${PRODUCT}，白色背景上的商品图`,
  zhScene: `${PRODUCT}，商品场景图`,
  enWhite: `${PRODUCT} on a white background, product photo`,
  enScene: `${PRODUCT}, product photo in a scene`,
};

describe("alt text by the provider engines", () => {
  it("Gemini writes them in the user's language and in English for Amazon (only there)", async () => {
    const key = keyFor("ok");
    const alts = await altsOf(withGemini(key), "zh-CN", ["amazon", "jd"]);
    expect(alts["amazon/main"]).toEqual({
      text: FAKE_ALT_TEXTS.white,
      locale: "zh-CN",
      english: FAKE_ALT_TEXTS.whiteEnglish,
      by: "gemini",
    });
    expect(alts["jd/main"]).toEqual({ text: FAKE_ALT_TEXTS.scene, locale: "zh-CN", by: "gemini" });
    const { instruction, schema } = await asked("gemini", key);
    expect(instruction).toContain(JSON.stringify(PRODUCT));
    expect(instruction).toContain("in Simplified Chinese");
    expect(instruction).toContain("in English too");
    expect(schema).toMatchObject({
      required: ["white", "scene", "whiteEnglish", "sceneEnglish"],
      additionalProperties: false,
    });
  });

  it("OpenAI writes them with a strict json_schema: German, and English for Shopify", async () => {
    const key = keyFor("ok");
    const alts = await altsOf(withOpenAI(key), "de-DE", ["shopify"]);
    expect(alts["shopify/main"]).toEqual({
      text: FAKE_ALT_TEXTS.scene,
      locale: "de-DE",
      english: FAKE_ALT_TEXTS.sceneEnglish,
      by: "openai",
    });
    const { instruction, schema } = await asked("openai", key);
    expect(instruction).toContain("in German");
    expect(instruction).toContain("in English too");
    expect(schema?.required).toEqual(["white", "scene", "whiteEnglish", "sceneEnglish"]);
  });

  it.each([
    ["gemini", "zh-CN", ["taobao", "pinduoduo"]],
    ["openai", "en-US", ["amazon", "shopify"]],
  ] as const)(
    "%s in %s for %j: English is not asked for (no English marketplace, or English is the user's language)",
    async (provider, locale, targets) => {
      const key = keyFor("ok");
      const alts = await altsOf(provider === "gemini" ? withGemini(key) : withOpenAI(key), locale, [...targets]);
      for (const alt of Object.values(alts)) {
        expect(alt).toMatchObject({ locale, by: provider });
        expect(alt.english).toBeUndefined();
      }
      const { instruction, schema } = await asked(provider, key);
      expect(schema?.required).toEqual(["white", "scene"]);
      expect(instruction).not.toContain("English too");
    },
  );
});

describe("a pack never fails for its alt text: the templates serve", () => {
  it.each([
    ["gemini", "bad-alt", "an answer of the wrong shape"],
    ["openai", "bad-alt", "an answer of the wrong shape"],
    ["openai", "refusal", "a refusal"],
    ["gemini", "safety", "a blocked prompt"],
    ["gemini", "server-error", "a provider error"],
    ["openai", "quota", "a provider error"],
    ["gemini", "malformed", "a body that is not JSON"],
    ["openai", "hang", "no answer in time"],
  ] as const)("%s %s (%s)", async (provider, scenario, _what) => {
    const key = keyFor(scenario);
    const alts = await altsOf(provider === "gemini" ? withGemini(key) : withOpenAI(key), "zh-CN", ["amazon", "jd"]);
    expect(alts["amazon/main"]).toEqual({
      text: template.zhWhite,
      locale: "zh-CN",
      english: template.enWhite,
      by: "template",
    });
    expect(alts["jd/main"]).toEqual({ text: template.zhScene, locale: "zh-CN", by: "template" });
    expect(await sent(provider, key)).toHaveLength(1);
  });
});
