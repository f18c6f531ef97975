// The OpenAI engine: gpt-image generation and edits (refinement and style transfer are edits
// of the previous image or the photo), and speech-to-text, through the openai SDK. Interior
// design and storybooks (story, illustrations, narration) live in openai-story.ts. Every
// model is the operator's choice (wrangler.toml [vars], read in provider-config.ts).
import OpenAI, { toFile } from "openai";
import type { ImagesResponse } from "openai/resources/images";
import { openaiStoryMethods } from "./openai-story";
import { promptedStyleVerdict } from "./prompted-style";
import { openaiPromptHelp } from "./prompt-help/providers";
import { CUT_OUT_PROMPT, KEY_COLOUR, OUTPAINT_PROMPT } from "./tool-prompts";
import { callProvider, type CallContext } from "./provider-errors";
import { transparentWherePainted } from "./region/mask-png";
import { OPENAI_MODEL_SETTINGS, type OpenAIEngineOptions, type OpenAIModelRole } from "./provider-settings";
import { transparentMaskPrompt } from "./region/prompt";
import { aspectClass, extensionOf, fromBase64, headerSize, requireImageMime, toEngineImage } from "./provider-images";
import {
  EngineError,
  type AspectRatio,
  type ConversationTurn,
  type EngineImage,
  type GenerateRequest,
  type ImageEngine,
  type PromptWriter,
  type RoomDesigner,
  type StoryTeller,
  type Transcriber,
} from "./types";

/**
 * One function per isolate: the SDK probes each new fetch function for FormData support (a
 * console warning each time) and caches the answer per function. Calling through globalThis
 * keeps workerd's fetch on its own `this` ("Illegal invocation" otherwise) and honours stubs.
 */
const workerFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** gpt-image models draw three sizes; each aspect ratio gets the closest. */
const SIZES = { square: "1024x1024", portrait: "1024x1536", landscape: "1536x1024" } as const;
type Size = (typeof SIZES)[keyof typeof SIZES];

const sizeFor = (shape: AspectRatio | { width: number; height: number }): Size => SIZES[aspectClass(shape)];

/** Edits keep the input's shape; "auto" (the model decides) only when the header is unreadable. */
function sizeOfInput(bytes: Uint8Array): Size | "auto" {
  const size = headerSize(bytes);
  return size && size.width > 0 && size.height > 0 ? sizeFor(size) : "auto";
}

/** The transcription endpoint picks the decoder from the file name's extension, not the MIME type. */
const AUDIO_EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/mp4": "mp4",
  "audio/m4a": "m4a",
  "audio/x-m4a": "m4a",
  "audio/aac": "m4a",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/flac": "flac",
  "audio/x-flac": "flac",
};

/** MediaRecorder types carry codec parameters ("audio/webm;codecs=opus"); the upload wants the base type. */
function audioFile(audio: Uint8Array, mimeType: string) {
  const base = mimeType.split(";")[0].trim().toLowerCase();
  return toFile(audio, `voice.${AUDIO_EXTENSIONS[base] ?? "webm"}`, { type: base });
}

function imageFile(bytes: Uint8Array, name: string, what: string) {
  const mime = requireImageMime(bytes, what);
  return toFile(bytes, `${name}.${extensionOf(mime)}`, { type: mime });
}

/** gpt-image edits are one-shot, so earlier requests travel in the prompt to keep context. */
function promptWithHistory(history: ConversationTurn[], instruction: string): string {
  const earlier = history
    .filter((turn) => turn.role === "user" && turn.content.trim())
    .slice(-6)
    .map((turn) => `- ${turn.content.trim().slice(0, 300)}`);
  if (earlier.length === 0) return instruction;
  return `This image was made from these earlier requests:\n${earlier.join("\n")}\n\nNow change it as follows: ${instruction}`;
}

/** The images in the format they were sent in (PNG unless output_format said otherwise); at least one. */
function imagesOf(response: ImagesResponse): EngineImage[] {
  const images = (response.data ?? []).flatMap((item) =>
    item.b64_json ? [toEngineImage(fromBase64(item.b64_json))] : [],
  );
  if (images.length === 0) throw new EngineError("NO_IMAGE", "OpenAI returned no image.");
  return images;
}

export type OpenAIEngine = ImageEngine & Transcriber & RoomDesigner & Required<StoryTeller> & Required<PromptWriter>;

export function createOpenAIEngine(options: OpenAIEngineOptions): OpenAIEngine {
  const { models } = options;
  const model = models.image;
  const timeoutMs = options.timeoutMs ?? 90_000;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: timeoutMs,
    // An image call is slow and billed: a silent retry would double both. The user can retry.
    maxRetries: 0,
    fetch: workerFetch,
  });
  const call = <T>(role: OpenAIModelRole, run: (signal: AbortSignal) => Promise<T>) => {
    const context: CallContext = { model: models[role], setting: OPENAI_MODEL_SETTINGS[role] };
    return callProvider("OpenAI", timeoutMs, run, context);
  };

  async function editMany(
    images: Uint8Array[],
    names: string[],
    prompt: string,
    size: Size | "auto",
    n: number,
  ): Promise<EngineImage[]> {
    const files = await Promise.all(images.map((bytes, i) => imageFile(bytes, names[i], names[i].replace(/-/g, " "))));
    const image = files.length === 1 ? files[0] : files;
    return imagesOf(await call("image", (signal) => client.images.edit({ model, image, prompt, size, n }, { signal })));
  }
  const edit = async (images: Uint8Array[], names: string[], prompt: string, size: Size | "auto") =>
    (await editMany(images, names, prompt, size, 1))[0];

  /** `n` images from one call: the images API draws 1 to 10 per request. */
  async function drawMany(prompt: string, size: Size, n: number): Promise<EngineImage[]> {
    return imagesOf(await call("image", (signal) => client.images.generate({ model, prompt, n, size }, { signal })));
  }
  const draw = async (prompt: string, size: Size) => (await drawMany(prompt, size, 1))[0];

  // One request with `n`: the API answers the images of one call together (or fails them together).
  async function generateVariants(request: GenerateRequest, count: number): Promise<EngineImage[]> {
    const size = sizeFor(request.aspectRatio ?? "1:1");
    if (request.referenceImages.length === 0) return drawMany(request.prompt, size, count);
    const names = request.referenceImages.map((_, i) => `reference-image-${i + 1}`);
    return editMany(request.referenceImages, names, request.prompt, size, count);
  }

  return {
    name: "openai",
    model,
    ...openaiStoryMethods({
      client,
      textModel: models.text,
      ttsModel: models.tts,
      ttsVoice: options.ttsVoice,
      call,
      generate: draw,
      edit,
      sizeOfInput,
    }),
    ...openaiPromptHelp({ client, textModel: models.text, call }),

    // gpt-image has no temperature or token limit: the tuning fields only steer Gemini.
    async generate(request) {
      return (await generateVariants(request, 1))[0];
    },
    generateVariants,

    async refine(request) {
      const prompt = promptWithHistory(request.history, request.instruction);
      return edit([request.image], ["previous-image"], prompt, sizeOfInput(request.image));
    },

    // images.edit with a mask the image's size, transparent where painted (OpenAI's convention).
    async editRegion(request) {
      const image = await imageFile(request.image, "image", "image to edit");
      const mask = await toFile(await transparentWherePainted(request.mask), "mask.png", { type: "image/png" });
      const prompt = transparentMaskPrompt(request.instruction);
      return imagesOf(
        await call("image", (signal) =>
          client.images.edit({ model, image, mask, prompt, size: sizeOfInput(request.image), n: 1 }, { signal }),
        ),
      )[0];
    },

    async transform(request) {
      return edit([request.image], ["photo"], request.style.prompt, sizeOfInput(request.image));
    },

    canRenderStyle: promptedStyleVerdict,

    // Image tools: the subject on a key colour (keyed out by the Worker), and the padded canvas
    // painted where the mask is transparent (images/edits takes a mask, docs: "Edit an image").
    async cutOut(image) {
      return { ...(await edit([image], ["work"], CUT_OUT_PROMPT, sizeOfInput(image))), keyColour: KEY_COLOUR };
    },

    async outpaint(request) {
      const [image, mask] = await Promise.all([
        imageFile(request.canvas, "canvas", "canvas"),
        imageFile(request.mask, "mask", "mask"),
      ]);
      const size = sizeFor({ width: request.width, height: request.height });
      return imagesOf(
        await call("image", (signal) =>
          client.images.edit({ model, image, mask, prompt: OUTPAINT_PROMPT, size, n: 1 }, { signal }),
        ),
      )[0];
    },

    async transcribe(request) {
      const file = await audioFile(request.audio, request.mimeType);
      const result = await call("transcribe", (signal) =>
        client.audio.transcriptions.create({ file, model: models.transcribe }, { signal }),
      );
      const text = result.text?.trim();
      if (!text) throw new EngineError("PROVIDER_ERROR", "OpenAI returned an empty transcript.");
      return text;
    },
  };
}
