// Provider failures, for both engines in workerd with the real SDKs against the fakes, through
// the PROVIDERS binding to the provider Worker as deployed (support/provider-fakes.ts): each
// scenario maps to its EngineError kind, costs exactly one request (no silent retries) and
// never repeats the API key; failures only the operator can fix (a retired model, a refused
// region, an unverified OpenAI organization) are logged with what to change; bad input is
// refused before anything is sent.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EngineErrorKind } from "../../worker/engines/types";
import { solidPng } from "./support/images";
import { ERROR_CASES, failure, gemini, openai, sent, tuning } from "./support/provider-fakes";

const engines = { gemini, openai };
const request = { prompt: "A blue mug", referenceImages: [], ...tuning };

afterEach(() => vi.restoreAllMocks());

/** The console.error lines a call produced. */
function operatorLog() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  return () => spy.mock.calls.map((args) => args.join(" "));
}

describe.each(["gemini", "openai"] as const)("%s engine failures", (provider) => {
  it.each(ERROR_CASES)("maps %s to %s without echoing the key", async (scenario, kind) => {
    const { apiKey, engine } = engines[provider](scenario);
    const err = await failure(engine.generate(request));
    expect(err.kind).toBe(kind);
    expect(err.message).not.toContain(apiKey);
    expect(err.message).toMatch(provider === "gemini" ? /Gemini/ : /OpenAI/);
    expect(await sent(provider, apiKey)).toHaveLength(1);
  });

  it("fails refine, transform and transcribe with the same kinds", async () => {
    const { engine } = engines[provider]("quota");
    const png = solidPng(8, 8, [1, 2, 3]);
    const kinds: EngineErrorKind[] = [];
    kinds.push((await failure(engine.refine({ image: png, instruction: "Brighter", history: [], ...tuning }))).kind);
    kinds.push((await failure(engine.transform({ image: png, style: { id: "noir", prompt: "Film noir." } }))).kind);
    kinds.push((await failure(engine.transcribe({ audio: new Uint8Array([1, 2]), mimeType: "audio/wav" }))).kind);
    expect(kinds).toEqual(["QUOTA", "QUOTA", "QUOTA"]);
  });

  it("refuses a reference that is not an image before calling the provider", async () => {
    const { apiKey, engine } = engines[provider]("ok");
    const err = await failure(engine.generate({ ...request, referenceImages: [new Uint8Array(64)] }));
    expect(err.kind).toBe("INVALID_IMAGE");
    expect(await sent(provider, apiKey)).toHaveLength(0);
  });

  it("tells the operator to set the provider Worker's placement when the provider refuses the region", async () => {
    const log = operatorLog();
    const err = await failure(engines[provider]("location").engine.generate(request));
    expect(err.kind).toBe("REGION_REFUSED");
    expect(log().join("\n")).toMatch(/REGION REFUSED.*\[placement\] region in wrangler\.providers\.toml/);
  });

  it("reports a model that is not configured without calling the provider", async () => {
    const log = operatorLog();
    const { apiKey, engine } = engines[provider]("ok", { models: { image: "" } });
    const err = await failure(engine.generate(request));
    expect(err.kind).toBe("MODEL_UNAVAILABLE");
    expect(log().join("\n")).toContain(
      provider === "gemini" ? "GEMINI_IMAGE_MODEL is empty" : "OPENAI_IMAGE_MODEL is empty",
    );
    expect(await sent(provider, apiKey)).toHaveLength(0);
  });
});

describe("retired models", () => {
  it.each([
    ["gemini", "gemini-2.5-flash-image", "GEMINI_IMAGE_MODEL"],
    ["openai", "gpt-image-1", "OPENAI_IMAGE_MODEL"],
  ] as const)(
    "%s refuses %s (404): MODEL_UNAVAILABLE, logged with the model and the [vars] entry",
    async (provider, model, setting) => {
      const log = operatorLog();
      const { apiKey, engine } = engines[provider]("ok", { models: { image: model } });
      const err = await failure(engine.generate(request));
      expect(err.kind).toBe("MODEL_UNAVAILABLE");
      expect(err.message).toContain(`"${model}"`);
      expect(err.message).toContain(setting);
      expect(log().join("\n")).toMatch(new RegExp(`MODEL UNAVAILABLE: .*"${model}".*Set ${setting}`));
      expect(await sent(provider, apiKey)).toHaveLength(1);
    },
  );

  it("a retired Gemini text model fails stories and voice input the same way, naming its own entry", async () => {
    operatorLog();
    const { engine } = gemini("ok", { models: { text: "gemini-2.5-flash", transcribe: "gemini-2.5-flash" } });
    const story = await failure(engine.writeStory({ idea: "Robots", style: "sci_fi", numPages: 4, language: "en-US" }));
    const voice = await failure(engine.transcribe({ audio: new Uint8Array([1]), mimeType: "audio/wav" }));
    expect([story.kind, voice.kind]).toEqual(["MODEL_UNAVAILABLE", "MODEL_UNAVAILABLE"]);
    expect([story.message, voice.message]).toEqual([
      expect.stringContaining("GEMINI_TEXT_MODEL"),
      expect.stringContaining("GEMINI_TRANSCRIBE_MODEL"),
    ]);
  });
});

it("an OpenAI organization that is not verified is ORG_NOT_VERIFIED, not a bad key", async () => {
  const log = operatorLog();
  const err = await failure(openai("org-unverified").engine.generate(request));
  expect(err.kind).toBe("ORG_NOT_VERIFIED");
  expect(log().join("\n")).toMatch(/ORG NOT VERIFIED: .*platform\.openai\.com\/settings\/organization/);
});

it.each(["gemini", "openai"] as const)("reports an unreachable %s as a provider error", async (provider) => {
  // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
  const { engine } =
    provider === "gemini"
      ? gemini("ok", { baseUrl: "http://127.0.0.1:9", timeoutMs: 5000 })
      : openai("ok", { baseURL: "http://127.0.0.1:9/v1", timeoutMs: 5000 });
  const err = await failure(engine.generate(request));
  expect([err.kind, err.message]).toEqual([
    "PROVIDER_ERROR",
    `Could not reach ${provider === "gemini" ? "Gemini" : "OpenAI"}.`,
  ]);
});

describe("Gemini answers without an image", () => {
  it.each([
    ["image-safety", "SAFETY", "IMAGE_SAFETY"],
    ["no-image-finish", "NO_IMAGE", "NO_IMAGE"],
    ["image-other", "NO_IMAGE", "IMAGE_OTHER"],
  ])("reads finishReason %s as %s", async (scenario, kind, reason) => {
    const err = await failure(gemini(scenario).engine.generate(request));
    expect(err.kind).toBe(kind);
    expect(err.message).toContain(reason);
  });

  it("quotes Gemini's text when it answers without an image", async () => {
    const err = await failure(gemini("no-image").engine.generate(request));
    expect(err.message).toContain("I can describe a blue mug");
  });
});

it.each(["gemini", "openai"] as const)("treats an empty %s transcript as a provider error", async (provider) => {
  const { engine } = engines[provider]("empty-transcript");
  const err = await failure(engine.transcribe({ audio: new Uint8Array([1]), mimeType: "audio/ogg" }));
  expect(err.kind).toBe("PROVIDER_ERROR");
});
