// The Gemini and OpenAI engines, run in workerd with the real SDKs against local fakes that
// speak the providers' wire formats (test/fakes): what we send, and how each failure maps to
// an EngineError kind. Each test uses its own API key, so it reads back only its own requests.
import { PhotonImage } from "@cf-wasm/photon";
import { describe, expect, inject, it } from "vitest";
import { createGeminiEngine } from "../../worker/engines/gemini";
import { createOpenAIEngine } from "../../worker/engines/openai";
import { EngineError, type EngineErrorKind } from "../../worker/engines/types";
import type { RecordedFile, RecordedRequest } from "../fakes/recorded";
import { solidPng } from "./helpers";

const fakes = inject("providerFakes");
const TIMEOUT_MS = 1500;
let counter = 0;

const keyFor = (scenario: string) => `${scenario}:k${counter++}-${Date.now().toString(36)}`;
export const gemini = (scenario: string, options: { model?: string; textModel?: string } = {}) => {
  const apiKey = keyFor(scenario);
  return { apiKey, engine: createGeminiEngine({ apiKey, baseUrl: fakes.gemini, timeoutMs: TIMEOUT_MS, ...options }) };
};
export const openai = (scenario: string, options: { model?: string; transcribeModel?: string } = {}) => {
  const apiKey = keyFor(scenario);
  return { apiKey, engine: createOpenAIEngine({ apiKey, baseURL: `${fakes.openai}/v1`, timeoutMs: TIMEOUT_MS, ...options }) };
};

export async function sent(provider: "gemini" | "openai", apiKey: string): Promise<RecordedRequest[]> {
  const res = await fetch(`${fakes[provider]}/__requests?key=${encodeURIComponent(apiKey)}`);
  return (await res.json()) as RecordedRequest[];
}

export async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof EngineError)) throw new Error(`expected an EngineError, got ${String(err)}`);
  return err;
}

export const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
export const file = (value: string | RecordedFile | undefined) => value as RecordedFile;

/** A JPEG/WebP made in the Worker with the app's own image library. */
export function encoded(format: "jpeg" | "webp", w: number, h: number): Uint8Array {
  const img = PhotonImage.new_from_byteslice(solidPng(w, h, [30, 120, 200]));
  try {
    return format === "jpeg" ? img.get_bytes_jpeg(80) : img.get_bytes_webp();
  } finally {
    img.free();
  }
}

const tuning = { temperature: 0.4, maxTokens: 3000 };
const history = [
  { role: "assistant" as const, content: "Welcome! What shall we make?" },
  { role: "user" as const, content: "A blue ceramic mug on oak" },
  { role: "assistant" as const, content: "Here is your mug." },
  { role: "user" as const, content: "Add steam" },
];
const ERROR_CASES: [string, EngineErrorKind][] = [
  ["bad-key", "BAD_KEY"],
  ["quota", "QUOTA"],
  ["safety", "SAFETY"],
  ["no-image", "NO_IMAGE"],
  ["server-error", "PROVIDER_ERROR"],
  ["malformed", "PROVIDER_ERROR"],
  ["hang", "TIMEOUT"],
];

describe("Gemini engine", () => {
  it("generates from the prompt and references with tuning and aspect ratio", async () => {
    const { apiKey, engine } = gemini("ok");
    const [png, jpeg] = [solidPng(40, 30, [200, 10, 10]), encoded("jpeg", 24, 24)];
    const result = await engine.generate({ prompt: "A mug", referenceImages: [png, jpeg], aspectRatio: "16:9", ...tuning });
    expect([engine.name, engine.model]).toEqual(["gemini", "gemini-2.5-flash-image"]);
    expect(isPng(result.bytes) && [result.width, result.height]).toEqual([10, 6]);

    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe("/v1beta/models/gemini-2.5-flash-image:generateContent");
    expect(req.headers["x-goog-api-key"]).toBe(apiKey);
    expect(req.json.contents).toEqual([
      {
        role: "user",
        parts: [
          { text: "A mug" },
          { inlineData: { mimeType: "image/png", data: b64(png) } },
          { inlineData: { mimeType: "image/jpeg", data: b64(jpeg) } },
        ],
      },
    ]);
    expect(req.json.generationConfig).toEqual({
      temperature: 0.4,
      maxOutputTokens: 3000,
      responseModalities: ["IMAGE", "TEXT"],
      imageConfig: { aspectRatio: "16:9" },
    });
  });

  it("omits imageConfig without an aspect ratio and uses the configured model", async () => {
    const { apiKey, engine } = gemini("ok", { model: "gemini-3-pro-image-preview" });
    await engine.generate({ prompt: "A mug", referenceImages: [], ...tuning });
    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe("/v1beta/models/gemini-3-pro-image-preview:generateContent");
    expect(req.json.generationConfig.imageConfig).toBeUndefined();
    expect(engine.model).toBe("gemini-3-pro-image-preview");
  });

  it.each(["jpeg", "webp"])("converts a %s answer to PNG", async (scenario) => {
    const result = await gemini(scenario).engine.generate({ prompt: "A mug", referenceImages: [], ...tuning });
    expect(isPng(result.bytes) && [result.width, result.height]).toEqual([12, 8]);
  });

  it("refines with the conversation so far, then the previous image and the instruction", async () => {
    const { apiKey, engine } = gemini("ok");
    const previous = solidPng(32, 48, [0, 90, 200]);
    await engine.refine({ image: previous, instruction: "Make it red", history, ...tuning });
    const [req] = await sent("gemini", apiKey);
    // The greeting before the first user turn is dropped: Gemini conversations open with the user.
    expect(req.json.contents).toEqual([
      { role: "user", parts: [{ text: "A blue ceramic mug on oak" }] },
      { role: "model", parts: [{ text: "Here is your mug." }] },
      { role: "user", parts: [{ text: "Add steam" }, { inlineData: { mimeType: "image/png", data: b64(previous) } }, { text: "Make it red" }] },
    ]);
    expect(req.json.generationConfig).toMatchObject({ temperature: 0.4, maxOutputTokens: 3000 });
  });

  it("transforms a photo with the style prompt", async () => {
    const { apiKey, engine } = gemini("ok");
    const photo = encoded("webp", 30, 20);
    const result = await engine.transform({ image: photo, style: { id: "ukiyo-e", prompt: "Redraw as an ukiyo-e woodblock print." } });
    expect(isPng(result.bytes)).toBe(true);
    const [req] = await sent("gemini", apiKey);
    expect(req.json.contents[0].parts).toEqual([
      { inlineData: { mimeType: "image/webp", data: b64(photo) } },
      { text: "Redraw as an ukiyo-e woodblock print." },
    ]);
    expect(req.json.generationConfig.responseModalities).toEqual(["IMAGE", "TEXT"]);
  });

  it("transcribes audio verbatim with the text model and a language hint", async () => {
    const { apiKey, engine } = gemini("ok");
    const audio = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);
    const text = await engine.transcribe({ audio, mimeType: "audio/webm;codecs=opus", language: "fr-FR" });
    expect(text).toBe("Bonjour, une tasse en céramique bleue.");
    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    const [audioPart, prompt] = req.json.contents[0].parts;
    expect(audioPart).toEqual({ inlineData: { mimeType: "audio/webm", data: b64(audio) } });
    expect(prompt.text).toMatch(/verbatim/);
    expect(prompt.text).toContain("fr-FR");
    expect(req.json.generationConfig).toEqual({ temperature: 0 });
  });

  it("treats an empty transcript as a provider error", async () => {
    const err = await failure(gemini("empty-transcript").engine.transcribe({ audio: new Uint8Array([1]), mimeType: "audio/ogg" }));
    expect(err.kind).toBe("PROVIDER_ERROR");
  });

  it.each([...ERROR_CASES, ["image-safety", "SAFETY"]])("maps %s to %s without echoing the key", async (scenario, kind) => {
    const { apiKey, engine } = gemini(scenario);
    const err = await failure(engine.generate({ prompt: "A mug", referenceImages: [], ...tuning }));
    expect(err.kind).toBe(kind);
    expect(err.message).not.toContain(apiKey);
    expect(await sent("gemini", apiKey)).toHaveLength(1);
    if (scenario === "no-image") expect(err.message).toContain("I can describe a blue mug");
  });

  it("refuses a reference that is not an image before calling the provider", async () => {
    const { apiKey, engine } = gemini("ok");
    const err = await failure(engine.generate({ prompt: "A mug", referenceImages: [new Uint8Array(64)], ...tuning }));
    expect(err.kind).toBe("INVALID_IMAGE");
    expect(await sent("gemini", apiKey)).toHaveLength(0);
  });
});
