// The Workers AI models the fake binding knows: each checks a call against the model's published
// input schema and answers its published output shape. Sources (Cloudflare's model catalogue,
// cloudflare/cloudflare-docs src/content/workers-ai-models/*.json, and the launch notes):
// - flux-1-schnell: { prompt: string 1–2048, steps?: integer ≤ 8 }, additionalProperties false →
//   { image: base64 JPEG } (1024×1024). https://developers.cloudflare.com/workers-ai/models/flux-1-schnell/
// - flux-2-klein-4b: { multipart: { body, contentType } } only; the form has prompt (required),
//   input_image_0…3 (each "smaller than 512x512": at most 511 a side), guidance, width/height (256–1920, default 1024×768),
//   seed; steps is fixed → { image: base64 }.
//   https://developers.cloudflare.com/changelog/2026-01-15-flux-2-klein-4b-workers-ai/
// - whisper-large-v3-turbo: { audio: base64 (required), task, language, vad_filter,
//   initial_prompt, prefix, … } → { text, word_count, segments, transcription_info, vtt }.
// - melotts: { prompt: string ≥ 1, lang? } → { audio: base64 MP3 }.
// - llama-3.3-70b-instruct-fp8-fast: { prompt } or { messages: [{ role, content }] } plus
//   response_format { type: json_object|json_schema, json_schema }, max_tokens, temperature 0–5, … →
//   { response, usage } (`response` is the parsed object in JSON mode,
//   https://developers.cloudflare.com/workers-ai/features/json-mode/).
// - llama-guard-3-8b: { messages: [{ role: string, content: string ≤ 131072 }] (required),
//   max_tokens: integer, temperature: number 0–5, response_format: { type: string } } →
//   { response, usage }: `response` is the text "safe" or "unsafe\nS1,S9" (Meta's model card), or
//   in JSON mode (response_format.type "json_object") the object { safe, categories: ["S1"…"S14"] }.
//   https://developers.cloudflare.com/workers-ai/models/llama-guard-3-8b/ and
//   cloudflare/cloudflare-docs src/content/workers-ai-models/llama-guard-3-8b.json.
// Schema failures are thrown as the binding throws them: name "AiError", message
// "5006: Error: …" (the wording seen from the real service).
import { fromBase64, toBase64 } from "../../worker/engines/provider-images";
import { PhotonImage } from "../../worker/platform/image/photon";
import { readImageHeader } from "../../worker/platform/image/header";
import type { JsonSchema } from "./provider-bodies";

export class InferenceUpstreamError extends Error {
  constructor(message: string, name = "AiError") {
    super(message);
    this.name = name;
  }
}

export const schemaError = (detail: string) => new InferenceUpstreamError(`5006: Error: ${detail}`);

export type Image = { name: string; type: string; width: number; height: number; bytes: Uint8Array };
export type Form = { fields: Record<string, string>; images: Image[] };
export type TextAnswer = (request: {
  messages: { role: string; content: string }[];
  schema: JsonSchema | undefined;
}) => unknown;

export const MODELS = {
  image: "@cf/black-forest-labs/flux-1-schnell",
  edit: "@cf/black-forest-labs/flux-2-klein-4b",
  text: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  transcribe: "@cf/openai/whisper-large-v3-turbo",
  speech: "@cf/myshell-ai/melotts",
  inpaint: "@cf/runwayml/stable-diffusion-v1-5-inpainting",
  guard: "@cf/meta/llama-guard-3-8b",
} as const;

function only(inputs: Record<string, unknown>, allowed: string[]) {
  const extra = Object.keys(inputs).find((k) => !allowed.includes(k));
  if (extra) throw schemaError(`Additional or unevaluated properties '/${extra}' at '/' not allowed`);
}

function required(inputs: Record<string, unknown>, name: string) {
  if (inputs[name] === undefined) throw schemaError(`required properties at '/' are '${name}'`);
}

function type(value: unknown, expected: "string" | "integer" | "number" | "boolean", path: string) {
  const ok = expected === "integer" ? Number.isInteger(value) : typeof value === expected;
  if (!ok) throw schemaError(`must be ${expected} at '${path}'`);
}

function range(value: number, min: number, max: number, path: string) {
  if (value < min || value > max) throw schemaError(`must be >= ${min} and <= ${max} at '${path}'`);
}

const base64 = toBase64;

/** A real image of that size in that format, made with the app's own image library. */
export function picture(width: number, height: number, format: "jpeg" | "png"): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([40, 110, 190, 255], i);
  const img = new PhotonImage(rgba, width, height);
  try {
    return format === "jpeg" ? img.get_bytes_jpeg(80) : img.get_bytes();
  } finally {
    img.free();
  }
}

export function flux1(inputs: Record<string, unknown>) {
  only(inputs, ["prompt", "steps"]);
  required(inputs, "prompt");
  type(inputs.prompt, "string", "/prompt");
  const prompt = inputs.prompt as string;
  if (prompt.length < 1 || prompt.length > 2048)
    throw schemaError("must NOT have fewer than 1 or more than 2048 characters at '/prompt'");
  if (inputs.steps !== undefined) {
    type(inputs.steps, "integer", "/steps");
    range(inputs.steps as number, 1, 8, "/steps");
  }
  return { image: base64(picture(1024, 1024, "jpeg")) };
}

/** Parses the multipart body the way the service does: by its Content-Type boundary. */
export async function readMultipart(inputs: Record<string, unknown>): Promise<Form> {
  only(inputs, ["multipart"]);
  required(inputs, "multipart");
  const { body, contentType, ...rest } = inputs.multipart as { body?: unknown; contentType?: unknown };
  if (Object.keys(rest).length)
    throw schemaError(
      `Additional or unevaluated properties '/multipart/${Object.keys(rest)[0]}' at '/multipart' not allowed`,
    );
  if (!(body instanceof ReadableStream) && !(body instanceof FormData))
    throw new InferenceUpstreamError("3003: Request is missing headers or body: body");
  if (typeof contentType !== "string" || !/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    throw new InferenceUpstreamError(
      "3003: Request is missing headers or body: multipart/form-data Content-Type with its boundary",
    );
  }
  const form =
    body instanceof FormData ? body : await new Response(body, { headers: { "content-type": contentType } }).formData();
  const fields: Record<string, string> = {};
  const images: Image[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      const header = readImageHeader(bytes);
      if (!header) throw new InferenceUpstreamError(`5004: Invalid data type for image input: ${name}`);
      images.push({ name, type: header.type, width: header.width, height: header.height, bytes });
    }
  }
  return { fields, images };
}

const FLUX2_FIELDS = ["prompt", "guidance", "width", "height", "seed"];
const INPUT_IMAGE = /^input_image_[0-3]$/;

export function flux2(form: Form) {
  const extra =
    Object.keys(form.fields).find((k) => !FLUX2_FIELDS.includes(k)) ??
    form.images.map((i) => i.name).find((n) => !INPUT_IMAGE.test(n));
  if (extra) throw schemaError(`Additional or unevaluated properties '/${extra}' at '/' not allowed`);
  if (!form.fields.prompt?.trim()) throw schemaError("required properties at '/' are 'prompt'");
  const size = (name: "width" | "height", fallback: number) => {
    const raw = form.fields[name];
    if (raw === undefined) return fallback;
    const n = Number(raw);
    type(n, "integer", `/${name}`);
    range(n, 256, 1920, `/${name}`);
    return n;
  };
  const names = form.images.map((i) => i.name);
  if (new Set(names).size !== names.length) throw schemaError("duplicate input image");
  // "All input images must be smaller than 512x512": 512 itself is refused.
  const big = form.images.find((i) => i.width >= 512 || i.height >= 512);
  if (big)
    throw schemaError(
      `input image '${big.name}' is ${big.width}x${big.height}; input images must be smaller than 512x512`,
    );
  return { image: base64(picture(size("width", 1024), size("height", 768), "png")) };
}

const WHISPER_FIELDS = [
  "audio",
  "task",
  "language",
  "vad_filter",
  "initial_prompt",
  "prefix",
  "beam_size",
  "condition_on_previous_text",
  "no_speech_threshold",
  "compression_ratio_threshold",
  "log_prob_threshold",
  "hallucination_silence_threshold",
];

/**
 * Stable Diffusion 1.5 inpainting: JSON with a prompt (required), image and mask as arrays of
 * byte values, width/height 256–2048, num_steps ≤ 20, strength 0–1, guidance, seed,
 * negative_prompt; answers PNG bytes (the binding's stream). The fake also refuses a picture and
 * mask of different sizes, which the model cannot line up.
 */
export function sdInpaint(inputs: Record<string, unknown>) {
  only(inputs, [
    "prompt",
    "negative_prompt",
    "image",
    "image_b64",
    "mask",
    "width",
    "height",
    "num_steps",
    "strength",
    "guidance",
    "seed",
  ]);
  required(inputs, "prompt");
  type(inputs.prompt, "string", "/prompt");
  for (const name of ["width", "height"] as const) {
    if (inputs[name] === undefined) continue;
    type(inputs[name], "integer", `/${name}`);
    range(inputs[name] as number, 256, 2048, `/${name}`);
  }
  if (inputs.num_steps !== undefined) range(Number(inputs.num_steps), 1, 20, "/num_steps");
  if (inputs.strength !== undefined) range(Number(inputs.strength), 0, 1, "/strength");
  const bytes = (name: "image" | "mask") => {
    const value = inputs[name];
    if (value === undefined) return null;
    if (!Array.isArray(value) || !value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255))
      throw schemaError(`must be array of integers at '/${name}'`);
    return Uint8Array.from(value as number[]);
  };
  const [image, mask] = [bytes("image"), bytes("mask")];
  const [imageSize, maskSize] = [image && readImageHeader(image), mask && readImageHeader(mask)];
  if (mask && !image) throw schemaError("'mask' needs 'image'");
  if (image && !imageSize) throw new InferenceUpstreamError("5006: Error: the image could not be decoded");
  if (mask && (!maskSize || maskSize.width !== imageSize?.width || maskSize.height !== imageSize?.height)) {
    throw new InferenceUpstreamError("5006: Error: the mask must be an image the size of the input image");
  }
  return new Response(
    picture(Number(inputs.width ?? 512), Number(inputs.height ?? 512), "png") as Uint8Array<ArrayBuffer>,
  ).body;
}

export function whisper(inputs: Record<string, unknown>, transcript: string) {
  only(inputs, WHISPER_FIELDS);
  required(inputs, "audio");
  type(inputs.audio, "string", "/audio");
  let audio: Uint8Array;
  try {
    audio = fromBase64(inputs.audio as string);
  } catch {
    throw new InferenceUpstreamError("5004: Invalid data type for base64 input: audio");
  }
  if (audio.length === 0) throw schemaError("audio is empty at '/audio'");
  if (inputs.task !== undefined && !["transcribe", "translate"].includes(inputs.task as string))
    throw schemaError("task must be 'transcribe' or 'translate' at '/task'");
  if (inputs.language !== undefined && !/^[a-z]{2,3}$/.test(String(inputs.language)))
    throw schemaError(`unsupported language '${String(inputs.language)}' at '/language'`);
  if (inputs.vad_filter !== undefined) type(inputs.vad_filter, "boolean", "/vad_filter");
  const words = transcript.split(/\s+/).filter(Boolean);
  return {
    transcription_info: {
      language: (inputs.language as string) ?? "en",
      language_probability: 0.98,
      duration: 2.4,
      duration_after_vad: 2.1,
    },
    text: transcript,
    word_count: words.length,
    segments: [
      {
        start: 0,
        end: 2.1,
        text: transcript,
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1.1,
        no_speech_prob: 0.01,
        words: words.map((word, i) => ({ word, start: i * 0.3, end: i * 0.3 + 0.25 })),
      },
    ],
    vtt: `WEBVTT\n\n00:00.000 --> 00:02.100\n${transcript}\n\n`,
  };
}

/** A valid MPEG-1 Layer III frame header followed by silence: what MeloTTS's MP3 starts with. */
export const FAKE_MP3 = new Uint8Array([
  0x49,
  0x44,
  0x33,
  0x04,
  0,
  0,
  0,
  0,
  0,
  0,
  0xff,
  0xfb,
  0x90,
  0x64,
  ...new Array(64).fill(0),
]);
/** MeloTTS's own language codes (EN, ES, FR, ZH, JP, KR; github.com/myshell-ai/MeloTTS). */
export const MELO_LANGS = ["en", "es", "fr", "zh", "jp", "kr"];

export function melotts(inputs: Record<string, unknown>) {
  only(inputs, ["prompt", "lang"]);
  required(inputs, "prompt");
  type(inputs.prompt, "string", "/prompt");
  if ((inputs.prompt as string).length < 1) throw schemaError("must NOT have fewer than 1 characters at '/prompt'");
  if (inputs.lang !== undefined) {
    type(inputs.lang, "string", "/lang");
    // Not a documented error: the fake refuses a language MeloTTS has no voice for.
    if (!MELO_LANGS.includes(inputs.lang as string))
      throw schemaError(`unsupported language '${String(inputs.lang)}' at '/lang'`);
  }
  return { audio: base64(FAKE_MP3) };
}

const LLAMA_FIELDS = [
  "prompt",
  "messages",
  "functions",
  "tools",
  "lora",
  "response_format",
  "raw",
  "stream",
  "max_tokens",
  "temperature",
  "top_p",
  "top_k",
  "seed",
  "repetition_penalty",
  "frequency_penalty",
  "presence_penalty",
];

export function llama(inputs: Record<string, unknown>, answer: TextAnswer) {
  only(inputs, LLAMA_FIELDS);
  if ((inputs.prompt === undefined) === (inputs.messages === undefined))
    throw schemaError("oneOf at '/' not met, 0 matches: required properties at '/' are 'prompt' or 'messages'");
  const messages = (inputs.messages ?? [{ role: "user", content: inputs.prompt }]) as {
    role: unknown;
    content: unknown;
  }[];
  if (!Array.isArray(messages) || messages.length === 0) throw schemaError("must be array at '/messages'");
  messages.forEach((m, i) => {
    type(m.role, "string", `/messages/${i}/role`);
    type(m.content, "string", `/messages/${i}/content`);
  });
  if (inputs.max_tokens !== undefined) type(inputs.max_tokens, "integer", "/max_tokens");
  if (inputs.temperature !== undefined) {
    type(inputs.temperature, "number", "/temperature");
    range(inputs.temperature as number, 0, 5, "/temperature");
  }
  const format = inputs.response_format as { type?: unknown; json_schema?: unknown } | undefined;
  if (format !== undefined && !["json_object", "json_schema"].includes(format.type as string))
    throw schemaError("must be equal to one of the allowed values at '/response_format/type'");
  if (format?.type === "json_schema" && (typeof format.json_schema !== "object" || format.json_schema === null))
    throw schemaError("must be object at '/response_format/json_schema'");
  const response = answer({
    messages: messages as { role: string; content: string }[],
    schema: format?.json_schema as JsonSchema | undefined,
  });
  return { response, usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 } };
}

/** Llama Guard's verdict on a conversation: the hazard categories it violates (none: safe). */
export type GuardClassifier = (messages: { role: string; content: string }[]) => string[];

export function llamaGuard(inputs: Record<string, unknown>, classify: GuardClassifier) {
  required(inputs, "messages");
  const messages = inputs.messages as { role: unknown; content: unknown }[];
  if (!Array.isArray(messages)) throw schemaError("must be array at '/messages'");
  messages.forEach((m, i) => {
    if (!m || typeof m !== "object") throw schemaError(`must be object at '/messages/${i}'`);
    if (m.role === undefined) throw schemaError(`required properties at '/messages/${i}' are 'role'`);
    if (m.content === undefined) throw schemaError(`required properties at '/messages/${i}' are 'content'`);
    type(m.role, "string", `/messages/${i}/role`);
    type(m.content, "string", `/messages/${i}/content`);
    if ((m.content as string).length > 131072)
      throw schemaError(`must NOT have more than 131072 characters at '/messages/${i}/content'`);
  });
  if (inputs.max_tokens !== undefined) type(inputs.max_tokens, "integer", "/max_tokens");
  if (inputs.temperature !== undefined) {
    type(inputs.temperature, "number", "/temperature");
    range(inputs.temperature as number, 0, 5, "/temperature");
  }
  const format = inputs.response_format as { type?: unknown } | undefined;
  if (format !== undefined) {
    if (typeof format !== "object" || format === null) throw schemaError("must be object at '/response_format'");
    if (format.type !== undefined) type(format.type, "string", "/response_format/type");
  }
  const categories = classify(messages as { role: string; content: string }[]);
  const usage = { prompt_tokens: 210, completion_tokens: categories.length ? 5 : 2, total_tokens: 215 };
  if (format?.type === "json_object")
    return { response: categories.length ? { safe: false, categories } : { safe: true, categories: [] }, usage };
  return { response: categories.length ? `unsafe\n${categories.join(",")}` : "safe", usage };
}
