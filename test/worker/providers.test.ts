// Provider failures, for both engines in workerd with the real SDKs against the fakes: each
// scenario maps to its EngineError kind, costs exactly one request (no silent retries) and
// never repeats the API key; bad input is refused before anything is sent.
import { describe, expect, it } from "vitest";
import { createGeminiEngine } from "../../worker/engines/gemini";
import { createOpenAIEngine } from "../../worker/engines/openai";
import type { EngineErrorKind } from "../../worker/engines/types";
import { solidPng } from "./helpers";
import { ERROR_CASES, failure, gemini, openai, sent, tuning } from "./provider-fakes";

const engines = { gemini, openai };
const request = { prompt: "A blue mug", referenceImages: [], ...tuning };

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
    kinds.push((await failure(engine.transcribe({ audio: new Uint8Array([1, 2]), mimeType: "audio/webm" }))).kind);
    expect(kinds).toEqual(["QUOTA", "QUOTA", "QUOTA"]);
  });

  it("refuses a reference that is not an image before calling the provider", async () => {
    const { apiKey, engine } = engines[provider]("ok");
    const err = await failure(engine.generate({ ...request, referenceImages: [new Uint8Array(64)] }));
    expect(err.kind).toBe("INVALID_IMAGE");
    expect(await sent(provider, apiKey)).toHaveLength(0);
  });
});

it.each(["gemini", "openai"] as const)("reports an unreachable %s as a provider error", async (provider) => {
  // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
  const engine =
    provider === "gemini"
      ? createGeminiEngine({ apiKey: "ok:unreachable", baseUrl: "http://127.0.0.1:9", timeoutMs: 5000 })
      : createOpenAIEngine({ apiKey: "ok:unreachable", baseURL: "http://127.0.0.1:9/v1", timeoutMs: 5000 });
  const err = await failure(engine.generate(request));
  expect([err.kind, err.message]).toEqual(["PROVIDER_ERROR", `Could not reach ${provider === "gemini" ? "Gemini" : "OpenAI"}.`]);
});

it("reads Gemini's withheld image (finishReason IMAGE_SAFETY) as SAFETY", async () => {
  const err = await failure(gemini("image-safety").engine.generate(request));
  expect(err.kind).toBe("SAFETY");
  expect(err.message).toContain("IMAGE_SAFETY");
});

it("quotes Gemini's text when it answers without an image", async () => {
  const err = await failure(gemini("no-image").engine.generate(request));
  expect(err.message).toContain("I can describe a blue mug");
});

it.each(["gemini", "openai"] as const)("treats an empty %s transcript as a provider error", async (provider) => {
  const { engine } = engines[provider]("empty-transcript");
  const err = await failure(engine.transcribe({ audio: new Uint8Array([1]), mimeType: "audio/ogg" }));
  expect(err.kind).toBe("PROVIDER_ERROR");
});
