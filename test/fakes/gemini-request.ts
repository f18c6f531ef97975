// The Gemini fake's doorman: a generateContent body is checked the way the real API checks it
// (a protobuf JSON parse, then the model's own rules), and refused with its error shapes:
// 400 INVALID_ARGUMENT "Invalid JSON payload received. Unknown name …" / "Invalid value at …"
// with google.rpc.BadRequest field violations, unsupported MIME types and response modalities.
// Field names follow https://ai.google.dev/api/generate-content (GenerateContentRequest,
// Content, Part, GenerationConfig); audio types follow https://ai.google.dev/gemini-api/docs/audio.
import type { FakeReply } from "./http-fake";
import type { GeminiModelKind } from "./models";
import type { GeminiBody } from "./provider-bodies";

type Field =
  "string" | "int" | "float" | "bool" | "object" | "any" | { enum: string[] } | { array: Field } | { message: Schema };
type Schema = { [name: string]: Field };

const MODALITIES = ["TEXT", "IMAGE", "AUDIO", "MODALITY_UNSPECIFIED"];
const BLOB: Schema = { mimeType: "string", data: "string" };
const PART: Schema = {
  text: "string",
  inlineData: { message: BLOB },
  fileData: "object",
  functionCall: "object",
  functionResponse: "object",
  executableCode: "object",
  codeExecutionResult: "object",
  thought: "bool",
  thoughtSignature: "string",
  videoMetadata: "object",
  speechMetadata: { message: { speaker: "string", style: "string" } },
  partMetadata: "object",
  mediaResolution: "object",
};
/** Part's "data" oneof: a part carries one of these. */
const PART_DATA = [
  "text",
  "inlineData",
  "fileData",
  "functionCall",
  "functionResponse",
  "executableCode",
  "codeExecutionResult",
];
const CONTENT: Schema = { role: "string", parts: { array: { message: PART } } };
const VOICE_CONFIG: Schema = {
  prebuiltVoiceConfig: { message: { voiceName: "string" } },
  voice: "string",
  replicatedVoiceConfig: "object",
};
const GENERATION_CONFIG: Schema = {
  stopSequences: { array: "string" },
  responseMimeType: "string",
  responseSchema: "object",
  responseJsonSchema: "any",
  responseModalities: { array: { enum: MODALITIES } },
  candidateCount: "int",
  maxOutputTokens: "int",
  temperature: "float",
  topP: "float",
  topK: "int",
  seed: "int",
  presencePenalty: "float",
  frequencyPenalty: "float",
  responseLogprobs: "bool",
  logprobs: "int",
  enableEnhancedCivicAnswers: "bool",
  speechConfig: {
    message: { voiceConfig: { message: VOICE_CONFIG }, multiSpeakerVoiceConfig: "object", languageCode: "string" },
  },
  thinkingConfig: {
    message: {
      includeThoughts: "bool",
      thinkingBudget: "int",
      thinkingLevel: { enum: ["MINIMAL", "LOW", "MEDIUM", "HIGH"] },
    },
  },
  imageConfig: { message: { aspectRatio: "string", imageSize: "string" } },
  mediaResolution: { enum: ["MEDIA_RESOLUTION_LOW", "MEDIA_RESOLUTION_MEDIUM", "MEDIA_RESOLUTION_HIGH"] },
};
const REQUEST: Schema = {
  contents: { array: { message: CONTENT } },
  tools: { array: "object" },
  toolConfig: "object",
  safetySettings: { array: "object" },
  systemInstruction: { message: CONTENT },
  generationConfig: { message: GENERATION_CONFIG },
  cachedContent: "string",
};

const PROTO_TYPE: Record<string, string> = {
  string: "TYPE_STRING",
  int: "TYPE_INT32",
  float: "TYPE_FLOAT",
  bool: "TYPE_BOOL",
};
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const show = (value: unknown) => JSON.stringify(value);

/** Protobuf JSON parsing: unknown names and values of the wrong type, with snake_case paths. */
function parseErrors(value: unknown, schema: Schema, path: string, out: string[]) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    out.push(`Invalid value at '${path}' (TYPE_MESSAGE), ${show(value)}`);
    return;
  }
  for (const [name, child] of Object.entries(value)) {
    const field = schema[name];
    const at = path ? `${path}.${snake(name)}` : snake(name);
    if (!field)
      out.push(
        `Invalid JSON payload received. Unknown name ${show(name)}${path ? ` at '${path}'` : ""}: Cannot find field.`,
      );
    else fieldErrors(child, field, at, out);
  }
}

function fieldErrors(value: unknown, field: Field, path: string, out: string[]) {
  if (value === null || field === "any") return;
  if (field === "object") {
    if (typeof value !== "object" || Array.isArray(value))
      out.push(`Invalid value at '${path}' (TYPE_MESSAGE), ${show(value)}`);
  } else if (typeof field === "string") {
    const ok =
      field === "string"
        ? typeof value === "string"
        : field === "bool"
          ? typeof value === "boolean"
          : field === "int"
            ? Number.isInteger(value)
            : typeof value === "number";
    if (!ok) out.push(`Invalid value at '${path}' (${PROTO_TYPE[field]}), ${show(value)}`);
  } else if ("enum" in field) {
    if (typeof value !== "string" || !field.enum.includes(value))
      out.push(`Invalid value at '${path}' (TYPE_ENUM), ${show(value)}`);
  } else if ("array" in field) {
    if (!Array.isArray(value)) out.push(`Invalid value at '${path}' (TYPE_LIST), ${show(value)}`);
    else value.forEach((item, i) => fieldErrors(item, field.array, `${path}[${i}]`, out));
  } else {
    parseErrors(value, field.message, path, out);
  }
}

export function googleError(code: number, status: string, message: string, details?: unknown[]): FakeReply {
  return { status: code, json: { error: { code, message, status, ...(details ? { details } : {}) } } };
}

const invalid = (message: string, violations?: { field: string; description: string }[]) =>
  googleError(
    400,
    "INVALID_ARGUMENT",
    message,
    violations ? [{ "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: violations }] : undefined,
  );

const AUDIO_TYPES = ["audio/wav", "audio/mp3", "audio/aiff", "audio/aac", "audio/ogg", "audio/flac"];
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/heic", "image/heif"];
export const GEMINI_IMAGE_SIZES = ["1K", "2K", "4K"];
const ASPECT_RATIOS = [
  "1:1",
  "2:3",
  "3:2",
  "3:4",
  "4:3",
  "4:5",
  "5:4",
  "9:16",
  "16:9",
  "21:9",
  "1:4",
  "4:1",
  "1:8",
  "8:1",
];
/** The 30 prebuilt voices of the Gemini TTS models. */
const VOICES =
  "Zephyr Puck Charon Kore Fenrir Leda Orus Aoede Callirrhoe Autonoe Enceladus Iapetus Umbriel Algieba Despina Erinome Algenib Rasalgethi Laomedeia Achernar Alnilam Schedar Gacrux Pulcherrima Achird Zubenelgenubi Vindemiatrix Sadachbia Sadaltager Sulafat".split(
    " ",
  );

/** What each kind of model answers in; asking for another modality is refused. */
const MODALITIES_OF: Record<GeminiModelKind, string[]> = { image: ["TEXT", "IMAGE"], text: ["TEXT"], tts: ["AUDIO"] };

/** The model's own rules, once the body parsed. */
function semanticErrors(body: GeminiBody, kind: GeminiModelKind): FakeReply | null {
  if (!Array.isArray(body.contents) || body.contents.length === 0)
    return invalid("* GenerateContentRequest.contents: contents is not specified\n");
  for (const [c, content] of body.contents.entries()) {
    for (const [p, part] of (content.parts ?? []).entries()) {
      const data = PART_DATA.filter((name) => part[name] !== undefined);
      if (data.length > 1)
        return invalid(`Invalid JSON payload received. Oneof field 'data' is already set. Cannot set '${data[1]}'`);
      const blob = part.inlineData;
      if (!blob) continue;
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(blob.data ?? "")) {
        return invalid(
          `Invalid value at 'contents[${c}].parts[${p}].inline_data.data' (TYPE_BYTES), Base64 decoding failed for ${show(String(blob.data).slice(0, 20))}`,
        );
      }
      const type = String(blob.mimeType ?? "");
      if (!(type.startsWith("audio/") ? AUDIO_TYPES : IMAGE_TYPES).includes(type))
        return invalid(`Unsupported MIME type: ${type}`);
    }
  }
  const config = body.generationConfig ?? {};
  const asked: string[] = config.responseModalities ?? ["TEXT"];
  const refused = asked.filter((m) => !MODALITIES_OF[kind].includes(m));
  if (refused.length)
    return invalid(
      `Model does not support the requested response modalities: ${refused.map((m) => m.toLowerCase()).join(", ")}`,
    );
  const image = config.imageConfig;
  if (image?.imageSize !== undefined && !GEMINI_IMAGE_SIZES.includes(image.imageSize)) {
    return invalid(
      `Unsupported image size ${show(image.imageSize)}; supported sizes are ${GEMINI_IMAGE_SIZES.join(", ")}.`,
    );
  }
  if (image?.aspectRatio !== undefined && !ASPECT_RATIOS.includes(image.aspectRatio))
    return invalid(`Unsupported aspect ratio ${show(image.aspectRatio)}.`);
  const voice = config.speechConfig?.voiceConfig?.prebuiltVoiceConfig?.voiceName;
  if (voice !== undefined && !VOICES.includes(voice)) return invalid(`Voice name ${voice} is not supported.`);
  return null;
}

/** Null when the real API would accept the body for this kind of model; else its refusal. */
export function checkGenerateContent(body: unknown, kind: GeminiModelKind): FakeReply | null {
  const errors: string[] = [];
  parseErrors(body, REQUEST, "", errors);
  if (errors.length) {
    const violations = errors.map((description) => ({
      field: /at '([^']+)'/.exec(description)?.[1] ?? "",
      description,
    }));
    return invalid(errors.join("\n"), violations);
  }
  // It passed the schema above: a generateContent body.
  return semanticErrors(body as GeminiBody, kind);
}
