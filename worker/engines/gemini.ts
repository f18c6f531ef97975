// The Gemini engine: image generation, conversational refinement and style transfer with a
// Gemini image model, and speech-to-text with a Gemini text model, through @google/genai.
// Interior design and storybooks (story, illustrations, narration) live in gemini-story.ts.
// Every model is the operator's choice (wrangler.toml [vars], read in provider-config.ts).
import { GoogleGenAI, Modality, type Content, type GenerateContentConfig, type Part } from "@google/genai";
import { ASPECT_RATIOS } from "../../shared/choices";
import { imageOf, textOf } from "./gemini-response";
import { geminiStoryMethods } from "./gemini-story";
import { promptedStyleVerdict } from "./prompted-style";
import { geminiPromptHelp } from "./prompt-help/providers";
import { CUT_OUT_PROMPT, KEY_COLOUR, OUTPAINT_PROMPT } from "./tool-prompts";
import { callProvider, type CallContext } from "./provider-errors";
import { requireImageMime, toBase64, toEngineImage } from "./provider-images";
import { maskPicture } from "./region/mask-png";
import {
  GEMINI_MODEL_SETTINGS,
  GEMINI_SIZE_OPTIONS,
  type GeminiEngineOptions,
  type GeminiModelRole,
} from "./provider-settings";
import { maskedPicturePrompt } from "./region/prompt";
import {
  EngineError,
  type ConversationTurn,
  type EngineImage,
  type ImageEngine,
  type ImageSize,
  type PromptWriter,
  type RoomDesigner,
  type StoryTeller,
  type Transcriber,
} from "./types";

/** The supported aspect ratio closest to width × height (Gemini's imageConfig takes named ratios). */
const nearestAspect = (width: number, height: number) =>
  ASPECT_RATIOS.reduce((best, r) =>
    Math.abs(Math.log(ratioOf(r) / (width / height))) < Math.abs(Math.log(ratioOf(best) / (width / height))) ? r : best,
  );
const ratioOf = (r: string) => Number(r.split(":")[0]) / Number(r.split(":")[1]);

/**
 * The Gemini API version the engine speaks. @google/genai 3 defaults to "v1"; the engine stays on
 * "v1beta", where every field it sends is served (responseJsonSchema, imageConfig.imageSize,
 * speech metadata on parts, AUDIO output) and which test/fakes replays.
 */
export const GEMINI_API_VERSION = "v1beta";

function imagePart(bytes: Uint8Array, what: string): Part {
  return { inlineData: { mimeType: requireImageMime(bytes, what), data: toBase64(bytes) } };
}

/**
 * The audio types Gemini documents (ai.google.dev/gemini-api/docs/audio: WAV, MP3, AIFF, AAC,
 * OGG Vorbis, FLAC), keyed by what transcription.ts sniffs. WebM and MP4 are not among them:
 * the SPA records WAV for that reason, and other clients get a clear refusal, not a guess.
 */
const GEMINI_AUDIO: Record<string, string> = {
  "audio/wav": "audio/wav",
  "audio/mpeg": "audio/mp3",
  "audio/mp3": "audio/mp3",
  "audio/aiff": "audio/aiff",
  "audio/aac": "audio/aac",
  "audio/ogg": "audio/ogg",
  "audio/flac": "audio/flac",
};

/**
 * The conversation as Gemini contents, ending with `final` from the user. Gemini wants turns
 * that open with the user and alternate, so a leading assistant turn is dropped and
 * same-role neighbours are merged.
 */
function conversation(history: ConversationTurn[], final: Part[]): Content[] {
  const turns: Content[] = history
    .filter((turn) => turn.content.trim())
    .map((turn) => ({ role: turn.role === "assistant" ? "model" : "user", parts: [{ text: turn.content.trim() }] }));
  const contents: Content[] = [];
  for (const turn of [...turns, { role: "user", parts: final }]) {
    const last = contents.at(-1);
    if (!last && turn.role === "model") continue;
    if (last && last.role === turn.role) last.parts!.push(...turn.parts!);
    else contents.push({ role: turn.role, parts: [...turn.parts!] });
  }
  return contents;
}

function transcriptionPrompt(language?: string): string {
  const hint = language
    ? ` The speaker's app is set to ${language}, so that is the most likely language, but keep whatever language is actually spoken.`
    : "";
  return (
    "Transcribe this voice recording verbatim in the language it is spoken in; do not translate or summarise." +
    hint +
    " Reply with the transcript only, without quotes, labels or comments."
  );
}

export type GeminiEngine = ImageEngine & Transcriber & RoomDesigner & Required<StoryTeller> & Required<PromptWriter>;

export function createGeminiEngine(options: GeminiEngineOptions): GeminiEngine {
  const { models } = options;
  const timeoutMs = options.timeoutMs ?? 90_000;
  const ai = new GoogleGenAI({
    apiKey: options.apiKey,
    apiVersion: GEMINI_API_VERSION,
    httpOptions: { timeout: timeoutMs, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) },
  });

  const ask = (role: GeminiModelRole, contents: Content[], config: GenerateContentConfig) => {
    const context: CallContext = { model: models[role], setting: GEMINI_MODEL_SETTINGS[role] };
    return callProvider(
      "Gemini",
      timeoutMs,
      (abortSignal) =>
        ai.models.generateContent({ model: context.model, contents, config: { ...config, abortSignal } }),
      context,
    );
  };

  /**
   * One call to the image model. Current Gemini image models think before they draw and that
   * thinking counts against maxOutputTokens, so no cap is sent (any cap could starve the
   * image); nor a temperature: Google asks to keep Gemini 3 models at their default.
   */
  async function draw(
    contents: Content[],
    imageConfig: { aspectRatio?: string; imageSize?: ImageSize } = {},
  ): Promise<EngineImage> {
    const config: GenerateContentConfig = {
      // TEXT too: the text is what explains a missing image.
      responseModalities: [Modality.IMAGE, Modality.TEXT],
    };
    const imageSize = options.imageSize && (imageConfig.imageSize ?? options.imageSize);
    const sized = {
      ...(imageConfig.aspectRatio ? { aspectRatio: imageConfig.aspectRatio } : {}),
      ...(imageSize ? { imageSize } : {}),
    };
    if (Object.keys(sized).length > 0) config.imageConfig = sized;
    return toEngineImage(imageOf(await ask("image", contents, config), options.apiKey));
  }

  return {
    name: "gemini",
    model: models.image,
    ...(options.imageSize ? { imageSizes: GEMINI_SIZE_OPTIONS } : {}),
    ...geminiStoryMethods({ ttsVoice: options.ttsVoice, ask, draw, imagePart }),
    ...geminiPromptHelp(ask),

    // The user's temperature and max tokens only steer the built-in engine now (see draw).
    async generate(request) {
      const parts: Part[] = [
        { text: request.prompt },
        ...request.referenceImages.map((bytes, i) => imagePart(bytes, `reference image ${i + 1}`)),
      ];
      return draw([{ role: "user", parts }], { aspectRatio: request.aspectRatio, imageSize: request.imageSize });
    },

    async refine(request) {
      const final: Part[] = [imagePart(request.image, "previous image"), { text: request.instruction }];
      return draw(conversation(request.history, final), { imageSize: request.imageSize });
    },

    // The mask goes as a second picture; the Worker keeps only the painted area of the answer.
    async editRegion(request) {
      const parts: Part[] = [
        imagePart(request.image, "image to edit"),
        imagePart(await maskPicture(request.mask), "mask"),
        { text: maskedPicturePrompt(request.instruction) },
      ];
      return draw([{ role: "user", parts }]);
    },

    async transform(request) {
      return draw([{ role: "user", parts: [imagePart(request.image, "photo"), { text: request.style.prompt }] }]);
    },

    canRenderStyle: promptedStyleVerdict,

    // Image tools: Gemini edits by instruction (no mask, no alpha): the subject on a key colour
    // (keyed out by the Worker), and the padded canvas extended in the new shape.
    async cutOut(image) {
      return {
        ...(await draw([{ role: "user", parts: [imagePart(image, "work"), { text: CUT_OUT_PROMPT }] }])),
        keyColour: KEY_COLOUR,
      };
    },

    async outpaint(request) {
      const parts: Part[] = [imagePart(request.canvas, "canvas"), { text: OUTPAINT_PROMPT }];
      return draw([{ role: "user", parts }], { aspectRatio: nearestAspect(request.width, request.height) });
    },

    async transcribe(request) {
      const base = request.mimeType.split(";")[0].trim().toLowerCase();
      const mimeType = GEMINI_AUDIO[base];
      if (!mimeType) {
        throw new EngineError(
          "UNSUPPORTED_AUDIO",
          `Gemini does not take ${base} recordings; send WAV, MP3, AAC, AIFF, OGG or FLAC.`,
        );
      }
      const parts: Part[] = [
        { inlineData: { mimeType, data: toBase64(request.audio) } },
        { text: transcriptionPrompt(request.language) },
      ];
      const text = textOf(await ask("transcribe", [{ role: "user", parts }], {}));
      if (!text) throw new EngineError("PROVIDER_ERROR", "Gemini returned an empty transcript.");
      return text;
    },
  };
}
