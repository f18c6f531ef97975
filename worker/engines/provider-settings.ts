// What the Gemini and OpenAI engines are configured with, without their SDKs: the main Worker
// reads these from [vars] (provider-config.ts) and sends them to the placed provider Worker
// (worker/provider-calls/), which alone imports @google/genai and openai. Also what the main
// Worker answers by itself without a call: which [vars] entry names which model, and the sizes
// a Gemini image model draws.
import { IMAGE_SIZES } from "../../shared/choices";
import type { ImageSize, ImageSizeOption } from "./types";

/** Which model does what, and the [vars] entry that names it (for the operator's messages). */
export type GeminiModels = { image: string; text: string; transcribe: string; tts: string };
export type GeminiModelRole = keyof GeminiModels;
export const GEMINI_MODEL_SETTINGS: Record<GeminiModelRole, string> = {
  image: "GEMINI_IMAGE_MODEL",
  text: "GEMINI_TEXT_MODEL",
  transcribe: "GEMINI_TRANSCRIBE_MODEL",
  tts: "GEMINI_TTS_MODEL",
};

export type OpenAIModels = { image: string; text: string; transcribe: string; tts: string };
export type OpenAIModelRole = keyof OpenAIModels;
export const OPENAI_MODEL_SETTINGS: Record<OpenAIModelRole, string> = {
  image: "OPENAI_IMAGE_MODEL",
  text: "OPENAI_TEXT_MODEL",
  transcribe: "OPENAI_TRANSCRIBE_MODEL",
  tts: "OPENAI_TTS_MODEL",
};

/** Output sizes of Gemini image models that take imageConfig.imageSize. */
export const GEMINI_IMAGE_SIZES = IMAGE_SIZES;
export type GeminiImageSize = ImageSize;
export const GEMINI_SIZE_OPTIONS: readonly ImageSizeOption[] = [
  { id: "1K", longSide: 1024 },
  { id: "2K", longSide: 2048 },
  { id: "4K", longSide: 4096 },
];

export type GeminiEngineOptions = {
  apiKey: string;
  models: GeminiModels;
  /** A prebuilt voice of the TTS model, for narration. */
  ttsVoice: string;
  /**
   * The default output size (GEMINI_IMAGE_SIZE); absent: the model takes no size (an image model
   * without the option), so none is offered or sent.
   */
  imageSize?: GeminiImageSize;
  baseUrl?: string;
  timeoutMs?: number;
};

export type OpenAIEngineOptions = {
  apiKey: string;
  models: OpenAIModels;
  /** The speech model's voice, for narration. */
  ttsVoice: string;
  baseURL?: string;
  timeoutMs?: number;
};
