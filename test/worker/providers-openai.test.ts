// The OpenAI engine in workerd with the real openai SDK against the OpenAI fake, which refuses
// what the real API refuses: the image generation/edit and transcription requests we send
// (with the models wrangler.toml configures), and answers kept in the format they arrive in.
import { describe, expect, it } from "vitest";
import type { AspectRatio } from "../../worker/engines/types";
import { FAKE_JPEG } from "../fakes/images";
import { solidPng } from "./support/images";
import { b64, configured, encoded, file, isPng, openai, sent, tuning } from "./support/provider-fakes";

const models = configured.openai.models;

describe("OpenAI engine", () => {
  it("generates without references through images.generate with Bearer auth", async () => {
    const { apiKey, engine } = openai("ok");
    const result = await engine.generate({ prompt: "A mug", referenceImages: [], aspectRatio: "1:1", ...tuning });
    expect([engine.name, engine.model]).toEqual(["openai", models.image]);
    expect(result).toMatchObject({ mimeType: "image/png", width: 10, height: 6 });
    const [req] = await sent("openai", apiKey);
    expect([req.method, req.path]).toEqual(["POST", "/v1/images/generations"]);
    expect(req.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(req.json).toEqual({ model: models.image, prompt: "A mug", n: 1, size: "1024x1024" });
  });

  it("picks the gpt-image size for each aspect ratio", async () => {
    const expected: Record<AspectRatio, string> = {
      "1:1": "1024x1024",
      "3:4": "1024x1536",
      "9:16": "1024x1536",
      "4:3": "1536x1024",
      "16:9": "1536x1024",
    };
    const { apiKey, engine } = openai("ok", { models: { image: "gpt-image-2.6-sunburst" } });
    for (const aspectRatio of Object.keys(expected) as AspectRatio[]) {
      await engine.generate({ prompt: "A mug", referenceImages: [], aspectRatio, ...tuning });
    }
    const requests = await sent("openai", apiKey);
    expect(requests.map((r) => r.json?.size)).toEqual(Object.values(expected));
    expect(new Set(requests.map((r) => r.json?.model))).toEqual(new Set(["gpt-image-2.6-sunburst"]));
  });

  it("generates with references through a multipart images.edit", async () => {
    const { apiKey, engine } = openai("ok");
    const [png, jpeg] = [solidPng(40, 30, [200, 10, 10]), encoded("jpeg", 24, 24)];
    await engine.generate({
      prompt: "This mug on a beach",
      referenceImages: [png, jpeg],
      aspectRatio: "9:16",
      ...tuning,
    });
    const [req] = await sent("openai", apiKey);
    expect(req.path).toBe("/v1/images/edits");
    expect(req.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.fields).toMatchObject({
      model: [models.image],
      prompt: ["This mug on a beach"],
      size: ["1024x1536"],
      n: ["1"],
    });
    expect(req.fields!["image[]"].map(file)).toEqual([
      { filename: "reference-image-1.png", type: "image/png", size: png.length, base64: b64(png) },
      { filename: "reference-image-2.jpg", type: "image/jpeg", size: jpeg.length, base64: b64(jpeg) },
    ]);
  });

  it.each([
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
  ])("keeps a %s answer as it arrived, not re-encoded", async (scenario, mimeType) => {
    const result = await openai(scenario).engine.generate({ prompt: "A mug", referenceImages: [], ...tuning });
    expect(result).toMatchObject({ mimeType, width: 12, height: 8 });
    if (scenario === "jpeg") expect(b64(result.bytes)).toBe(FAKE_JPEG.base64);
  });

  it("refines by editing the previous image, carrying earlier requests in the prompt", async () => {
    const { apiKey, engine } = openai("ok");
    const previous = solidPng(30, 45, [0, 90, 200]);
    const history = [
      { role: "user" as const, content: "A blue ceramic mug on oak" },
      { role: "assistant" as const, content: "Here is your mug." },
      { role: "user" as const, content: "Add steam" },
    ];
    await engine.refine({ image: previous, instruction: "Make it red", history, ...tuning });
    const [req] = await sent("openai", apiKey);
    expect(req.path).toBe("/v1/images/edits");
    expect(req.fields!.image.map(file)).toEqual([
      { filename: "previous-image.png", type: "image/png", size: previous.length, base64: b64(previous) },
    ]);
    const prompt = req.fields!.prompt[0] as string;
    expect(prompt).toContain("- A blue ceramic mug on oak\n- Add steam");
    expect(prompt).not.toContain("Here is your mug");
    expect(prompt).toMatch(/Make it red$/);
    // A portrait previous image stays portrait.
    expect(req.fields!.size).toEqual(["1024x1536"]);
  });

  it("transforms a photo by editing it with the style prompt", async () => {
    const { apiKey, engine } = openai("ok");
    const photo = encoded("jpeg", 48, 30);
    const result = await engine.transform({
      image: photo,
      style: { id: "ukiyo-e", prompt: "Redraw as an ukiyo-e woodblock print." },
    });
    expect(isPng(result.bytes)).toBe(true);
    const [req] = await sent("openai", apiKey);
    expect(req.fields!.image.map(file)).toEqual([
      { filename: "photo.jpg", type: "image/jpeg", size: photo.length, base64: b64(photo) },
    ]);
    expect(req.fields).toMatchObject({
      prompt: ["Redraw as an ukiyo-e woodblock print."],
      size: ["1536x1024"],
      model: [models.image],
    });
  });

  it("keeps the photo's shape, read from its PNG, JPEG or WebP header", async () => {
    const { apiKey, engine } = openai("ok");
    const style = { id: "noir", prompt: "Film noir." };
    const photos = [
      solidPng(30, 50, [9, 9, 9]),
      encoded("jpeg", 50, 30),
      encoded("webp", 40, 40),
      encoded("webp", 30, 60),
    ];
    for (const image of photos) await engine.transform({ image, style });
    const sizes = (await sent("openai", apiKey)).map((r) => r.fields!.size[0]);
    expect(sizes).toEqual(["1024x1536", "1536x1024", "1024x1024", "1024x1536"]);
  });

  it.each([
    ["audio/webm;codecs=opus", [0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3], "voice.webm", "audio/webm"],
    ["audio/wav", [0x52, 0x49, 0x46, 0x46, 1, 2, 3], "voice.wav", "audio/wav"],
  ])(
    "transcribes %s through audio.transcriptions with a file name the API can decode",
    async (mimeType, bytes, filename, type) => {
      const { apiKey, engine } = openai("ok");
      const audio = new Uint8Array(bytes);
      const text = await engine.transcribe({ audio, mimeType, language: "fr-FR" });
      expect(text).toBe("Bonjour, une tasse en céramique bleue.");
      const [req] = await sent("openai", apiKey);
      expect([req.path, req.headers.authorization]).toEqual(["/v1/audio/transcriptions", `Bearer ${apiKey}`]);
      expect(req.fields!.model).toEqual([models.transcribe]);
      expect(req.fields!.file.map(file)).toEqual([{ filename, type, size: audio.length, base64: b64(audio) }]);
    },
  );
});
