// Interior design and storybooks on both provider engines in workerd, with the real SDKs
// against the fakes (which refuse what the real APIs refuse): the requests we send (the
// configured models, the language by name, the page count, reference images, TTS model, voice
// and style), how answers become a Story, images, WAV and MP3, and how failures map to
// EngineError kinds.
import { describe, expect, it } from "vitest";
import { illustrationPrompt, languageName, NARRATION_DIRECTION, roomDesignPrompt } from "../../worker/engines/prompts";
import type { EngineErrorKind, IllustrationRequest, Story } from "../../worker/engines/types";
import { pcmToWav } from "../../worker/engines/wav";
import { FAKE_MP3, FAKE_PCM, FAKE_PCM_RATE, FAKE_STORY_TITLE, FAKE_WAV, fakeStoryPage } from "../fakes/story";
import { solidPng } from "./support/images";
import { b64, configured, encoded, failure, file, gemini, isPng, openai, sent } from "./support/provider-fakes";

const engines = { gemini, openai };
const geminiModels = configured.gemini.models;
const openaiModels = configured.openai.models;
const geminiPath = (model: string) => `/v1beta/models/${model}:generateContent`;

const story: Story = {
  title: "Mimi and the Moon Boat",
  pages: [
    "Mimi folds a paper boat.",
    "The boat rises to the moon.",
    "Mimi meets a moon rabbit.",
    "They sail home for tea.",
  ],
};
const page = (overrides: Partial<IllustrationRequest> = {}): IllustrationRequest => ({
  story,
  pageIndex: 1,
  style: "fairy_tale",
  idea: "A cat who sails to the moon",
  ...overrides,
});
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

describe("prompts", () => {
  it("names the story language in English", () => {
    expect(["zh-CN", "ar-SA", "pt-BR", "hi-IN", "en-US"].map(languageName)).toEqual([
      "Simplified Chinese",
      "Arabic",
      "Brazilian Portuguese",
      "Hindi",
      "English",
    ]);
    expect(languageName("sw")).toBe("Swahili");
    expect(languageName("not a tag")).toBe("not a tag");
  });

  it("builds a room instruction that keeps the architecture", () => {
    const prompt = roomDesignPrompt("dining_room", "japanese");
    expect(prompt).toContain("dining room");
    expect(prompt).toMatch(/Japanese style/);
    expect(prompt).toMatch(/Keep the room's architecture/);
  });

  it("tells the illustrator which reference image is which", () => {
    const both = illustrationPrompt({ ...page(), hasCharacter: true, hasFirstPage: true });
    expect(both).toContain("The first reference image shows the main character");
    expect(both).toContain("The second reference image is the book's first page");
    const firstOnly = illustrationPrompt({ ...page(), hasCharacter: false, hasFirstPage: true });
    expect(firstOnly).toContain("The reference image is the book's first page");
    expect(illustrationPrompt({ ...page(), hasCharacter: false, hasFirstPage: false })).not.toContain(
      "reference image",
    );
  });

  it("wraps PCM in a 44-byte WAV header", () => {
    const wav = pcmToWav(new Uint8Array([1, 2, 3, 4, 5]), 16_000);
    const v = new DataView(wav.buffer);
    expect([ascii(wav, 0, 4), ascii(wav, 8, 16), ascii(wav, 36, 40)]).toEqual(["RIFF", "WAVEfmt ", "data"]);
    expect([
      v.getUint32(4, true),
      v.getUint32(24, true),
      v.getUint32(28, true),
      v.getUint32(40, true),
      wav.length,
    ]).toEqual([40, 16_000, 32_000, 4, 48]);
  });
});

describe("Gemini storybooks and interior design", () => {
  it.each([
    ["zh-CN", "Simplified Chinese", 6],
    ["ar-SA", "Arabic", 8],
    ["pt-BR", "Brazilian Portuguese", 4],
  ] as const)("writes a %s story as JSON with the text model", async (language, name, numPages) => {
    const { apiKey, engine } = gemini("ok");
    const result = await engine.writeStory({
      idea: "A cat who sails to the moon",
      style: "fairy_tale",
      numPages,
      language,
    });
    expect(result.title).toBe(FAKE_STORY_TITLE);
    expect(result.pages).toEqual(Array.from({ length: numPages }, (_, i) => fakeStoryPage(i, numPages)));

    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe(geminiPath(geminiModels.text));
    expect(req.json?.generationConfig?.responseMimeType).toBe("application/json");
    expect(req.json?.generationConfig?.responseJsonSchema?.properties?.pages).toMatchObject({
      type: "array",
      minItems: numPages,
      maxItems: numPages,
    });
    const prompt = req.json?.contents?.[0]?.parts?.[0]?.text ?? "";
    expect(prompt).toContain(`in ${name}`);
    expect(prompt).toContain(`exactly ${numPages} pages`);
    expect(prompt).toContain('"A cat who sails to the moon"');
    expect(prompt).toMatch(/fairy tale/);
  });

  it("uses the configured text model for stories", async () => {
    const { apiKey, engine } = gemini("ok", { models: { text: "gemini-3.6-flash" } });
    await engine.writeStory({ idea: "Robots", style: "sci_fi", numPages: 4, language: "en-US" });
    expect((await sent("gemini", apiKey))[0].path).toBe(geminiPath("gemini-3.6-flash"));
  });

  it("redesigns a room by editing the photo with the image model", async () => {
    const { apiKey, engine } = gemini("ok");
    const photo = encoded("jpeg", 40, 30);
    const prompt = roomDesignPrompt("living_room", "scandinavian");
    const result = await engine.redesignRoom({
      image: photo,
      roomType: "living_room",
      designStyle: "scandinavian",
      prompt,
    });
    expect(isPng(result.bytes) && [result.width, result.height]).toEqual([10, 6]);
    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe(geminiPath(geminiModels.image));
    expect(req.json?.contents).toEqual([
      { role: "user", parts: [{ inlineData: { mimeType: "image/jpeg", data: b64(photo) } }, { text: prompt }] },
    ]);
    expect(req.json?.generationConfig?.responseModalities).toEqual(["IMAGE", "TEXT"]);
  });

  it("illustrates a page in landscape 4:3 with the character and the first page as references", async () => {
    const { apiKey, engine } = gemini("ok");
    const [character, firstPage] = [encoded("webp", 20, 30), solidPng(40, 30, [10, 200, 10])];
    const result = await engine.illustratePage(page({ character, firstPage }));
    expect(isPng(result.bytes)).toBe(true);
    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe(geminiPath(geminiModels.image));
    const [text, ...images] = req.json?.contents?.[0]?.parts ?? [];
    expect(images).toEqual([
      { inlineData: { mimeType: "image/webp", data: b64(character) } },
      { inlineData: { mimeType: "image/png", data: b64(firstPage) } },
    ]);
    expect(text.text).toContain("page 2 of 4");
    expect(text.text).toContain("The boat rises to the moon.");
    expect(text.text).toContain("watercolour");
    expect(text.text).toMatch(/No text in the image/);
    expect(req.json?.generationConfig).toEqual({
      responseModalities: ["IMAGE", "TEXT"],
      imageConfig: { aspectRatio: "4:3", imageSize: configured.gemini.imageSize },
    });
  });

  it("illustrates the first page from the prompt alone", async () => {
    const { apiKey, engine } = gemini("ok");
    await engine.illustratePage(page({ pageIndex: 0, style: "sci_fi" }));
    const [req] = await sent("gemini", apiKey);
    expect(req.json?.contents?.[0]?.parts).toHaveLength(1);
    expect(req.json?.contents?.[0]?.parts?.[0]?.text).toContain("Mimi folds a paper boat.");
  });

  it("narrates with the TTS model and a prebuilt voice, PCM wrapped as WAV", async () => {
    const { apiKey, engine } = gemini("ok");
    const speech = await engine.narrate({ text: "ميمي تطوي قاربًا من الورق.", language: "ar-SA" });
    expect(speech.mimeType).toBe("audio/wav");
    const wav = speech.audio;
    const v = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect([
      ascii(wav, 0, 4),
      ascii(wav, 8, 12),
      v.getUint16(22, true),
      v.getUint32(24, true),
      v.getUint16(34, true),
    ]).toEqual(["RIFF", "WAVE", 1, FAKE_PCM_RATE, 16]);
    expect(v.getUint32(40, true)).toBe(FAKE_PCM.bytes.length);
    expect(wav.subarray(44)).toEqual(FAKE_PCM.bytes);

    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe(geminiPath(geminiModels.tts));
    // The text alone (the TTS model reads it verbatim); the tone as the part's speech metadata.
    expect(req.json?.contents?.[0]?.parts).toEqual([
      { text: "ميمي تطوي قاربًا من الورق.", speechMetadata: { style: NARRATION_DIRECTION } },
    ]);
    expect(req.json?.generationConfig).toEqual({
      responseModalities: ["AUDIO"],
      speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: configured.gemini.ttsVoice } } },
    });
  });

  it("uses the configured TTS model and voice", async () => {
    const { apiKey, engine } = gemini("ok", { models: { tts: "gemini-3.8-flash-lite-tts" }, ttsVoice: "Kore" });
    await engine.narrate({ text: "Hello", language: "en-US" });
    const [req] = await sent("gemini", apiKey);
    expect(req.path).toBe(geminiPath("gemini-3.8-flash-lite-tts"));
    expect(req.json?.generationConfig?.speechConfig?.voiceConfig?.prebuiltVoiceConfig?.voiceName).toBe("Kore");
  });
});

it("passes Gemini speech that arrives as a WAV file through unchanged", async () => {
  const speech = await gemini("wav-speech").engine.narrate({ text: "Hello", language: "en-US" });
  expect(speech).toEqual({ audio: FAKE_WAV.bytes, mimeType: "audio/wav" });
});

it("keeps a JPEG illustration as JPEG", async () => {
  const result = await gemini("jpeg").engine.illustratePage(page({ pageIndex: 0 }));
  expect(result).toMatchObject({ mimeType: "image/jpeg", width: 12, height: 8 });
});

describe("OpenAI storybooks and interior design", () => {
  it.each([
    ["zh-CN", "Simplified Chinese", 6],
    ["ar-SA", "Arabic", 8],
  ] as const)("writes a %s story through chat completions with a JSON schema", async (language, name, numPages) => {
    const { apiKey, engine } = openai("ok");
    const result = await engine.writeStory({
      idea: "A cat who sails to the moon",
      style: "adventure",
      numPages,
      language,
    });
    expect(result).toEqual({
      title: FAKE_STORY_TITLE,
      pages: Array.from({ length: numPages }, (_, i) => fakeStoryPage(i, numPages)),
    });

    const [req] = await sent("openai", apiKey);
    expect([req.path, req.headers.authorization]).toEqual(["/v1/chat/completions", `Bearer ${apiKey}`]);
    expect(req.json?.model).toBe(openaiModels.text);
    expect(req.json?.temperature).toBeUndefined();
    expect(req.json?.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "story", strict: true },
    });
    expect(req.json?.response_format?.json_schema?.schema).toMatchObject({
      type: "object",
      required: ["title", "pages"],
      additionalProperties: false,
    });
    const [message] = req.json?.messages ?? [];
    expect(message.role).toBe("user");
    expect(message.content).toContain(`in ${name}`);
    expect(message.content).toContain(`exactly ${numPages} pages`);
    expect(message.content).toMatch(/adventure/);
  });

  it("uses the configured chat model for stories", async () => {
    const { apiKey, engine } = openai("ok", { models: { text: "gpt-6-sol" } });
    await engine.writeStory({ idea: "Robots", style: "sci_fi", numPages: 4, language: "en-US" });
    expect((await sent("openai", apiKey))[0].json?.model).toBe("gpt-6-sol");
  });

  it("redesigns a room by editing the photo, keeping its shape", async () => {
    const { apiKey, engine } = openai("ok");
    const photo = encoded("jpeg", 48, 30);
    const prompt = roomDesignPrompt("kitchen", "industrial");
    const result = await engine.redesignRoom({ image: photo, roomType: "kitchen", designStyle: "industrial", prompt });
    expect(isPng(result.bytes)).toBe(true);
    const [req] = await sent("openai", apiKey);
    expect(req.path).toBe("/v1/images/edits");
    expect(req.fields!.image.map(file)).toEqual([
      { filename: "room-photo.jpg", type: "image/jpeg", size: photo.length, base64: b64(photo) },
    ]);
    expect(req.fields).toMatchObject({ model: [openaiModels.image], prompt: [prompt], size: ["1536x1024"], n: ["1"] });
  });

  it("illustrates a page by editing the character and first page references, landscape", async () => {
    const { apiKey, engine } = openai("ok");
    const [character, firstPage] = [encoded("jpeg", 20, 30), solidPng(40, 30, [10, 200, 10])];
    await engine.illustratePage(page({ character, firstPage, style: "educational" }));
    const [req] = await sent("openai", apiKey);
    expect(req.path).toBe("/v1/images/edits");
    expect(req.fields!["image[]"].map(file)).toEqual([
      { filename: "character-reference.jpg", type: "image/jpeg", size: character.length, base64: b64(character) },
      { filename: "first-page.png", type: "image/png", size: firstPage.length, base64: b64(firstPage) },
    ]);
    expect(req.fields!.size).toEqual(["1536x1024"]);
    const prompt = req.fields!.prompt[0] as string;
    expect(prompt).toContain("The boat rises to the moon.");
    expect(prompt).toContain("flat-vector");
    expect(prompt).toMatch(/No text in the image/);
  });

  it("illustrates a page with only the first page as reference", async () => {
    const { apiKey, engine } = openai("ok");
    const firstPage = solidPng(40, 30, [10, 200, 10]);
    await engine.illustratePage(page({ firstPage }));
    const [req] = await sent("openai", apiKey);
    expect(req.fields!.image.map(file)).toEqual([
      { filename: "first-page.png", type: "image/png", size: firstPage.length, base64: b64(firstPage) },
    ]);
  });

  it("illustrates without references through images.generate, landscape", async () => {
    const { apiKey, engine } = openai("ok");
    const result = await engine.illustratePage(page({ pageIndex: 0 }));
    expect(isPng(result.bytes)).toBe(true);
    const [req] = await sent("openai", apiKey);
    expect(req.path).toBe("/v1/images/generations");
    expect(req.json).toMatchObject({ model: openaiModels.image, n: 1, size: "1536x1024" });
    expect(req.json?.prompt).toContain("Mimi folds a paper boat.");
  });

  it("narrates through audio.speech as MP3", async () => {
    const { apiKey, engine } = openai("ok");
    const text = "小猫咪咪折了一只纸船。";
    const speech = await engine.narrate({ text, language: "zh-CN" });
    expect(speech).toEqual({ audio: FAKE_MP3.bytes, mimeType: "audio/mpeg" });
    expect(ascii(speech.audio, 0, 3)).toBe("ID3");
    const [req] = await sent("openai", apiKey);
    expect(req.path).toBe("/v1/audio/speech");
    expect(req.json).toMatchObject({
      model: openaiModels.tts,
      voice: configured.openai.ttsVoice,
      input: text,
      response_format: "mp3",
    });
    expect(req.json?.instructions).toMatch(/storytelling/);
  });

  it("uses the configured TTS model and voice, without directions for tts-1", async () => {
    const { apiKey, engine } = openai("ok", { models: { tts: "tts-1" }, ttsVoice: "nova" });
    await engine.narrate({ text: "Hello", language: "en-US" });
    const [req] = await sent("openai", apiKey);
    expect(req.json).toEqual({ model: "tts-1", voice: "nova", input: "Hello", response_format: "mp3" });
  });
});

const calls = {
  writeStory: (e: ReturnType<typeof gemini>["engine"] | ReturnType<typeof openai>["engine"]) =>
    e.writeStory({ idea: "A cat", style: "fairy_tale", numPages: 4, language: "fr-FR" }),
  illustratePage: (e: ReturnType<typeof gemini>["engine"] | ReturnType<typeof openai>["engine"]) =>
    e.illustratePage(page({ firstPage: solidPng(8, 6, [1, 2, 3]) })),
  redesignRoom: (e: ReturnType<typeof gemini>["engine"] | ReturnType<typeof openai>["engine"]) =>
    e.redesignRoom({
      image: solidPng(8, 6, [1, 2, 3]),
      roomType: "bedroom",
      designStyle: "modern",
      prompt: roomDesignPrompt("bedroom", "modern"),
    }),
  narrate: (e: ReturnType<typeof gemini>["engine"] | ReturnType<typeof openai>["engine"]) =>
    e.narrate({ text: "Bonjour", language: "fr-FR" }),
};

const FAILURES: [string, EngineErrorKind][] = [
  ["bad-key", "BAD_KEY"],
  ["quota", "QUOTA"],
  ["overloaded", "OVERLOADED"],
  ["location", "REGION_REFUSED"],
  ["safety", "SAFETY"],
  ["server-error", "PROVIDER_ERROR"],
  ["malformed", "PROVIDER_ERROR"],
  ["hang", "TIMEOUT"],
];

describe.each(["gemini", "openai"] as const)("%s storybook failures", (provider) => {
  it.each(FAILURES)("maps %s to %s for every new call, one request each, without the key", async (scenario, kind) => {
    // Concurrently, so the "hang" cases share one deadline.
    const results = await Promise.all(
      Object.entries(calls).map(async ([name, run]) => {
        const { apiKey, engine } = engines[provider](scenario);
        const err = await failure(run(engine));
        expect(err.message).not.toContain(apiKey);
        expect(err.message).toContain(provider === "gemini" ? "Gemini" : "OpenAI");
        return [name, err.kind, (await sent(provider, apiKey)).length];
      }),
    );
    expect(results).toEqual(Object.keys(calls).map((name) => [name, kind, 1]));
  });

  it("reports a story a page short as a provider error", async () => {
    const err = await failure(calls.writeStory(engines[provider]("bad-story").engine));
    expect([err.kind, err.message]).toEqual([
      "PROVIDER_ERROR",
      `${provider === "gemini" ? "Gemini" : "OpenAI"} wrote 3 pages instead of 4.`,
    ]);
  });

  it("reports a story cut off mid-JSON as a provider error", async () => {
    const err = await failure(calls.writeStory(engines[provider]("broken-story").engine));
    expect(err.kind).toBe("PROVIDER_ERROR");
    expect(err.message).toMatch(/valid JSON/);
  });

  it("reports narration without audio as a provider error", async () => {
    const err = await failure(calls.narrate(engines[provider]("no-audio").engine));
    expect(err.kind).toBe("PROVIDER_ERROR");
  });

  it("reports an illustration without an image as NO_IMAGE", async () => {
    expect((await failure(calls.illustratePage(engines[provider]("no-image").engine))).kind).toBe("NO_IMAGE");
  });

  it("refuses a character reference that is not an image before calling the provider", async () => {
    const { apiKey, engine } = engines[provider]("ok");
    const err = await failure(engine.illustratePage(page({ character: new Uint8Array(64) })));
    expect([err.kind, err.message]).toEqual([
      "INVALID_IMAGE",
      "The character reference is not a PNG, JPEG or WebP file.",
    ]);
    expect(await sent(provider, apiKey)).toHaveLength(0);
  });
});

it("reads Gemini's withheld story or illustration as SAFETY", async () => {
  const kinds = [
    (await failure(calls.writeStory(gemini("image-safety").engine))).kind,
    (await failure(calls.illustratePage(gemini("image-safety").engine))).kind,
  ];
  expect(kinds).toEqual(["SAFETY", "SAFETY"]);
});

it("reads an OpenAI refusal to write the story as SAFETY", async () => {
  const err = await failure(calls.writeStory(openai("refusal").engine));
  expect(err.kind).toBe("SAFETY");
});
