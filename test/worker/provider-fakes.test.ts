// The fakes refuse what the real services refuse, in their error shapes, so a request our
// engines get wrong fails here rather than in production: unknown fields, wrong types, unknown
// and retired models, formats and modalities a model does not take. (The engine tests prove
// that what we do send passes.)
import { GoogleGenAI } from "@google/genai";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { GEMINI_API_VERSION } from "../../worker/engines/gemini";
import type { GeminiAnswer } from "../fakes/provider-bodies";
import { configured, fakes, keyFor } from "./support/provider-fakes";

/** Google's and OpenAI's error objects, as far as these tests read them. */
type GoogleError = { code?: number; status?: string; message?: string; details?: unknown[] };
type OpenAIError = { code?: string; param?: string | null; type?: string; message?: string };

const geminiModels = configured.gemini.models;

async function gemini(model: string, body: unknown, key = keyFor("ok")) {
  const res = await fetch(`${fakes.gemini}/v1beta/models/${model}:generateContent`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-goog-api-key": key },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as GeminiAnswer & { error?: GoogleError } };
}

const text = (t: string) => ({ contents: [{ role: "user", parts: [{ text: t }] }] });

describe("the Gemini fake", () => {
  it("accepts a well-formed request for a current model", async () => {
    const { status, body } = await gemini(geminiModels.image, {
      ...text("A mug"),
      generationConfig: { responseModalities: ["IMAGE", "TEXT"], imageConfig: { imageSize: "2K" } },
    });
    expect(status).toBe(200);
    expect(body.candidates?.[0]?.content?.parts?.some((p) => p.inlineData)).toBe(true);
  });

  it("refuses an unknown field with the protobuf parser's message and a field violation", async () => {
    const { status, body } = await gemini(geminiModels.image, {
      ...text("A mug"),
      generationConfig: { maxTokens: 100 },
    });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 400,
      status: "INVALID_ARGUMENT",
      message: `Invalid JSON payload received. Unknown name "maxTokens" at 'generation_config': Cannot find field.`,
      details: [
        { "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [{ field: "generation_config" }] },
      ],
    });
  });

  it("refuses values of the wrong type", async () => {
    const { status, body } = await gemini(geminiModels.text, {
      ...text("Hi"),
      generationConfig: { temperature: "warm", maxOutputTokens: 1.5 },
    });
    expect(status).toBe(400);
    expect(body.error?.message).toBe(
      `Invalid value at 'generation_config.temperature' (TYPE_FLOAT), "warm"\nInvalid value at 'generation_config.max_output_tokens' (TYPE_INT32), 1.5`,
    );
  });

  it("answers a retired model like an unknown one: 404 NOT_FOUND, the recorded shape", async () => {
    const { status, body } = await gemini("gemini-2.5-flash-image", text("A mug"));
    expect(status).toBe(404);
    expect(body.error).toMatchObject({
      code: 404,
      status: "NOT_FOUND",
      message: expect.stringMatching(/^models\/gemini-2\.5-flash-image is not found for API version v1beta/),
    });
  });

  it("refuses audio types Gemini does not document, and modalities a model does not have", async () => {
    const webm = {
      contents: [
        { role: "user", parts: [{ inlineData: { mimeType: "audio/webm", data: "GkXfow==" } }, { text: "Transcribe" }] },
      ],
    };
    expect((await gemini(geminiModels.transcribe, webm)).body.error).toMatchObject({
      code: 400,
      message: "Unsupported MIME type: audio/webm",
    });
    const image = await gemini(geminiModels.text, {
      ...text("Draw"),
      generationConfig: { responseModalities: ["IMAGE"] },
    });
    expect(image.body.error?.message).toBe("Model does not support the requested response modalities: image");
    const speech = await gemini(geminiModels.tts, {
      ...text("Hello"),
      generationConfig: {
        responseModalities: ["AUDIO"],
        speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: "Nobody" } } },
      },
    });
    expect(speech.status).toBe(400);
  });

  it("refuses a part that carries two kinds of data, and image sizes the models do not offer", async () => {
    const twoData = {
      contents: [{ role: "user", parts: [{ text: "x", inlineData: { mimeType: "image/png", data: "AA==" } }] }],
    };
    expect((await gemini(geminiModels.image, twoData)).body.error?.message).toMatch(
      /Oneof field 'data' is already set/,
    );
    const size = await gemini(geminiModels.image, {
      ...text("A mug"),
      generationConfig: { responseModalities: ["IMAGE", "TEXT"], imageConfig: { imageSize: "8K" } },
    });
    expect(size.status).toBe(400);
  });

  it("answers 503 UNAVAILABLE and the location refusal as the real service does", async () => {
    expect((await gemini(geminiModels.image, text("A mug"), keyFor("overloaded"))).body.error).toMatchObject({
      code: 503,
      status: "UNAVAILABLE",
    });
    expect((await gemini(geminiModels.image, text("A mug"), keyFor("location"))).body.error).toEqual({
      code: 400,
      status: "FAILED_PRECONDITION",
      message: "User location is not supported for the API use.",
    });
  });

  it("is what the official SDK reports as an API error with the status", async () => {
    const ai = new GoogleGenAI({
      apiKey: keyFor("ok"),
      apiVersion: GEMINI_API_VERSION,
      httpOptions: { baseUrl: fakes.gemini },
    });
    const error = await ai.models.generateContent({ model: "gemini-2.5-flash", contents: "Hi" }).catch((e) => e);
    expect(error).toMatchObject({ status: 404 });
  });
});

const openaiModels = configured.openai.models;

async function openai(path: string, body: unknown, key = keyFor("ok")) {
  const res = await fetch(`${fakes.openai}/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, error: ((await res.json()) as { error?: OpenAIError }).error };
}

describe("the OpenAI fake", () => {
  it("refuses unknown parameters, missing ones, wrong types and values with OpenAI's codes", async () => {
    const generate = (body: object) =>
      openai("/images/generations", { model: openaiModels.image, prompt: "A mug", ...body });
    expect(await generate({ temperature: 0.5 })).toMatchObject({
      status: 400,
      error: { code: "unknown_parameter", param: "temperature", type: "invalid_request_error" },
    });
    expect(await openai("/images/generations", { model: openaiModels.image })).toMatchObject({
      status: 400,
      error: { code: "missing_required_parameter", param: "prompt" },
    });
    expect(await generate({ n: "1" })).toMatchObject({
      status: 400,
      error: { code: "invalid_type", message: "Invalid type for 'n': expected an integer, but got a string instead." },
    });
    expect(await generate({ quality: "ultra" })).toMatchObject({
      status: 400,
      error: { code: "invalid_value", param: "quality" },
    });
    expect(await generate({ size: "1000x1000" })).toMatchObject({
      status: 400,
      error: { code: "invalid_value", param: "size" },
    });
  });

  it("answers a retired model with 404 model_not_found, and a model on the wrong endpoint with 400", async () => {
    expect(await openai("/images/generations", { model: "gpt-image-1", prompt: "A mug" })).toMatchObject({
      status: 404,
      error: {
        code: "model_not_found",
        message: "The model `gpt-image-1` does not exist or you do not have access to it.",
      },
    });
    expect(await openai("/images/generations", { model: openaiModels.text, prompt: "A mug" })).toMatchObject({
      status: 400,
      error: { param: "model" },
    });
  });

  it("refuses sampling settings and max_tokens on the GPT-6 reasoning models", async () => {
    const chat = (body: object) =>
      openai("/chat/completions", { model: "gpt-6-luna", messages: [{ role: "user", content: "Hi" }], ...body });
    expect(await chat({ temperature: 0.2 })).toMatchObject({
      status: 400,
      error: { code: "unsupported_value", param: "temperature" },
    });
    expect(await chat({ max_tokens: 100 })).toMatchObject({
      status: 400,
      error: { code: "unsupported_parameter", param: "max_tokens" },
    });
  });

  it("refuses an upload the image endpoint cannot read, through the official SDK", async () => {
    const client = new OpenAI({
      apiKey: keyFor("ok"),
      baseURL: `${fakes.openai}/v1`,
      maxRetries: 0,
      fetch: (input, init) => globalThis.fetch(input, init),
    });
    const file = new File([new Uint8Array([1, 2, 3])], "photo.bin", { type: "application/octet-stream" });
    const error = await client.images
      .edit({ model: openaiModels.image, image: file, prompt: "Brighter" })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 400, code: "unsupported_file_mimetype" });
  });

  it("answers the region refusal and organization verification with 403 and their own wording", async () => {
    expect(
      await openai("/images/generations", { model: openaiModels.image, prompt: "A mug" }, keyFor("location")),
    ).toMatchObject({
      status: 403,
      error: { code: "unsupported_country_region_territory", type: "request_forbidden" },
    });
    const org = await openai(
      "/images/generations",
      { model: openaiModels.image, prompt: "A mug" },
      keyFor("org-unverified"),
    );
    expect(org.status).toBe(403);
    expect(org.error?.message).toMatch(/^Your organization must be verified to use the model/);
  });
});
