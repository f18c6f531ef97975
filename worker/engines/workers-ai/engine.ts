// The Workers AI engine (env.AI): every job of the engine interface on Cloudflare's network.
// Product images, refinement and art styles (ImageEngine), voice input (Transcriber), interior
// design (RoomDesigner) and storybooks (StoryTeller, per language for narration). Model ids come
// from [vars] (models.ts); the calls, their schemas and limits are in the files beside this one.
import type { ConversationTurn, ImageEngine, PromptWriter, RoomDesigner, StoryTeller, Transcriber } from "../types";
import { workersAiPromptHelp } from "../prompt-help/workers-ai";
import { CUT_OUT_PROMPT, KEY_COLOUR, OUTPAINT_PROMPT } from "../tool-prompts";
import { promptedStyleVerdict } from "../prompted-style";
import { createAiCall, type AiBinding } from "./client";
import { inpaint } from "./inpaint";
import { createPainter, FLUX2_SIZES, keptSizeOf, longSideOf, sizeFor, sizeOfInput } from "./image";
import { isMultipartImageModel, requireModel, settingOf, type WorkersAiModels } from "./models";
import { createStoryTeller } from "./story";
import { transcribe } from "./speech";
import { createTranslator } from "./translate";

export type WorkersAiOptions = { ai: AiBinding; models: WorkersAiModels; gatewayId?: string; timeoutMs?: number };

export type WorkersAi = {
  imageEngine: ImageEngine;
  transcriber: Transcriber & { model: string };
  roomDesigner: RoomDesigner;
  /** Narrates when MeloTTS speaks `language`; otherwise the teller has no `narrate`. */
  storyTeller(language?: string): StoryTeller;
  /** Prompt help with the text model. */
  promptWriter: PromptWriter;
  speechModel: string;
};

/** FLUX edits are one-shot: earlier requests travel in the prompt to keep the conversation. */
function withHistory(history: ConversationTurn[], instruction: string): string {
  const earlier = history
    .filter((turn) => turn.role === "user" && turn.content.trim())
    .slice(-6)
    .map((turn) => `- ${turn.content.trim().slice(0, 300)}`);
  const change = `Edit image 0 as follows, keeping everything else the same: ${instruction}`;
  return earlier.length ? `Image 0 was made from these requests:\n${earlier.join("\n")}\n\n${change}` : change;
}

const REFERENCE_NOTE =
  "Use the product shown in the reference images (image 0 onwards) exactly: same shape, colours, materials, labels and details.";

export function createWorkersAi(options: WorkersAiOptions): WorkersAi {
  const { models } = options;
  const call = createAiCall(options.ai, {
    gatewayId: options.gatewayId,
    timeoutMs: options.timeoutMs ?? 90_000,
    settingOf: (model) => settingOf(models, model),
  });
  const painter = createPainter(call, models);
  const toEnglish = createTranslator(call, () => requireModel(models, "text"));

  // One engine per request (select.ts), so `model` can name the model that made this picture:
  // the image model for square prompts, the edit model for everything else.
  const imageEngine: ImageEngine = {
    name: "workers-ai",
    get model() {
      return painter.lastModel ?? models.image;
    },
    // Larger than 1K needs the FLUX.2 model (it draws up to 1920 px a side).
    ...(isMultipartImageModel(models.edit) ? { imageSizes: FLUX2_SIZES } : {}),
    // FLUX has no temperature or token budget: those tuning fields only steer Gemini.
    async generate(request) {
      const prompt = await toEnglish(request.prompt);
      const longSide = longSideOf(request.imageSize);
      if (request.referenceImages.length === 0) return painter.draw(prompt, request.aspectRatio ?? "1:1", longSide);
      const images = request.referenceImages.map((bytes, i) => ({ bytes, what: `reference image ${i + 1}` }));
      return painter.edit(`${prompt}\n\n${REFERENCE_NOTE}`, images, sizeFor(request.aspectRatio ?? "1:1", longSide));
    },
    async refine(request) {
      const prompt = await toEnglish(withHistory(request.history, request.instruction));
      return painter.edit(
        prompt,
        [{ bytes: request.image, what: "previous image" }],
        sizeOfInput(request.image, longSideOf(request.imageSize)),
      );
    },
    // Stable Diffusion inpainting repaints the white of the mask; the Worker keeps only that area.
    async editRegion(request) {
      const prompt = await toEnglish(request.instruction);
      return inpaint(call, requireModel(models, "inpaint"), { image: request.image, mask: request.mask, prompt });
    },
    async transform(request) {
      return painter.edit(
        await toEnglish(request.style.prompt),
        [{ bytes: request.image, what: "photo" }],
        keptSizeOf(request.image),
      );
    },
    canRenderStyle: promptedStyleVerdict,
    // Image tools with the FLUX.2 edit model: no alpha and no mask, so the subject on the key
    // colour (the Worker keys it out) and the padded canvas extended by instruction.
    async cutOut(image) {
      return {
        ...(await painter.edit(CUT_OUT_PROMPT, [{ bytes: image, what: "work" }], sizeOfInput(image))),
        keyColour: KEY_COLOUR,
      };
    },
    async outpaint(request) {
      return painter.edit(OUTPAINT_PROMPT, [{ bytes: request.canvas, what: "canvas" }], sizeFor(request));
    },
  };

  return {
    imageEngine,
    transcriber: {
      name: "workers-ai",
      model: models.transcribe,
      transcribe: (request) => transcribe(call, requireModel(models, "transcribe"), request),
    },
    roomDesigner: {
      name: "workers-ai",
      model: models.edit,
      async redesignRoom(request) {
        return painter.edit(
          await toEnglish(request.prompt),
          [{ bytes: request.image, what: "room photo" }],
          keptSizeOf(request.image),
        );
      },
    },
    storyTeller: (language) => createStoryTeller({ call, models, painter, toEnglish }, language),
    promptWriter: { name: "workers-ai", ...workersAiPromptHelp(call, () => requireModel(models, "text")) },
    speechModel: models.speech,
  };
}
