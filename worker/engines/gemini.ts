// The Gemini engine: image generation, conversational refinement and style transfer with a
// Gemini image model, and speech-to-text with a Gemini text model, through @google/genai.
// Interior design and storybooks (story, illustrations, narration) live in gemini-story.ts.
import { GoogleGenAI, Modality, type Content, type GenerateContentConfig, type Part } from "@google/genai";
import { imageOf, textOf } from "./gemini-response";
import { GEMINI_TTS_MODEL, GEMINI_TTS_VOICE, geminiStoryMethods } from "./gemini-story";
import { callProvider } from "./provider-errors";
import { requireImageMime, toBase64, toEngineImage } from "./provider-images";
import { EngineError, type ConversationTurn, type EngineImage, type ImageEngine, type RoomDesigner, type StoryTeller, type Transcriber } from "./types";

export const GEMINI_IMAGE_MODEL = "gemini-2.5-flash-image";
export const GEMINI_TEXT_MODEL = "gemini-2.5-flash";

export type GeminiEngineOptions = {
  apiKey: string;
  model?: string;
  /** For transcription and stories: image models do not take audio or write JSON. */
  textModel?: string;
  /** For narration (default gemini-2.5-flash-preview-tts) and its prebuilt voice. */
  ttsModel?: string;
  ttsVoice?: string;
  baseUrl?: string;
  timeoutMs?: number;
};

function imagePart(bytes: Uint8Array, what: string): Part {
  return { inlineData: { mimeType: requireImageMime(bytes, what), data: toBase64(bytes) } };
}

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

/**
 * One generated image costs about 1290 output tokens, so a budget below that can never return an
 * image. The user's maxTokens (256–8192, spec §5) still rules above that floor.
 */
export const MIN_IMAGE_TOKENS = 1536;
const imageTokenBudget = (maxTokens: number) => Math.max(maxTokens, MIN_IMAGE_TOKENS);

export type GeminiEngine = ImageEngine & Transcriber & RoomDesigner & Required<StoryTeller>;

export function createGeminiEngine(options: GeminiEngineOptions): GeminiEngine {
  const model = options.model ?? GEMINI_IMAGE_MODEL;
  const textModel = options.textModel ?? GEMINI_TEXT_MODEL;
  const timeoutMs = options.timeoutMs ?? 90_000;
  const ai = new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: { timeout: timeoutMs, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) },
  });

  const ask = (modelId: string, contents: Content[], config: GenerateContentConfig) =>
    callProvider("Gemini", timeoutMs, (abortSignal) =>
      ai.models.generateContent({ model: modelId, contents, config: { ...config, abortSignal } }),
    );

  async function draw(contents: Content[], config: GenerateContentConfig = {}): Promise<EngineImage> {
    const response = await ask(model, contents, {
      ...config,
      // TEXT too: earlier image models accepted only TEXT+IMAGE, and the text is what
      // explains a missing image.
      responseModalities: [Modality.IMAGE, Modality.TEXT],
    });
    return toEngineImage(imageOf(response, options.apiKey));
  }

  return {
    name: "gemini",
    model,
    ...geminiStoryMethods({
      textModel,
      ttsModel: options.ttsModel ?? GEMINI_TTS_MODEL,
      ttsVoice: options.ttsVoice ?? GEMINI_TTS_VOICE,
      ask,
      draw,
      imagePart,
    }),

    async generate(request) {
      const parts: Part[] = [
        { text: request.prompt },
        ...request.referenceImages.map((bytes, i) => imagePart(bytes, `reference image ${i + 1}`)),
      ];
      return draw([{ role: "user", parts }], {
        temperature: request.temperature,
        maxOutputTokens: imageTokenBudget(request.maxTokens),
        ...(request.aspectRatio ? { imageConfig: { aspectRatio: request.aspectRatio } } : {}),
      });
    },

    async refine(request) {
      const final: Part[] = [imagePart(request.image, "previous image"), { text: request.instruction }];
      return draw(conversation(request.history, final), {
        temperature: request.temperature,
        maxOutputTokens: imageTokenBudget(request.maxTokens),
      });
    },

    async transform(request) {
      return draw([{ role: "user", parts: [imagePart(request.image, "photo"), { text: request.style.prompt }] }]);
    },

    async transcribe(request) {
      const parts: Part[] = [
        // Bare type: Gemini lists supported MIME types without MediaRecorder's ";codecs=opus".
        { inlineData: { mimeType: request.mimeType.split(";")[0].trim().toLowerCase(), data: toBase64(request.audio) } },
        { text: transcriptionPrompt(request.language) },
      ];
      const response = await ask(textModel, [{ role: "user", parts }], { temperature: 0 });
      const text = textOf(response);
      if (!text) throw new EngineError("PROVIDER_ERROR", "Gemini returned an empty transcript.");
      return text;
    },
  };
}
