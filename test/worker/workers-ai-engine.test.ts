// The Workers AI engine without HTTP: the fake binding refuses what the real service refuses (so
// the route tests prove the requests are right), calls go through an AI Gateway when one is set
// (except multipart ones, which the binding cannot send through it), a blank model entry names
// itself, and each Workers AI error code becomes the kind the SPA explains.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { EngineError } from "../../worker/engines/types";
import { createWorkersAi } from "../../worker/engines/workers-ai/engine";
import { toEngineError } from "../../worker/engines/workers-ai/errors";
import { workersAiModels } from "../../worker/engines/workers-ai/models";
import { meloLang } from "../../worker/engines/workers-ai/speech";
import { createFakeAi, MODELS } from "../fakes/workers-ai-binding";
import { solidPng } from "./support/images";

const engineWith = (
  fake: ReturnType<typeof createFakeAi>,
  options: { gatewayId?: string; models?: Partial<ReturnType<typeof workersAiModels>> } = {},
) =>
  createWorkersAi({
    ai: fake.binding,
    models: { ...workersAiModels(env), ...options.models },
    gatewayId: options.gatewayId,
    timeoutMs: 2000,
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as Error,
  );

async function multipart(fields: Record<string, string>, images: Uint8Array[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  images.forEach((bytes, i) =>
    form.append(`input_image_${i}`, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" })),
  );
  const encoded = new Response(form);
  return { multipart: { body: encoded.body, contentType: encoded.headers.get("content-type")! } };
}

describe("the fake binding refuses what Workers AI refuses", () => {
  const fake = createFakeAi();
  const run = (model: string, inputs: Record<string, unknown>, options?: { gateway?: { id: string } }) =>
    failure(fake.binding.run(model, inputs, options));

  it.each([
    ["FLUX.1 [schnell] without a prompt", MODELS.image, {}, /^5006: .*'prompt'/],
    ["FLUX.1 [schnell] with a seed it does not take", MODELS.image, { prompt: "a cat", seed: 7 }, /^5006: .*'\/seed'/],
    ["FLUX.1 [schnell] with more than 8 steps", MODELS.image, { prompt: "a cat", steps: 12 }, /^5006: .*\/steps/],
    [
      "FLUX.1 [schnell] with a prompt over 2048 characters",
      MODELS.image,
      { prompt: "x".repeat(2049) },
      /^5006: .*\/prompt/,
    ],
    ["FLUX.2 with JSON instead of multipart", MODELS.edit, { prompt: "a cat" }, /^5006: .*'\/prompt'/],
    ["Whisper without audio", MODELS.transcribe, { language: "en" }, /^5006: .*'audio'/],
    [
      "Whisper with a BCP 47 tag for a language",
      MODELS.transcribe,
      { audio: btoa("RIFF....WAVE"), language: "zh-CN" },
      /^5006: .*language/,
    ],
    ["MeloTTS with an empty prompt", MODELS.speech, { prompt: "" }, /^5006: /],
    [
      "Llama with both a prompt and messages",
      MODELS.text,
      { prompt: "hi", messages: [{ role: "user", content: "hi" }] },
      /^5006: Error: oneOf/,
    ],
    [
      "Llama with an unknown response format",
      MODELS.text,
      { messages: [{ role: "user", content: "hi" }], response_format: { type: "xml" } },
      /^5006: .*response_format/,
    ],
    ["an unknown model", "@cf/black-forest-labs/flux-1-dev-retired", { prompt: "a cat" }, /^5007: No such model/],
  ])("%s", async (_, model, inputs, message) => {
    const err = await run(model, inputs);
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toMatch(message);
  });

  it("FLUX.2 refuses input images of 512 px a side or more, a missing prompt and a body without its boundary", async () => {
    expect(
      (await run(MODELS.edit, await multipart({ prompt: "a cat" }, [solidPng(600, 400, [1, 2, 3])])))!.message,
    ).toMatch(/smaller than 512x512/);
    // "must be smaller than 512x512": exactly 512 is refused too, 511 is taken.
    expect(
      (await run(MODELS.edit, await multipart({ prompt: "a cat" }, [solidPng(512, 300, [1, 2, 3])])))!.message,
    ).toMatch(/smaller than 512x512/);
    expect(await run(MODELS.edit, await multipart({ prompt: "a cat" }, [solidPng(511, 511, [1, 2, 3])]))).toBeNull();
    expect((await run(MODELS.edit, await multipart({ width: "1024" })))!.message).toMatch(/'prompt'/);
    expect((await run(MODELS.edit, await multipart({ prompt: "a cat", steps: "8" })))!.message).toMatch(/'\/steps'/);
    expect((await run(MODELS.edit, await multipart({ prompt: "a cat", width: "4096" })))!.message).toMatch(/\/width/);
    const { multipart: body } = await multipart({ prompt: "a cat" });
    expect(
      (await run(MODELS.edit, { multipart: { body: body.body, contentType: "multipart/form-data" } }))!.message,
    ).toMatch(/^3003: /);
  });

  it("refuses a multipart body through an AI Gateway, as the binding does", async () => {
    const err = await run(MODELS.edit, await multipart({ prompt: "a cat" }), { gateway: { id: "gw" } });
    expect(err).toMatchObject({ name: "AiInternalError", message: "AI Gateway does not support ReadableStreams yet." });
  });
});

describe("the Workers AI engine", () => {
  it("sends JSON calls through the AI Gateway when AI_GATEWAY_ID is set, multipart ones direct", async () => {
    const fake = createFakeAi();
    const ai = engineWith(fake, { gatewayId: "atelier-gw" });
    await ai.imageEngine.generate({
      prompt: "a lamp",
      referenceImages: [],
      temperature: 0.5,
      maxTokens: 1024,
      aspectRatio: "1:1",
    });
    await ai.imageEngine.generate({
      prompt: "一盏灯",
      referenceImages: [],
      temperature: 0.5,
      maxTokens: 1024,
      aspectRatio: "9:16",
    });
    await ai.transcriber.transcribe({ audio: new Uint8Array([1, 2, 3, 4]), mimeType: "audio/wav", language: "fr-FR" });
    expect(fake.calls.map((c) => [c.model, c.gateway ?? null])).toEqual([
      [MODELS.image, "atelier-gw"],
      [MODELS.text, "atelier-gw"],
      [MODELS.edit, null],
      [MODELS.transcribe, "atelier-gw"],
    ]);
    expect(fake.calls[2].form!.fields).toMatchObject({ width: "576", height: "1024" });
  });

  it("says which [vars] entry is blank instead of calling Workers AI without a model", async () => {
    const fake = createFakeAi();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const err = await failure(
        engineWith(fake, { models: { image: "" } }).imageEngine.generate({
          prompt: "a lamp",
          referenceImages: [],
          temperature: 0.5,
          maxTokens: 1024,
        }),
      );
      expect(err).toMatchObject({
        kind: "MODEL_UNAVAILABLE",
        message: expect.stringContaining("WORKERS_AI_IMAGE_MODEL"),
      });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("WORKERS_AI_IMAGE_MODEL is empty"));
    } finally {
      logged.mockRestore();
    }
    expect(fake.calls).toEqual([]);
  });

  it("narrates only the languages MeloTTS speaks, under MeloTTS's own codes", () => {
    expect(["zh-CN", "en-US", "es-ES", "fr-FR", "ja-JP", "ko-KR", "de-DE", "ar-SA", "th-TH"].map(meloLang)).toEqual([
      "zh",
      "en",
      "es",
      "fr",
      "jp",
      "kr",
      null,
      null,
      null,
    ]);
    const ai = engineWith(createFakeAi());
    expect(typeof ai.storyTeller("ko-KR").narrate).toBe("function");
    expect(ai.storyTeller("ru-RU").narrate).toBeUndefined();
  });
});

describe("Workers AI errors", () => {
  const upstream = (message: string) => Object.assign(new Error(message), { name: "AiError" });
  it.each([
    ["3040: Capacity temporarily exceeded, please try again.", "OVERLOADED"],
    ["3036: You have used up your daily free allocation of 10,000 neurons.", "QUOTA"],
    ["3007: Request timeout", "TIMEOUT"],
    ["3008: Request was aborted", "TIMEOUT"],
    ["5007: No such model @cf/x/y or task", "MODEL_UNAVAILABLE"],
    ["3042: The model name is invalid", "MODEL_UNAVAILABLE"],
    ["5035: This model requires the Workers Paid plan", "MODEL_UNAVAILABLE"],
    ["5016: User has not agreed to Llama3.2 model terms", "MODEL_UNAVAILABLE"],
    ["5006: Error: required properties at '/' are 'prompt'", "PROVIDER_ERROR"],
    ["3006: Request is too large", "PROVIDER_ERROR"],
    ["3023: Service unavailable for account", "PROVIDER_ERROR"],
    ["Input prompt contains NSFW content", "SAFETY"],
    ["JSON Mode couldn't be met", "PROVIDER_ERROR"],
  ])("%s → %s", (message, kind) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const err = toEngineError(upstream(message), "@cf/x/y", 1000);
      expect(err).toBeInstanceOf(EngineError);
      expect(err.kind).toBe(kind);
    } finally {
      logged.mockRestore();
    }
  });

  it("an aborted call is a timeout", () => {
    expect(toEngineError(new DOMException("The operation timed out.", "TimeoutError"), "@cf/x/y", 1500)).toMatchObject({
      kind: "TIMEOUT",
      message: "Workers AI did not answer within 1.5 s.",
    });
  });
});
