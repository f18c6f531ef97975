// A deployment whose only AI is the Workers AI binding: every kind of work goes through the real
// routes and the queue consumer to Workers AI (a fake binding that holds each call to the model's
// published input schema and answers its real output shape), its failures are refunded exactly
// once with the right kind, and an admin's switch hands every job back to the demo engine.
import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { createDb } from "../../worker/platform/db/client";
import { consumeTasks } from "../../worker/features/tasks/consumer";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import { ledgerBalance } from "../../worker/features/credits/service";
import type { AspectRatio, ImageSize } from "../../worker/engines/types";
import { type TaskMessage } from "../../worker/features/tasks/service";
import { INTERIOR_COST } from "../../shared/prices";
import { createFakeAi, FAKE_MP3, MODELS, type FakeAiOptions } from "../fakes/workers-ai-binding";
import { picture } from "../fakes/workers-ai-models";
import { BASE, clientFor, ok, refusal } from "./support/client";
import { serverDefaults, solidPng } from "./support/images";
import { recordingQueue } from "./support/tasks";
import { newUser as signedUpUser } from "./support/users";

const db = () => createDb(env.DB);
const blob = (bytes: Uint8Array, type = "image/png", name = "upload") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const startsWith = (bytes: Uint8Array, ...magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The Worker as deployed with only the AI binding (a fake), its queue recorded for the test to run. */
function deployment(options: FakeAiOptions = {}) {
  const fake = createFakeAi(options);
  const { queue, sent } = recordingQueue<TaskMessage>();
  // Llama Guard off: these tests read the engine's own calls; moderation has test/worker/moderation.test.ts.
  const testEnv = {
    ...env,
    AI: fake.ai,
    TASKS: queue,
    PROVIDER_TIMEOUT_SECONDS: "1",
    WORKERS_AI_MODERATION_MODEL: "",
  } as Env;
  const app = createApp();
  const call = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    headers.set("origin", BASE);
    return app.fetch(new Request(BASE + path, { ...init, headers }), testEnv);
  };
  /** The typed API of this deployment, as the browser holding `cookie` sees it. */
  const api = (cookie?: string) => clientFor(cookie, (request) => app.fetch(request, testEnv));
  /** Delivers the queued task messages, as attempt `attempts` of each task's one message. */
  const runTasks = async (attempts = 1) => {
    const messages = sent
      .splice(0)
      .map((body) => ({ id: `msg-${body.taskId}`, timestamp: new Date(), attempts, body }));
    await consumeTasks(createMessageBatch<TaskMessage>("atelier-tasks", messages), testEnv);
    return messages.map((m) => m.body);
  };
  return { fake, env: testEnv, call, api, sent, runTasks };
}

async function newUser(extraCredits = 0) {
  const { cookie, id } = await signedUpUser({ extraCredits });
  return { cookie, userId: id };
}

/** The generation form with the SPA's default temperature and length. */
function generateForm(prompt: string, aspectRatio: AspectRatio = "1:1", images: File[] = [], imageSize?: ImageSize) {
  return { prompt, aspectRatio, temperature: "0.7", maxTokens: "2048", images, ...(imageSize ? { imageSize } : {}) };
}

const storedImage = async (workId: string) => {
  const row = await env.DB.prepare("SELECT image_key FROM generated_artworks WHERE id = ?")
    .bind(workId)
    .first<{ image_key: string }>();
  return new Uint8Array(await (await env.FILES.get(row!.image_key))!.arrayBuffer());
};

const generateRows = async (userId: string) =>
  (
    await env.DB.prepare("SELECT credits_used FROM usage_records WHERE user_id = ? AND action_type = 'generate_image'")
      .bind(userId)
      .all<{ credits_used: number }>()
  ).results
    .map((r) => r.credits_used)
    .sort();

describe("a deployment with only the AI binding", () => {
  it("says Workers AI serves every job, narration and voice input included", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    const caps = await ok(ai.api(cookie).capabilities.$get());
    expect(caps).toMatchObject({
      imageEngine: "workers-ai",
      transcription: true,
      engines: {
        image: "workers-ai",
        interior: "workers-ai",
        storybook: "workers-ai",
        narration: "workers-ai",
        transcription: "workers-ai",
      },
      // FLUX.2 draws up to 1920 px a side: 2K is offered as what it really is.
      imageSizes: [
        { id: "1K", longSide: 1024 },
        { id: "2K", longSide: 1920 },
      ],
    });
  });

  it("draws 2K with FLUX.2 (1920 px on the long side), keeps 2K through a refinement, and refuses 4K before charging", async () => {
    const ai = deployment();
    const { cookie, userId } = await newUser();
    const body = await ok(
      ai.api(cookie).images.generate.$post({
        form: generateForm("a red sneaker on a white background", "4:3", [], "2K"),
        header: {},
      }),
      201,
    );
    expect(ai.fake.calls.map((c) => [c.model, c.form?.fields.width, c.form?.fields.height])).toEqual([
      [MODELS.edit, "1920", "1440"],
    ]);
    expect(body.work.metadata).toMatchObject({ imageSize: "2K", width: 1920, height: 1440 });

    const refined = await ok(
      ai.api(cookie).images.refine.$post({
        json: { workId: body.work.id, instruction: "make the laces white", ...serverDefaults },
        header: {},
      }),
      201,
    );
    expect(ai.fake.calls.at(-1)!.form!.fields).toMatchObject({ width: "1920", height: "1440" });
    expect(refined.work.metadata.imageSize).toBe("2K");

    const refused = await refusal(
      ai.api(cookie).images.generate.$post({ form: generateForm("a red sneaker", "1:1", [], "4K"), header: {} }),
    );
    expect(refused).toMatchObject({ status: 400, code: "IMAGE_SIZE_UNSUPPORTED", details: { sizes: ["1K", "2K"] } });
    expect(await ledgerBalance(db(), userId)).toBe(3);
  });

  it("draws a prompt with FLUX.1 [schnell] and keeps the JPEG it answers", async () => {
    const ai = deployment();
    const { cookie, userId } = await newUser();
    const body = await ok(
      ai.api(cookie).images.generate.$post({ form: generateForm("a red sneaker on a white background"), header: {} }),
      201,
    );
    expect(body).toMatchObject({
      engine: "workers-ai",
      credits: 4,
      work: { metadata: { engine: "workers-ai", model: MODELS.image, width: 1024, height: 1024 } },
    });
    // English ASCII goes straight to the image model: no translation call.
    expect(ai.fake.calls.map((c) => [c.model, c.inputs])).toEqual([
      [MODELS.image, { prompt: "a red sneaker on a white background" }],
    ]);
    expect(startsWith(await storedImage(body.work.id), 0xff, 0xd8, 0xff)).toBe(true);
    expect(await ledgerBalance(db(), userId)).toBe(4);
  });

  it("puts a Chinese prompt into English first, and draws a 16:9 picture with FLUX.2", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    const res = await ai
      .api(cookie)
      .images.generate.$post({ form: generateForm("红色运动鞋，白色背景", "16:9"), header: {} });
    expect(res.status).toBe(201);
    const [translate, draw] = ai.fake.calls;
    expect(translate.model).toBe(MODELS.text);
    expect(translate.inputs).toMatchObject({ response_format: { type: "json_schema" }, temperature: 0 });
    expect((translate.inputs.messages as { content: string }[]).at(-1)!.content).toBe("红色运动鞋，白色背景");
    expect(draw.model).toBe(MODELS.edit);
    expect(draw.form!.fields).toMatchObject({
      prompt: expect.stringMatching(/^EN\(\d+\) a red sneaker/),
      width: "1024",
      height: "576",
    });
    expect(draw.form!.images).toEqual([]);
    // The work names the model that made it.
    expect((await ok(res, 201)).work.metadata).toMatchObject({ model: MODELS.edit, width: 1024, height: 576 });
  });

  it.each([
    ["JSON mode not met", "json-mode"],
    ["the text model out of capacity (3040)", "capacity"],
  ] as const)(
    "when the translation fails (%s) the prompt goes as written and the creation is made, charged once",
    async (_, failure) => {
      const ai = deployment({ fail: { model: MODELS.text, with: failure } });
      const { cookie, userId } = await newUser();
      const res = await ai
        .api(cookie)
        .images.generate.$post({ form: generateForm("红色运动鞋，白色背景", "16:9"), header: {} });
      expect(res.status).toBe(201);
      const [translate, draw] = ai.fake.calls;
      expect(translate.model).toBe(MODELS.text);
      expect(draw.model).toBe(MODELS.edit);
      expect(draw.form!.fields.prompt).toBe("红色运动鞋，白色背景");
      expect(await ledgerBalance(db(), userId)).toBe(4);
      expect(await generateRows(userId)).toEqual([1]);
    },
  );

  it("draws with the user's reference images, each sent smaller than 512×512", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    const small = picture(300, 200, "jpeg");
    const references = [blob(solidPng(900, 600, [200, 30, 30])), blob(small, "image/jpeg")];
    const res = await ai
      .api(cookie)
      .images.generate.$post({ form: generateForm("this bottle on marble", "3:4", references), header: {} });
    expect(res.status).toBe(201);
    const [edit] = ai.fake.calls;
    expect(edit.model).toBe(MODELS.edit);
    expect(edit.form!.fields).toMatchObject({
      prompt: expect.stringContaining("reference images"),
      width: "768",
      height: "1024",
    });
    expect(edit.form!.images.map(({ name, type, width, height }) => ({ name, type, width, height }))).toEqual([
      { name: "input_image_0", type: "image/jpeg", width: 511, height: 341 },
      { name: "input_image_1", type: "image/jpeg", width: 300, height: 200 },
    ]);
    // An input already within the limit is sent as uploaded, not re-encoded.
    expect(edit.form!.images[1].bytes).toEqual(small);
  });

  it("refines a work: the previous version goes in as image 0 and the request in English", async () => {
    const ai = deployment();
    const { cookie, userId } = await newUser();
    const first = await ok(ai.api(cookie).images.generate.$post({ form: generateForm("a blue mug"), header: {} }), 201);
    const res = await ai.api(cookie).images.refine.$post({
      json: { workId: first.work.id, instruction: "把背景换成木桌", ...serverDefaults },
      header: {},
    });
    const body = await ok(res, 201);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.work).toMatchObject({
      parentId: first.work.id,
      version: 1,
      metadata: { engine: "workers-ai", model: MODELS.edit },
    });
    const [, translate, edit] = ai.fake.calls;
    expect(translate.model).toBe(MODELS.text);
    expect(JSON.stringify(translate.inputs.messages)).toContain("把背景换成木桌");
    expect(JSON.stringify(translate.inputs.messages)).toContain("a blue mug");
    expect(edit.model).toBe(MODELS.edit);
    expect(edit.form!.images.map(({ name, width, height }) => [name, width, height])).toEqual([
      ["input_image_0", 511, 511],
    ]);
    expect(edit.form!.fields).toMatchObject({ width: "1024", height: "1024" });
    expect(await ledgerBalance(db(), userId)).toBe(3);
  });

  it("redraws a photo in an art style with FLUX.2, keeping its proportions", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    const photo = solidPng(400, 300, [90, 140, 60]);
    const form = new FormData();
    form.set("styleId", "cubism");
    form.set("image", blob(photo), "photo.png");
    const res = await ai.call("/api/images/transform", { method: "POST", cookie, body: form });
    expect(res.status).toBe(201);
    const style = await env.DB.prepare("SELECT prompt FROM style_presets WHERE id = 'cubism'").first<{
      prompt: string;
    }>();
    expect(ai.fake.calls).toHaveLength(1);
    const [edit] = ai.fake.calls;
    expect(edit.form!.fields).toEqual({ prompt: style!.prompt, width: "1024", height: "768" });
    expect(edit.form!.images[0].bytes).toEqual(photo);
  });

  it("keeps a large photo's size in an art style, up to FLUX.2's 1920 px", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    for (const [w, h, expected] of [
      [1600, 1200, ["1600", "1200"]],
      [3000, 2000, ["1920", "1280"]],
    ] as const) {
      const form = new FormData();
      form.set("styleId", "cubism");
      form.set("image", blob(solidPng(w, h, [90, 140, 60])), "photo.png");
      expect((await ai.call("/api/images/transform", { method: "POST", cookie, body: form })).status).toBe(201);
      const fields = ai.fake.calls.at(-1)!.form!.fields;
      expect([fields.width, fields.height]).toEqual(expected);
    }
  });

  it("redesigns a room in a background task", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    const form = new FormData();
    form.set("type", "interior_design");
    form.set("image", blob(solidPng(480, 320, [180, 150, 120])), "room.png");
    form.set("roomType", "bedroom");
    form.set("designStyle", "japanese");
    const res = await ai.call("/api/tasks", { method: "POST", cookie, body: form });
    expect(res.status).toBe(201);
    const [{ taskId }] = await ai.runTasks();
    expect((await ok(ai.api(cookie).tasks[":id"].$get({ param: { id: taskId } }))).task).toMatchObject({
      status: "completed",
      resultWorkId: taskId,
    });
    const [edit] = ai.fake.calls;
    expect(edit.model).toBe(MODELS.edit);
    expect(edit.form!.fields).toMatchObject({
      prompt: expect.stringContaining("bedroom"),
      width: "1024",
      height: "688",
    });
    expect(edit.form!.images.map((i) => [i.width, i.height])).toEqual([[480, 320]]);
    const work = await env.DB.prepare("SELECT metadata FROM generated_artworks WHERE id = ?")
      .bind(taskId)
      .first<{ metadata: string }>();
    expect(JSON.parse(work!.metadata)).toMatchObject({
      engine: "workers-ai",
      model: MODELS.edit,
      action: "interior_design",
    });
  });

  it("writes, illustrates and narrates a Chinese storybook, keeping the character on every page", async () => {
    const ai = deployment();
    const { cookie } = await newUser(20);
    const form = new FormData();
    form.set("type", "storybook");
    form.set("prompt", "一只想摘星星的小狐狸");
    form.set("numPages", "4");
    form.set("language", "zh-CN");
    form.set("reference", blob(solidPng(256, 256, [230, 120, 40])), "fox.png");
    expect((await ai.call("/api/tasks", { method: "POST", cookie, body: form })).status).toBe(201);
    const [{ taskId }] = await ai.runTasks();

    const story = ai.fake
      .callsTo(MODELS.text)
      .find((c) =>
        Object.hasOwn(
          (c.inputs.response_format as { json_schema: { properties: object } }).json_schema.properties,
          "pages",
        ),
      )!;
    expect(story.inputs).toMatchObject({
      response_format: { type: "json_schema", json_schema: { properties: { pages: { minItems: 4, maxItems: 4 } } } },
    });
    expect(JSON.stringify(story.inputs.messages)).toContain("Simplified Chinese");
    const pages = ai.fake.callsTo(MODELS.edit);
    expect(pages.map((p) => p.form!.images.map((i) => i.name))).toEqual([
      ["input_image_0"],
      ...Array(3).fill(["input_image_0", "input_image_1"]),
    ]);
    expect(pages.every((p) => p.form!.fields.width === "1024" && p.form!.fields.height === "768")).toBe(true);
    const speech = ai.fake.callsTo(MODELS.speech);
    expect(speech.map((s) => s.inputs)).toEqual(
      [1, 2, 3, 4].map((n) => ({ prompt: `第${n}页：小狐狸阿橙抬头看星星。`, lang: "zh" })),
    );

    const { book } = await ok(ai.api(cookie).storybooks[":id"].$get({ param: { id: taskId } }));
    expect(book.title).toBe("小狐狸的星星");
    expect(book.pages).toHaveLength(4);
    for (const page of book.pages) {
      expect(page.audioUrl).toMatch(/\.mp3$/);
      if (!page.audioUrl) throw new Error("a narrated page has an audio URL");
      const audio = await ai.call(new URL(page.audioUrl, BASE).pathname, { cookie });
      expect(new Uint8Array(await audio.arrayBuffer())).toEqual(FAKE_MP3);
    }
  });

  it("leaves narration to the browser in a language MeloTTS does not speak", async () => {
    const ai = deployment();
    const { cookie } = await newUser(20);
    const form = new FormData();
    form.set("type", "storybook");
    form.set("prompt", "Ein Igel lernt schwimmen");
    form.set("numPages", "4");
    form.set("language", "de-DE");
    expect((await ai.call("/api/tasks", { method: "POST", cookie, body: form })).status).toBe(201);
    const [{ taskId }] = await ai.runTasks();
    expect(ai.fake.callsTo(MODELS.speech)).toEqual([]);
    // Without a character photo page 1 is drawn from text alone; later pages follow it.
    expect(
      ai.fake.callsTo(MODELS.edit).map((p) => [p.form!.images.length, p.form!.fields.width, p.form!.fields.height]),
    ).toEqual([[0, "1024", "768"], ...Array(3).fill([1, "1024", "768"])]);
    const { book } = await ok(ai.api(cookie).storybooks[":id"].$get({ param: { id: taskId } }));
    expect(book.pages.map((p: { audioUrl: string | null }) => p.audioUrl)).toEqual([null, null, null, null]);
  });

  it("a narration MeloTTS refuses still delivers the book, read aloud by the browser", async () => {
    const ai = deployment({ fail: { model: MODELS.speech, with: "invalid" } });
    const { cookie, userId } = await newUser(20);
    const form = new FormData();
    form.set("type", "storybook");
    form.set("prompt", "한 소년이 용을 만난다");
    form.set("numPages", "4");
    form.set("language", "ko-KR");
    expect((await ai.call("/api/tasks", { method: "POST", cookie, body: form })).status).toBe(201);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const [{ taskId }] = await ai.runTasks();
      // One refused attempt, then no more: the other pages are not sent to MeloTTS.
      expect(ai.fake.callsTo(MODELS.speech)).toHaveLength(1);
      expect(warned).toHaveBeenCalledWith(
        expect.stringContaining("narration failed on page 1 (ko-KR)"),
        expect.anything(),
      );
      const { book } = await ok(ai.api(cookie).storybooks[":id"].$get({ param: { id: taskId } }));
      expect(book.pages.map((p: { audioUrl: string | null }) => p.audioUrl)).toEqual([null, null, null, null]);
      // The book was delivered, so it stays paid for.
      expect(await ledgerBalance(db(), userId)).toBe(20 + 5 - 10);
    } finally {
      warned.mockRestore();
      errors.mockRestore();
    }
  });

  it("transcribes voice input with Whisper in the user's language, free but logged", async () => {
    const ai = deployment({ transcript: "青いセラミックのカップ" });
    const { cookie, userId } = await newUser();
    const wav = new Uint8Array([
      ...new TextEncoder().encode("RIFF"),
      36,
      0,
      0,
      0,
      ...new TextEncoder().encode("WAVEfmt "),
      ...new Array(32).fill(1),
    ]);
    const audio = new File([wav], "voice.wav", { type: "audio/wav" });
    const body = await ok(ai.api(cookie).transcribe.$post({ form: { audio, language: "ja-JP" } }));
    expect(body).toEqual({ text: "青いセラミックのカップ", provider: "workers-ai" });
    expect(ai.fake.calls.map((c) => c.model)).toEqual([MODELS.transcribe]);
    expect(ai.fake.calls[0].inputs).toEqual({
      audio: btoa(String.fromCharCode(...wav)),
      task: "transcribe",
      language: "ja",
      vad_filter: true,
    });
    const log = await env.DB.prepare(
      "SELECT credits_used FROM usage_records WHERE user_id = ? AND action_type = 'transcribe_audio'",
    )
      .bind(userId)
      .all();
    expect(log.results).toEqual([{ credits_used: 0 }]);
  });
});

describe("voice input without a language", () => {
  const wav = new Uint8Array([
    ...new TextEncoder().encode("RIFF"),
    36,
    0,
    0,
    0,
    ...new TextEncoder().encode("WAVEfmt "),
    ...new Array(32).fill(1),
  ]);
  const send = (
    ai: ReturnType<typeof deployment>,
    cookie: string,
    headers: Record<string, string>,
    language?: string,
  ) => {
    const form = new FormData();
    form.set("audio", new File([wav], "voice.wav", { type: "audio/wav" }));
    if (language !== undefined) form.set("language", language);
    return ai.call("/api/transcribe", { method: "POST", cookie, body: form, headers });
  };

  it("tells Whisper the user's language (X-Locale, then Accept-Language, then Chinese), never its default English", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    for (const headers of [{ "x-locale": "ko-KR" }, { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" }, {}] as Record<
      string,
      string
    >[]) {
      expect((await send(ai, cookie, headers)).status).toBe(200);
    }
    expect(ai.fake.calls.map((c) => c.inputs.language)).toEqual(["ko", "fr", "zh"]);
  });

  it("takes a language prefix as its UI language, and refuses one that is not a UI language", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    expect((await send(ai, cookie, {}, "th")).status).toBe(200);
    expect(ai.fake.calls.map((c) => c.inputs.language)).toEqual(["th"]);
    expect(await refusal(send(ai, cookie, {}, "xx-YY"))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(ai.fake.calls).toHaveLength(1);
  });
});

describe("Workers AI failures", () => {
  it.each([
    ["capacity", "OVERLOADED"],
    ["daily-limit", "QUOTA"],
    ["timeout", "TIMEOUT"],
    ["hang", "TIMEOUT"],
    ["no-such-model", "MODEL_UNAVAILABLE"],
    ["paid-plan", "MODEL_UNAVAILABLE"],
    ["invalid", "PROVIDER_ERROR"],
    ["no-image", "NO_IMAGE"],
    ["broken-image", "PROVIDER_ERROR"],
  ] as const)("%s → ENGINE_FAILED/%s, the credit refunded exactly once", async (failure, kind) => {
    const ai = deployment({ fail: { model: MODELS.image, with: failure } });
    const { cookie, userId } = await newUser();
    const quiet = console.error;
    console.error = () => {};
    try {
      const res = await ai.api(cookie).images.generate.$post({ form: generateForm("a teapot"), header: {} });
      expect(await refusal(res)).toMatchObject({
        status: 502,
        code: "ENGINE_FAILED",
        details: { kind, refunded: true },
      });
    } finally {
      console.error = quiet;
    }
    expect(await ledgerBalance(db(), userId)).toBe(5);
    expect(await generateRows(userId)).toEqual([-1, 1]);
  });

  it("a room design Workers AI keeps refusing is retried, then failed and refunded once", async () => {
    const ai = deployment({ fail: { model: MODELS.edit, with: "capacity" } });
    const { cookie, userId } = await newUser();
    const form = new FormData();
    form.set("type", "interior_design");
    form.set("image", blob(solidPng(64, 48, [1, 2, 3])), "room.png");
    form.set("roomType", "kitchen");
    form.set("designStyle", "modern");
    expect((await ai.call("/api/tasks", { method: "POST", cookie, body: form })).status).toBe(201);
    const queued = [...ai.sent];
    const quiet = console.error;
    console.error = () => {};
    try {
      await ai.runTasks(1); // capacity is worth retrying: still charged, not failed
      expect(await ledgerBalance(db(), userId)).toBe(5 - INTERIOR_COST);
      ai.sent.push(...queued, ...queued); // the last attempt, and a redelivery of it
      await ai.runTasks(3);
    } finally {
      console.error = quiet;
    }
    const task = await env.DB.prepare("SELECT status, error_message FROM generation_tasks WHERE id = ?")
      .bind(queued[0].taskId)
      .first<{ status: string; error_message: string }>();
    expect(task).toMatchObject({ status: "failed", error_message: expect.stringContaining("capacity") });
    expect(await ledgerBalance(db(), userId)).toBe(5);
    const refunds = await env.DB.prepare(
      "SELECT count(*) AS n FROM usage_records WHERE user_id = ? AND credits_used < 0 AND action_type = 'interior_design'",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(refunds!.n).toBe(1);
  });
});

describe("the admin's Workers AI switch", () => {
  it("off hands every job to the demo engine; on gives them back", async () => {
    const ai = deployment();
    const { cookie, userId } = await newUser();
    await grantAdmin(db(), userId);
    const put = (workersAiEnabled: boolean) => ai.api(cookie).admin.settings.$put({ json: { workersAiEnabled } });
    try {
      const off = await ok(put(false));
      expect(off.workersAi).toMatchObject({ bound: true, enabled: false });
      expect(off.engines).toEqual({
        image: { engine: "builtin", model: expect.any(String), sizes: [{ id: "1K", longSide: 1024 }] },
        interior: { engine: "builtin", model: expect.any(String) },
        storybook: { engine: "builtin", model: expect.any(String) },
        narration: null,
        transcription: null,
      });
      expect((await ok(ai.api(cookie).capabilities.$get())).engines).toMatchObject({
        image: "builtin",
        narration: null,
        transcription: null,
      });
      expect(
        (
          await ok(
            ai.api(cookie).images.generate.$post({ form: generateForm("a red perfume bottle"), header: {} }),
            201,
          )
        ).engine,
      ).toBe("builtin");
      expect(ai.fake.calls).toEqual([]);

      const on = await ok(put(true));
      expect(on.workersAi).toMatchObject({
        bound: true,
        enabled: true,
        gatewayId: null,
        narrationLanguages: ["zh-CN", "en-US", "es-ES", "fr-FR", "ja-JP", "ko-KR"],
      });
      expect(on.engines).toEqual({
        image: {
          engine: "workers-ai",
          model: MODELS.image,
          sizes: [
            { id: "1K", longSide: 1024 },
            { id: "2K", longSide: 1920 },
          ],
        },
        interior: { engine: "workers-ai", model: MODELS.edit },
        storybook: { engine: "workers-ai", model: MODELS.edit },
        narration: { engine: "workers-ai", model: MODELS.speech },
        transcription: { engine: "workers-ai", model: MODELS.transcribe },
      });
    } finally {
      await env.DB.prepare("DELETE FROM system_config WHERE key = 'WORKERS_AI_ENABLED'").run();
    }
  });

  it("a provider key still comes before Workers AI", async () => {
    const ai = deployment();
    const { cookie } = await newUser();
    const withKey = { ...ai.env, OPENAI_API_KEY: "sk-test-secret" } as Env;
    const caps = await ok(clientFor(cookie, (request) => createApp().fetch(request, withKey)).capabilities.$get());
    expect(caps.engines).toEqual({
      image: "openai",
      interior: "openai",
      storybook: "openai",
      narration: "openai",
      transcription: "openai",
    });
  });
});
