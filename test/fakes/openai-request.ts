// The OpenAI fake's doorman: a request is checked against OpenAI's published request schemas
// (fixtures/openai-request-fields.json, taken from openai-node's OpenAPI spec) and the models'
// own rules, and refused with the real error shapes: unknown_parameter, missing_required_parameter,
// invalid_type, invalid_value, unsupported_value / unsupported_parameter, model_not_found.
import { readFileSync } from "node:fs";
import type { FakeReply } from "./http-fake";
import { OPENAI_CURRENT, OPENAI_ENDPOINT_KIND } from "./models";
import type { RecordedFile, RecordedRequest } from "./recorded";
import { readImageHeader } from "../../worker/platform/image/header";

type FieldSpec = { types: string[]; enum?: string[] };
type EndpointSpec = { required: string[]; fields: Record<string, FieldSpec> };

const SPEC: { endpoints: Record<string, EndpointSpec> } = JSON.parse(
  readFileSync(new URL("./fixtures/openai-request-fields.json", import.meta.url), "utf8"),
);

export function openaiError(
  status: number,
  message: string,
  type: string,
  code: string | null,
  param: string | null = null,
): FakeReply {
  return { status, json: { error: { message, type, param, code } } };
}
const invalid = (message: string, param: string | null, code: string) =>
  openaiError(400, message, "invalid_request_error", code, param);

/** The request's fields by name: JSON as parsed, multipart as its strings and files ("image[]" is "image"). */
export function fieldsOf(r: RecordedRequest): Record<string, unknown> {
  if (!r.fields) return (r.json ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(r.fields)) {
    const base = name.replace(/\[\]$/, "");
    out[base] = name.endsWith("[]") || values.length > 1 ? values : values[0];
  }
  return out;
}

const isFile = (value: unknown): value is RecordedFile =>
  typeof value === "object" && value !== null && "filename" in value;

/** A JSON value's type, or a multipart string's (which the server coerces). */
function fits(value: unknown, types: string[], multipart: boolean): boolean {
  if (value === null) return types.includes("null");
  if (types.includes("file"))
    return isFile(value) || (Array.isArray(value) && types.includes("array") && value.every(isFile));
  if (multipart && typeof value === "string") {
    if (types.includes("string")) return true;
    if (types.includes("integer")) return /^-?\d+$/.test(value);
    if (types.includes("number")) return value.trim() !== "" && !Number.isNaN(Number(value));
    if (types.includes("boolean")) return value === "true" || value === "false";
    return false;
  }
  const actual = Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;
  return types.includes(actual) || (actual === "integer" && types.includes("number"));
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function schemaErrors(r: RecordedRequest, spec: EndpointSpec): FakeReply | null {
  const fields = fieldsOf(r);
  for (const name of Object.keys(fields)) {
    if (!spec.fields[name]) return invalid(`Unknown parameter: '${name}'.`, name, "unknown_parameter");
  }
  for (const name of spec.required) {
    if (fields[name] === undefined)
      return invalid(`Missing required parameter: '${name}'.`, name, "missing_required_parameter");
  }
  for (const [name, value] of Object.entries(fields)) {
    const field = spec.fields[name];
    if (!fits(value, field.types, Boolean(r.fields))) {
      const got = isFile(value) ? "a file" : Array.isArray(value) ? "an array" : article(typeof value);
      return invalid(
        `Invalid type for '${name}': expected ${article(field.types[0])}, but got ${got} instead.`,
        name,
        "invalid_type",
      );
    }
    if (field.enum && !field.enum.includes(String(value))) {
      return invalid(
        `Invalid value: '${String(value)}'. Supported values are: ${field.enum.map((v) => `'${v}'`).join(", ")}.`,
        name,
        "invalid_value",
      );
    }
  }
  return null;
}

/** gpt-image 2.x sizes: "auto" or W×H in multiples of 16, edge ≤ 3840, ratio ≤ 3:1, 0.65–8.3 MP. */
function sizeAccepted(size: string): boolean {
  if (size === "auto") return true;
  const m = /^(\d+)x(\d+)$/.exec(size);
  if (!m) return false;
  const [w, h] = [Number(m[1]), Number(m[2])];
  return (
    w % 16 === 0 &&
    h % 16 === 0 &&
    Math.max(w, h) <= 3840 &&
    Math.max(w, h) <= 3 * Math.min(w, h) &&
    w * h >= 655_360 &&
    w * h <= 8_294_400
  );
}

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];
const AUDIO_EXTENSIONS = ["flac", "m4a", "mp3", "mp4", "mpeg", "mpga", "oga", "ogg", "wav", "webm"];
const VOICES = [
  "alloy",
  "ash",
  "ballad",
  "coral",
  "echo",
  "fable",
  "nova",
  "onyx",
  "sage",
  "shimmer",
  "verse",
  "marin",
  "cedar",
];

/**
 * Variants: `n` images from one call, "between 1 and 10" (API reference, images.create and
 * images.edit; 1 when absent), refused with the API's integer range errors otherwise.
 */
export const imagesAskedFor = (fields: Record<string, unknown>) => (fields.n === undefined ? 1 : Number(fields.n));
function countRefused(fields: Record<string, unknown>): FakeReply | null {
  const n = imagesAskedFor(fields);
  if (n < 1)
    return invalid(
      `Invalid 'n': integer below minimum value. Expected a value >= 1, but got ${n} instead.`,
      "n",
      "integer_below_min_value",
    );
  if (n > 10)
    return invalid(
      `Invalid 'n': integer above maximum value. Expected a value <= 10, but got ${n} instead.`,
      "n",
      "integer_above_max_value",
    );
  return null;
}

/** What a given endpoint and model refuse beyond the schema. */
function modelRules(path: string, model: string, fields: Record<string, unknown>): FakeReply | null {
  if (path === "/v1/images/generations" || path === "/v1/images/edits") {
    const refused = countRefused(fields);
    if (refused) return refused;
    if (fields.size !== undefined && !sizeAccepted(String(fields.size)))
      return invalid(
        `Invalid value: '${fields.size}'. Supported sizes are 'auto' or WIDTHxHEIGHT in multiples of 16.`,
        "size",
        "invalid_value",
      );
    for (const file of [fields.image].flat().filter(isFile)) {
      if (!IMAGE_TYPES.includes(file.type)) {
        return invalid(
          `Invalid file 'image': unsupported mimetype ('${file.type}'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.`,
          "image",
          "unsupported_file_mimetype",
        );
      }
    }
    if (isFile(fields.mask)) return maskRules(fields.mask, [fields.image].flat().filter(isFile)[0]);
  }
  if (path === "/v1/audio/transcriptions" && isFile(fields.file)) {
    const extension = fields.file.filename.split(".").pop()?.toLowerCase() ?? "";
    if (!AUDIO_EXTENSIONS.includes(extension))
      return invalid(
        `Invalid file format. Supported formats: ${JSON.stringify(AUDIO_EXTENSIONS)}`,
        "file",
        "invalid_value",
      );
  }
  if (path === "/v1/audio/speech") {
    if (typeof fields.voice === "string" && !VOICES.includes(fields.voice))
      return invalid(
        `Invalid value: '${fields.voice}'. Supported values are: ${VOICES.map((v) => `'${v}'`).join(", ")}.`,
        "voice",
        "invalid_value",
      );
    if (/^tts-1/.test(model) && fields.instructions !== undefined)
      return invalid(
        `Unsupported parameter: 'instructions' is not supported with this model.`,
        "instructions",
        "unsupported_parameter",
      );
  }
  if (path === "/v1/chat/completions" && /^gpt-6/.test(model)) {
    // The GPT-6 family reasons: sampling settings other than the default are refused.
    if (fields.temperature !== undefined && fields.temperature !== 1) {
      return invalid(
        `Unsupported value: 'temperature' does not support ${fields.temperature} with this model. Only the default (1) value is supported.`,
        "temperature",
        "unsupported_value",
      );
    }
    if (fields.max_tokens !== undefined)
      return invalid(
        `Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.`,
        "max_tokens",
        "unsupported_parameter",
      );
  }
  return null;
}

/**
 * images/edits `mask`: "An additional image whose fully transparent areas (e.g. where alpha is
 * zero) indicate where `image` should be edited. … Must be a valid PNG file, less than 4MB, and
 * have the same dimensions as `image`" (API reference, CreateImageEditRequest.mask).
 */
function maskRules(mask: RecordedFile, image: RecordedFile | undefined): FakeReply | null {
  const maskHeader = readImageHeader(Buffer.from(mask.base64, "base64"));
  if (maskHeader?.type !== "image/png")
    return invalid("Invalid mask image: the mask must be a valid PNG file.", "mask", "invalid_image_format");
  const imageHeader = image && readImageHeader(Buffer.from(image.base64, "base64"));
  if (imageHeader && (imageHeader.width !== maskHeader.width || imageHeader.height !== maskHeader.height)) {
    return invalid(
      "Invalid mask image: the mask and the image must have the same dimensions.",
      "mask",
      "invalid_image_dimensions",
    );
  }
  if (mask.size > 4 * 1024 * 1024)
    return invalid("Invalid mask image: the mask must be less than 4MB.", "mask", "invalid_image_size");
  return null;
}

/** Null when the real API would take this request; else its refusal (404 for unknown and retired models). */
export function checkOpenAIRequest(r: RecordedRequest): FakeReply | null {
  const spec = SPEC.endpoints[r.path];
  if (r.json?.unparseable !== undefined)
    return invalid("We could not parse the JSON body of your request.", null, "invalid_json");
  const fields = fieldsOf(r);
  const model = String(fields.model ?? "");
  if (model && !OPENAI_CURRENT[model])
    return openaiError(
      404,
      `The model \`${model}\` does not exist or you do not have access to it.`,
      "invalid_request_error",
      "model_not_found",
    );
  if (model && OPENAI_CURRENT[model] !== OPENAI_ENDPOINT_KIND[r.path])
    return invalid(`Invalid value: '${model}'. This model is not supported on ${r.path}.`, "model", "invalid_value");
  return schemaErrors(r, spec) ?? modelRules(r.path, model, fields);
}
