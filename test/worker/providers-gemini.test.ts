// The Gemini engine in workerd with the real @google/genai SDK against the Gemini fake, which
// refuses what the real API refuses: the generateContent requests we send for each operation
// (with the models wrangler.toml configures), and how answers become images in their own format.
import { describe, expect, it } from "vitest";
import recorded from "../fakes/fixtures/js-genai-image-output.json";
import { FAKE_JPEG, FAKE_PNG } from "../fakes/images";
import type { GeminiAnswer } from "../fakes/provider-bodies";
import { solidPng } from "./support/images";
import { b64, configured, encoded, failure, gemini, isPng, sent, tuning } from "./support/provider-fakes";

const history = [
  { role: "assistant" as const, content: "Welcome! What shall we make?" },
  { role: "user" as const, content: "A blue ceramic mug on oak" },
  { role: "assistant" as const, content: "Here is your mug." },
  { role: "user" as const, content: "Add steam" },
];
const models = configured.gemini.models;
const path = (model: string) => `/v1beta/models/${model}:generateContent`;
const recordedImage = (recorded.segments as GeminiAnswer[])
  .flatMap((s) => s.candidates?.[0]?.content?.parts ?? [])
  .find((p) => p.inlineData)!.inlineData!.data!;

describe("Gemini engine", () => {
  it("generates from the prompt and references with the configured image model, aspect ratio and size", async () => {
    const { apiKey, engine } = gemini("ok");
    const [png, jpeg] = [solidPng(40, 30, [200, 10, 10]), encoded("jpeg", 24, 24)];
    const result = await engine.generate({
      prompt: "A mug",
      referenceImages: [png, jpeg],
      aspectRatio: "16:9",
      ...tuning,
    });
    expect([engine.name, engine.model]).toEqual(["gemini", models.image]);
    expect(result).toMatchObject({ mimeType: "image/png", width: 10, height: 6 });

    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe(path(models.image));
    expect(req.headers["x-goog-api-key"]).toBe(apiKey);
    expect(req.json?.contents).toEqual([
      {
        role: "user",
        parts: [
          { text: "A mug" },
          { inlineData: { mimeType: "image/png", data: b64(png) } },
          { inlineData: { mimeType: "image/jpeg", data: b64(jpeg) } },
        ],
      },
    ]);
    // No token cap (a thinking image model's thoughts count against it) and no temperature
    // (Google asks to keep Gemini 3 models at their default), whatever the user's settings.
    expect(req.json?.generationConfig).toEqual({
      responseModalities: ["IMAGE", "TEXT"],
      imageConfig: { aspectRatio: "16:9", imageSize: configured.gemini.imageSize },
    });
  });

  it("sends the image size the deployment chooses, and no imageConfig when there is nothing to say", async () => {
    const large = gemini("ok", { imageSize: "4K", models: { image: "gemini-3-pro-image" } });
    await large.engine.generate({ prompt: "A mug", referenceImages: [], ...tuning });
    const [big] = await sent("gemini", large.apiKey);
    expect(big.path).toBe(path("gemini-3-pro-image"));
    expect(big.json?.generationConfig?.imageConfig).toEqual({ imageSize: "4K" });

    const plain = gemini("ok", { imageSize: undefined });
    await plain.engine.generate({ prompt: "A mug", referenceImages: [], ...tuning });
    expect((await sent("gemini", plain.apiKey))[0].json?.generationConfig).toEqual({
      responseModalities: ["IMAGE", "TEXT"],
    });
    // A model without sizes offers none; one with sizes offers all three.
    expect(plain.engine.imageSizes).toBeUndefined();
    expect(large.engine.imageSizes?.map((s) => s.id)).toEqual(["1K", "2K", "4K"]);
  });

  it("a user's choice of size wins over the deployment's default, in generation and refinement", async () => {
    const chosen = gemini("ok", { imageSize: "1K" });
    await chosen.engine.generate({ prompt: "A mug", referenceImages: [], ...tuning, imageSize: "2K" });
    await chosen.engine.refine({
      image: solidPng(8, 8, [1, 2, 3]),
      instruction: "Brighter",
      history: [],
      ...tuning,
      imageSize: "4K",
    });
    const [generated, refined] = await sent("gemini", chosen.apiKey);
    expect(generated.json?.generationConfig?.imageConfig).toEqual({ imageSize: "2K" });
    expect(refined.json?.generationConfig?.imageConfig).toEqual({ imageSize: "4K" });
  });

  it.each([
    ["jpeg", "image/jpeg", FAKE_JPEG.base64],
    ["webp", "image/webp", undefined],
  ])("keeps a %s answer as it arrived, not re-encoded", async (scenario, mimeType, original) => {
    const result = await gemini(scenario).engine.generate({ prompt: "A mug", referenceImages: [], ...tuning });
    expect(result).toMatchObject({ mimeType, width: 12, height: 8 });
    if (original) expect(b64(result.bytes)).toBe(original);
  });

  it("reads a real recorded image answer (js-genai's recording) byte for byte", async () => {
    const result = await gemini("recorded").engine.generate({
      prompt: "The Eiffel tower with fireworks",
      referenceImages: [],
      ...tuning,
    });
    expect(result).toMatchObject({ mimeType: "image/png", width: 510, height: 1024 });
    expect(b64(result.bytes)).toBe(recordedImage);
  });

  it("takes the answer, not a draft image the model thought with", async () => {
    const result = await gemini("thinking").engine.generate({ prompt: "A mug", referenceImages: [], ...tuning });
    expect(result.mimeType).toBe("image/png");
    expect(b64(result.bytes)).toBe(FAKE_PNG.base64);
  });

  it("refines with the conversation so far, then the previous image (whatever its format) and the instruction", async () => {
    const { apiKey, engine } = gemini("ok");
    const previous = encoded("jpeg", 32, 48);
    await engine.refine({ image: previous, instruction: "Make it red", history, ...tuning });
    const [req] = await sent("gemini", apiKey);
    // The greeting before the first user turn is dropped: Gemini conversations open with the user.
    expect(req.json?.contents).toEqual([
      { role: "user", parts: [{ text: "A blue ceramic mug on oak" }] },
      { role: "model", parts: [{ text: "Here is your mug." }] },
      {
        role: "user",
        parts: [
          { text: "Add steam" },
          { inlineData: { mimeType: "image/jpeg", data: b64(previous) } },
          { text: "Make it red" },
        ],
      },
    ]);
    expect(req.json?.generationConfig?.temperature).toBeUndefined();
  });

  it("transforms a photo with the style prompt", async () => {
    const { apiKey, engine } = gemini("ok");
    const photo = encoded("webp", 30, 20);
    const result = await engine.transform({
      image: photo,
      style: { id: "ukiyo-e", prompt: "Redraw as an ukiyo-e woodblock print." },
    });
    expect(isPng(result.bytes)).toBe(true);
    const [req] = await sent("gemini", apiKey);
    expect(req.json?.contents?.[0]?.parts).toEqual([
      { inlineData: { mimeType: "image/webp", data: b64(photo) } },
      { text: "Redraw as an ukiyo-e woodblock print." },
    ]);
    expect(req.json?.generationConfig?.responseModalities).toEqual(["IMAGE", "TEXT"]);
  });

  it.each([
    ["audio/wav", "audio/wav"],
    ["audio/mpeg", "audio/mp3"],
    ["audio/ogg;codecs=opus", "audio/ogg"],
  ])("transcribes %s verbatim as %s with the transcription model and a language hint", async (mimeType, sentType) => {
    const { apiKey, engine } = gemini("ok");
    const audio = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    const text = await engine.transcribe({ audio, mimeType, language: "fr-FR" });
    expect(text).toBe("Bonjour, une tasse en céramique bleue.");
    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe(path(models.transcribe));
    const [audioPart, prompt] = req.json?.contents?.[0]?.parts ?? [];
    expect(audioPart).toEqual({ inlineData: { mimeType: sentType, data: b64(audio) } });
    expect(prompt.text).toMatch(/verbatim/);
    expect(prompt.text).toContain("fr-FR");
    // Temperature 0 is gone too: Gemini 3 models are meant to run at their default.
    expect(req.json?.generationConfig ?? {}).toEqual({});
  });

  it("refuses WebM, which Gemini does not document, before sending anything", async () => {
    const { apiKey, engine } = gemini("ok");
    const err = await failure(
      engine.transcribe({ audio: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1]), mimeType: "audio/webm;codecs=opus" }),
    );
    expect(err.kind).toBe("UNSUPPORTED_AUDIO");
    expect(await sent("gemini", apiKey)).toHaveLength(0);
  });
});
