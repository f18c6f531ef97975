// The Gemini engine in workerd with the real @google/genai SDK against the Gemini fake: the
// generateContent requests we send for each operation, and how answers become PNGs.
import { describe, expect, it } from "vitest";
import { b64, encoded, gemini, isPng, sent, tuning } from "./provider-fakes";
import { solidPng } from "./helpers";

const history = [
  { role: "assistant" as const, content: "Welcome! What shall we make?" },
  { role: "user" as const, content: "A blue ceramic mug on oak" },
  { role: "assistant" as const, content: "Here is your mug." },
  { role: "user" as const, content: "Add steam" },
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
});
