// The image tools on the provider engines, with the real SDKs against the fakes (which refuse
// what the real APIs refuse): background removal asks for the subject on the key colour and the
// Worker makes the alpha; expand sends the padded canvas (with its mask to OpenAI) and keeps the
// original's pixels; upscale sends nothing (the Worker's resampler); provider failures surface
// as EngineErrors for the service to refund.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createWorkersAi } from "../../worker/engines/workers-ai/engine";
import { workersAiModels } from "../../worker/engines/workers-ai/models";
import { createFakeAi, MODELS } from "../fakes/workers-ai-binding";
import { CUT_OUT_PROMPT, OUTPAINT_PROMPT } from "../../worker/engines/tool-prompts";
import { toolsOf } from "../../worker/features/creations/tools/engine-tools";
import { placementFor } from "../../worker/features/creations/tools/pixels";
import { decode } from "./support/pixels";
import { failure, file, gemini, isPng, openai, sent } from "./support/provider-fakes";
import { productOnWhite } from "./support/work-tools";

const work = productOnWhite(64, 48);

/** The original's rows sit unchanged in the middle of the expanded picture. */
function expectOriginalInside(bytes: Uint8Array, at: ReturnType<typeof placementFor>) {
  const out = decode(bytes);
  const src = decode(work);
  expect([out.w, out.h]).toEqual([at.width, at.height]);
  for (let y = 0; y < src.h; y++) {
    const start = ((y + at.top) * out.w + at.left) * 4;
    expect(out.px.subarray(start, start + src.w * 4)).toEqual(src.px.subarray(y * src.w * 4, (y + 1) * src.w * 4));
  }
}

describe("image tools on OpenAI", () => {
  it("removes the background with an images.edit onto the key colour, at the work's size", async () => {
    const { apiKey, engine } = openai("ok");
    const result = await toolsOf(engine).removeBackground(work);
    expect(isPng(result.bytes)).toBe(true);
    expect([result.width, result.height]).toEqual([64, 48]);
    const [req] = await sent("openai", apiKey);
    expect(req.path).toBe("/v1/images/edits");
    expect(req.fields).toMatchObject({ prompt: [CUT_OUT_PROMPT], size: ["1536x1024"] });
  });

  it("expands with the padded canvas and its mask, keeping the original's pixels", async () => {
    const { apiKey, engine } = openai("ok");
    const at = placementFor(64, 48, "16:9");
    expectOriginalInside((await toolsOf(engine).expand(work, at)).bytes, at);
    const [req] = await sent("openai", apiKey);
    expect(req.fields).toMatchObject({ prompt: [OUTPAINT_PROMPT], size: ["1536x1024"] });
    expect(file(req.fields!.image[0])).toMatchObject({ filename: "canvas.png", type: "image/png" });
    expect(file(req.fields!.mask[0])).toMatchObject({ filename: "mask.png", type: "image/png" });
  });

  it("upscales in the Worker (no provider call) and passes a provider failure on", async () => {
    const { apiKey, engine } = openai("ok");
    const up = await toolsOf(engine).upscale(work, 2);
    expect([up.width, up.height]).toEqual([128, 96]);
    expect(await sent("openai", apiKey)).toEqual([]);
    expect((await failure(toolsOf(openai("quota").engine).removeBackground(work))).kind).toBe("QUOTA");
  });
});

describe("image tools on Gemini", () => {
  it("removes the background by instruction onto the key colour, at the work's size", async () => {
    const { apiKey, engine } = gemini("ok");
    const result = await toolsOf(engine).removeBackground(work);
    expect([result.width, result.height]).toEqual([64, 48]);
    const [req] = await sent("gemini", apiKey);
    const parts = (req.json as { contents: { parts: { text?: string; inlineData?: { mimeType: string } }[] }[] })
      .contents[0].parts;
    expect(parts.map((p) => p.text ?? p.inlineData?.mimeType)).toEqual(["image/png", CUT_OUT_PROMPT]);
  });

  it("expands the padded canvas in the nearest ratio, keeping the original's pixels", async () => {
    const { apiKey, engine } = gemini("ok");
    const at = placementFor(64, 48, "16:9");
    expectOriginalInside((await toolsOf(engine).expand(work, at)).bytes, at);
    const [req] = await sent("gemini", apiKey);
    expect(req.json).toMatchObject({ generationConfig: { imageConfig: { aspectRatio: "16:9" } } });
  });

  it("passes a provider failure on", async () => {
    expect((await failure(toolsOf(gemini("quota").engine).expand(work, placementFor(64, 48, "1:1")))).kind).toBe(
      "QUOTA",
    );
  });
});

describe("image tools on Workers AI", () => {
  it("cuts out and expands with the FLUX.2 edit model (multipart), the original's pixels kept", async () => {
    const fake = createFakeAi();
    const { imageEngine } = createWorkersAi({ ai: fake.binding, models: workersAiModels(env), timeoutMs: 2000 });
    const cut = await toolsOf(imageEngine).removeBackground(work);
    expect([cut.width, cut.height]).toEqual([64, 48]);
    const at = placementFor(64, 48, "16:9");
    expectOriginalInside((await toolsOf(imageEngine).expand(work, at)).bytes, at);
    const calls = fake.callsTo(MODELS.edit);
    expect(calls.map((c) => c.form!.fields.prompt)).toEqual([CUT_OUT_PROMPT, OUTPAINT_PROMPT]);
    expect(calls[1].form!.fields).toMatchObject({ width: "1024", height: "576" });
  });
});
